import { expect, test } from 'vitest';
import { offerLanguage } from '#app/client/language-offer.ts';

/** The page's two hidden offers, as the server renders them on a Turkish page. */
const offers = () => [
  { dataset: { languageOffer: 'en' } as DOMStringMap, hidden: true as boolean | string },
  { dataset: { languageOffer: 'ar' } as DOMStringMap, hidden: true as boolean | string },
];
const shown = (list: ReturnType<typeof offers>) => list.filter((o) => !o.hidden).map((o) => o.dataset.languageOffer);

test('offers the first language the browser prefers that the page is not in', () => {
  const list = offers();
  offerLanguage(list, 'tr', ['ar-SY', 'en-US', 'tr']);
  expect(shown(list)).toEqual(['ar']);
});

test('offers nothing when the page’s own language comes first, or no other is preferred', () => {
  const first = offers();
  offerLanguage(first, 'tr', ['tr-TR', 'en']);
  expect(shown(first)).toEqual([]);
  const none = offers();
  offerLanguage(none, 'tr', ['de-DE', 'fr']);
  expect(shown(none)).toEqual([]);
});

test('skips languages the page has no offer for', () => {
  const list = offers();
  offerLanguage(list, 'tr', ['de', 'en-GB']);
  expect(shown(list)).toEqual(['en']);
});
