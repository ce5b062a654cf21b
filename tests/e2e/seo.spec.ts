import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { busiestIstanbulDistrict, gotoHydrated } from './helpers.ts';

/**
 * What search engines and link previews read: the sitemap (well-formed, every URL
 * answers 200), one canonical link per page, Open Graph/Twitter tags, and JSON-LD
 * that parses and has the schema.org shapes the pages promise. Served without
 * BASE_DOMAIN, so canonical URLs use the path form on the test server's origin.
 * Runs on the desktop project only (playwright.config.ts).
 */

const schemaNode = z.object({ '@context': z.literal('https://schema.org'), '@type': z.string() }).passthrough();
const listItem = z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive() }).passthrough();
const breadcrumbList = z.object({
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z.array(listItem.extend({ name: z.string().min(1), item: z.string().url() })).min(2),
});
const pharmacy = z
  .object({
    '@type': z.literal('Pharmacy'),
    name: z.string().min(1),
    address: z
      .object({
        '@type': z.literal('PostalAddress'),
        streetAddress: z.string().min(1),
        addressRegion: z.string().min(1),
        addressCountry: z.literal('TR'),
      })
      .optional(),
    telephone: z
      .string()
      .regex(/^\+90\d{10}$/)
      .optional(),
    geo: z
      .object({
        '@type': z.literal('GeoCoordinates'),
        latitude: z.number().min(35).max(43),
        longitude: z.number().min(25).max(45),
      })
      .optional(),
  })
  .strict();
const pharmacyList = z.object({
  '@type': z.literal('ItemList'),
  numberOfItems: z.number().int().nonnegative(),
  itemListElement: z.array(listItem.extend({ item: pharmacy })),
});
const website = z.object({
  '@type': z.literal('WebSite'),
  url: z.string().url(),
  potentialAction: z.object({
    '@type': z.literal('SearchAction'),
    target: z.object({ urlTemplate: z.string().includes('{search_term_string}') }),
    'query-input': z.literal('required name=search_term_string'),
  }),
});

type HeadTags = { canonicals: string[]; jsonLd: unknown[]; meta: Record<string, string> };

async function readHead(page: Page): Promise<HeadTags> {
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const el of document.head.querySelectorAll('meta[name], meta[property]')) {
      meta[el.getAttribute('name') ?? el.getAttribute('property') ?? ''] = el.getAttribute('content') ?? '';
    }
    return {
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? ''),
      ),
      meta,
    };
  });
}

function typesOf(jsonLd: unknown[]): string[] {
  return jsonLd.map((node) => schemaNode.parse(node)['@type']);
}

function nodeOf(jsonLd: unknown[], type: string): unknown {
  return jsonLd.find((node) => schemaNode.parse(node)['@type'] === type);
}

