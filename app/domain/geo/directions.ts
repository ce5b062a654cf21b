/**
 * Directions to a pharmacy in Google Maps, Apple Maps and Yandex Maps: to its coordinates when
 * known, else to its address (the same text the card's "Haritada Göster" searches for). Each
 * app opens with the route from where the visitor is; nothing about the visitor is in the link.
 */

/** The three apps, in the order the links appear. */
export const DIRECTIONS_APPS = [
  { app: 'google', brand: 'Google', label: 'Google Haritalar' },
  { app: 'apple', brand: 'Apple', label: 'Apple Haritalar' },
  { app: 'yandex', brand: 'Yandex', label: 'Yandex Haritalar' },
] as const;

export type DirectionsApp = (typeof DIRECTIONS_APPS)[number];

/** `brand` ("Google") is the link's visible text, `label` ("Google Haritalar") the app's Turkish name. */
export type DirectionsLink = DirectionsApp & Readonly<{ href: string }>;

/**
 * A query-string value as short as it can be written: encodeURIComponent, but a space as `+` and
 * a comma as itself (both read back the same by every form decoder, URLSearchParams included).
 * A card carries four such links, so this is ~50 bytes a card.
 */
export function toQueryValue(text: string): string {
  return encodeURIComponent(text).replaceAll('%20', '+').replaceAll('%2C', ',');
}

type Destination = { latitude: number | null; longitude: number | null; mapUrl: string | null };

/** The address query of the card's map search link (app/domain/roster/pharmacy-display.ts), or null. */
function toAddressQuery(mapUrl: string | null): string | null {
  if (!mapUrl) return null;
  const query = URL.canParse(mapUrl) ? new URL(mapUrl).searchParams.get('query') : null;
  return query?.trim() ? query.trim() : null;
}

/** Links for the three apps, or an empty list when the pharmacy has neither coordinates nor address. */
export function listDirectionsLinks(destination: Destination): DirectionsLink[] {
  const { latitude, longitude } = destination;
  const at = latitude !== null && longitude !== null ? `${latitude},${longitude}` : null;
  const address = at ? null : toAddressQuery(destination.mapUrl);
  const target = at ?? address;
  if (target === null) return [];
  const encoded = toQueryValue(target);
  const hrefs: Record<DirectionsApp['app'], string> = {
    google: `https://www.google.com/maps/dir/?api=1&destination=${encoded}`,
    apple: `https://maps.apple.com/?daddr=${encoded}`,
    // Yandex routes to coordinates ("~lat,lng": from here to there); an address is searched for.
    yandex: at
      ? `https://yandex.com.tr/harita/?rtext=~${encoded}&rtt=auto`
      : `https://yandex.com.tr/harita/?text=${encoded}`,
  };
  return DIRECTIONS_APPS.map((app) => ({ ...app, href: hrefs[app.app] }));
}
