import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The whole site map. Static paths rank above the dynamic province/district
 * ones, so `/ara` is never read as a district. One module serves the landing,
 * province and district pages; the loader decides by host, path and query.
 */
const publicPage = 'routes/public/public-page.tsx';

export default [
  index(publicPage, { id: 'home' }),
  route('ara', 'routes/public/search.tsx'),
  route('hakkinda', 'routes/public/about.tsx', { id: 'about-tr' }),
  route('about', 'routes/public/about.tsx', { id: 'about-en' }),
  route('arama-dizini.json', 'routes/api/search-index.ts'),
  route('healthz', 'routes/system/health.ts'),
  route(':slug', publicPage, { id: 'province-or-district' }),
  route(':province/:district', publicPage, { id: 'district-path' }),
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
