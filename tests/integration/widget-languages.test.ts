import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSiteWithList } from '#tests/support/istanbul-three-site.ts';
import type { SiteServers } from '#tests/support/site-servers.ts';
import { KADIKOY_FIVE } from '#tests/support/kadikoy-five.ts';
import type { createTestServices } from '#tests/support/test-services.ts';

/**
 * The widget in English and Arabic (`lang=en|ar`, issue 39), through the real HTTP stack: its
 * words, date and province name in the language, Arabic right to left with its plural forms, the
 * source's names and addresses kept Turkish and marked so, and links to the site's page of the
 * same place in the same language. Turkish stays the default, and the widget still has no script.
 */

// 2026-11-22 12:00 in Istanbul: the day's list is in force.
const now = () => new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let base: string;
let cached: string;

beforeAll(async () => {
  ({
    services,
    sites: site,
    base,
  } = await startSiteWithList(now, [
    ...KADIKOY_FIVE,
    'Eczane Adı: Beşiktaş Merkez | Konum: İstanbul | İlçe: Beşiktaş | Adres: Barbaros Bulvarı 3',
    'Eczane Adı: Uzun | Konum: İstanbul | İlçe: Üsküdar | Telefon: 0216 000 00 09 | Adres: Selimiye Cad. 9',
  ]));
  cached = await site.listen({ edgeCache: site.createEdgeCache() });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

async function get(path: string, on = base): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(on + encodeURI(path));
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The widget as the visitor's browser has it: from `<body>` on, without the inline stylesheet. */
function bodyOf(html: string): string {
  return html.slice(html.indexOf('<body')).replace(/<style>[\s\S]*?<\/style>/, '');
}

/** Text as a reader sees it: tags as spaces, spaces joined. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The link paths of `html`, in order, without their origin. */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!.replace(/^https?:\/\/[^/]+/, ''));
}

test('the English widget: its words, date and Istanbul in English, the source’s words in Turkish, links to /en/', async () => {
  const { status, html } = await get('/widget?province=Istanbul&district=Kadıköy&maxItems=3&lang=en');
  expect(status).toBe(200);
  const body = bodyOf(html);
  expect(body).toContain('<div class="wg wg-modern" lang="en" dir="ltr">');
  expect(html).toContain('<title>On-duty Pharmacies in Kadıköy, Istanbul</title>');
  expect(body).toContain('<h1>On-duty Pharmacies in Kadıköy, Istanbul</h1><p>Sunday, 22 November 2026</p>');
  // The pharmacy as the source wrote it, marked Turkish; the default duty words said in English.
  expect(body).toContain(
    '<h2 lang="tr">Bahariye Eczanesi</h2><p class="wg-meta" lang="tr">Bahariye Cad. 2</p><p class="wg-meta" lang="tr">Kadıköy</p><p class="wg-meta">On duty day and night</p>',
  );
  expect(body).toContain('Call<span class="wg-sr"> (<span lang="tr">Bahariye Eczanesi</span>)</span>');
  expect(textOf(body)).toContain('2 more pharmacies on duty (opens in a new tab)');
  expect(textOf((await get('/widget?province=Istanbul&district=Kadıköy&maxItems=4&lang=en')).html)).toContain(
    '1 more pharmacy on duty',
  );
  // The "more" link and the credit open the district's English page.
  expect(hrefsIn(body)).toEqual([
    ...['2', '5', '3'].map((n) => `tel:+90216000000${n}`),
    '/en/istanbul/kadikoy',
    '/en/istanbul/kadikoy',
  ]);
  expect(textOf(body)).not.toMatch(/nöbetçi|Nöbetçi|Ara |sekmede|Kaynak|GECE-GÜNDÜZ|Kasım/);
});

