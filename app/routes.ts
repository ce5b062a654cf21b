import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The whole site map. Static paths rank above the dynamic province/district
 * ones, so `/ara` is never read as a district. One module serves the landing,
 * province and district pages; the loader decides by host, path and query.
 * Everything inside the admin guard layout is checked on the server before any
 * of its loaders or actions run (tests/e2e/admin-access.spec.ts walks this list), and its loader
 * loads the admin header once. The site layout loads the public header and footer once for the
 * pages inside it; it adds no markup. The landing, province, district, nearest, poster and kiosk
 * pages build the frame into their own view of the roster, so they sit outside it.
 */
const publicPage = 'routes/public/public-page.tsx';

/**
 * The landing, province, district and nearest pages in English and Arabic: `/en/`, `/en/istanbul`,
 * `/en/istanbul/kadikoy`, `/en/yakin` (and `istanbul.{base}/en/kadikoy`). The path names the language
 * (app/domain/i18n/locale.ts); the same loader serves every language.
 */
const translatedPages = (['en', 'ar'] as const).flatMap((locale) => [
  route(locale, publicPage, { id: `home-${locale}` }),
  route(`${locale}/yakin`, 'routes/public/nearest.tsx', { id: `nearest-${locale}` }),
  route(`${locale}/:slug`, publicPage, { id: `province-or-district-${locale}` }),
  route(`${locale}/:province/:district`, publicPage, { id: `district-path-${locale}` }),
]);

/**
 * A pharmacy's share page and report form, the short About and the privacy policy's summary in
 * English and Arabic (`/en/eczane/42/paylas`, `/ar/hakkinda`, `/en/gizlilik-politikasi`): the
 * Turkish pages' modules, in the site layout; each reads its language from the path.
 */
const translatedSitePages = (['en', 'ar'] as const).flatMap((locale) => [
  route(`${locale}/eczane/:id/bildir`, 'routes/public/report.tsx', { id: `report-${locale}` }),
  route(`${locale}/eczane/:id/paylas`, 'routes/public/share.tsx', { id: `share-${locale}` }),
  route(`${locale}/hakkinda`, 'routes/public/about.tsx', { id: `about-summary-${locale}` }),
  route(`${locale}/gizlilik-politikasi`, 'routes/public/legal.tsx', { id: `privacy-summary-${locale}` }),
]);

