/**
 * What a route module exports as `handle` (read by app/root.tsx).
 *
 * `scripts` decides the page's JavaScript (docs/decisions/0007-public-pages-without-react-runtime.md):
 * - `react`: React Router hydrates the page (the admin; the default);
 * - `page`: server-rendered HTML plus the one small page script (app/client/page-script.ts) that
 *   enhances it: the public pages, which work without JavaScript;
 * - `none`: no JavaScript at all (the embeddable widget).
 */
export type PageScripts = 'react' | 'page' | 'none';

export type RouteHandle = { scripts?: PageScripts };

/** The public pages' handle. */
export const PUBLIC_PAGE_HANDLE = { scripts: 'page' } as const satisfies RouteHandle;
