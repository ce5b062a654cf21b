import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { pharmacyReports } from '#app/db/schema.ts';
import { fetchPage, startIstanbulThreeSite } from '#tests/support/istanbul-three-site.ts';

/**
 * Issue 39's two last Turkish remnants on English and Arabic pages, through the real HTTP stack:
 * the page script's words for sharing (app/client/share.ts) come with the elements it acts on,
 * in the page's language, and a form sent from another site is refused before the route
 * (server/refusal.ts) in the language its address names. Turkish pages stay as they were.
 */

// 2026-11-22 12:00 in Istanbul: the day's list is in force.
const clock = new Date('2026-11-22T09:00:00Z');
let site: Awaited<ReturnType<typeof startIstanbulThreeSite>>;
let base: string;
/** Moda Eczanesi's id, as the Turkish district page links it. */
let moda: string;

beforeAll(async () => {
  site = await startIstanbulThreeSite(() => clock);
  base = site.base;
  moda =
    /<a href="\/eczane\/(\d+)\/paylas"[^>]*data-share="Moda Eczanesi"/.exec(await page('/istanbul/kadikoy'))?.[1] ?? '';
  expect(moda).not.toBe('');
});
afterAll(async () => {
  await site?.sites.close();
  await site?.services.dispose();
});

const page = (path: string) => fetchPage(base, path);

/** The attributes of the first element `html` has with `marker` among them. */
function attributesOf(html: string, marker: string): Record<string, string> {
  const tag = new RegExp(`<[a-z]+ [^>]*${marker}[^>]*>`).exec(html)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

/** A report form sent from another site, as a browser sends it. */
function postFromElsewhere(path: string): Promise<Response> {
  return fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://baska-site.example' },
    body: new URLSearchParams({ category: 'closed', note: '' }),
  });
}

test('a card’s share sheet text is in the page’s language on English and Arabic pages; Turkish cards are unchanged', async () => {
  expect(attributesOf(await page('/en/istanbul/kadikoy'), 'data-share="Moda Eczanesi"')).toMatchObject({
    href: `/en/eczane/${moda}/paylas`,
    'data-share-text': 'Moda Eczanesi (on-duty pharmacy)',
  });
  expect(attributesOf(await page('/ar/istanbul/kadikoy'), 'data-share="Moda Eczanesi"')).toMatchObject({
    href: `/ar/eczane/${moda}/paylas`,
    'data-share-text': 'Moda Eczanesi (صيدلية مناوبة)',
  });
  const turkish = await page('/istanbul/kadikoy');
  expect(turkish).toContain(
    `<a href="/eczane/${moda}/paylas" rel="nofollow" data-share="Moda Eczanesi" class="btn-share"`,
  );
  expect(turkish).not.toContain('data-share-text');
});

test('the share page’s copy button brings what the script says after copying, in English and in Arabic', async () => {
  expect(attributesOf(await page(`/en/eczane/${moda}/paylas`), 'data-copy="paylas-baglanti"')).toMatchObject({
    'data-msg-copied': 'Link copied.',
    'data-msg-copy-failed': 'Could not copy: select the link and copy it yourself.',
  });
  expect(attributesOf(await page(`/ar/eczane/${moda}/paylas`), 'data-copy="paylas-baglanti"')).toMatchObject({
    'data-msg-copied': 'تم نسخ الرابط.',
    'data-msg-copy-failed': 'تعذّر النسخ: حدِّد الرابط وانسخه بنفسك.',
  });
  // The Turkish page leaves them to the script, whose words are Turkish.
  expect(await page(`/eczane/${moda}/paylas`)).toContain(
    '<button type="button" hidden="" data-copy="paylas-baglanti" class="btn-map flex-none">Kopyala</button>',
  );
});

test('a report form sent from another site is refused in the language of its address, and nothing is stored', async () => {
  const english = await postFromElsewhere(`/en/eczane/${moda}/bildir`);
  expect(english.status).toBe(403);
  const englishHtml = await english.text();
  expect(englishHtml).toContain('<html lang="en" dir="ltr">');
  expect(englishHtml).toContain('<h1>The form was sent from another site</h1>');
  expect(englishHtml).toContain(
    '<p>For your safety this form was not accepted, because it was not sent from a page of this site. Open the page on this site and try again.</p>',
  );
  expect(englishHtml).toContain('<a href="/en/">Back to the home page to choose a province</a>');

  const arabic = await postFromElsewhere(`/ar/eczane/${moda}/bildir`);
  expect(arabic.status).toBe(403);
  const arabicHtml = await arabic.text();
  expect(arabicHtml).toContain('<html lang="ar" dir="rtl">');
  expect(arabicHtml).toContain('<h1>أُرسل النموذج من موقع آخر</h1>');
  expect(arabicHtml).toContain(
    '<p>لم يُقبل هذا النموذج حفاظًا على أمانك، لأنه لم يُرسَل من صفحة في هذا الموقع. افتح الصفحة من هذا الموقع وحاول مرة أخرى.</p>',
  );
  expect(arabicHtml).toContain('<a href="/ar/">عُد إلى الصفحة الرئيسية واختر الولاية</a>');
  for (const html of [englishHtml, arabicHtml]) expect(html).not.toMatch(/Form başka|Ana sayfaya dön/);

  const turkish = await postFromElsewhere(`/eczane/${moda}/bildir`);
  expect(turkish.status).toBe(403);
  const turkishHtml = await turkish.text();
  expect(turkishHtml).toContain('<html lang="tr"><head>');
  expect(turkishHtml).toContain('<h1>Form başka bir siteden gönderildi</h1>');
  expect(turkishHtml).toContain('<a href="/">Ana sayfaya dön</a>');

  const stored = await site.services.db
    .select()
    .from(pharmacyReports)
    .where(eq(pharmacyReports.pharmacyId, Number(moda)));
  expect(stored).toHaveLength(0);
});
