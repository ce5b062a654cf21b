import { expect, test } from 'vitest';
import {
  formatFetchedAt,
  isOfflinePage,
  offlineBanner,
  offlineFailurePage,
  offlineLocale,
  offlineStandIns,
  toKeptPageLabel,
  toRememberedLink,
  withOfflineBanner,
} from '#app/client/offline-page.ts';

test('public pages are kept for offline use; the admin, APIs, widget and files never are', () => {
  const kept = (path: string) => isOfflinePage(new URL(path, 'https://nobetcieczane.example'));
  for (const path of [
    '/',
    '/istanbul',
    '/istanbul/kadikoy',
    '/istanbul?ilce=kadikoy&gun=yarin',
    '/yakin?lat=41&lng=29',
  ]) {
    expect(kept(path), path).toBe(true);
  }
  for (const path of [
    '/adminxyz',
    '/adminxyz/giris',
    '/process-data',
    '/api/v1/provinces',
    '/api/admin/sample-data',
    '/mcp',
    '/widget',
    '/widget?province=Giresun',
    '/sitemap.xml',
    '/sitemaps/1.xml',
    '/robots.txt',
    '/healthz',
    '/assets/root.css',
    '/arama-dizini.json',
  ]) {
    expect(kept(path), path).toBe(false);
  }
});

test('the banner says when the copy was fetched, in Istanbul time, whatever the phone’s time zone', () => {
  // 22:35 UTC is 01:35 the next day in Istanbul.
  expect(formatFetchedAt('2026-11-21T22:35:00.000Z')).toBe('22 Kasım Pazar 01:35');
  const banner = offlineBanner('2026-11-21T22:35:00.000Z');
  expect(banner).toContain('Çevrimdışısınız.');
  expect(banner).toContain('Bu liste 22 Kasım Pazar 01:35 tarihinde alındı ve güncel olmayabilir');
  expect(banner).toContain('gitmeden önce eczaneyi arayarak teyit edin');
});

test('a copy without a readable time still says it may be out of date', () => {
  expect(formatFetchedAt('not a date')).toBeNull();
  expect(offlineBanner(null)).toContain('Bu liste daha önce alındı ve güncel olmayabilir');
});

test('a page never kept shows the spec’s load-failure text for a district, a province or anything else', () => {
  expect(offlineFailurePage('/izmir/bornova')).toContain('Eczane bilgileri yüklenirken bir hata oluştu.');
  expect(offlineFailurePage('/izmir')).toContain(
    'İzmir eczane verileri yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.',
  );
  expect(offlineFailurePage('/')).toContain('Sayfa yüklenirken beklenmeyen bir sorun oluştu.');
  expect(offlineFailurePage('/%3Cscript%3E')).not.toContain('<script>');
});

test('a page never kept stands in with its province’s kept list: the district filter, the day tabs, a district page', () => {
  const standIns = (path: string) => offlineStandIns(new URL(path, 'https://nobetcieczane.example'));
  expect(standIns('/istanbul?province=istanbul&ilce=kadikoy')).toEqual(['/istanbul']);
  expect(standIns('/istanbul/kadikoy')).toEqual(['/istanbul']);
  expect(standIns('/istanbul/kadikoy?gun=yarin')).toEqual(['/istanbul/kadikoy', '/istanbul']);
  expect(standIns('/istanbul')).toEqual([]);
  expect(standIns('/adminxyz/zamanlama')).toEqual([]);
  expect(offlineBanner(null, true)).toContain(
    'Açtığınız sayfa bu cihazda kayıtlı değil; aynı ilin kayıtlı listesi gösteriliyor.',
  );
  expect(offlineBanner(null)).not.toContain('kayıtlı değil');
});

