import { afterAll, beforeAll, expect, test } from 'vitest';
import { startIstanbulThreeSite } from '#tests/support/istanbul-three-site.ts';

/**
 * Issue 38, "for the returning visitor", through the real HTTP stack: every card says whether it
 * is open now (and says it again when that changes, though cards are kept between renders), the
 * province's chamber list is linked, and the pages name their place for the page script to
 * remember, without setting a cookie themselves (the edge cache never keeps such an answer).
 */

// 2026-11-22 12:00 in Istanbul: the day's list is in force.
let clock = new Date('2026-11-22T09:00:00Z');
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

async function get(path: string): Promise<{ html: string; setCookie: string[] }> {
  const response = await fetch(base + path);
  expect(response.status).toBe(200);
  return { html: await response.text(), setCookie: response.headers.getSetCookie() };
}

/** Each card's title and its open-now line. */
function cardLines(html: string): string[] {
  return [
    ...html.matchAll(/<h3 [^>]*class="card-title">([^<]+)<\/h3>.*?<p class="card-(?:open|on-call)">([^<]+)<\/p>/g),
  ].map(([, name, line]) => `${name}: ${line}`);
}

test('every card on the province and district pages says it is open now, and no longer once its duty is over', async () => {
  clock = new Date('2026-11-22T09:00:00Z');
  expect(cardLines((await get('/istanbul')).html)).toEqual([
    'Bahariye Eczanesi: Şu an açık',
    'Beşiktaş Merkez Eczanesi: Şu an açık',
    'Moda Eczanesi: Şu an açık',
  ]);
  expect(cardLines((await get('/istanbul/kadikoy')).html)).toEqual([
    'Bahariye Eczanesi: Şu an açık',
    'Moda Eczanesi: Şu an açık',
  ]);

  // 12:00 the next day: only the 22nd's list exists, shown for want of the 23rd's.
  clock = new Date('2026-11-23T09:00:00Z');
  const unsure = 'Şu an açık olduğu kesin değil: gitmeden önce arayın';
  expect(cardLines((await get('/istanbul/kadikoy')).html)).toEqual([
    `Bahariye Eczanesi: ${unsure}`,
    `Moda Eczanesi: ${unsure}`,
  ]);
  expect(cardLines((await get('/istanbul')).html)).toHaveLength(3);
  expect(cardLines((await get('/istanbul')).html).every((line) => line.endsWith(unsure))).toBe(true);
  clock = new Date('2026-11-22T09:00:00Z');
});

test('the province page links the chamber’s own list, in a new tab, named as another site', async () => {
  const { html } = await get('/istanbul');
  expect(html).toContain(
    '<a href="https://www.istanbuleczaciodasi.org.tr/nobetci-eczane/" target="_blank" rel="noopener"',
  );
  expect(html).toMatch(
    />İstanbul Eczacı Odası&#x27;nın listesi<span class="sr-only"> \(dış site, yeni sekmede açılır\)<\/span><\/a>/,
  );
});

test('the pages name their place for the page script and set no cookie; the landing page has the hidden offer', async () => {
  const province = await get('/istanbul');
  expect(province.html).toContain('data-remember-province="istanbul|İstanbul"');
  expect(province.html).not.toContain('data-remember-district');
  expect(province.setCookie).toEqual([]);

  const district = await get('/istanbul/kadikoy');
  expect(district.html).toContain(
    'data-remember-province="istanbul|İstanbul" data-remember-district="kadikoy|Kadıköy"',
  );
  expect(district.setCookie).toEqual([]);

  const landing = await get('/');
  expect(landing.html).toMatch(
    /<p hidden="" data-remembered-place="" class="text-lg"><a href="\/"[^>]*>Son baktığınız<\/a><\/p>/,
  );
  expect(landing.setCookie).toEqual([]);
});
