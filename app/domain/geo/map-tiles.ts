/**
 * Where the map view's tiles come from (MAP_TILE_URL and MAP_ATTRIBUTION, app/config/env.server.ts).
 * The default needs no key: OpenStreetMap's standard tiles, whose usage policy asks for the
 * attribution below on the map (https://operations.osmfoundation.org/policies/tiles/). A busy
 * site should point MAP_TILE_URL at its own or a commercial tile server.
 */
export type MapTiles = Readonly<{
  /** A Leaflet tile URL template: `https://tile.openstreetmap.org/{z}/{x}/{y}.png` (`{s}` for subdomains). */
  url: string;
  /** Shown on the map; HTML (a link to the data's licence) is allowed. */
  attribution: string;
}>;

export const DEFAULT_MAP_TILES: MapTiles = Object.freeze({
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> katkıda bulunanlar',
});

/**
 * The CSP source that lets the tiles load (`img-src`): the template's origin, with a `{s}`
 * subdomain as a wildcard (`https://*.tile.example`). Null when the template is not an http(s) URL.
 */
export function toTileImageSource(url: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url);
  if (!match) return null;
  const [, scheme = '', host = ''] = match;
  const wildcard = host.replace(/^\{s\}\./, '*.');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(wildcard) && !/^\[[0-9a-f:]+\](:\d{1,5})?$/i.test(wildcard)) return null;
  return `${scheme.toLowerCase()}://${wildcard.toLowerCase()}`;
}
