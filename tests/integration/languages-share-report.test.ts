import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { pharmacyReports } from '#app/db/schema.ts';
import { fetchPage, startIstanbulThreeSite } from '#tests/support/istanbul-three-site.ts';

/**
 * Issue 39: a pharmacy's share page, its report form, the short About and the privacy policy's
 * summary in English and Arabic, through the real HTTP stack. The interface speaks the page's
 * language, the source's words stay Turkish and say so, a report is stored as a Turkish one is,
 * and English and Arabic pages link to these pages in their own language.
 */

// 2026-11-22 12:00 in Istanbul: the day's list is in force.
const clock = new Date('2026-11-22T09:00:00Z');
let site: Awaited<ReturnType<typeof startIstanbulThreeSite>>;
let base: string;
/** Moda Eczanesi's and Bahariye Eczanesi's ids, as the English district page links them. */
let moda: string;
let bahariye: string;

beforeAll(async () => {
  site = await startIstanbulThreeSite(() => clock);
  base = site.base;
  const district = await page('/en/istanbul/kadikoy');
  const idOf = (name: string) =>
    new RegExp(`<h3 id="n(\\d+)" class="card-title" lang="tr">${name} Eczanesi</h3>`).exec(district)?.[1] ?? '';
  moda = idOf('Moda');
  bahariye = idOf('Bahariye');
  expect(moda).not.toBe('');
  expect(bahariye).not.toBe('');
});
afterAll(async () => {
  await site?.sites.close();
  await site?.services.dispose();
});

const page = (path: string) => fetchPage(base, path);

