import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { MarkupCacheContext } from '#app/components/markup-cache.ts';
import { PharmacyList } from '#app/components/pharmacy-list.tsx';
import type { PharmacyHint } from '#app/domain/public/public-page.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { samplePharmacy } from '#tests/support/sample-pharmacy.ts';
import { createMarkupStore, type MarkupStore } from '#app/markup-cache.server.ts';

const pharmacy = (id: number, name: string): SnapshotPharmacy =>
  samplePharmacy({
    id,
    name,
    locationLine: 'Kadıköy / İstanbul',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Moda',
  });

const LALE = pharmacy(7, 'Örnek Lale Eczanesi');
const PAPATYA = pharmacy(8, 'Örnek Papatya Eczanesi');

/** One page's render: with a store, as the server entry does it (markers, then the kept bytes spliced in). */
function render(hints: Record<number, PharmacyHint>, store: MarkupStore | null): string {
  const cache = store?.forRequest() ?? null;
  const html = renderToStaticMarkup(
    <MarkupCacheContext value={cache}>
      <PharmacyList pharmacies={[LALE, PAPATYA]} hints={hints} />
    </MarkupCacheContext>,
  );
  return cache ? cache.splice(Buffer.from(html)).toString() : html;
}

test('cards taken from the markup cache are the same markup as cards rendered in place', () => {
  const cache = createMarkupStore();
  const direct = render({}, null);
  expect(render({}, cache)).toBe(direct);
  // The second page reuses the kept cards: still the same markup.
  expect(render({}, cache)).toBe(direct);
  expect(direct).toContain('<li id="eczane-7"><article class="card"><h3 class="card-title">Örnek Lale Eczanesi</h3>');
  expect(direct).toContain('<a href="tel:+902160000000" class="btn-call">');
});

test('a kept card shows its new night-limit hint when the hint changes, and only that card changes', () => {
  const cache = createMarkupStore();
  render({}, cache);
  const later = render({ 7: { kind: 'on-call', text: 'İcap nöbeti: önce arayın' } }, cache);
  expect(later).toBe(render({ 7: { kind: 'on-call', text: 'İcap nöbeti: önce arayın' } }, null));
  expect(later).toContain('<p class="card-on-call">İcap nöbeti: önce arayın</p>');
  expect(later.match(/card-on-call/g)).toHaveLength(1);
});
