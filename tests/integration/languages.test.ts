import { afterAll, beforeAll, expect, test } from 'vitest';
import { fetchPage, startIstanbulThreeSite } from '#tests/support/istanbul-three-site.ts';

/**
 * Issue 39: the night lookup in English and Arabic, through the real HTTP stack. The interface
 * is translated, the source's words (names, addresses) stay Turkish and say so, Arabic reads
 * right to left, and each language's page names the others as alternates, which name it back.
 */

// 2026-11-22 12:00 in Istanbul: the day's list is in force.
const clock = new Date('2026-11-22T09:00:00Z');
let site: Awaited<ReturnType<typeof startIstanbulThreeSite>>;
let base: string;

beforeAll(async () => {
  site = await startIstanbulThreeSite(() => clock);
  base = site.base;
});
afterAll(async () => {
  await site?.sites.close();
  await site?.services.dispose();
});

const page = (path: string) => fetchPage(base, path);

/** The text of the first element matching `pattern`'s capture, tags removed. */
function textOf(html: string, pattern: RegExp): string {
  return (pattern.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
}

/** `hreflang → href` of the page's alternates, and its canonical. */
function languageLinks(html: string): { canonical: string; alternates: Record<string, string> } {
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang,
      href,
    ]),
  );
  return { canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '', alternates };
}

test('the English province page: translated headings, statuses and period, the source’s words kept in Turkish', async () => {
  const html = await page('/en/istanbul');
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toBe('On-duty Pharmacies in Istanbul');
  expect(html).toContain('3 pharmacies on duty');
  expect(html).toContain('Sunday 22 November 08:30 to Monday 23 November 08:30');
  expect(html).toContain('<p class="card-open">Open now</p>');
  // The pharmacy's name and address as the source wrote them, marked Turkish for a screen reader.
  expect(html).toMatch(/<h3 id="n\d+" class="card-title" lang="tr">Moda Eczanesi<\/h3>/);
  expect(html).toContain('<p class="card-text" lang="tr">Moda Cad. 1</p>');
  // Links stay in English.
  expect(html).toMatch(/href="\/en\/istanbul\/kadikoy"/);
  // No Turkish interface words in what the visitor reads (structured data for search engines aside).
  expect(html.slice(html.indexOf('<body'))).not.toMatch(/Nöbetçi Eczaneler|nöbetçi eczane|Kaynak:|Yenile/);
});

test('the Arabic district page reads right to left, with Arabic plural forms and Latin digits', async () => {
  const html = await page('/ar/istanbul/kadikoy');
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(textOf(html, /<h2 id="list-title"[^>]*>(.*?)<\/h2>/s)).toBe('Kadıköy - صيدليتان مناوبتان');
  expect(html).toContain('<p class="card-open">مفتوحة الآن</p>');
  expect(html).toContain('22 نوفمبر');
  // The province by its Arabic name; the district keeps its Turkish one.
  expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toBe('الصيدليات المناوبة في Kadıköy إسطنبول');
  // "Show to driver": the name and address in Turkish, left to right, with the request in Turkish.
  expect(html).toMatch(
    /<details class="card-driver"><summary>اعرضها على السائق<\/summary><div lang="tr" dir="ltr"><p>Lütfen beni bu eczaneye götürün\.<\/p><strong>Moda Eczanesi<\/strong><p>Moda Cad\. 1<\/p>/,
  );
  // The number as dialled, left to right inside the Arabic text.
  expect(html).toContain('<bdi dir="ltr">0 (216) 000 00 01</bdi>');
});

test('each language’s page names every language as an alternate, and each alternate names it back', async () => {
  for (const path of ['/istanbul', '/en/istanbul/kadikoy', '/ar/']) {
    const { canonical, alternates } = languageLinks(await page(path));
    expect(Object.keys(alternates).sort(), path).toEqual(['ar', 'en', 'tr-TR', 'x-default']);
    expect(Object.values(alternates), path).toContain(canonical);
    for (const href of Object.values(alternates)) {
      const other = languageLinks(await page(href.replace(/^https?:\/\/[^/]+/, '')));
      expect(other.alternates, href).toEqual(alternates);
      expect(other.canonical, href).toBe(href === alternates['x-default'] ? alternates['tr-TR'] : href);
    }
  }
});

