import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createLoadContext } from '#app/context.server.ts';
import { provinces } from '#app/db/schema.ts';
import { createCanonicalUrls } from '#app/domain/site/site.server.ts';
import { PROVINCES, TOTAL_DISTRICTS, listDistricts } from '#app/domain/geo/geo.server.ts';
import { CONTENT_PATHS, buildSitemap, buildSitemapPage, escapeXml } from '#app/domain/seo/sitemap.ts';
import { loader as sitemapLoader } from '#app/routes/system/sitemap.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 12:00 in Istanbul on 22 November 2026: the duty date in force is the 22nd (rotation 08:30).
const clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
  // İzmir hands over at 13:00, so at 12:00 its list in force is still the 21st's.
  await services.db.update(provinces).set({ dutyRotation: '13:00' }).where(eq(provinces.slug, 'izmir'));
  const days: [string, [string, string, string][]][] = [
    [
      '2026-11-21',
      [
        ['Eski', 'Giresun', 'Espiye'],
        ['Kızılay', 'Ankara', 'Çankaya'],
        ['Alsancak', 'İzmir', 'Konak'],
      ],
    ],
    [
      '2026-11-22',
      [
        ['Hayat', 'Giresun', 'Merkez'],
        ['Güneş', 'Giresun', 'Bulancak'],
        ['Yeni', 'İzmir', 'Bornova'],
      ],
    ],
    ['2026-11-23', [['Yarın', 'İstanbul', 'Kadıköy']]],
  ];
  for (const [dutyDate, rows] of days) {
    const text = rows.map(
      ([name, province, district]) => `Eczane Adı: ${name} | Konum: ${province} | İlçe: ${district}`,
    );
    const result = await services.importRosterText(text.join('\n'), { dutyDate, source: 'import', fetchedAt: clock });
    expect(result.success).toBe(true);
  }
  await services.snapshots.rebuild();
});
afterAll(async () => {
  await services?.dispose();
});

const urlsOf = (xml: string) => [
  ...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g),
];

const sitemapInput = (url: string, baseDomain: string | null) => ({
  snapshot: services.snapshots.get(),
  now: clock,
  provinceSlugs: PROVINCES.map((p) => p.slug),
  districtSlugs: (province: string) => listDistricts(province).map((d) => d.slug),
  canonical: createCanonicalUrls(new URL(url), baseDomain),
});

test('the sitemap lists the landing page, 81 provinces, every district (on duty or not) and the content pages, as well-formed XML', () => {
  const xml = buildSitemap(sitemapInput('http://localhost:3000/sitemap.xml', null));
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ),
  ).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const urls = urlsOf(xml).map((m) => m[1]);
  // Every line between the opening and closing tag is one complete <url> entry.
  expect(xml.split('\n').slice(2, -2)).toHaveLength(urls.length);
  expect(urls).toHaveLength(1 + 81 + TOTAL_DISTRICTS + CONTENT_PATHS.length);
  expect(urls[0]).toBe('http://localhost:3000/');
  expect(urls).toContain('http://localhost:3000/hakkinda');
  expect(xml).toContain('<loc>http://localhost:3000/legal?tab=privacy</loc>');
  expect(urls).not.toContain('http://localhost:3000/about');
  expect(urls).toContain('http://localhost:3000/giresun');
  // A place's page names its English and Arabic pages as alternates, as the page itself does (so do About and
  // privacy); the other content pages are Turkish only.
  const giresunEntry =
    /<url><loc>http:\/\/localhost:3000\/giresun<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?(.*?)<\/url>/.exec(xml);
  expect(giresunEntry?.[1]).toBe(
    '<xhtml:link rel="alternate" hreflang="tr-TR" href="http://localhost:3000/giresun"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/en/giresun"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:3000/ar/giresun"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/giresun"/>',
  );
  expect(xml).toContain('<url><loc>http://localhost:3000/blog</loc></url>');
  // Giresun's 16 districts, the two on duty and the fourteen with nobody (their pages name the nearest).
  const giresun = urls.filter((u) => u?.startsWith('http://localhost:3000/giresun/'));
  expect(giresun).toHaveLength(listDistricts('giresun').length);
  expect(giresun).toEqual(
    expect.arrayContaining(['http://localhost:3000/giresun/bulancak', 'http://localhost:3000/giresun/espiye']),
  );
  expect(urls).toContain('http://localhost:3000/ankara/cankaya');
  expect(urls).toContain('http://localhost:3000/izmir/bornova');
  // İstanbul has no list in force, and its districts are listed all the same.
  expect(urls).toContain('http://localhost:3000/istanbul/kadikoy');
  expect(new Set(urls).size).toBe(urls.length);
});

test('under BASE_DOMAIN the sitemap uses province subdomains', () => {
  const urls = urlsOf(buildSitemap(sitemapInput('http://127.0.0.1:3000/sitemap.xml', 'nobetci.example'))).map(
    (m) => m[1],
  );
  expect(urls[0]).toBe('https://nobetci.example/');
  expect(urls).toContain('https://giresun.nobetci.example/');
  expect(urls).toContain('https://giresun.nobetci.example/bulancak');
  expect(urls).toContain('https://nobetci.example/blog');
  expect(urls).toHaveLength(1 + 81 + TOTAL_DISTRICTS + CONTENT_PATHS.length);
  // Asked for on the base domain itself (BASE_DOMAIN=localhost in development), scheme and port are kept.
  const local = urlsOf(buildSitemap(sitemapInput('http://localhost:3000/sitemap.xml', 'localhost'))).map((m) => m[1]);
  expect(local).toContain('http://giresun.localhost:3000/bulancak');
  expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
});

test('/sitemap.xml answers XML with an hour of public caching, on the request’s origin', async () => {
  const request = new Request('http://127.0.0.1:4321/sitemap.xml');
  const response = sitemapLoader({
    request,
    url: new URL(request.url),
    pattern: '/sitemap.xml',
    params: {},
    context: createLoadContext(services),
  });
  expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
  const urls = urlsOf(await response.text()).map((m) => m[1]);
  expect(urls).toHaveLength(1 + 81 + TOTAL_DISTRICTS + CONTENT_PATHS.length);
  expect(urls[1]).toBe('http://127.0.0.1:4321/adana');
});

test('past the per-file limit the sitemap becomes an index whose pages together list every URL once', () => {
  const input = sitemapInput('http://localhost:3000/sitemap.xml', null);
  const all = urlsOf(buildSitemap(input)).map((m) => m[1]);
  const index = buildSitemap(input, 400);
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const pages = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]);
  const numbers = Array.from({ length: Math.ceil(all.length / 400) }, (_, i) => i + 1);
  expect(numbers.length).toBeGreaterThan(1);
  expect(pages).toEqual(numbers.map((n) => `http://localhost:3000/sitemaps/${n}.xml`));
  const listed = numbers.flatMap((n) => urlsOf(buildSitemapPage(input, n, 400) ?? '').map((m) => m[1]));
  expect(listed).toEqual(all);
  expect(buildSitemapPage(input, numbers.length + 1, 400)).toBeNull();
  expect(buildSitemapPage(input, 1)).toBeNull();
});

test('/sitemaps/{n}.xml answers 404 when the sitemap is one file or the page does not exist', async () => {
  for (const file of ['1.xml', '0.xml', 'x.xml', '99999999.xml']) {
    const request = new Request(`http://127.0.0.1:4321/sitemaps/${file}`);
    const response = sitemapLoader({
      request,
      url: new URL(request.url),
      pattern: '/sitemaps/:file',
      params: { file },
      context: createLoadContext(services),
    });
    expect(response.status).toBe(404);
  }
});
