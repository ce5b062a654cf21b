import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { MapView } from '#app/components/map-view.tsx';
import { PharmacyCard } from '#app/components/pharmacy-card.tsx';
import { DEFAULT_MAP_TILES } from '#app/domain/geo/map-tiles.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { samplePharmacy } from '#tests/support/sample-pharmacy.ts';

const PHARMACY = samplePharmacy({ latitude: 40.98712345, longitude: 29.0251 });
const NO_POINT: SnapshotPharmacy = { ...PHARMACY, id: 8, latitude: null, longitude: null };

test('a card with coordinates carries them, to about a metre, for the map; one without carries nothing', () => {
  const html = renderToStaticMarkup(<PharmacyCard pharmacy={PHARMACY} hint={null} />);
  expect(html).toMatch(/^<article class="card" data-lat="40\.98712" data-lng="29\.0251">/);
  expect(renderToStaticMarkup(<PharmacyCard pharmacy={NO_POINT} hint={null} />)).toMatch(/^<article class="card">/);
});

test('"Eczaneleri haritada göster" is hidden until the page script runs and carries the tile source and the rounded position', () => {
  const html = renderToStaticMarkup(
    <MapView tiles={DEFAULT_MAP_TILES} pharmacies={[NO_POINT, PHARMACY]} here={{ lat: 40.984, lng: 29.058 }} />,
  );
  expect(html).toContain('data-tile-url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"');
  expect(html).toContain('data-attribution="© &lt;a href=&quot;https://www.openstreetmap.org/copyright&quot;&gt;');
  expect(html).toContain('data-here="40.984,29.058" hidden=""');
  expect(html).toContain('Eczaneleri haritada göster');
  expect(html).toContain('role="region" aria-label="Nöbetçi eczaneler haritası"');
});

test('a page whose pharmacies have no coordinates offers no map', () => {
  expect(renderToStaticMarkup(<MapView tiles={DEFAULT_MAP_TILES} pharmacies={[NO_POINT]} />)).toBe('');
});
