import { afterAll, beforeAll, expect, test } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isRouteErrorResponse } from 'react-router';
import { ProvincePage } from '#app/components/province-page.tsx';
import { createLoadContext } from '#app/context.server.ts';
import type { PublicPageData } from '#app/domain/public/public-page.ts';
import { publicPageMeta } from '#app/domain/seo/public-page-seo.ts';
import { requirePublicPage, type PathParams } from '#app/routes/public/load-public-page.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 2026-11-22 12:00 in Istanbul: duty date 2026-11-22.
const now = () => new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now, env: { BASE_DOMAIN: 'nobetcieczane.example' } });
  const lines = [
    'Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 01 | Adres: Moda Cad. 1',
    'Eczane Adı: Bahariye | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 02 | Adres: Bahariye Cad. 2',
    'Eczane Adı: Beşiktaş Merkez | Konum: İstanbul | İlçe: Beşiktaş | Adres: Barbaros Bulvarı 3',
    'Eczane Adı: Ova | Konum: Afyonkarahisar | İlçe: Merkez',
    'Eczane Adı: Balıklıgöl | Konum: Şanlıurfa | İlçe: Eyyübiye',
  ];
  const result = await services.importRosterText(lines.join('\n'), {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: now(),
  });
  expect(result.success).toBe(true);
});
afterAll(async () => {
  await services?.dispose();
});

function load(url: string, params: PathParams = {}): PublicPageData {
  return requirePublicPage(new Request(url), params, services);
}

/** [status, Location] of a path the loader redirects; the router hands it decoded parameters ("Kadıköy"). */
function redirectOf(path: string): [number, string | null] {
  const [first, second] = path.split('?')[0]!.split('/').slice(1);
  try {
    requirePublicPage(new Request(`http://localhost:3000${path}`), { first, second }, services);
  } catch (error) {
    if (error instanceof Response) return [error.status, error.headers.get('Location')];
    throw error;
  }
  throw new Error(`expected ${path} to redirect`);
}

function loadError(url: string, params: PathParams = {}): { status: number; data: unknown } {
  try {
    load(url, params);
  } catch (error) {
    if (isRouteErrorResponse(error)) return { status: error.status, data: error.data };
    if (error && typeof error === 'object' && 'init' in error && 'data' in error) {
      const e = error as { init: { status: number }; data: unknown };
      return { status: e.init.status, data: e.data };
    }
    throw error;
  }
  throw new Error(`expected ${url} to fail`);
}

test('province subdomains select the province, including the afyon and urfa aliases', () => {
  const afyon = load('http://afyon.nobetcieczane.example/');
  expect(afyon.kind === 'province' && afyon.province.name).toBe('Afyonkarahisar');
  const urfa = load('http://urfa.nobetcieczane.example/');
  expect(urfa.kind === 'province' && urfa.province.name).toBe('Şanlıurfa');
  expect(urfa.kind === 'province' && urfa.pharmacies.map((p) => p.name)).toEqual(['Balıklıgöl Eczanesi']);
});

test('www and the main domain show the landing page with 81 provinces', () => {
  for (const url of ['http://www.nobetcieczane.example/', 'http://nobetcieczane.example/']) {
    const page = load(url);
    expect(page.kind).toBe('landing');
    expect(page.kind === 'landing' && page.provinces.length).toBe(81);
  }
});

test('/kadikoy on the İstanbul host is the Kadıköy page with its pharmacies only', () => {
  const page = load('http://istanbul.nobetcieczane.example/kadikoy', { first: 'kadikoy' });
  expect(page.kind).toBe('district');
  if (page.kind !== 'district') return;
  expect(page.district.name).toBe('Kadıköy');
  expect(page.pharmacies.map((p) => p.name)).toEqual(['Bahariye Eczanesi', 'Moda Eczanesi']);
  expect(page.otherDistricts.map((d) => [d.name, d.href])).toEqual([['Beşiktaş', '/besiktas']]);
});

test('the path form and ?province= work on hosts without a province', () => {
  const byQuery = load('http://localhost:3000/?province=istanbul');
  expect(byQuery.kind === 'province' && byQuery.pharmacies).toHaveLength(3);
  const byPath = load('http://localhost:3000/istanbul/kadikoy', { first: 'istanbul', second: 'kadikoy' });
  expect(byPath.kind === 'district' && byPath.pharmacies).toHaveLength(2);
  const districtByQuery = load('http://localhost:3000/kadikoy?province=İstanbul', { first: 'kadikoy' });
  expect(districtByQuery.kind).toBe('district');
  expect(byQuery.kind === 'province' && byQuery.districts.find((d) => d.slug === 'kadikoy')?.href).toBe(
    '/istanbul/kadikoy',
  );
});

