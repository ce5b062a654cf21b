import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { MarkupCacheContext } from '#app/components/markup-cache.ts';
import { PharmacyList } from '#app/components/pharmacy-list.tsx';
import type { PharmacyHint } from '#app/domain/public/public-page.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { samplePharmacy } from '#tests/support/sample-pharmacy.ts';
import { createMarkupStore, type MarkupStore } from '#app/markup-cache.server.ts';
import { toWeakEtag } from '#app/domain/site/cache-headers.ts';

const pharmacy = (id: number, name: string): SnapshotPharmacy =>
  samplePharmacy({
    id,
    name,
    locationLine: 'Kadıköy / İstanbul',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Moda',
  });

const LALE = pharmacy(7, 'Örnek Lale Eczanesi');
const PAPATYA = pharmacy(8, 'Örnek Papatya Eczanesi');

const ROSTER = [LALE, PAPATYA];

/** One page's render and ETag: with a store, as the server entry does it (markers, then the kept bytes spliced in). */
function renderPage(
  hints: Record<number, PharmacyHint>,
  store: MarkupStore | null,
  wholeRoster = false,
): { html: string; etag: string } {
  const cache = store?.forRequest() ?? null;
  const html = renderToStaticMarkup(
    <MarkupCacheContext value={cache}>
      <PharmacyList pharmacies={ROSTER} hints={hints} wholeRoster={wholeRoster} />
    </MarkupCacheContext>,
  );
  if (!cache) return { html, etag: toWeakEtag(html) };
  const rendered = Buffer.from(html);
  return { etag: cache.etag(rendered), html: Buffer.concat(cache.splice(rendered)).toString() };
}

const render = (hints: Record<number, PharmacyHint>, store: MarkupStore | null): string =>
  renderPage(hints, store).html;

test('cards taken from the markup cache are the same markup as cards rendered in place', () => {
  const cache = createMarkupStore();
  const direct = render({}, null);
  expect(render({}, cache)).toBe(direct);
  // The second page reuses the kept cards: still the same markup.
  expect(render({}, cache)).toBe(direct);
  expect(direct).toContain(
    '<li id="eczane-7"><article class="card"><h3 id="n7" class="card-title">Örnek Lale Eczanesi</h3>',
  );
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

test('a page with kept cards keeps its ETag while the cards stay the same and gets a new one when a card changes', () => {
  const cache = createMarkupStore();
  const first = renderPage({}, cache).etag;
  expect(renderPage({}, cache).etag).toBe(first);
  const hinted = renderPage({ 8: { kind: 'on-call', text: 'İcap nöbeti: önce arayın' } }, cache).etag;
  expect(hinted).toMatch(/^W\/"[\w-]{22}"$/);
  expect(hinted).not.toBe(first);
  // Back to the first cards (rendered again, so new buffers): the first tag again.
  expect(renderPage({}, cache).etag).toBe(first);
});

test('a whole roster kept as one piece is the same markup, and follows a changed hint', () => {
  const cache = createMarkupStore();
  const onCall = { 7: { kind: 'on-call', text: 'İcap nöbeti: önce arayın' } } as const;
  expect(renderPage({}, cache, true).html).toBe(render({}, null));
  expect(renderPage({}, cache, true).html).toBe(render({}, null));
  const first = renderPage({}, cache, true).etag;
  const later = renderPage(onCall, cache, true);
  expect(later.html).toBe(render(onCall, null));
  expect(later.html).toContain('<p class="card-on-call">İcap nöbeti: önce arayın</p>');
  expect(later.etag).not.toBe(first);
});
