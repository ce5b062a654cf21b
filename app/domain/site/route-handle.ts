import type { Locale } from '#app/domain/i18n/locale.ts';

/**
 * What a route module exports as `handle` (read by app/root.tsx and app/entry.server.tsx).
 *
 * `scripts` decides the page's JavaScript (docs/decisions/0007-public-pages-without-react-runtime.md):
 * - `react`: React Router hydrates the page (the admin; the default);
 * - `page`: server-rendered HTML plus the one small page script (app/client/page-script.ts) that
 *   enhances it: the public pages, which work without JavaScript;
 * - `none`: no JavaScript at all (the embeddable widget).
 */
export type PageScripts = 'react' | 'page' | 'none';

export type RouteHandle = { scripts?: PageScripts };

/**
 * A route whose document's language is not in its path (the widget's `lang=`): app/root.tsx writes
 * `<html lang dir>` from this, given the route's loader data.
 */
export type DocumentLocaleHandle = { documentLocale(loaderData: unknown): Locale | undefined };

/** The public pages' handle. */
export const PUBLIC_PAGE_HANDLE = { scripts: 'page' } as const satisfies RouteHandle;

/** A page's scripts, from its matched routes' handles, outermost first: the deepest that says decides. */
export function toPageScripts(handles: Iterable<unknown>): PageScripts {
  let scripts: PageScripts = 'react';
  for (const handle of handles) {
    const wanted = (handle as RouteHandle | undefined)?.scripts;
    if (wanted) scripts = wanted;
  }
  return scripts;
}