test('under BASE_DOMAIN a page names the whole site as its cookies’ domain, so a remembered place holds on every host', () => {
  expect(load('http://istanbul.nobetcieczane.example/').cookieDomain).toBe('nobetcieczane.example');
  expect(load('http://nobetcieczane.example/').cookieDomain).toBe('nobetcieczane.example');
  expect(load('http://localhost:3000/istanbul', { first: 'istanbul' }).cookieDomain).toBeNull();
});

test('province links point at subdomains under BASE_DOMAIN and at paths elsewhere', () => {
  const underBase = load('http://www.nobetcieczane.example/');
  const find = (page: PublicPageData) =>
    page.kind === 'landing' ? page.provinces.find((p) => p.slug === 'istanbul') : null;
  expect(find(underBase)).toMatchObject({
    name: 'İstanbul',
    href: 'http://istanbul.nobetcieczane.example/',
  });
  const local = load('http://localhost:3000/');
  expect(find(local)?.href).toBe('/istanbul');
  // Tiles are in Turkish alphabetical order, each with its plate code.
  expect(local.kind === 'landing' && local.provinces.slice(0, 3).map((p) => [p.name, p.plate])).toEqual([
    ['Adana', 1],
    ['Adıyaman', 2],
    ['Afyonkarahisar', 3],
  ]);
  expect(local.kind === 'landing' && local.provinces.map((p) => p.name).indexOf('Çanakkale')).toBeLessThan(
    local.kind === 'landing' ? local.provinces.map((p) => p.name).indexOf('Denizli') : 0,
  );
});

test('unknown provinces and districts give 404 with a helpful message, bad queries 400', () => {
  const unknownQuery = loadError('http://localhost:3000/?province=Atlantis');
  expect(unknownQuery.status).toBe(404);
  expect(unknownQuery.data).toMatchObject({ kind: 'landing', notice: expect.stringContaining('Atlantis') });
  const unknownHost = loadError('http://atlantis.nobetcieczane.example/');
  expect(unknownHost).toMatchObject({ status: 404, data: { kind: 'landing' } });
  const unknownDistrict = loadError('http://istanbul.nobetcieczane.example/yokkoy', { first: 'yokkoy' });
  expect(unknownDistrict).toMatchObject({ status: 404, data: { message: expect.stringContaining('yokkoy') } });
  expect(loadError(`http://localhost:3000/?province=${'x'.repeat(100)}`).status).toBe(400);
  expect(loadError(`http://localhost:3000/?q=${'x'.repeat(3000)}`).status).toBe(400);
});

test('a district’s name alone leads to its page, or, where several provinces have it, offers each', () => {
  expect(redirectOf('/kadikoy?gun=yarin')).toEqual([301, '/istanbul/kadikoy?gun=yarin']);
  expect(redirectOf('/Kadıköy')).toEqual([301, '/istanbul/kadikoy']);
  const several = loadError('http://localhost:3000/yenisehir', { first: 'yenisehir' });
  expect(several.status).toBe(404);
  expect(several.data).toMatchObject({
    kind: 'landing',
    notice: expect.stringContaining('“yenisehir” adında bir il bulunamadı'),
    suggestions: [
      { label: 'Yenişehir (Bursa)', href: '/bursa/yenisehir' },
      { label: 'Yenişehir (Diyarbakır)', href: '/diyarbakir/yenisehir' },
      { label: 'Yenişehir (Mersin)', href: '/mersin/yenisehir' },
    ],
  });
  expect(loadError('http://localhost:3000/atlantis', { first: 'atlantis' }).data).toMatchObject({ suggestions: [] });
  // "Merkez" is a district of 51 provinces: no list of 51, the picker below serves better.
  expect(loadError('http://localhost:3000/merkez', { first: 'merkez' })).toMatchObject({
    status: 404,
    data: { kind: 'landing', suggestions: [] },
  });
});

