/**
 * How a pharmacy card shows its data: the location line, the duty hours and the map button.
 */
import { toQueryValue } from '#app/domain/geo/directions.ts';
import { toMatchKey, toTurkishLower } from '#app/domain/text/turkish.ts';

export type PharmacyView = {
  name: string;
  address: string | null;
  phone: string | null;
  district: string | null;
  province: string;
  neighbourhood: string | null;
  dutyHours: string | null;
  location: string | null;
};

export const DEFAULT_DUTY_HOURS = 'GECE-GÜNDÜZ NÖBETÇİDİR';
const DEFAULT_DISTRICT = 'Merkez';
const DEFAULT_PROVINCE = 'Giresun';
const MAP_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

function nonEmpty(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The given duty hours, or 'GECE-GÜNDÜZ NÖBETÇİDİR' when empty. */
export function toDutyHours(value: string | null | undefined): string {
  return nonEmpty(value) ?? DEFAULT_DUTY_HOURS;
}

/** The location; else the neighbourhood when it differs from the district; else "district / province". */
export function toLocationLine(
  pharmacy: Pick<PharmacyView, 'location' | 'neighbourhood' | 'district' | 'province'>,
): string {
  const location = nonEmpty(pharmacy.location);
  if (location !== null) return location;
  const district = nonEmpty(pharmacy.district);
  const neighbourhood = nonEmpty(pharmacy.neighbourhood);
  if (neighbourhood !== null && (district === null || toTurkishLower(neighbourhood) !== toTurkishLower(district))) {
    return neighbourhood;
  }
  return `${district ?? DEFAULT_DISTRICT} / ${nonEmpty(pharmacy.province) ?? DEFAULT_PROVINCE}`;
}

/** A maps search for the address, with district and province added unless already in it; null without an address. */
export function toMapUrl(pharmacy: Pick<PharmacyView, 'address' | 'district' | 'province'>): string | null {
  const address = nonEmpty(pharmacy.address);
  if (address === null) return null;
  const parts = [address];
  // Folded once for both places (a snapshot build makes thousands of these).
  const addressKey = toMatchKey(address);
  for (const place of [nonEmpty(pharmacy.district), nonEmpty(pharmacy.province)]) {
    if (place !== null && !addressKey.includes(toMatchKey(place))) parts.push(place);
  }
  return MAP_SEARCH_URL + toQueryValue(parts.join(', '));
}
