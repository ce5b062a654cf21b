import { PassThrough } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { servicesContext } from '#app/context.server.ts';
import { isNotModified, toMaxAge, toSharedCacheControl, toWeakEtag } from '#app/domain/site/cache-headers.ts';
import { createRenderCache, type CachedDocument } from '#app/render-cache.server.ts';
import type { AppServices } from '#app/services.server.ts';

// The Node server (server/main.ts) reaches the app's services through the build.
export { startServices } from '#app/services.server.ts';
export { createLoadContext } from '#app/context.server.ts';

export const streamTimeout = 5_000;

const renderCache = createRenderCache(64 * 1024 * 1024);

/** Everything a public document depends on besides the code: URL, data version, health and the minute. */
function toCacheKey(request: Request, context: Readonly<RouterContextProvider>): string {
  const services = context.get(servicesContext);
  const now = services.now();
  const version = services.snapshots.get().version;
  const health = services.snapshots.isHealthy() ? 'ok' : 'degraded';
  // Pages show the date, the data's age and night-limit hints, and switch lists at the rotation
  // (on a minute boundary): a rendering is good for the minute it was made in.
  const minute = Math.floor(now.getTime() / 60_000);
  return `${request.url}|${version}|${health}|${minute}`;
}

const isRead = (request: Request) => ['GET', 'HEAD'].includes(request.method.toUpperCase());

/**
 * Whether a rendering may be kept and served to anyone asking for the same URL:
 * a 200 answer to a GET, from a route that did not declare itself personal
 * (`Cache-Control: private` or `no-store` from its `headers`: the admin pages, and
 * the legal page whose banner depends on the visitor's cookie). A page rendered
 * after a form POST shows that visitor's result and is never reused.
 */
function isShareable(request: Request, status: number, headers: Headers): boolean {
  return isRead(request) && status === 200 && !/\b(private|no-store)\b/.test(headers.get('Cache-Control') ?? '');
}

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
  document: CachedDocument,
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
  headers.set('Vary', 'Accept-Encoding');
  if (/\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')) {
    // Compressed once per cached document; the compression middleware leaves encoded bodies alone.
    document.gzipped ??= gzipSync(document.body);
    headers.set('Content-Encoding', 'gzip');
    return new Response(isHead ? null : new Uint8Array(document.gzipped), { status, headers });
  }
  return new Response(isHead ? null : new Uint8Array(document.body), { status, headers });
}

/**
 * Renders the whole document before answering (pages are small and their data is
 * in memory), so every page gets an ETag and a 304 when unchanged.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const cacheKey = isShareable(request, responseStatusCode, responseHeaders) ? toCacheKey(request, loadContext) : null;
  const cached = cacheKey ? renderCache.get(cacheKey) : undefined;
  if (cached) return Promise.resolve(toDocumentResponse(request, 200, responseHeaders, cached, loadContext));

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          clearTimeout(timeout);
          const body = Buffer.concat(chunks);
          const document = { body, etag: toWeakEtag(body) };
          if (cacheKey && status === 200) renderCache.set(cacheKey, document);
          resolve(toDocumentResponse(request, status, responseHeaders, document, loadContext));
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        logServerError(error, request, loadContext, 'page render failed');
      },
    });
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
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
  // React Router's own error responses carry the Error behind them.
  const cause = 'error' in error ? (error as { error?: unknown }).error : undefined;
  if (error.status < 500) log.warn({ ...where, status: error.status, err: cause }, 'request refused');
  else log.error({ ...where, status: error.status, err: cause ?? error }, message);
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
