import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { contentPageMeta, seoMeta } from '#app/domain/seo/seo-meta.ts';
import {
  CITY_DISTRICT_KEYWORDS,
  PROVINCE_KEYWORD_PATTERNS,
  districtKeywords,
  provinceDescription,
  provinceKeywords,
  truncateDescription,
} from '#app/domain/seo/seo.ts';
import { pharmacyListJsonLd, placePageJsonLd } from '#app/domain/seo/structured-data.ts';

const giresun = { name: 'Giresun', slug: 'giresun' };
const istanbul = { name: 'İstanbul', slug: 'istanbul' };
const names = (n: number) => Array.from({ length: n }, (_, i) => `İlçe${i + 1}`);

test('a meta description is kept up to 160 characters and cut to 157 plus "..." beyond', () => {
  expect(truncateDescription('a'.repeat(160))).toBe('a'.repeat(160));
  const cut = truncateDescription('b'.repeat(161));
  expect(cut).toBe(`${'b'.repeat(157)}...`);
  expect(cut).toHaveLength(160);
  expect(truncateDescription('  iki   boşluk \n satır ')).toBe('iki boşluk satır');
});

test('a province description names at most 7 districts and the count and date of the roster', () => {
  const text = provinceDescription({
    provinceName: 'Giresun',
    count: 12,
    dateLabel: '22 Kasım',
    districts: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'],
  });
  expect(text).toBe(
    'Giresun nöbetçi eczaneleri, 22 Kasım: 12 nöbetçi eczanenin adresi, telefonu ve yol tarifi. İlçeler: A, B, C, D, E, F ve G.',
  );
  const long = provinceDescription({
    provinceName: 'Kahramanmaraş',
    count: 30,
    dateLabel: '22 Kasım 2026 Pazar',
    districts: [
      'Dulkadiroğlu',
      'Onikişubat',
      'Afşin',
      'Elbistan',
      'Göksun',
      'Pazarcık',
      'Türkoğlu',
      'Andırın',
      'Ekinözü',
    ],
  });
  expect(long).toHaveLength(160);
  expect(long.endsWith('...')).toBe(true);
  expect(long).not.toContain('Ekinözü');
});

test('a province description says plainly when there is no roster yet', () => {
  expect(provinceDescription({ provinceName: 'Giresun', count: 0, dateLabel: null, districts: [] })).toContain(
    'nöbet listesi yayımlandığında',
  );
});

test('province keywords: 31 patterns, then up to 10 districts, no duplicates', () => {
  expect(PROVINCE_KEYWORD_PATTERNS).toHaveLength(31);
  expect(new Set(PROVINCE_KEYWORD_PATTERNS).size).toBe(31);
  const keywords = provinceKeywords(giresun, names(15));
  expect(keywords).toHaveLength(31 + 10);
  expect(keywords[0]).toBe('Giresun nöbetçi eczane');
  expect(keywords).toContain('giresun nobetci eczane');
  expect(keywords).toContain('Giresun İlçe10 nöbetçi eczane');
  expect(keywords).not.toContain('Giresun İlçe11 nöbetçi eczane');
  expect(new Set(keywords).size).toBe(keywords.length);
});

test('a province’s keywords follow its busiest districts from one page to the next', () => {
  const first = provinceKeywords(giresun, ['Bulancak', 'Espiye']);
  expect(first).toContain('Giresun Bulancak nöbetçi eczane');
  const later = provinceKeywords(giresun, ['Tirebolu']);
  expect(later).toContain('Giresun Tirebolu nöbetçi eczane');
  expect(later).not.toContain('Giresun Bulancak nöbetçi eczane');
  first.length = 0; // a caller's change to its list is its own
  expect(provinceKeywords(giresun, ['Bulancak', 'Espiye'])).toContain('Giresun Espiye nöbetçi eczane');
});

test('the five largest cities add their district keyword list, and the whole list stops at 50', () => {
  expect(Object.keys(CITY_DISTRICT_KEYWORDS).sort()).toEqual(['ankara', 'antalya', 'bursa', 'istanbul', 'izmir']);
  const keywords = provinceKeywords(istanbul, names(10));
  expect(keywords).toHaveLength(50);
  expect(keywords).toContain('Kadıköy nöbetçi eczane');
  expect(keywords).toContain('istanbul nobetci eczane');
  expect(provinceKeywords({ name: 'Iğdır', slug: 'igdir' }, [])).toContain('igdir nobetci eczane');
});

test('a district page leads with its own keywords, unique without regard to Turkish case', () => {
  const keywords = districtKeywords(istanbul, 'Kadıköy', ['Kadıköy', 'Beşiktaş']);
  expect(keywords[0]).toBe('Kadıköy nöbetçi eczane');
  expect(keywords).toHaveLength(50);
  expect(keywords.filter((k) => k.toLocaleLowerCase('tr') === 'kadıköy nöbetçi eczane')).toHaveLength(1);
});

const pharmacy = (over: Partial<SnapshotPharmacy>): SnapshotPharmacy => ({
  id: 1,
  name: 'Moda Eczanesi',
  address: 'Moda Cad. 1',
  phone: '2160000001',
  phoneDisplay: '0 (216) 000 00 01',
  telHref: 'tel:+902160000001',
  district: 'Kadıköy',
  districtSlug: 'kadikoy',
  neighbourhood: null,
  dutyHours: 'GECE-GÜNDÜZ NÖBETÇİDİR',
  note: null,
  locationLine: 'Kadıköy',
  mapUrl: null,
  latitude: 40.98,
  longitude: 29.03,
  ...over,
});

