import { afterAll, beforeAll, expect, test } from 'vitest';
import { rawRequest } from '#tests/support/raw-http.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * Every kind of address reaches the page it names, over HTTP through the real server: the
 * route-pattern matcher the server sets (server/router.ts) answers each of these as
 * React Router's default matcher did (static paths above `:slug`, aliases redirected, the admin
 * guard around its routes, the API's own 404). An error page's one title says what went wrong.
 */

const clock = new Date('2026-11-22T09:00:10Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let base: string;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
  await services.importRosterText('Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Adres: Moda Cad. 1', {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: clock,
  });
  site = await startSiteServers(services);
  base = await site.listen();
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

/** Address, status, and the redirect's target or a piece of the answer (a page's title). */
const ROUTES: [path: string, status: number, shows: string][] = [
  ['/', 200, 'Nöbetçi Eczane Bul - 81 İlde Bugün Açık Eczaneler'],
  ['/istanbul', 200, 'İstanbul Nöbetçi Eczaneler - 22 Kasım 2026 Pazar'],
  ['/istanbul/', 200, 'İstanbul Nöbetçi Eczaneler - 22 Kasım 2026 Pazar'],
  ['/Istanbul', 301, '/istanbul'],
  ['/%C4%B0stanbul', 301, '/istanbul'],
  ['/%C4%B0stanbul/Kad%C4%B1k%C3%B6y', 301, '/istanbul/kadikoy'],
  ['/istanbul/kadikoy', 200, 'Kadıköy Nöbetçi Eczaneler - İstanbul, 22 Kasım 2026 Pazar'],
  ['/istanbul/kadikoy/', 200, 'Kadıköy Nöbetçi Eczaneler - İstanbul, 22 Kasım 2026 Pazar'],
  ['/istanbul/kadikoy/fazla', 404, 'Sayfa bulunamadı - Nöbetçi Eczane'],
  ['/istanbul/yok', 404, 'Sayfa bulunamadı - Nöbetçi Eczane'],
  ['/yok-il', 404, 'Sayfa bulunamadı - Nöbetçi Eczane'],
  ['/istanbul?gun=gecen-hafta', 400, 'Geçersiz adres - Nöbetçi Eczane'],
  ['/ara?q=moda', 200, '“moda” araması - Nöbetçi Eczane'],
  ['/yakin', 200, 'Yakınımdaki nöbetçi eczaneler - Nöbetçi Eczane'],
  ['/eczane/1/bildir', 200, 'Bilgi yanlış mı? Moda Eczanesi - Nöbetçi Eczane'],
  ['/eczane/abc/paylas', 404, 'Sayfa bulunamadı - Nöbetçi Eczane'],
  ['/hakkinda', 200, 'Hakkımızda - Nöbetçi Eczane'],
  ['/about', 200, 'Hakkımızda - Nöbetçi Eczane'],
  ['/arama-dizini.json', 200, '"value":"adana"'],
  ['/healthz', 200, '"ok":true'],
  ['/sitemap.xml', 200, '<urlset'],
  ['/robots.txt', 200, 'Sitemap: '],
  ['/widget?province=istanbul', 200, 'İstanbul Nöbetçi Eczaneler'],
  ['/widget-generator', 200, 'Sitene Ekle: Nöbetçi Eczane Widget Oluşturucu'],
  ['/sitene-ekle', 200, 'Sitene Ekle: Nöbetçi Eczane Widget Oluşturucu'],
  ['/api/v1/provinces', 200, '"slug":"adana"'],
  ['/api/v1/provinces/istanbul/pharmacies', 200, '"district":null'],
  ['/api/v1/provinces/istanbul/districts/kadikoy/pharmacies', 200, '"slug":"kadikoy"'],
  ['/api/v1/yok/yok', 404, '"code":"not_found"'],
  ['/api/v2/x', 404, '"code":"not_found"'],
  ['/api', 404, '"code":"not_found"'],
  ['/api/admin/yok', 404, '"code":"not_found"'],
  ['/api-belgeleri', 200, 'API Belgeleri - Nöbetçi Eczane'],
  ['/legal', 200, 'Kullanım Koşulları - Nöbetçi Eczane'],
  ['/kullanim-kosullari', 200, 'Kullanım Koşulları - Nöbetçi Eczane'],
  ['/blog', 200, 'Sağlık Blogu - Nöbetçi Eczane'],
  ['/adminxyz', 302, '/adminxyz/giris?next=%2Fadminxyz'],
  ['/adminxyz/giris', 200, 'Yönetici Girişi - Nöbetçi Eczane'],
  ['/adminxyz/zamanlama', 302, '/adminxyz/giris?next=%2Fadminxyz%2Fzamanlama'],
  ['/adminxyz/yok/yok', 302, '/adminxyz/giris?next=%2Fadminxyz%2Fyok%2Fyok'],
  ['/ADMINXYZ/ZAMANLAMA', 302, '/adminxyz/giris?next=%2FADMINXYZ%2FZAMANLAMA'],
  ['/process-data', 302, '/adminxyz/giris?next=%2Fprocess-data'],
  // A client-side navigation's data request: sign-in leads back to the page, not to its data address.
  ['/process-data.data?_routes=routes%2Fadmin%2Fprocess-data', 202, '"/adminxyz/giris?next=%2Fprocess-data"'],
  [
    '/adminxyz/islem-kaydi.data?islem=login&_routes=routes%2Fadmin%2Faudit',
    202,
    '"/adminxyz/giris?next=%2Fadminxyz%2Fislem-kaydi%3Fislem%3Dlogin"',
  ],
  ['/api/admin/sample-data', 401, 'Oturum açmanız gerekiyor'],
  ['/istanbul/yazdir', 200, 'İstanbul nöbetçi eczaneler (yazdırılabilir) - Nöbetçi Eczane'],
  ['/yazdir', 404, 'Sayfa bulunamadı - Nöbetçi Eczane'],
  ['/istanbul/yok/ekran', 404, 'Sayfa bulunamadı - Nöbetçi Eczane'],
  ['/istanbul/kadikoy/ekran', 200, 'Kadıköy, İstanbul nöbetçi eczaneler (ekran) - Nöbetçi Eczane'],
  ['/a/b/c/d', 404, 'Sayfa bulunamadı - Nöbetçi Eczane'],
];

test.each(ROUTES)('%s answers %i: %s', async (path, status, shows) => {
  const answer = await rawRequest(base, path);
  expect(answer.status).toBe(status);
  if (status >= 300 && status < 400) {
    expect(answer.headers.location).toBe(shows);
    return;
  }
  const body = answer.body.toString();
  // One title per document: an error screen names none where the route's meta names the error.
  expect(body.match(/<title>/g)?.length ?? 0).toBeLessThanOrEqual(1);
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1];
  if (title === undefined) expect(body).toContain(shows);
  else expect(title).toBe(shows);
});