test('the Arabic widget reads right to left: Arabic words, date and Istanbul, numbers isolated, plural forms', async () => {
  const { status, html } = await get('/widget?province=Istanbul&district=Kadıköy&maxItems=3&lang=ar');
  expect(status).toBe(200);
  const body = bodyOf(html);
  expect(body).toContain('<div class="wg wg-modern" lang="ar" dir="rtl">');
  expect(html).toContain('<title>الصيدليات المناوبة في Kadıköy، إسطنبول</title>');
  expect(body).toContain('<h1>الصيدليات المناوبة في Kadıköy، إسطنبول</h1><p>الأحد، 22 نوفمبر 2026</p>');
  expect(body).toContain('<h2 lang="tr">Bahariye Eczanesi</h2><p class="wg-meta" lang="tr">Bahariye Cad. 2</p>');
  expect(body).toContain('<p class="wg-meta">مناوبة ليلًا ونهارًا</p>');
  // The number as dialled, left to right inside the Arabic text, as the site's Arabic cards show it.
  expect(body).toContain(
    '<span><bdi dir="ltr">0 (216) 000 00 02</bdi></span><a class="wg-call" href="tel:+902160000002">اتصل',
  );
  // Two more (the dual), then four more (3 to 10: "few").
  expect(textOf(body)).toContain('صيدليتان مناوبتان أخريان (يُفتح في علامة تبويب جديدة)');
  expect(textOf((await get('/widget?province=Istanbul&maxItems=3&lang=ar')).html)).toContain('4 صيدليات مناوبة أخرى');
  expect(hrefsIn(body).filter((href) => !href.startsWith('tel:'))).toEqual([
    '/ar/istanbul/kadikoy',
    '/ar/istanbul/kadikoy',
  ]);
  expect(textOf(body)).not.toMatch(/nöbetçi|Nöbetçi|sekmede|Kaynak|GECE-GÜNDÜZ|Kasım/);
});

test('an Arabic widget of a district with nobody on duty offers the nearest districts, counted in Arabic, on /ar/', async () => {
  const { status, html } = await get('/widget?province=istanbul&district=adalar&lang=ar');
  expect(status).toBe(200);
  const text = textOf(bodyOf(html));
  expect(text).toContain('لا توجد صيدلية مناوبة في Adalar في الوقت الحالي.');
  expect(text).toContain('أقرب الصيدليات المناوبة:');
  expect(text).toMatch(/Kadıköy \(5 صيدليات، \d+ كم في خط مستقيم\)/);
  expect(text).toMatch(/Üsküdar \(صيدلية واحدة، \d+ كم في خط مستقيم\)/);
  const near = html.slice(html.indexOf('class="wg-near"'), html.indexOf('</ul>', html.indexOf('class="wg-near"')));
  expect(hrefsIn(near)).toEqual(['/ar/istanbul/kadikoy', '/ar/istanbul/uskudar', '/ar/istanbul/besiktas']);
});

test('an English widget of a whole province with nobody on duty links its English page', async () => {
  const { html } = await get('/widget?province=Ankara&lang=en');
  const body = bodyOf(html);
  expect(textOf(body)).toContain('No pharmacy is on duty in Ankara at the moment.');
  expect(body).toMatch(
    /<a href="http:\/\/127\.0\.0\.1:\d+\/en\/ankara" target="_blank"[^>]*>On-duty pharmacies in Ankara/,
  );
});

test('an unknown place still answers 404 inside the widget, in its language, pointing at the site in it', async () => {
  const province = await get('/widget?province=Atlantis&lang=en');
  expect(province.status).toBe(404);
  expect(textOf(bodyOf(province.html))).toContain(
    'No province called “Atlantis” was found. Check the province name in the widget code. Choose your province on On-duty Pharmacy',
  );
  expect(hrefsIn(bodyOf(province.html))).toEqual(['/en/', '/en/']);

  const district = await get('/widget?province=Istanbul&district=bey&lang=ar');
  expect(district.status).toBe(404);
  const text = textOf(bodyOf(district.html));
  expect(text).toContain('لم نعثر على قضاء باسم «bey» في ولاية إسطنبول.');
  // Each name isolated (FSI…PDI), so the list reads right to left, name after name.
  expect(text).toContain(
    'أقضية مشابهة: \u2068Beykoz\u2069، \u2068Beylikdüzü\u2069، \u2068Beyoğlu\u2069، \u2068Sultanbeyli\u2069.',
  );
  expect(text).toContain('تحقّق من اسم القضاء في رمز الأداة.');
  expect(hrefsIn(bodyOf(district.html))).toEqual(['/ar/istanbul', '/ar/istanbul']);
});

test('the document says its language: <html lang="ar" dir="rtl"> for an Arabic widget, lang="en" for English', async () => {
  expect((await get('/widget?province=Istanbul&lang=ar')).html).toContain('<html lang="ar" dir="rtl">');
  expect((await get('/widget?province=Istanbul&lang=en')).html).toContain('<html lang="en" dir="ltr">');
  expect((await get('/widget?province=Istanbul')).html).toContain('<html lang="tr" dir="ltr">');
});