test('a province with only tomorrow’s list says today’s is not in yet and links tomorrow’s', async () => {
  const result = await services.importRosterText('Eczane Adı: Yarın | Konum: Ordu | İlçe: Fatsa', {
    dutyDate: '2026-11-23',
    source: 'import',
    fetchedAt: now(),
  });
  expect(result.success).toBe(true);
  const page = load('http://localhost:3000/ordu', { first: 'ordu' });
  if (page.kind !== 'province') throw new Error('not a province page');
  expect(page.pharmacies).toEqual([]);
  const html = renderToStaticMarkup(createElement(ProvincePage, { data: page }));
  expect(html).toContain('Ordu için bu günün nöbet listesi henüz yüklenmedi.');
  expect(html).not.toContain('henüz eczane verisi bulunmuyor');
  expect(html).toContain('<a href="/ordu?gun=yarin"');
  expect(html).toContain('Yarın: 23 Kasım 2026 Pazartesi listesi');

  // Tomorrow's list says so in its heading and above its cards, and links the list in force.
  const tomorrow = load('http://localhost:3000/ordu?gun=yarin', { first: 'ordu' });
  if (tomorrow.kind !== 'province') throw new Error('not a province page');
  expect(tomorrow.pharmacies.map((p) => p.name)).toEqual(['Yarın Eczanesi']);
  const tomorrowHtml = renderToStaticMarkup(createElement(ProvincePage, { data: tomorrow }));
  expect(tomorrowHtml).toMatch(/<h1[^>]*>Ordu Nöbetçi Eczaneler <span[^>]*>Yarının listesi<\/span><\/h1>/);
  expect(tomorrowHtml).toContain(
    'Bu, yarının nöbet listesi (23 Kasım 2026 Pazartesi): bu nöbet henüz başlamadı. <a href="/ordu"',
  );
  expect(html).not.toContain('Yarının listesi');
});

test('a province with no roster is a province page with no pharmacies, not an error', () => {
  const page = load('http://giresun.nobetcieczane.example/');
  expect(page.kind === 'province' && page.pharmacies).toEqual([]);
  expect(page.kind === 'province' && page.roster).toBeNull();
});

test('aliases, plate codes and other spellings in the path redirect to the canonical province path', () => {
  for (const [path, params, target] of [
    ['/afyon', { first: 'afyon' }, '/afyonkarahisar'],
    ['/34/kadikoy', { first: '34', second: 'kadikoy' }, '/istanbul/kadikoy'],
    ['/Giresun', { first: 'Giresun' }, '/giresun'],
  ] as const) {
    let response: unknown;
    try {
      load(`http://localhost:3000${path}`, params);
    } catch (error) {
      response = error;
    }
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get('Location')).toBe(target);
  }
});

test('robots.txt names no admin path (admin pages say noindex) and points to the main site’s sitemap, also from subdomains', async () => {
  const { loader } = await import('#app/routes/system/robots.ts');
  const robots = (url: string) => loader({ request: new Request(url), context: createLoadContext(services) } as never);
  const response = robots('https://nobetcieczane.example/robots.txt');
  const text = await response.text();
  expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
  expect(text).not.toMatch(/adminxyz|process-data|api\/admin/);
  expect(text).toContain('Sitemap: https://nobetcieczane.example/sitemap.xml');
  const fromSubdomain = await robots('https://giresun.nobetcieczane.example/robots.txt').text();
  expect(fromSubdomain).toContain('Sitemap: https://nobetcieczane.example/sitemap.xml');
});

const canonicalOf = (url: string, params: PathParams = {}) =>
  publicPageMeta(load(url, params)).filter((m) => 'rel' in m && m.rel === 'canonical');
const jsonLdOf = (url: string, params: PathParams = {}) =>
  publicPageMeta(load(url, params)).flatMap((m) => ('script:ld+json' in m ? [m['script:ld+json']] : [])) as {
    '@type': string;
    [key: string]: unknown;
  }[];

test('each public page names one canonical URL: the province subdomain under BASE_DOMAIN', () => {
  const cases: [string, PathParams, string][] = [
    ['http://nobetcieczane.example/', {}, 'http://nobetcieczane.example/'],
    ['http://nobetcieczane.example/?province=Giresun', {}, 'http://giresun.nobetcieczane.example/'],
    ['http://istanbul.nobetcieczane.example/?ilce=kadikoy&gun=dun', {}, 'http://istanbul.nobetcieczane.example/'],
    [
      'http://istanbul.nobetcieczane.example/kadikoy',
      { first: 'kadikoy' },
      'http://istanbul.nobetcieczane.example/kadikoy',
    ],
    // Another host (an IP, a preview): the canonical still names the public subdomain, over https.
    ['http://127.0.0.1:3000/istanbul', { first: 'istanbul' }, 'https://istanbul.nobetcieczane.example/'],
    [
      'http://127.0.0.1:3000/istanbul/besiktas',
      { first: 'istanbul', second: 'besiktas' },
      'https://istanbul.nobetcieczane.example/besiktas',
    ],
  ];
  for (const [url, params, canonical] of cases) {
    expect(canonicalOf(url, params), url).toEqual([{ tagName: 'link', rel: 'canonical', href: canonical }]);
  }
});