export default [
  index(publicPage, { id: 'home' }),
  route('yakin', 'routes/public/nearest.tsx'),
  layout('routes/public/site-layout.tsx', { id: 'site-layout' }, [
    route('ara', 'routes/public/search.tsx'),
    // Search results in English and Arabic (app/domain/i18n/locale.ts).
    route('en/ara', 'routes/public/search.tsx', { id: 'search-en' }),
    route('ar/ara', 'routes/public/search.tsx', { id: 'search-ar' }),
    route('eczane/:id/bildir', 'routes/public/report.tsx'),
    route('eczane/:id/paylas', 'routes/public/share.tsx'),
    ...translatedSitePages,
    route('hakkinda', 'routes/public/about.tsx', { id: 'about-tr' }),
    route('about', 'routes/public/about.tsx', { id: 'about-en' }),
    route('widget-generator', 'routes/public/widget-builder.tsx', { id: 'widget-builder' }),
    route('sitene-ekle', 'routes/public/widget-builder.tsx', { id: 'widget-builder-tr' }),
    route('api-belgeleri', 'routes/public/api-docs.tsx'),
    route('legal', 'routes/public/legal.tsx', { id: 'legal' }),
    route('kullanim-kosullari', 'routes/public/legal.tsx', { id: 'legal-terms' }),
    route('gizlilik-politikasi', 'routes/public/legal.tsx', { id: 'legal-privacy' }),
    route('cerez-politikasi', 'routes/public/legal.tsx', { id: 'legal-cookies' }),
    route('saglik-rehberi', 'routes/public/health-guide.tsx', { id: 'health-guide-tr' }),
    route('health-guide', 'routes/public/health-guide.tsx', { id: 'health-guide-en' }),
    route('eczane-rehberi', 'routes/public/pharmacy-guide.tsx', { id: 'pharmacy-guide-tr' }),
    route('pharmacy-guide', 'routes/public/pharmacy-guide.tsx', { id: 'pharmacy-guide-en' }),
    route('blog', 'routes/public/blog.tsx', { id: 'blog' }),
    route('saglik-blog', 'routes/public/blog.tsx', { id: 'blog-tr' }),
  ]),
  route('arama-dizini.json', 'routes/api/search-index.ts'),
  route('healthz', 'routes/system/health.ts'),
  route('sitemap.xml', 'routes/system/sitemap.ts', { id: 'sitemap' }),
  route('sitemaps/:file', 'routes/system/sitemap.ts', { id: 'sitemap-page' }),
  route('robots.txt', 'routes/system/robots.ts'),

  route('widget', 'routes/embed/widget.tsx'),

  route('api/v1/openapi.json', 'routes/api/v1/openapi.ts'),
  route('api/v1/provinces', 'routes/api/v1/provinces.ts'),
  route('api/v1/provinces/:province/pharmacies', 'routes/api/v1/province-pharmacies.ts'),
  route('api/v1/provinces/:province/districts/:district/pharmacies', 'routes/api/v1/district-pharmacies.ts'),
  route('api/v1/pharmacies/nearest', 'routes/api/v1/nearest.ts'),
  route('api/v1/*', 'routes/api/v1/not-found.ts'),
  // Any other version or path under /api: an API caller gets JSON, not the HTML 404 of a province named "api".
  route('api/*', 'routes/api/v1/not-found.ts', { id: 'api-not-found' }),
  route('mcp', 'routes/api/mcp/mcp.ts'),

  route('adminxyz/giris', 'routes/admin/login.tsx'),
  route('adminxyz/cikis', 'routes/admin/logout.tsx'),
  layout('routes/admin/guard.tsx', [
    route('adminxyz', 'routes/admin/dashboard.tsx'),
    route('adminxyz/zamanlama', 'routes/admin/schedules.tsx'),
    route('adminxyz/content-fetcher', 'routes/admin/content-fetcher.tsx'),
    route('adminxyz/islem-kaydi', 'routes/admin/audit.tsx'),
    route('adminxyz/bildirimler', 'routes/admin/reports.tsx'),
    route('adminxyz/kaynaklar', 'routes/admin/sources.tsx'),
    route('adminxyz/*', 'routes/admin/catch-all.tsx'),
    route('process-data', 'routes/admin/process-data.tsx'),
    route('api/admin/daily-province-scraper', 'routes/api/admin/daily-province-scraper.ts'),
    route('api/admin/scrape-progress', 'routes/api/admin/scrape-progress.ts'),
    route('api/admin/process-pharmacy-data', 'routes/api/admin/process-pharmacy-data.ts'),
    route('api/admin/sample-data', 'routes/api/admin/sample-data.ts'),
    route('api/admin/fetch-external-content', 'routes/api/admin/fetch-external-content.ts'),
    route('api/admin/scheduled-task-runner', 'routes/api/admin/scheduled-task-runner.ts'),
  ]),

  // The poster and kiosk views of a place, above `:slug` and `:province/:district` (no district is named so);
  // the bare forms serve a province's own host (istanbul.{base}/yazdir).
  route('yazdir', 'routes/public/poster.tsx', { id: 'host-poster' }),
  route('ekran', 'routes/public/kiosk.tsx', { id: 'host-kiosk' }),
  route(':province/yazdir', 'routes/public/poster.tsx', { id: 'province-poster' }),
  route(':province/:district/yazdir', 'routes/public/poster.tsx', { id: 'district-poster' }),
  route(':province/ekran', 'routes/public/kiosk.tsx', { id: 'province-kiosk' }),
  route(':province/:district/ekran', 'routes/public/kiosk.tsx', { id: 'district-kiosk' }),

  ...translatedPages,
  route(':slug', publicPage, { id: 'province-or-district' }),
  route(':province/:district', publicPage, { id: 'district-path' }),
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