test('a page never kept lists what this device has kept, by the pages’ own names', () => {
  expect(toKeptPageLabel('<title>İstanbul Nöbetçi Eczaneler - 26 Kasım 2026</title>')).toBe(
    'İstanbul Nöbetçi Eczaneler',
  );
  expect(toKeptPageLabel('<title>A &amp; B</title>')).toBe('A & B');
  expect(toKeptPageLabel('<p>no title</p>')).toBeNull();
  const page = offlineFailurePage('/izmir', [{ href: '/istanbul', label: 'İstanbul <Nöbetçi> Eczaneler' }]);
  expect(page).toContain('<h2>Bu cihazda kayıtlı sayfalar</h2>');
  expect(page).toContain('<a href="/istanbul">İstanbul &#60;Nöbetçi&#62; Eczaneler</a>');
  expect(offlineFailurePage('/izmir')).not.toContain('kayıtlı sayfalar');
});

test('the banner goes at the top of the main content, after the skip link, or of the body without one', () => {
  const page =
    '<body class="x"><a href="#icerik">İçeriğe geç</a><header>…</header><main id="icerik"><h1>İstanbul</h1></main></body>';
  expect(withOfflineBanner(page, '<div id="cevrimdisi"></div>')).toBe(
    '<body class="x"><a href="#icerik">İçeriğe geç</a><header>…</header><main id="icerik"><div id="cevrimdisi"></div><h1>İstanbul</h1></main></body>',
  );
  expect(withOfflineBanner('<body><p>x</p></body>', '<div id="cevrimdisi"></div>')).toBe(
    '<body><div id="cevrimdisi"></div><p>x</p></body>',
  );
});

test('an Arabic or English kept page gets its offline banner, stand-ins and failure page in its language', () => {
  const banner = offlineBanner('2026-11-21T22:35:00Z', false, offlineLocale('/ar/istanbul/kadikoy'));
  expect(banner).toContain('<strong>أنت غير متصل بالإنترنت.</strong>');
  expect(banner).toContain('جُلبت هذه القائمة في');
  expect(banner).toContain('01:35');
  expect(offlineBanner(null, true, 'en')).toContain(
    'The page you opened is not kept on this device; the kept list of the same province is shown. This list was fetched earlier',
  );
  expect(offlineStandIns(new URL('https://x.example/en/istanbul/kadikoy'))).toEqual(['/en/istanbul']);
  const failure = offlineFailurePage('/ar/izmir');
  expect(failure).toContain('<html lang="ar" dir="rtl">');
  expect(failure).toContain('حدثت مشكلة أثناء تحميل بيانات صيدليات İzmir');
  expect(failure).toContain('<a href="/ar/">الصفحة الرئيسية</a>');
});

test("offline, the place last looked at is offered in the page's language, on its own host, and only where it can open", () => {
  const place = {
    province: { slug: 'istanbul', name: 'İstanbul' },
    district: { slug: 'kadikoy', name: 'Kadıköy' },
  };
  const from = (href: string) => new URL(href, 'https://nobetcieczane.example');
  expect(toRememberedLink(null, from('/izmir'))).toBeNull();
  expect(toRememberedLink(place, from('/izmir'))).toEqual({ href: '/istanbul/kadikoy', place: 'İstanbul / Kadıköy' });
  expect(toRememberedLink(place, from('/ar/izmir'))?.href).toBe('/ar/istanbul/kadikoy');
  expect(toRememberedLink({ ...place, district: null }, from('/en/izmir'))).toEqual({
    href: '/en/istanbul',
    place: 'İstanbul',
  });
  // Under BASE_DOMAIN: on the province's host the district's own path, from elsewhere its host.
  const cookieDomain = '.nobetcieczane.example';
  expect(
    toRememberedLink(place, new URL('https://istanbul.nobetcieczane.example/besiktas'), { cookieDomain })?.href,
  ).toBe('/kadikoy');
  expect(toRememberedLink(place, new URL('https://izmir.nobetcieczane.example/'), { cookieDomain })?.href).toBe(
    'https://istanbul.nobetcieczane.example/kadikoy',
  );
  // Kept only in English: that copy, rather than a Turkish page that cannot open offline.
  expect(toRememberedLink(place, from('/izmir'), { kept: new Set(['/en/istanbul/kadikoy']) })?.href).toBe(
    '/en/istanbul/kadikoy',
  );
  // The remembered page is the one that failed: nothing to offer.
  expect(toRememberedLink(place, from('/istanbul/kadikoy'))).toBeNull();
});
