import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The whole site map. Static paths rank above the dynamic province/district
 * ones, so `/ara` is never read as a district. One module serves the landing,
 * province and district pages; the loader decides by host, path and query.
 * Everything inside the admin guard layout is checked on the server before any
 * of its loaders or actions run (tests/e2e/admin-access.spec.ts walks this list).
 */
const publicPage = 'routes/public/public-page.tsx';

export default [
  index(publicPage, { id: 'home' }),
  route('ara', 'routes/public/search.tsx'),
  route('hakkinda', 'routes/public/about.tsx', { id: 'about-tr' }),
  route('about', 'routes/public/about.tsx', { id: 'about-en' }),
  route('arama-dizini.json', 'routes/api/search-index.ts'),
  route('healthz', 'routes/system/health.ts'),
  route('sitemap.xml', 'routes/system/sitemap.ts'),

  route('adminxyz/giris', 'routes/admin/login.tsx'),
  route('adminxyz/cikis', 'routes/admin/logout.ts'),
  layout('routes/admin/guard.tsx', [
    route('adminxyz', 'routes/admin/dashboard.tsx'),
    route('adminxyz/zamanlama', 'routes/admin/schedules.tsx'),
    route('adminxyz/content-fetcher', 'routes/admin/content-fetcher.tsx'),
    route('adminxyz/*', 'routes/admin/catch-all.ts'),
    route('process-data', 'routes/admin/process-data.tsx'),
    route('api/admin/daily-province-scraper', 'routes/api/admin/daily-province-scraper.ts'),
    route('api/admin/scrape-progress', 'routes/api/admin/scrape-progress.ts'),
    route('api/admin/process-pharmacy-data', 'routes/api/admin/process-pharmacy-data.ts'),
    route('api/admin/sample-data', 'routes/api/admin/sample-data.ts'),
    route('api/admin/fetch-external-content', 'routes/api/admin/fetch-external-content.ts'),
    route('api/admin/scheduled-task-runner', 'routes/api/admin/scheduled-task-runner.ts'),
  ]),

  route(':slug', publicPage, { id: 'province-or-district' }),
  route(':province/:district', publicPage, { id: 'district-path' }),
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
