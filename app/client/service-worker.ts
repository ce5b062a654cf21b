import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { classifyPath } from '#app/domain/site/request-kind.ts';
import {
  isOfflinePage,
  offlineBanner,
  offlineLocale,
  offlineFailurePage,
  offlineStandIns,
  toKeptPageLabel,
  toRememberedLink,
  withOfflineBanner,
  type RememberedLink,
} from '#app/client/offline-page.ts';
import { readRememberedPlace } from '#app/client/remember-place.ts';

/**
 * The offline app's service worker (built to /sw.js by vite.config.ts, registered by the page
 * script; docs/features.md, "Offline app"). A public page a person looked at is kept; offline, the last copy is
 * shown with a banner that says when it was fetched and that it may be out of date. Online, pages
 * always come from the network (never an old copy shown as current). Admin pages, the API, the
 * widget and every non-GET request are never touched.
 */

type Worker = typeof globalThis & {
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<readonly { url: string }[]> };
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void): void;
};
const worker = globalThis as Worker;

/** Bump to drop every cache of an older worker. */
const VERSION = 'v1';
const PAGES = `pages-${VERSION}`;
const ASSETS = `assets-${VERSION}`;
const DATA = `data-${VERSION}`;
/** When the copy was fetched, stored with it (the banner's "… tarihinde alındı"). */
const FETCHED_AT = 'x-offline-fetched-at';
/** A slow network counts as none after this long: a copy now beats a list in a minute. */
const NETWORK_TIMEOUT_SECONDS = 6;

// A new version takes over at once: no visitor is held on an old one.
void worker.skipWaiting();
clientsClaim();

const stampFetchTime = {
  async cacheWillUpdate({ response }: { response: Response }) {
    if (!response.ok || response.headers.get('Content-Type')?.includes('text/html') !== true) return null;
    const headers = new Headers(response.headers);
    headers.set(FETCHED_AT, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, headers });
  },
};

/** A kept copy under the offline banner (`standIn`: the province's list, not the page asked for). */
async function withBanner(copy: Response, standIn: boolean, pathname: string): Promise<Response> {
  const html = await copy.text();
  const headers = new Headers(copy.headers);
  headers.delete('Content-Length');
  headers.delete('ETag');
  const banner = offlineBanner(copy.headers.get(FETCHED_AT), standIn, offlineLocale(pathname));
  return new Response(withOfflineBanner(html, banner), { headers });
}

/** What this device has kept, by name, for a page it has not: at most 12. */
async function listKept(cache: Cache): Promise<{ href: string; label: string }[]> {
  const kept: { href: string; label: string }[] = [];
  for (const request of (await cache.keys()).slice(-12).reverse()) {
    const label = toKeptPageLabel((await (await cache.match(request))?.text()) ?? '');
    const { pathname, search } = new URL(request.url);
    if (label) kept.push({ href: pathname + search, label });
  }
  return kept;
}

/**
 * The place the visitor last looked at, as the landing page offers it (app/client/remember-place.ts):
 * read from the same cookies (the Cookie Store API: Chromium 87, Firefox 140, Safari 18.4), so only
 * with the visitor's consent; none where a browser gives a worker no cookies, and the kept pages
 * are listed anyway.
 */
async function findRememberedPlace(here: URL, cache: Cache): Promise<RememberedLink | null> {
  try {
    // Chromium also tells a cookie's Domain (BASE_DOMAIN); the standard item has only name and value.
    const cookies: readonly (CookieListItem & { domain?: string | null })[] =
      'cookieStore' in worker ? await worker.cookieStore.getAll() : [];
    const remembered = readRememberedPlace(cookies.map(({ name, value }) => `${name}=${value}`).join('; '));
    if (!remembered) return null;
    const cookieDomain = cookies.find(({ name }) => name === 'province_preference')?.domain ?? null;
    const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    return toRememberedLink(remembered, here, { cookieDomain, kept });
  } catch {
    return null;
  }
}

/**
 * Only when the network failed: the kept copy with the banner; for a page never kept, the kept list
 * of the same province (a district chosen in the filter, a district page), else a page saying the
 * list could not be loaded, offering the place last looked at and the pages that are kept.
 */
const showOfflineCopy = {
  async cachedResponseWillBeUsed({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) {
    return cachedResponse ? withBanner(cachedResponse, false, new URL(request.url).pathname) : cachedResponse;
  },
  async handlerDidError({ request }: { request: Request }) {
    const url = new URL(request.url);
    const cache = await caches.open(PAGES);
    for (const path of offlineStandIns(url)) {
      const href = new URL(path, url.origin).href;
      const copy = (await cache.match(href)) ?? (await cache.match(href, { ignoreSearch: true }));
      if (copy) return withBanner(copy, true, url.pathname);
    }
    return new Response(
      offlineFailurePage(url.pathname, await listKept(cache), await findRememberedPlace(url, cache)),
      {
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      },
    );
  },
};

/**
 * Pages are always asked of the server (a conditional request, so usually a 304), never taken
 * from the browser's HTTP cache: offline, the copy a person sees is this worker's, with its banner.
 * Redirects stay the browser's to follow, so the address bar shows where it landed.
 */
const askTheServer = {
  async requestWillFetch({ request }: { request: Request }) {
    return new Request(request.url, {
      headers: request.headers,
      credentials: 'same-origin',
      cache: 'no-cache',
      redirect: 'manual',
    });
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    askTheServer,
    stampFetchTime,
    showOfflineCopy,
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * 24 * 3600 }),
  ],
});

registerRoute(({ request, url }) => request.mode === 'navigate' && isOfflinePage(url), pages);

/** The admin's own scripts are not worth a phone's storage: only what public pages load. */
function fromPublicPage(request: Request): boolean {
  const { kind } = classifyPath(new URL(request.referrer || location.href).pathname);
  return kind !== 'admin' && kind !== 'login';
}

registerRoute(
  ({ request, url }) =>
    url.origin === location.origin && url.pathname.startsWith('/assets/') && fromPublicPage(request),
  new CacheFirst({ cacheName: ASSETS, plugins: [new ExpirationPlugin({ maxEntries: 60 })] }),
);

registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname === '/arama-dizini.json',
  new StaleWhileRevalidate({ cacheName: DATA }),
);

// The pages open while this worker starts were fetched before it could see them: keep them too.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (!key.endsWith(`-${VERSION}`)) await caches.delete(key);
      const windows = await worker.clients.matchAll({ type: 'window' });
      const cache = await caches.open(PAGES);
      await Promise.all(
        windows
          .map((client) => new URL(client.url))
          .filter((url) => url.origin === location.origin && isOfflinePage(url))
          .map(async (url) => {
            const kept = await stampFetchTime.cacheWillUpdate({ response: await fetch(url.href) });
            if (kept) await cache.put(url.href, kept);
          }),
      );
    })().catch(() => undefined),
  );
});
