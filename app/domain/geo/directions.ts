/**
 * Directions to a pharmacy in Google Maps, Apple Maps and Yandex Maps: to its coordinates when
 * known, else to its address (the same text the card's "Haritada Göster" searches for). Each
 * app opens with the route from where the visitor is; nothing about the visitor is in the link.
 */

export type DirectionsLink = Readonly<{
  app: 'google' | 'apple' | 'yandex';
  /** "Google": the link's visible text. */
  brand: string;
  /** "Google Haritalar": the app's Turkish name. */
  label: string;
  href: string;
}>;

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
  const encoded = encodeURIComponent(target);
  return [
    {
      app: 'google',
      brand: 'Google',
      label: 'Google Haritalar',
      href: `https://www.google.com/maps/dir/?api=1&destination=${encoded}`,
    },
    { app: 'apple', brand: 'Apple', label: 'Apple Haritalar', href: `https://maps.apple.com/?daddr=${encoded}` },
    {
      app: 'yandex',
      brand: 'Yandex',
      label: 'Yandex Haritalar',
      // Yandex routes to coordinates ("~lat,lng": from here to there); an address is searched for.
      href: at
        ? `https://yandex.com.tr/harita/?rtext=~${encoded}&rtt=auto`
        : `https://yandex.com.tr/harita/?text=${encoded}`,
    },
  ];
}
