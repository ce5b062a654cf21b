import { expect, test } from 'vitest';
import { offerLanguage } from '#app/client/language-offer.ts';

/** The page's two hidden offers, as the server renders them on a Turkish page. */
const offers = () => [
  { dataset: { languageOffer: 'en' } as DOMStringMap, hidden: true as boolean | string },
  { dataset: { languageOffer: 'ar' } as DOMStringMap, hidden: true as boolean | string },
];
const shown = (list: ReturnType<typeof offers>) => list.filter((o) => !o.hidden).map((o) => o.dataset.languageOffer);

test('offers the first language the browser prefers that the page is not in, and shows their landmark', () => {
  const list = offers();
  const container = { hidden: true as boolean | string };
  offerLanguage(list, 'tr', ['ar-SY', 'en-US', 'tr'], container);
  expect(shown(list)).toEqual(['ar']);
  expect(container.hidden).toBe(false);
});

test('offers nothing when the page’s own language comes first, or no other is preferred', () => {
  const first = offers();
  const container = { hidden: true as boolean | string };
  offerLanguage(first, 'tr', ['tr-TR', 'en'], container);
  expect(shown(first)).toEqual([]);
  expect(container.hidden).toBe(true);
  const none = offers();
  offerLanguage(none, 'tr', ['de-DE', 'fr']);
  expect(shown(none)).toEqual([]);
});

test('skips languages the page has no offer for', () => {
  const list = offers();
  offerLanguage(list, 'tr', ['de', 'en-GB']);
  expect(shown(list)).toEqual(['en']);
});