test('a long list names its first 10 pharmacies in order and counts all of them', () => {
  const pharmacies = Array.from({ length: 130 }, (_, i) => pharmacy({ id: i + 1, name: `Eczane ${i + 1}` }));
  const list = pharmacyListJsonLd({
    name: 'İstanbul nöbetçi eczaneleri',
    pageUrl: 'https://istanbul.example/',
    provinceName: 'İstanbul',
    pharmacies,
  });
  expect(list.numberOfItems).toBe(130);
  const items = list.itemListElement as { position: number; item: { name: string } }[];
  expect(items.map((e) => [e.position, e.item.name])).toEqual(pharmacies.slice(0, 10).map((p, i) => [i + 1, p.name]));
});

test('structured data lists pharmacies as Pharmacy items with address, telephone and geo only when known', () => {
  const list = pharmacyListJsonLd({
    name: 'İstanbul nöbetçi eczaneleri',
    pageUrl: 'https://istanbul.example/',
    provinceName: 'İstanbul',
    pharmacies: [pharmacy({}), pharmacy({ id: 2, name: 'B', address: null, telHref: null, latitude: null })],
  });
  expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
  const [first, second] = (list.itemListElement as { position: number; item: Record<string, unknown> }[]).map(
    (e) => e.item,
  );
  expect(first).toEqual({
    '@type': 'Pharmacy',
    name: 'Moda Eczanesi',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Moda Cad. 1',
      addressLocality: 'Kadıköy',
      addressRegion: 'İstanbul',
      addressCountry: 'TR',
    },
    telephone: '+902160000001',
    geo: { '@type': 'GeoCoordinates', latitude: 40.98, longitude: 29.03 },
  });
  expect(second).toEqual({ '@type': 'Pharmacy', name: 'B' });
});

test('a province page’s structured data names at most 8 districts', () => {
  const page = placePageJsonLd({
    title: 't',
    description: 'd',
    inLanguage: 'tr-TR',
    pageUrl: 'https://x/',
    siteOrigin: 'https://x',
    provinceName: 'İstanbul',
    districts: names(12).map((name) => ({ name, url: `https://x/${name}` })),
  });
  expect((page.about as { containsPlace: unknown[] }).containsPlace).toHaveLength(8);
});

const meta = seoMeta({
  title: 'Giresun Nöbetçi Eczaneler',
  description: 'x'.repeat(200),
  canonical: 'https://giresun.example/',
  siteOrigin: 'https://example',
  keywords: names(60),
  jsonLd: [{ '@type': 'WebSite' }],
});
const find = (key: string, value: string) => meta.filter((m) => (m as Record<string, unknown>)[key] === value);

test('meta tags: one canonical link, language alternates, Open Graph and Twitter agree on URL, title and description', () => {
  expect(meta.filter((m) => 'rel' in m && m.rel === 'canonical')).toEqual([
    { tagName: 'link', rel: 'canonical', href: 'https://giresun.example/' },
  ]);
  expect(find('rel', 'alternate').map((m) => (m as { hrefLang: string }).hrefLang)).toEqual(['tr-TR', 'x-default']);
  expect(find('property', 'og:url')[0]).toMatchObject({ content: 'https://giresun.example/' });
  expect(find('property', 'og:image')[0]).toMatchObject({ content: 'https://example/og-image.png' });
  expect(find('name', 'twitter:card')[0]).toMatchObject({ content: 'summary_large_image' });
  // The image is described to a screen reader on either card.
  const imageAlt = 'Nöbetçi Eczane: bugün açık eczaneler';
  expect(find('property', 'og:image:alt')).toEqual([{ property: 'og:image:alt', content: imageAlt }]);
  expect(find('name', 'twitter:image:alt')).toEqual([{ name: 'twitter:image:alt', content: imageAlt }]);
  const description = (find('name', 'description')[0] as { content: string }).content;
  expect(description).toHaveLength(160);
  expect(find('property', 'og:description')[0]).toMatchObject({ content: description });
  expect((find('name', 'keywords')[0] as { content: string }).content.split(', ')).toHaveLength(50);
  expect(meta.filter((m) => 'script:ld+json' in m)).toHaveLength(1);
});

test('a content page without loader data (an error) is only titled and kept out of the index', () => {
  const failed = contentPageMeta({ title: 'T', description: 'D', siteOrigin: undefined, path: '/x', crumb: 'X' });
  expect(failed).toEqual([{ title: 'T' }, { name: 'robots', content: 'noindex' }]);
  const ok = contentPageMeta({ title: 'T', description: 'D', siteOrigin: 'https://s', path: '/blog', crumb: 'Blog' });
  expect(ok).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://s/blog' });
});

test('the web app manifest names the installed app by a fixed id, its start address', () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../../../public/manifest.webmanifest', import.meta.url), 'utf8'),
  ) as {
    id?: string;
    start_url?: string;
  };
  // Without an id, a browser takes start_url as the app's identity: moving start_url would make a new app.
  expect(manifest.id).toBe('/');
  expect(manifest.start_url).toBe('/');
});
