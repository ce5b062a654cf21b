import { afterAll, beforeAll, expect, test } from 'vitest';
import { rawRequest } from '#tests/support/raw-http.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * Places as people write them, over HTTP through the real server: a search for a province and a
 * district in any order goes to the district's page; former names in a path redirect to today's;
 * a near-miss address gets the 404 page asking "… mı aradınız?" with a link to the place meant.
 */

const clock = new Date('2026-11-22T09:00:10Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let base: string;
/** With BASE_DOMAIN: each province on its own host. */
let domained: string;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
  await services.importRosterText('Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Adres: Moda Cad. 1', {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: clock,
  });
  site = await startSiteServers(services);
  base = await site.listen();
  domained = await site.listen({ config: { trustProxy: false, baseDomain: 'nobetci.example', publicOrigin: null } });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

const search = (q: string) => rawRequest(base, `/ara?q=${encodeURIComponent(q)}`);

/** The page's text with React's escapes undone: "Kadıköy'ü", not "Kadıköy&#x27;ü". */
const textOf = (body: Buffer) => body.toString().replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

test('the search box’s form goes straight to a district named with its province, in either order, among filler words', async () => {
  for (const q of [
    'istanbul kadıköy',
    'kadıköy istanbul',
    'Kadıköy, İstanbul',
    'istanbul kadikoy',
    'kadıköy nöbetçi eczane',
    "İstanbul'da Kadıköy nöbetçi eczaneleri",
  ]) {
    const answer = await search(q);
    expect(answer.status, q).toBe(302);
    expect(answer.headers.location, q).toBe('/istanbul/kadikoy');
  }
  const province = await search('İzmir nöbetçi eczane');
  expect([province.status, province.headers.location]).toEqual([302, '/izmir']);
});

test('a search by a former name goes to today’s place', async () => {
  for (const [q, target] of [
    ['antep', '/gaziantep'],
    ['Urfa nöbetçi eczane', '/sanliurfa'],
    ['K.Maraş', '/kahramanmaras'],
    ['İçel', '/mersin'],
    ['eyüp', '/istanbul/eyupsultan'],
    ['istanbul eyüp', '/istanbul/eyupsultan'],
  ]) {
    const answer = await search(q!);
    expect([answer.status, answer.headers.location], q).toEqual([302, target]);
  }
});

test('a former name in the address redirects (301) to today’s, poster and kiosk views too', async () => {
  for (const [path, target] of [
    ['/antep', '/gaziantep'],
    ['/k.maras', '/kahramanmaras'],
    ['/icel?gun=yarin', '/mersin?gun=yarin'],
    ['/istanbul/eyup', '/istanbul/eyupsultan'],
    ['/istanbul/Eyüp', '/istanbul/eyupsultan'],
    ['/ankara/kazan', '/ankara/kahramankazan'],
    ['/eyup', '/istanbul/eyupsultan'],
    ['/adapazari', '/sakarya/adapazari'],
    ['/istanbul/eyup/yazdir', '/istanbul/eyupsultan/yazdir'],
    ['/istanbul/Kad%C4%B1k%C3%B6y', '/istanbul/kadikoy'],
  ]) {
    const answer = await rawRequest(base, encodeURI(decodeURI(path!)));
    expect([answer.status, answer.headers.location], path).toEqual([301, target]);
  }
  const onHost = await rawRequest(domained, '/eyup', { headers: { host: 'istanbul.nobetci.example' } });
  expect([onHost.status, onHost.headers.location]).toEqual([301, '/eyupsultan']);
  // Today's name is the page itself.
  expect((await rawRequest(base, '/istanbul/eyupsultan')).status).toBe(200);
});

test('a mistyped district gets the 404 page asking for the district it nearly names, with a link', async () => {
  const answer = await rawRequest(base, '/istanbul/kadikoyy');
  expect(answer.status).toBe(404);
  const text = textOf(answer.body);
  expect(text).toContain('İstanbul ilinde “kadikoyy” adında bir ilçe bulunamadı.');
  expect(text).toMatch(/<a href="\/istanbul\/kadikoy"[^>]*>Kadıköy'ü mü aradınız\?<\/a>/);
  // The province's list is still offered to go on from.
  expect(text).toMatch(/<a href="\/istanbul"[^>]*>İstanbul nöbetçi eczaneleri<\/a>/);

  const renamed = textOf((await rawRequest(base, '/istanbul/eyupsultn')).body);
  expect(renamed).toMatch(/<a href="\/istanbul\/eyupsultan"[^>]*>Eyüpsultan'ı mı aradınız\?<\/a>/);
});

test('a mistyped province, or a district alone, gets the landing 404 asking for the place it nearly names', async () => {
  const province = await rawRequest(base, '/istanbl');
  expect(province.status).toBe(404);
  const text = textOf(province.body);
  expect(text).toContain('“istanbl” adında bir il bulunamadı. Aşağıdan ilinizi seçin.');
  expect(text).toMatch(/<a href="\/istanbul"[^>]*>İstanbul'u mu aradınız\?<\/a>/);

  const vowelFinal = textOf((await rawRequest(base, '/antalay')).body);
  expect(vowelFinal).toMatch(/<a href="\/antalya"[^>]*>Antalya'yı mı aradınız\?<\/a>/);

  const district = textOf((await rawRequest(base, '/eyupsultn')).body);
  expect(district).toMatch(/<a href="\/istanbul\/eyupsultan"[^>]*>Eyüpsultan'ı mı aradınız\?<\/a>/);

  const withDistrict = textOf((await rawRequest(base, '/istanbl/kadikoy')).body);
  expect(withDistrict).toMatch(/<a href="\/istanbul\/kadikoy"[^>]*>İstanbul Kadıköy'ü mü aradınız\?<\/a>/);
});

test('an address near no place, or near several, asks nothing', async () => {
  for (const path of ['/atlantis', '/yenisehr', '/istanbul/yok']) {
    const answer = await rawRequest(base, path);
    expect(answer.status, path).toBe(404);
    expect(textOf(answer.body), path).not.toContain('mı aradınız?');
    expect(textOf(answer.body), path).not.toMatch(/m[ıiuü] aradınız\?/);
  }
});