test('Turkish is the default: lang=tr, lang=xx and no lang give the same widget, byte for byte', async () => {
  // The nonce of the document's links is fresh for each answer; nothing else may differ.
  const page = async (path: string) => {
    const { status, html } = await get(path);
    return { status, html: html.replace(/nonce="[^"]*"/g, 'nonce=""') };
  };
  for (const query of [
    '?province=Istanbul&district=Kadıköy&maxItems=3',
    '?province=istanbul&district=adalar',
    '?province=Atlantis',
  ]) {
    const turkish = await page(`/widget${query}`);
    expect(turkish.html).toContain('<div class="wg wg-modern">');
    for (const lang of ['tr', 'TR', 'xx', '', 'en-GB']) {
      expect(await page(`/widget${query}&lang=${lang}`), `${query}&lang=${lang}`).toEqual(turkish);
    }
  }
  expect(textOf(bodyOf((await page('/widget?province=Istanbul&district=Kadıköy&maxItems=3&lang=xx')).html))).toContain(
    '2 nöbetçi eczane daha (yeni sekmede açılır)',
  );
});

test('no language brings a script: the English and Arabic widgets send none, and their policy allows none', async () => {
  for (const path of ['/widget?province=Istanbul&lang=en', '/widget?province=Istanbul&district=adalar&lang=ar']) {
    const { html, headers } = await get(path);
    expect(html, path).not.toContain('<script');
    expect(headers.get('content-security-policy'), path).toContain("script-src 'none'");
    expect(headers.get('cache-control'), path).toBe('public, max-age=60');
  }
});

test('the shared-page cache keeps each language of a widget apart', async () => {
  const arabic = '/widget?province=Istanbul&district=Kadıköy&lang=ar';
  const turkish = '/widget?province=Istanbul&district=Kadıköy';
  await get(arabic, cached);
  const kept = await get(arabic, cached);
  expect(kept.headers.get('x-cache')).toBe('HIT');
  expect(kept.html).toContain('lang="ar" dir="rtl"');
  const first = await get(turkish, cached);
  expect(first.headers.get('x-cache')).toBeNull();
  expect(first.html).toContain('<div class="wg wg-modern">');
  expect(first.html).not.toContain('إسطنبول');
  expect((await get(`${turkish}&lang=en`, cached)).html).toContain('On-duty Pharmacies in Kadıköy, Istanbul');
});

/** An element's text or attribute as written in the HTML, React's escapes undone. */
function unescape(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

test('the builder, in Turkish, offers the widget’s language; the choice reaches the preview and the embed code', async () => {
  const { status, html } = await get('/sitene-ekle?province=Istanbul&district=Kadıköy&lang=ar');
  expect(status).toBe(200);
  expect(html).toContain('<html lang="tr" dir="ltr">');
  const select = /<select name="lang"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  expect(
    [...select.matchAll(/<option value="(\w+)" lang="\w+"( selected="")?>([^<]+)</g)].map((m) => m.slice(1)),
  ).toEqual([
    ['tr', undefined, 'Türkçe'],
    ['en', undefined, 'English'],
    ['ar', ' selected=""', 'العربية'],
  ]);
  expect(html).toMatch(
    /<iframe title="Widget önizlemesi" src="\/widget\?province=Istanbul&amp;district=Kad%C4%B1k%C3%B6y&amp;[^"]*&amp;lang=ar"/,
  );
  const code = unescape(/<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? '');
  expect(code).toMatch(
    /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/widget\?province=Istanbul&amp;district=Kad%C4%B1k%C3%B6y&amp;.*&amp;lang=ar"/,
  );
  expect(code).toContain('title="الصيدليات المناوبة في Kadıköy، إسطنبول"');

  // Turkish, the default, leaves the embed code as it always was: no lang in it.
  const turkish = unescape(
    /<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec((await get('/sitene-ekle?province=Istanbul')).html)?.[1] ?? '',
  );
  expect(turkish).toContain('maxItems=5"');
  expect(turkish).not.toContain('lang=');
  expect(turkish).toContain('title="İstanbul nöbetçi eczaneler"');
});
