import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { unstable_preloadRoutePattern } from 'react-router/route-pattern';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { servicesContext } from '#app/context.server.ts';
import { MarkupCacheContext } from '#app/components/markup-cache.ts';
import { createMarkupStore } from '#app/markup-cache.server.ts';
import { NonceContext } from '#app/csp-nonce.ts';
import { toDocumentCsp } from '#app/domain/site/security-headers.ts';
import { isNotModified, toMaxAge, toSharedCacheControl } from '#app/domain/site/cache-headers.ts';
import type { AppServices } from '#app/services.server.ts';
import { toPageScripts } from '#app/domain/site/route-handle.ts';
import { getNeighbourhoodIndex } from '#app/domain/geo/place-index.server.ts';
import { getWordIndex } from '#app/domain/geo/place-words.server.ts';

// The Node server (server/main.ts) reaches the app's services through the build.
export { startServices } from '#app/services.server.ts';
export { createLoadContext } from '#app/context.server.ts';
export { carriesSession } from '#app/auth/identity.server.ts';

/**
 * React Router's request handler, from the build's own copy of React Router: the production build
 * bundles it in (vite.config.ts, `ssr.noExternal`), so the HTTP layer (server/router.ts) takes the
 * handler from here and one copy loads, the one whose `RouterContextProvider` the load context is
 * made of. The route-pattern matcher it is told to use (server/router.ts) is loaded with it.
 */
export { createRequestHandler } from 'react-router';
unstable_preloadRoutePattern();

/**
 * The place search's two indexes, for the server's warm-up to build each on a turn of the event loop
 * of its own before its first search (server/warm-up.ts): built inside that search's rendering, they
 * held the main thread with it for 0.4–0.74 s right after the server began listening.
 */
export const searchIndexBuilders: readonly (() => unknown)[] = [getNeighbourhoodIndex, getWordIndex];

export const streamTimeout = 5_000;

const isRead = (request: Request) => ['GET', 'HEAD'].includes(request.method.toUpperCase());

/**
 * Public pages may be cached briefly, never past the next duty rotation (the rule in
 * app/domain/site/cache-headers.ts, shared with the JSON API); answers to a POST are not stored.
 */
function setCacheHeaders(
  request: Request,
  headers: Headers,
  status: number,
  context: Readonly<RouterContextProvider>,
): void {
  if (headers.has('Cache-Control')) return;
  if (!isRead(request)) {
    headers.set('Cache-Control', 'no-store');
    return;
  }
  if (status !== 200) {
    headers.set('Cache-Control', 'no-cache');
    return;
  }
  const services = context.get(servicesContext);
  // Any province's rotation may change what a page shows (the landing page's counts, a province's list).
  const maxAge = toMaxAge(services.now(), [services.rotation, ...services.snapshots.get().rotations.values()]);
  headers.set('Cache-Control', toSharedCacheControl(maxAge, { mustRevalidate: true }));
}

function toDocumentResponse(
  request: Request,
  status: number,
  headers: Headers,
  document: { parts: Buffer[]; etag: string },
  context: Readonly<RouterContextProvider>,
): Response {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  setCacheHeaders(request, headers, status, context);
  if (status === 200) {
    headers.set('ETag', document.etag);
    if (isNotModified(request.headers.get('If-None-Match'), document.etag))
      return new Response(null, { status: 304, headers });
  }
  const isHead = request.method.toUpperCase() === 'HEAD';
  // Compressed once by the shared-page cache (server/edge-cache.ts), else by Express's compression.
  headers.set('Vary', 'Accept-Encoding');
  // Chunks the server writes as they are: a Response made from bytes copies them first.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of document.parts) controller.enqueue(part);
      controller.close();
    },
  });
  return new Response(isHead ? null : body, { status, headers });
}

/**
 * The document is rendered with this stand-in for its CSP nonce, so its ETag does not change
 * with the nonce; the real one replaces it before the answer leaves (a shared page kept by the
 * edge cache keeps its CSP header with it, so the two always match).
 */
const NONCE_PLACEHOLDER = 'csp-nonce-placeholder-3f9c2a7e41';

const NONCE_BYTES = 24;
/**
 * Random bytes for the next 128 nonces, each used once. One call to the system's random source per
 * nonce took 7–38 µs here (a system call on this VM), a slice of the pool under 1 µs; Node's
 * `randomUUID` keeps the same kind of cache.
 */
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;

/**
 * A fresh nonce (24 random bytes: 32 base64 characters, as long as the placeholder) written over
 * the placeholder in place: no copy or re-encoding of the document.
 */
function writeNonce(document: Buffer): string {
  if (noncePoolAt >= noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 128);
    noncePoolAt = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolAt, noncePoolAt + NONCE_BYTES);
  noncePoolAt += NONCE_BYTES;
  let at = document.indexOf(NONCE_PLACEHOLDER);
  while (at !== -1) {
    document.write(nonce, at, 'latin1');
    at = document.indexOf(NONCE_PLACEHOLDER, at + NONCE_PLACEHOLDER.length);
  }
  return nonce;
}

/**
 * Whether the answer will be compressed on its way out (by the shared-page cache or by Express's
 * compression middleware, server/app.ts):
 * a browser always accepts gzip or br. Compression takes each write as a job of its own, and a
 * document with kept markup is hundreds of parts: the İstanbul page took 14–16 ms to compress
 * in its ~260 parts against 1.4–2 ms in one piece, so a compressed answer gets one piece. One
 * sent as it is keeps its parts (no 220 KB copy per render). A `q=0` may make a copy for nothing.
 */
function mayBeCompressed(request: Request): boolean {
  return /\b(?:br|gzip|deflate)\b/i.test(request.headers.get('Accept-Encoding') ?? '');
}

