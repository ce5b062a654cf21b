/**
 * The labelled pharmacy text format of the process page:
 * `Eczane Adı: Hayat Eczanesi | Konum: Giresun | İlçe: Merkez | Telefon: 0454 316 12 34 | Adres: …`
 */
import { cleanText, toPharmacyName } from '#app/domain/text/text.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';

export type RosterRecord = {
  name: string;
  province: string | null;
  district: string | null;
  phone: string | null;
  address: string | null;
  dutyHours: string | null;
  neighbourhood: string | null;
  note: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The exact duty window, where a source gives one (e-Devlet's Nöbet Başlangıç and Bitiş). */
  dutyStart?: Date | null;
  dutyEnd?: Date | null;
};

export type RosterLineError = { line: number; text: string; reason: string };

/** A parsed record with the 1-based line it came from, for error reports. */
export type ParsedRosterRecord = RosterRecord & { line: number };

export type RosterParseResult = {
  records: ParsedRosterRecord[];
  errors: RosterLineError[];
  /** Why the whole text was refused (nothing is written), e.g. it holds several days' lists. */
  refusal?: string;
};

export const NO_VALID_DATA_ERROR = 'No valid pharmacy data found in the provided text';

const MISSING_NAME_REASON = 'Eczane adı boş';

/** Longest value each field may have (characters, after cleaning); a longer one skips its line. */
const FIELD_LIMITS = {
  name: 200,
  province: 100,
  district: 100,
  phone: 100,
  address: 500,
  dutyHours: 200,
  neighbourhood: 200,
  note: 500,
  coordinates: 100,
} as const;

const FIELD_NAMES: Record<keyof typeof FIELD_LIMITS, string> = {
  name: 'Eczane Adı',
  province: 'Konum',
  district: 'İlçe',
  phone: 'Telefon',
  address: 'Adres',
  dutyHours: 'Nöbet Saatleri',
  neighbourhood: 'Mahalle',
  note: 'Not',
  coordinates: 'Koordinat',
};

/** Error reports quote at most this much of a skipped entry (a 50 MB line is not echoed back). */
const QUOTED_TEXT_LIMIT = 120;

function toQuoted(entry: string): string {
  const text = entry.trim();
  return text.length > QUOTED_TEXT_LIMIT ? `${text.slice(0, QUOTED_TEXT_LIMIT)}…` : text;
}

/** "Alan çok uzun: Adres 612 karakter (en çok 500)", or null when every field fits. */
function toLengthReason(fields: Map<Field, string>): string | null {
  for (const [field, value] of fields) {
    const limit = FIELD_LIMITS[field];
    if (value.length > limit) return `Alan çok uzun: ${FIELD_NAMES[field]} ${value.length} karakter (en çok ${limit})`;
  }
  return null;
}
export const NO_KNOWN_LABEL_REASON = 'Tanınan alan yok';

type Field =
  'name' | 'province' | 'district' | 'phone' | 'address' | 'dutyHours' | 'neighbourhood' | 'note' | 'coordinates';

/** Labels by their folded match key, so "İLÇE", "Ilce" and "ilçe" are one label. */
const LABELS: Record<string, Field> = {
  'eczane adi': 'name',
  konum: 'province',
  ilce: 'district',
  telefon: 'phone',
  adres: 'address',
  'nobet saatleri': 'dutyHours',
  mahalle: 'neighbourhood',
  not: 'note',
  'konum bilgisi': 'coordinates',
  koordinat: 'coordinates',
};

/** Start of an "Eczane Adı:" label in any case or ASCII spelling. */
const NAME_LABEL = /eczane\s+ad[ıiIİ]\s*:/giu;

function splitEntries(line: string): string[] {
  const starts = [...line.matchAll(NAME_LABEL)].map((match) => match.index).filter((index) => index > 0);
  const bounds = [0, ...starts, line.length];
  return bounds
    .slice(0, -1)
    .map((start, i) => line.slice(start, bounds[i + 1]))
    .filter((entry) => entry.replace(/[\s|]/g, '') !== '');
}

/** Labels as written ("Eczane Adı", " İlçe") → field: a file repeats a handful of spellings. */
const labelCache = new Map<string, Field | null>();

function toField(label: string): Field | null {
  let field = labelCache.get(label);
  if (field === undefined) {
    field = LABELS[toMatchKey(label)] ?? null;
    if (labelCache.size < 1000) labelCache.set(label, field);
  }
  return field;
}

function readFields(entry: string): Map<Field, string> {
  const fields = new Map<Field, string>();
  for (const part of entry.split('|')) {
    const colon = part.indexOf(':');
    if (colon === -1) continue;
    const field = toField(part.slice(0, colon));
    if (field === null) continue;
    const value = cleanText(part.slice(colon + 1));
    if (!fields.has(field) || fields.get(field) === '') fields.set(field, value);
  }
  return fields;
}

function parseCoordinates(value: string | undefined): { latitude: number; longitude: number } | null {
  const match = /^(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(value ?? '');
  if (match === null) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

function toRecord(fields: Map<Field, string>): RosterRecord {
  const optional = (field: Field): string | null => fields.get(field) || null;
  const coordinates = parseCoordinates(fields.get('coordinates'));
  return {
    name: toPharmacyName(fields.get('name') ?? ''),
    province: optional('province'),
    district: optional('district'),
    phone: optional('phone'),
    address: optional('address'),
    dutyHours: optional('dutyHours'),
    neighbourhood: optional('neighbourhood'),
    note: optional('note'),
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
  };
}

/**
 * Splits the text into entries (one per line, and before each "Eczane Adı:"), keeps the known
 * labels, and accepts an entry only when its name is non-empty. Blank lines are skipped; other
 * rejected entries are reported with their 1-based line number. Callers report
 * NO_VALID_DATA_ERROR when `records` is empty.
 */
export function parseRosterText(text: string): RosterParseResult {
  const records: ParsedRosterRecord[] = [];
  const errors: RosterLineError[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    for (const entry of splitEntries(line)) {
      const fields = readFields(entry);
      const reason =
        fields.size === 0 ? NO_KNOWN_LABEL_REASON : fields.get('name') ? toLengthReason(fields) : MISSING_NAME_REASON;
      if (reason === null) records.push({ ...toRecord(fields), line: index + 1 });
      else errors.push({ line: index + 1, text: toQuoted(entry), reason });
    }
  });
  return { records, errors };
}