test('a district page carries WebSite, BreadcrumbList, CollectionPage and an ItemList of its pharmacies', () => {
  const nodes = jsonLdOf('http://istanbul.nobetcieczane.example/kadikoy', { first: 'kadikoy' });
  expect(nodes.map((n) => n['@type'])).toEqual(['WebSite', 'BreadcrumbList', 'CollectionPage', 'ItemList']);
  expect(nodes[1]).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Ana Sayfa', item: 'http://nobetcieczane.example/' },
      { position: 2, name: 'İstanbul', item: 'http://istanbul.nobetcieczane.example/' },
      { position: 3, name: 'Kadıköy', item: 'http://istanbul.nobetcieczane.example/kadikoy' },
    ],
  });
  const items = (nodes[3]?.itemListElement as { item: { name: string; telephone?: string } }[]).map((e) => e.item);
  expect(items.map((i) => [i.name, i.telephone])).toEqual([
    ['Bahariye Eczanesi', '+902160000002'],
    ['Moda Eczanesi', '+902160000001'],
  ]);
});

test('the landing page lists the 81 province pages at their canonical URLs, whatever host it was asked on', () => {
  for (const url of ['http://nobetcieczane.example/', 'http://127.0.0.1:3000/']) {
    const list = jsonLdOf(url).find((n) => n['@type'] === 'ItemList') as unknown as {
      itemListElement: { url: string }[];
    };
    expect(list.itemListElement).toHaveLength(81);
    const scheme = url.startsWith('http://127') ? 'https' : 'http';
    expect(list.itemListElement.map((e) => e.url)).toContain(`${scheme}://giresun.nobetcieczane.example/`);
  }
});

test('the province page title and description carry the date and the districts on duty', () => {
  const meta = publicPageMeta(load('http://istanbul.nobetcieczane.example/'));
  expect(meta[0]).toEqual({ title: 'İstanbul Nöbetçi Eczaneler - 22 Kasım 2026 Pazar' });
  expect(meta).toContainEqual({
    name: 'description',
    content:
      'İstanbul nöbetçi eczaneleri, 22 Kasım 2026 Pazar: 3 nöbetçi eczanenin adresi, telefonu ve yol tarifi. İlçeler: Kadıköy ve Beşiktaş.',
  });
  const keywords = meta.find((m) => 'name' in m && m.name === 'keywords') as { content: string };
  expect(keywords.content.split(', ')).toHaveLength(50);
});

test('a district with nobody on duty lists the districts that have pharmacies nearest first, with the distance', () => {
  const page = load('http://istanbul.nobetcieczane.example/atasehir', { first: 'atasehir' });
  if (page.kind !== 'district') throw new Error('expected the Ataşehir page');
  expect(page.pharmacies).toEqual([]);
  expect(page.otherDistricts.map((d) => [d.name, d.count])).toEqual([
    ['Kadıköy', 2],
    ['Beşiktaş', 1],
  ]);
  expect(page.otherDistricts[0]?.distanceText).toMatch(/^kuş uçuşu \d+(,\d)? km$/);
  expect(page.otherDistricts[0]?.href).toBe('/kadikoy');
});

test('a province or district typed in Turkish letters redirects to the ASCII canonical path, never a 500', () => {
  // The router hands loaders decoded parameters ("İstanbul", "Kadıköy").
  expect(redirectOf('/İstanbul/Kadıköy')).toEqual([301, '/istanbul/kadikoy']);
  expect(redirectOf('/34/Kadıköy')).toEqual([301, '/istanbul/kadikoy']);
  expect(redirectOf('/afyon/Şuhut')).toEqual([301, '/afyonkarahisar/suhut']);
  expect(redirectOf('/Giresun/Görele')).toEqual([301, '/giresun/gorele']);
  // An unknown district keeps its text, percent-encoded, and then gets the usual 404 page.
  expect(redirectOf('/İstanbul/Çamlık Köyü')).toEqual([301, '/istanbul/%C3%87aml%C4%B1k%20K%C3%B6y%C3%BC']);
});