/** What the visitor reads: the body without tags, hidden offers and the footer. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'), html.indexOf('<footer'));
  return body
    .replace(/<aside hidden[^]*?<\/aside>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
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

function post(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
    body: new URLSearchParams(fields),
  });
}

const reportsOf = (id: string) =>
  site.services.db
    .select()
    .from(pharmacyReports)
    .where(eq(pharmacyReports.pharmacyId, Number(id)));

test('the English share page: English words, the pharmacy’s name and address in Turkish, an English message to send', async () => {
  const html = await page(`/en/eczane/${moda}/paylas`);
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toMatch(/<h1 class="[^"]*" lang="tr">Moda Eczanesi<\/h1>/);
  expect(html).toContain('<dd lang="tr">Moda Cad. 1</dd>');
  const text = visibleText(html);
  expect(text).toContain('Kadıköy, Istanbul');
  expect(text).toContain('On duty now: Sunday 22 November 08:30 to Monday 23 November 08:30.');
  expect(text).toContain('Duty hours On duty day and night');
  expect(text).toContain('Send by WhatsApp');
  expect(text).toContain('Copy the link');
  expect(text).not.toMatch(/Paylaş|Telefon|Adres|Nöbet saatleri|Yol tarifi|nöbetçi eczaneleri/);
  // "Show to driver": the name and address in Turkish, with the request in Turkish.
  expect(html).toMatch(
    /<details class="card-driver"><summary>Show to driver<\/summary><div lang="tr" dir="ltr"><p>Lütfen beni bu eczaneye götürün\.<\/p><strong>Moda Eczanesi<\/strong><p>Moda Cad\. 1<\/p>/,
  );
  // What WhatsApp sends: English words around the Turkish name and address, and the English page's link.
  const shareUrl = `${base}/en/eczane/${moda}/paylas`;
  const whatsApp = /<a href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)?.[1] ?? '';
  expect(new URL(whatsApp.replaceAll('&amp;', '&')).searchParams.get('text')).toBe(
    [
      'Moda Eczanesi (on-duty pharmacy)',
      'On duty: On duty day and night',
      'Phone: 0 (216) 000 00 01',
      'Moda Cad. 1',
      'Kadıköy, Istanbul',
      shareUrl,
    ].join('\n'),
  );
  expect(html).toContain(`value="${shareUrl}"`);
  expect(html).toContain('<meta property="og:locale" content="en_GB"/>');
  expect(html).toMatch(/<a href="\/en\/istanbul\/kadikoy" [^>]*>On-duty pharmacies in Kadıköy, Istanbul<\/a>/);
  // The language switch leads to the same pharmacy in Turkish and Arabic.
  expect(html).toContain(`href="/eczane/${moda}/paylas" hrefLang="tr" lang="tr"`);
  expect(html).toContain(`href="/ar/eczane/${moda}/paylas" hrefLang="ar" lang="ar"`);
});

test('the Arabic share page reads right to left, its phone number and the source’s words left to right, its duty period in Arabic', async () => {
  const html = await page(`/ar/eczane/${moda}/paylas`);
  expect(html).toContain('<html lang="ar" dir="rtl">');
  // The source's words isolated, so that a trailing "Mah." keeps its dot on the right side.
  expect(html).toMatch(/<h1 class="[^"]*" lang="tr"><bdi>Moda Eczanesi<\/bdi><\/h1>/);
  expect(html).toContain('<dd lang="tr"><bdi>Moda Cad. 1</bdi></dd>');
  expect(html).toContain('<bdi dir="ltr">0 (216) 000 00 01</bdi>');
  const text = visibleText(html);
  expect(text).toContain('Kadıköy، إسطنبول');
  expect(text).toContain('مناوبة الآن: من الأحد، 22 نوفمبر الساعة 08:30 إلى الاثنين، 23 نوفمبر الساعة 08:30.');
  expect(text).toContain('أرسل عبر WhatsApp');
  expect(html).toContain('<summary>اعرضها على السائق</summary>');
  expect(text).not.toMatch(/Paylaş|Telefon|Adres|Nöbet saatleri/);
});

test('the Turkish share page stays Turkish, and offers the other languages', async () => {
  const html = await page(`/eczane/${moda}/paylas`);
  expect(html).toContain('<html lang="tr" dir="ltr">');
  expect(visibleText(html)).toContain('Şu an nöbetçi: 22 Kasım Pazar 08:30 ile 23 Kasım Pazartesi 08:30 arası.');
  expect(html).not.toContain('card-driver');
  expect(html).toContain(`href="/en/eczane/${moda}/paylas" hrefLang="en" lang="en"`);
});

test('an English report is answered in English and stored as a Turkish one is: the choice’s code and the note as typed', async () => {
  const form = await page(`/en/eczane/${moda}/bildir`);
  expect(form).toContain('<html lang="en" dir="ltr">');
  expect(form).toContain('<p class="text-lg font-bold" lang="tr">Moda Eczanesi</p>');
  const text = visibleText(form);
  for (const words of ['What is wrong?', 'The phone number is wrong', 'It is not on duty', 'Note (optional)']) {
    expect(text).toContain(words);
  }
  expect(text).toContain('Send the report');
  expect(text).not.toMatch(/Ne yanlış|Telefon yanlış|Bildirimi gönder/);

  const sent = await post(`/en/eczane/${moda}/bildir`, { category: 'phone', note: ' The number is 0216 000 00 09 ' });
  expect(sent.status).toBe(303);
  expect(sent.headers.get('location')).toBe(`/en/eczane/${moda}/bildir?gonderildi`);
  const thanks = visibleText(await page(`/en/eczane/${moda}/bildir?gonderildi`));
  expect(thanks).toContain('Thank you');
  expect(thanks).toContain('Your report has been received; our team will check it and correct the information.');

  expect(await post(`/eczane/${bahariye}/bildir`, { category: 'phone', note: 'Numara 0216 000 00 08' })).toMatchObject({
    status: 303,
  });
  const [english] = await reportsOf(moda);
  const [turkish] = await reportsOf(bahariye);
  const stored = (row: typeof english) => ({ category: row?.category, status: row?.status, createdAt: row?.createdAt });
  expect(stored(english)).toEqual(stored(turkish));
  expect(stored(english)).toEqual({ category: 'phone', status: 'open', createdAt: clock });
  expect(english?.note).toBe('The number is 0216 000 00 09');
});

test('a bad report is refused in the page’s language and nothing is stored', async () => {
  const before = (await reportsOf(bahariye)).length;
  const arabic = await post(`/ar/eczane/${bahariye}/bildir`, { note: 'لا يوجد' });
  expect(arabic.status).toBe(400);
  const arabicHtml = await arabic.text();
  expect(arabicHtml).toContain('<html lang="ar" dir="rtl">');
  expect(arabicHtml).toMatch(/<p role="alert" id="report-error"[^>]*>يُرجى اختيار ما هو الخطأ\.<\/p>/);
  // The visitor's note comes back in the form.
  expect(arabicHtml).toContain('لا يوجد</textarea>');

  const english = await post(`/en/eczane/${bahariye}/bildir`, { category: 'other', note: 'x'.repeat(501) });
  expect(english.status).toBe(400);
  expect(await english.text()).toContain('The note can be at most 500 characters long.');

  expect(await reportsOf(bahariye)).toHaveLength(before);
});

test('an unknown pharmacy’s share page and report form answer 404 in the page’s language', async () => {
  const share = await fetch(`${base}/en/eczane/99999999/paylas`);
  expect(share.status).toBe(404);
  const shareHtml = await share.text();
  expect(shareHtml).toContain('<html lang="en" dir="ltr">');
  expect(shareHtml).toContain('This pharmacy was not found: the link may be old');
  const report = await fetch(`${base}/ar/eczane/abc/bildir`);
  expect(report.status).toBe(404);
  expect(await report.text()).toContain('لم نعثر على هذه الصيدلية.');
});

test('the short About in English and the privacy summary in Arabic, each naming the binding Turkish text', async () => {
  const about = await page('/en/hakkinda');
  expect(about).toContain('<html lang="en" dir="ltr">');
  expect(about).toMatch(/<h1[^>]*>About On-duty Pharmacy<\/h1>/);
  expect(about).toContain('<a href="/en/gizlilik-politikasi" class="');
  expect(about).toContain('<a href="/hakkinda" hrefLang="tr"');

  const privacy = await page('/ar/gizlilik-politikasi');
  expect(privacy).toContain('<html lang="ar" dir="rtl">');
  expect(privacy).toMatch(/<h1[^>]*>سياسة الخصوصية باختصار<\/h1>/);
  expect(visibleText(privacy)).toContain('النص المُلزِم هو النص التركي');
  expect(privacy).toMatch(
    /<a href="\/legal\?tab=privacy" hrefLang="tr" [^>]*>اقرأ سياسة الخصوصية كاملة \(بالتركية\)<\/a>/,
  );
  for (const cookie of ['cookie_consent', 'province_preference', 'district_preference', 'session_id', '_ga', '_gid']) {
    expect(privacy).toContain(`>${cookie}</code>`);
  }
  expect(visibleText(await page('/en/gizlilik-politikasi'))).toContain(
    'It is not written to our database or to the server logs',
  );
});

test('the About and privacy pages name each language as an alternate, and each alternate names them back', async () => {
  for (const path of ['/en/hakkinda', '/ar/gizlilik-politikasi']) {
    const { canonical, alternates } = languageLinks(await page(path));
    expect(canonical, path).toBe(`${base}${path}`);
    expect(Object.keys(alternates).sort(), path).toEqual(['ar', 'en', 'tr-TR', 'x-default']);
    for (const href of Object.values(alternates)) {
      const other = languageLinks(await page(href.replace(/^https?:\/\/[^/]+/, '')));
      expect(other.alternates, href).toEqual(alternates);
      expect(other.canonical, href).toBe(href);
    }
  }
  expect(languageLinks(await page('/gizlilik-politikasi')).alternates).toEqual({
    'tr-TR': `${base}/legal?tab=privacy`,
    en: `${base}/en/gizlilik-politikasi`,
    ar: `${base}/ar/gizlilik-politikasi`,
    'x-default': `${base}/legal?tab=privacy`,
  });
});

test('English pages link to the share page, the report form, About and privacy in English; the rest is marked Turkish', async () => {
  const html = await page('/en/istanbul/kadikoy');
  expect(html).toContain(`<a href="/en/eczane/${moda}/paylas" rel="nofollow"`);
  expect(html).toContain(`<a href="/en/eczane/${moda}/bildir" rel="nofollow"`);
  const footer = html.slice(html.indexOf('<footer'));
  expect(footer).toMatch(/<a href="\/en\/hakkinda" class="[^"]*">About<\/a>/);
  expect(footer).toMatch(/<a href="\/en\/hakkinda#kvkk" class="[^"]*">Personal data \(KVKK\)<\/a>/);
  expect(footer).toMatch(/<a href="\/en\/gizlilik-politikasi" class="[^"]*">Privacy policy<\/a>/);
  expect(footer).toMatch(/<a href="\/legal\?tab=terms" hrefLang="tr" class="[^"]*">Terms of use \(Turkish\)<\/a>/);
  expect(html).toMatch(/<a href="\/en\/hakkinda" class="[^"]*"><svg/);
});

test('the sitemap lists the About page and the privacy policy with their English and Arabic alternates', async () => {
  const xml = await page('/sitemap.xml');
  expect(xml).toContain(
    `<url><loc>${base}/legal?tab=privacy</loc>` +
      `<xhtml:link rel="alternate" hreflang="tr-TR" href="${base}/legal?tab=privacy"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${base}/en/gizlilik-politikasi"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${base}/ar/gizlilik-politikasi"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${base}/legal?tab=privacy"/></url>`,
  );
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${base}/ar/hakkinda"/>`);
  expect(xml).toContain(`<url><loc>${base}/legal?tab=terms</loc></url>`);
});