/** Pharmacy cards rendered once per snapshot and reused by every page (app/markup-cache.server.ts). */
const markupStore = createMarkupStore();

/** The markup store's share of CACHE_MAX_MB (app/config/cache-budget.ts), set by the server at start. */
export function setMarkupBudget(bytes: number): void {
  markupStore.setMaxTextBytes(bytes);
}

/** A rendered document before its kept markup goes in, and the status it is answered with. */
type Rendered = { html: Buffer; status: number };

/**
 * Whether the page hydrates (`handle.scripts` is `react`: the admin, app/domain/site/route-handle.ts).
 * Only then does React Router's `<Scripts>` stream its data through a Suspense boundary.
 */
function hydrates(context: EntryContext): boolean {
  const { matches } = context.staticHandlerContext;
  return toPageScripts(matches.map((match) => context.routeModules[match.route.id]?.handle)) === 'react';
}

/**
 * A page that does not hydrate has nothing to wait for (no Suspense in the app, its data in
 * memory): rendered to one string, synchronously, the same bytes as the streaming renderer's.
 * Measured on /istanbul misses under callgrind (node --single-threaded, 200 misses after 300):
 * 8.0 M instructions per request against 9.4 M through the stream, whose 2 KB chunks go
 * through a PassThrough with the scheduling around them; wrk: 964–1,026 req/s against 838–934.
 */
function renderWhole(app: React.ReactElement, status: number, onError: (error: unknown) => void): Rendered {
  try {
    // renderToString leaves out the doctype that the streaming renderer writes before <html>.
    return { html: Buffer.from(`<!DOCTYPE html>${renderToString(app)}`), status };
  } catch (error) {
    onError(error);
    throw error;
  }
}

/** A page that hydrates: streamed into memory until all of it is ready. */
function renderStreamed(app: React.ReactElement, status: number, onError: (error: unknown) => void): Promise<Rendered> {
  return new Promise((resolve, reject) => {
    let answered = status;
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce: NONCE_PLACEHOLDER,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          clearTimeout(timeout);
          resolve({ html: Buffer.concat(chunks), status: answered });
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        answered = 500;
        onError(error);
      },
    });
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

/**
 * Renders the whole document before answering (pages are small and their data is
 * in memory), so every page gets an ETag and a 304 when unchanged. Shared public pages
 * are kept and served from memory in front of the router (server/edge-cache.ts), keyed by
 * URL, snapshot version and minute; a route that depends on the visitor says `private`.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const markupCache = markupStore.forRequest();
  const app = (
    <NonceContext value={NONCE_PLACEHOLDER}>
      <MarkupCacheContext value={markupCache}>
        <ServerRouter context={routerContext} url={request.url} nonce={NONCE_PLACEHOLDER} />
      </MarkupCacheContext>
    </NonceContext>
  );
  const onError = (error: unknown) => logServerError(error, request, loadContext, 'page render failed');
  const { html, status } = hydrates(routerContext)
    ? await renderStreamed(app, responseStatusCode, onError)
    : renderWhole(app, responseStatusCode, onError);
  // Tag and nonce before the kept markup goes in: neither needs to read it again.
  const etag = markupCache.etag(html);
  const nonce = writeNonce(html);
  const parts = markupCache.splice(html);
  const document = { parts: mayBeCompressed(request) && parts.length > 1 ? [Buffer.concat(parts)] : parts, etag };
  const { config } = loadContext.get(servicesContext);
  const development = config.nodeEnv === 'development';
  responseHeaders.set(
    'Content-Security-Policy',
    toDocumentCsp(new URL(request.url).pathname, nonce, { development, mapTileUrl: config.mapTiles.url }),
  );
  return toDocumentResponse(request, status, responseHeaders, document, loadContext);
}

/** Errors already logged while rendering: React Router hands a shell error to handleError too. */
const loggedErrors = new WeakSet<object>();

/**
 * The one door for unexpected server errors: the services' logger, never the console. A request
 * the visitor gave up on (tab closed, navigated away) is not an error and is not logged. Refusals
 * React Router makes itself (405 for a POST to a page without an action, say) are warnings.
 */
function logServerError(
  error: unknown,
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
  message: string,
): void {
  if (request.signal.aborted) return;
  if (typeof error === 'object' && error !== null) {
    if (loggedErrors.has(error)) return;
    loggedErrors.add(error);
  }
  const log = getLog(context);
  if (!log) throw error; // A context without services is a wiring bug: server/app.ts's handler logs it.
  const where = { method: request.method, path: new URL(request.url).pathname };
  if (!isRouteErrorResponse(error)) {
    log.error({ ...where, err: error }, message);
    return;
  }
  // React Router's own error responses carry the Error behind them. A refusal (a path no route
  // matches, a method a route does not take) is anyone's to cause: one line, its reason without
  // the stack (a 1.3 KB trace per anonymous bad path filled the log).
  const cause = 'error' in error ? (error as { error?: unknown }).error : undefined;
  if (error.status < 500) {
    const reason = cause instanceof Error ? cause.message : error.statusText;
    log.warn({ ...where, status: error.status, reason: reason.slice(0, 200) }, 'request refused');
  } else log.error({ ...where, status: error.status, err: cause ?? error }, message);
}

function getLog(context: Readonly<RouterContextProvider> | undefined): AppServices['log'] | null {
  try {
    return context?.get(servicesContext).log ?? null;
  } catch {
    return null;
  }
}

/** Errors from loaders, actions, middleware and rendering, as React Router reports them. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  logServerError(error, request, context, 'request failed');
};

export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  setCacheHeaders(request, response.headers, response.status, context);
  return response;
};