test('the language switch keeps the place and the day, as plain links', async () => {
  const html = await page('/istanbul/kadikoy?gun=bugun');
  const nav = /<details class="relative" data-language-switch="">(.*?)<\/details>/s.exec(html)?.[1] ?? '';
  expect(nav).toContain('href="/en/istanbul/kadikoy?gun=bugun" hrefLang="en" lang="en"');
  expect(nav).toContain('href="/ar/istanbul/kadikoy?gun=bugun" hrefLang="ar" lang="ar"');
  expect(nav).not.toContain('hrefLang="tr"');
});

test('an unknown place in English says so in English, and an old spelling redirects within the language', async () => {
  const response = await fetch(`${base}/en/atlantis`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('No province called “atlantis” was found. Choose your province below.');
  const moved = await fetch(`${base}/ar/afyon`, { redirect: 'manual' });
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe('/ar/afyonkarahisar');
});

test('an unknown district in Arabic: the error page in Arabic, right to left, leading back within the language', async () => {
  const response = await fetch(`${base}/ar/istanbul/atlantis`);
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain('<title>الصفحة غير موجودة - الصيدلية المناوبة</title>');
  expect(html).toContain('لم نعثر على قضاء باسم «atlantis» في ولاية إسطنبول.');
  expect(html).toContain('<a href="/ar/istanbul" class="');
  expect(html).toMatch(/<a href="\/ar\/" class="[^"]*">عُد إلى الصفحة الرئيسية واختر الولاية<\/a>/);
});

test('the nearest page in English: its cards, distances and travel times in English, the position kept to 100 m', async () => {
  const html = await page('/en/yakin?lat=40.984&lng=29.058');
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(textOf(html, /<h1[^>]*>(.*?)<\/h1>/s)).toBe('On-duty pharmacies nearest to you');
  expect(html).toMatch(/min by car/);
  expect(html).toContain('Your location is not stored.');
  expect(html).toMatch(/<h3 id="n\d+" class="card-title" lang="tr">(Moda|Bahariye) Eczanesi<\/h3>/);
});

test('the nearest page in Arabic without a position asks in Arabic, and its button keeps to Arabic', async () => {
  const html = await page('/ar/yakin');
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain('لم يصل موقعك إلى هذه الصفحة. اختر ولايتك أدناه لترى صيدلياتها المناوبة.');
  // The page script's words for asking and failing come with the button, in Arabic.
  expect(html).toMatch(/<a href="\/ar\/yakin" data-locate="" data-msg-asking="جارٍ تحديد موقعك…"/);
});

test('searching from an English page answers in English and leads to English pages', async () => {
  const moved = await fetch(`${base}/en/ara?q=${encodeURIComponent('istanbul kadıköy')}`, { redirect: 'manual' });
  expect(moved.status).toBe(302);
  expect(moved.headers.get('location')).toBe('/en/istanbul/kadikoy');
  const response = await fetch(`${base}/ar/ara?q=zzzyx`);
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain('لا توجد ولاية أو قضاء أو حي أو صيدلية مناوبة تطابق «zzzyx».');
  expect(html).toContain('action="/ar/ara"');
});

/** The page's JSON-LD nodes, by their @type. */
function structuredData(html: string): Record<string, Record<string, unknown>> {
  const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
  return Object.fromEntries(nodes.map((node) => [String(node['@type']), node]));
}

test('structured data speaks the page’s language; the pharmacies keep their Turkish names', async () => {
  const english = structuredData(await page('/en/istanbul/kadikoy'));
  expect(english.CollectionPage).toMatchObject({
    inLanguage: 'en',
    name: expect.stringMatching(/^On-duty Pharmacies/),
  });
  expect(JSON.stringify(english.BreadcrumbList)).toContain('"name":"Home"');
  expect(english.ItemList?.name).toBe('On-duty Pharmacies in Kadıköy, Istanbul');
  expect(JSON.stringify(english.ItemList)).toContain('"name":"Moda Eczanesi"');

  const arabic = structuredData(await page('/ar/istanbul'));
  expect(arabic.CollectionPage?.inLanguage).toBe('ar');
  expect(JSON.stringify(arabic.BreadcrumbList)).toContain('"name":"الصفحة الرئيسية"');

  const turkish = structuredData(await page('/istanbul'));
  expect(turkish.CollectionPage?.inLanguage).toBe('tr-TR');
  expect(turkish.ItemList?.name).toBe('İstanbul nöbetçi eczaneleri');
  expect(JSON.stringify(turkish.BreadcrumbList)).toContain('"name":"Ana Sayfa"');
});
