import { useContext } from 'react';
import {
  Links,
  Meta,
  UNSAFE_DataRouterDataContext as DataRouterDataContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  type LinkDescriptor,
  type Location,
  type MetaDescriptor,
} from 'react-router';
import { useMarkupCache } from '#app/components/markup-cache.ts';
import { escapeText, toLinksHtml, toMetaHtml } from '#app/domain/site/head-html.ts';

/** The tags every page's head starts with (after `<meta charSet="utf-8">`), before its route's meta. */
const BASE_META: { name: string; content: string }[] = [
  { name: 'viewport', content: 'width=device-width, initial-scale=1' },
  { name: 'color-scheme', content: 'light dark' },
  { name: 'theme-color', content: '#c8102e' },
];

const BASE_HEAD: MetaDescriptor[] = [{ charSet: 'utf-8' }, ...BASE_META];

/**
 * A route whose page reloads itself without JavaScript (the kiosk): `noscriptRefresh` gives the
 * seconds from its loader's data. The head writes the meta refresh inside <noscript>, since with
 * the script the page refreshes itself (app/client/kiosk.ts); a meta refresh belongs in the head.
 */
export type NoscriptRefreshHandle = { noscriptRefresh(loaderData: unknown): number | undefined };

type FrameworkState = NonNullable<React.ContextType<typeof FrameworkContext>>;
type RouterState = NonNullable<React.ContextType<typeof DataRouterStateContext>>;
type RouterData = NonNullable<React.ContextType<typeof DataRouterDataContext>>;

/** The matches a head describes: up to the route whose boundary shows an error (React Router's getActiveMatches). */
function activeMatches(state: RouterState, errors: RouterData['errors']): RouterState['matches'] {
  if (!errors) return state.matches;
  const errorAt = state.matches.findIndex((match) => errors[match.route.id] !== undefined);
  return state.matches.slice(0, errorAt + 1);
}

/**
 * The descriptors React Router's `<Meta />` renders: each route's `meta` with the data and
 * matches above it, the deepest route's list winning, a route without `meta` inheriting its
 * parent's (lib/dom/ssr/components.tsx, 8.4).
 */
function collectMeta(
  framework: FrameworkState,
  matches: RouterState['matches'],
  data: RouterData,
  location: Location,
): MetaDescriptor[] | null {
  const error = data.errors ? (data.errors[matches.at(-1)!.route.id] ?? null) : null;
  let meta: MetaDescriptor[] = [];
  let leafMeta: MetaDescriptor[] | null = null;
  const metaMatches: {
    id: string;
    loaderData: unknown;
    meta: MetaDescriptor[];
    params: Record<string, string | undefined>;
    pathname: string;
    handle: unknown;
    error: unknown;
  }[] = [];
  for (const [i, routerMatch] of matches.entries()) {
    const id = routerMatch.route.id;
    const loaderData = data.loaderData[id];
    const match = {
      id,
      loaderData,
      meta: [] as MetaDescriptor[],
      params: routerMatch.params,
      pathname: routerMatch.pathname,
      handle: routerMatch.route.handle,
      error,
    };
    metaMatches[i] = match;
    const routeMeta = framework.routeModules[id]?.meta;
    let routeDescriptors: unknown = [];
    if (routeMeta) {
      if (typeof routeMeta !== 'function') return null;
      routeDescriptors = (routeMeta as (args: unknown) => unknown)({
        loaderData,
        params: routerMatch.params,
        location,
        matches: metaMatches,
        error,
      });
    } else if (leafMeta) routeDescriptors = [...leafMeta];
    if (!Array.isArray(routeDescriptors)) return null;
    match.meta = routeDescriptors as MetaDescriptor[];
    meta = [...match.meta];
    leafMeta = meta;
  }
  return meta;
}

/** The descriptors React Router's `<Links />` renders: each route's CSS, then its `links`, once each. */
function collectLinks(framework: FrameworkState, matches: RouterState['matches']): LinkDescriptor[] | null {
  const seen = new Set<string>();
  const links: LinkDescriptor[] = [];
  for (const match of matches) {
    const route = framework.manifest.routes[match.route.id];
    const css: LinkDescriptor[] = (route?.css ?? []).map((href) => ({ rel: 'stylesheet', href }));
    for (const link of [...css, ...(framework.routeModules[match.route.id]?.links?.() ?? [])]) {
      // React Router drops a script preload its module preloads already load; none here, so none to drop.
      if ('as' in link && link.as === 'script') return null;
      const key = JSON.stringify(Object.fromEntries(Object.entries(link).sort(([a], [b]) => (a < b ? -1 : 1))));
      if (seen.has(key)) continue;
      seen.add(key);
      links.push(link);
    }
  }
  return links;
}

/**
 * The `<head>` of a page that does not hydrate (`handle.scripts` `page` or `none`): the same tags
 * as `<Meta />` and `<Links />`, written as HTML (app/domain/site/head-html.ts) instead of through
 * React. React never hydrates this head, so nothing on the client reads it as React's. Where that
 * writer declines a descriptor, or outside a framework render (a component test), React renders
 * the head as before.
 */
export function StaticHead({ scriptSrc, refreshSeconds }: { scriptSrc: string | null; refreshSeconds?: number }) {
  const framework = useContext(FrameworkContext);
  const state = useContext(DataRouterStateContext);
  const data = useContext(DataRouterDataContext);
  const location = useLocation();
  const markupCache = useMarkupCache();
  const script = scriptSrc ? `<script type="module" src="${escapeText(scriptSrc)}"></script>` : '';
  if (framework && state && data && !framework.isSpaMode && framework.criticalCss === undefined) {
    const matches = activeMatches(state, data.errors);
    const meta = collectMeta(framework, matches, data, location);
    const links = collectLinks(framework, matches);
    const tags = meta && toMetaHtml([...BASE_HEAD, ...meta]);
    const linkTags = links && toLinksHtml(links, framework.nonce);
    if (tags !== null && linkTags !== null) {
      // The tags are kept as bytes while the page's head stays the same; the links carry the request's nonce.
      const kept = markupCache ? markupCache.toKeptHtml(tags) : tags;
      const refresh = refreshSeconds
        ? `<noscript><meta http-equiv="refresh" content="${escapeText(String(refreshSeconds))}"/></noscript>`
        : '';
      return <head dangerouslySetInnerHTML={{ __html: kept + refresh + linkTags + script }} />;
    }
  }
  return <ReactHead scriptSrc={scriptSrc} refreshSeconds={refreshSeconds} />;
}

/**
 * The head as React renders it, through `<Meta />` and `<Links />`: the admin's (it hydrates), and
 * a page's whose descriptors the HTML writer declines.
 */
export function ReactHead({ scriptSrc, refreshSeconds }: { scriptSrc: string | null; refreshSeconds?: number }) {
  return (
    <head>
      <meta charSet="utf-8" />
      {BASE_META.map((meta) => (
        <meta key={meta.name} name={meta.name} content={meta.content} />
      ))}
      <Meta />
      {refreshSeconds ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(refreshSeconds)} />
        </noscript>
      ) : null}
      <Links />
      {scriptSrc ? <script type="module" src={scriptSrc} /> : null}
    </head>
  );
}
