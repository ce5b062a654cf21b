import { expect, test } from 'vitest';
import { parseConfig } from '#app/config/env.server.ts';
import { DEFAULT_MAP_TILES, toTileImageSource } from '#app/domain/geo/map-tiles.ts';
import { toDocumentCsp } from '#app/domain/site/security-headers.ts';

test('by default the map uses OpenStreetMap’s standard tiles, which need no key, with their attribution', () => {
  expect(parseConfig({}).mapTiles).toEqual({
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: DEFAULT_MAP_TILES.attribution,
  });
  expect(DEFAULT_MAP_TILES.attribution.replace(/<[^>]+>/g, '')).toBe('© OpenStreetMap katkıda bulunanlar');
});

test('MAP_TILE_URL and MAP_ATTRIBUTION replace the tile source; a URL that is not a tile template stops start-up', () => {
  expect(
    parseConfig({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© Örnek Harita' })
      .mapTiles,
  ).toEqual({ url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: '© Örnek Harita' });
  expect(() => parseConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(
    /MAP_TILE_URL \{z\}, \{x\} ve \{y\} içeren/,
  );
  expect(() => parseConfig({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
});

test('the tiles’ origin is the one image source the CSP adds', () => {
  expect(toTileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
  expect(toTileImageSource('https://{s}.Tiles.example:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example:8443');
  expect(toTileImageSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  expect(toTileImageSource('https://a b/{z}')).toBeNull();

  const csp = toDocumentCsp('/istanbul', 'n0nce', { mapTileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png' });
  expect(csp.split('; ').find((d) => d.startsWith('img-src'))).toBe("img-src 'self' data: http://tiles.invalid");
  expect(toDocumentCsp('/istanbul', 'n0nce')).toContain("img-src 'self' data:;");
  // The widget, framed by other sites, has no map and keeps its own policy.
  expect(toDocumentCsp('/widget', 'n0nce', { mapTileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png' })).not.toContain(
    'tiles.invalid',
  );
});