/** Every public page of the site, with the canonical path it must name (aliases name their main page). */
const PAGES: { url: string; canonical: string; types: string[] }[] = [
  { url: '/', canonical: '/', types: ['WebSite', 'ItemList'] },
  {
    url: '/?province=Giresun',
    canonical: '/giresun',
    types: ['WebSite', 'BreadcrumbList', 'CollectionPage', 'ItemList'],
  },
  {
    url: '/giresun?gun=yarin',
    canonical: '/giresun',
    types: ['WebSite', 'BreadcrumbList', 'CollectionPage', 'ItemList'],
  },
  { url: '/istanbul', canonical: '/istanbul', types: ['WebSite', 'BreadcrumbList', 'CollectionPage', 'ItemList'] },
  { url: '/hakkinda', canonical: '/hakkinda', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/about', canonical: '/hakkinda', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/legal', canonical: '/legal?tab=terms', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/legal?tab=privacy', canonical: '/legal?tab=privacy', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/kullanim-kosullari', canonical: '/legal?tab=terms', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/gizlilik-politikasi', canonical: '/legal?tab=privacy', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/cerez-politikasi', canonical: '/legal?tab=cookies', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/saglik-rehberi', canonical: '/saglik-rehberi', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/health-guide', canonical: '/saglik-rehberi', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/eczane-rehberi', canonical: '/eczane-rehberi', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/pharmacy-guide', canonical: '/eczane-rehberi', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/blog', canonical: '/blog', types: ['WebSite', 'BreadcrumbList', 'Blog'] },
  { url: '/saglik-blog', canonical: '/blog', types: ['WebSite', 'BreadcrumbList', 'Blog'] },
  { url: '/widget-generator', canonical: '/widget-generator', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/sitene-ekle', canonical: '/widget-generator', types: ['WebSite', 'BreadcrumbList'] },
  { url: '/api-belgeleri', canonical: '/api-belgeleri', types: ['WebSite', 'BreadcrumbList'] },
];

for (const { url, canonical, types } of PAGES) {
  test(`${url} has one canonical link (${canonical}), social tags and valid JSON-LD`, async ({ page, baseURL }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    const head = await readHead(page);
    expect(head.canonicals).toEqual([`${baseURL}${canonical}`]);
    expect(head.meta['og:url']).toBe(`${baseURL}${canonical}`);
    expect(head.meta['og:title']).toBe(await page.title());
    expect(head.meta.description?.length).toBeGreaterThan(40);
    expect(head.meta.description?.length).toBeLessThanOrEqual(160);
    expect(head.meta['og:description']).toBe(head.meta.description);
    expect(head.meta['twitter:card']).toBe('summary_large_image');
    expect(head.meta['og:image']).toBe(`${baseURL}/og-image.png`);
    expect(typesOf(head.jsonLd)).toEqual(types);
    website.parse(nodeOf(head.jsonLd, 'WebSite'));
    if (types.includes('BreadcrumbList')) breadcrumbList.parse(nodeOf(head.jsonLd, 'BreadcrumbList'));
  });
}

test('a district page lists its pharmacies as Pharmacy items and its breadcrumb as Ana Sayfa > il > ilçe', async ({
  page,
  request,
  baseURL,
}) => {
  const district = await busiestIstanbulDistrict(request);
  await page.goto(`/istanbul/${district.slug}`);
  const head = await readHead(page);
  expect(head.canonicals).toEqual([`${baseURL}/istanbul/${district.slug}`]);
  expect(typesOf(head.jsonLd)).toEqual(['WebSite', 'BreadcrumbList', 'CollectionPage', 'ItemList']);
  const crumbs = breadcrumbList.parse(nodeOf(head.jsonLd, 'BreadcrumbList')).itemListElement;
  expect(crumbs.map((c) => [c.name, c.item])).toEqual([
    ['Ana Sayfa', `${baseURL}/`],
    ['İstanbul', `${baseURL}/istanbul`],
    [district.name, `${baseURL}/istanbul/${district.slug}`],
  ]);
  const list = pharmacyList.parse(nodeOf(head.jsonLd, 'ItemList'));
  const cards = page.getByRole('main').getByRole('article');
  expect(list.numberOfItems).toBe(await cards.count());
  expect(list.itemListElement.map((e) => e.item.name)).toEqual(await cards.getByRole('heading').allTextContents());
});

test('after moving between pages in the browser there is still exactly one canonical link, the new page’s', async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, '/');
  await page
    .getByRole('link', { name: /Giresun/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/giresun$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/giresun`);
  const head = await readHead(page);
  expect(head.canonicals).toHaveLength(1);
  expect(typesOf(head.jsonLd)).toEqual(['WebSite', 'BreadcrumbList', 'CollectionPage', 'ItemList']);
});

test('/sitemap.xml is well-formed XML, robots.txt names it, and every URL in it answers 200', async ({
  page,
  request,
  baseURL,
}) => {
  // The demo covers nine districts in ten, so the sitemap lists about 960 URLs, each fetched here
  // (each a rendering on the shared server): 1.2–1.6 min on a slow 2-core host beside the other
  // worker, and 2.1 min with three workers, past the 2 minutes it had.
  test.setTimeout(180_000);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  await page.goto('/hakkinda');
  const locs = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('sitemap.xml is not well-formed XML');
    if (doc.documentElement.namespaceURI !== 'http://www.sitemaps.org/schemas/sitemap/0.9') {
      throw new Error('wrong namespace');
    }
    return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
  }, xml);

  expect(locs[0]).toBe(`${baseURL}/`);
  expect(locs).toContain(`${baseURL}/giresun`);
  expect(locs).toContain(`${baseURL}/legal?tab=cookies`);
  expect(locs.length).toBeGreaterThan(81 + 9);
  expect(new Set(locs).size).toBe(locs.length);

  const failures: string[] = [];
  const queue = [...locs];
  const worker = async () => {
    for (let loc = queue.shift(); loc !== undefined; loc = queue.shift()) {
      const answer = await request.get(loc, { maxRedirects: 0 });
      if (answer.status() !== 200) failures.push(`${answer.status()} ${loc}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  expect(failures).toEqual([]);
});

test('the social preview image is a 1200×630 PNG', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
});
