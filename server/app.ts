import { classifyPath } from '#app/domain/site/request-kind.ts';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import type { TrustProxy } from '#app/config/env.server.ts';
import type { OriginSettings } from '#app/domain/site/request-origin.ts';
import { withoutTrackingParameters } from '#app/domain/site/tracking-parameters.ts';
import {
  isFrameablePath,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  toDefaultCsp,
} from '#app/domain/site/security-headers.ts';
import type { EdgeCache } from '#server/edge-cache.ts';
import { handleClientError } from '#server/client-error.ts';
import { refuse, type RefusalStatus } from '#server/refusal.ts';
import { readBoundedBody } from '#server/body-reader.ts';
import { createRequestBoundary } from '#server/request-boundary.ts';
import { createRouterHandler } from '#server/router-handler.ts';

/**
 * The HTTP layer: the shared-page cache in front (server/edge-cache.ts), then Express:
 * compression, security headers, the input boundary (server/request-boundary.ts), static assets
 * with immutable caching, bounded bodies, and React Router for everything else.
 */
export type AppServer = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: express.Request) => RouterContextProvider;
  clientDir: string | null;
  /** The app's logger (the services' `log`): errors that reach the HTTP layer are logged here. */
  log: ErrorLog;
  /** Extra middleware mounted before React Router (Vite's dev server). */
  before?: express.RequestHandler;
  /** Shared public pages answered from memory before Express (none in development). */
  edgeCache?: EdgeCache;
  /**
   * TRUST_PROXY, BASE_DOMAIN and PUBLIC_ORIGIN (app/config/env.server.ts). Without them no proxy
   * is trusted and only local hosts are served.
   */
  config?: OriginSettings & { trustProxy: TrustProxy };
  /** How long a client may take to send its request (tests shorten them): `REQUEST_TIMEOUTS` by default. */
  timeouts?: RequestTimeouts;
};

/**
 * A client that sends its headers or body a byte at a time holds a connection (and a little
 * memory) while it does. Node's defaults let it: 60 s for the headers and 300 s for the whole
 * request, each checked only every 30 s (an input sweep held one for 307 s). Here: 20 s for the
 * headers and 120 s for the request (a 2 MB admin import on a slow phone line), checked every 2 s,
 * each answered with the boundary's Turkish 408 (server/client-error.ts).
 */
export type RequestTimeouts = { headersMs: number; requestMs: number; checkEveryMs: number };
export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 20_000, requestMs: 120_000, checkEveryMs: 2_000 };

export type ErrorLog = { error(obj: object, msg: string): void };

type HttpError = { status?: number; statusCode?: number; code?: string; type?: string };

/** The client went away before the answer was written: not an error of ours. */
function isClientGone(error: HttpError, res: Response): boolean {
  return (
    res.destroyed ||
    error.type === 'request.aborted' ||
    error.code === 'ECONNRESET' ||
    error.code === 'ECONNABORTED' ||
    error.code === 'ERR_STREAM_PREMATURE_CLOSE'
  );
}

const REFUSALS = new Set<number>([400, 404, 405, 413, 415]);

export function createExpressApp(options: AppServer): Express {
  const config = options.config ?? { trustProxy: false, baseDomain: null, publicOrigin: null };
  const app = express();
  app.disable('x-powered-by');
  // Whose X-Forwarded-* count: TRUST_PROXY (off by default; docs/operations.md, "Behind a proxy").
  app.set('trust proxy', config.trustProxy === false ? false : config.trustProxy);
  app.use(compression());
  // After compression, so what it keeps is the router's own (uncompressed) bytes.
  if (options.edgeCache) app.use(options.edgeCache.capture);

  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // A rendered document replaces this with its nonced policy (app/entry.server.tsx).
    res.setHeader('Content-Security-Policy', toDefaultCsp(req.path));
    if (!isFrameablePath(req.path)) res.setHeader('X-Frame-Options', 'DENY');
    // Admin answers (pages, endpoints, refusals) are never indexed; robots.txt does not list them.
    if (classifyPath(req.path).noindex) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    next();
  });

  app.use(createRequestBoundary(config));
  app.use((req, res, next) => {
    if (req.protocol === 'https') res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    next();
  });

  if (options.before) app.use(options.before);

  if (options.clientDir) {
    // Fingerprinted build output: cache for a year, never revalidate.
    // Precompressed at build (vite.config.ts: .br and .gz beside each file), so compression costs
    // nothing per request; a client that takes neither gets the plain file.
    app.use(
      '/assets',
      expressStaticGzip(path.join(options.clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y', index: false },
      }),
    );
    // Every file of the client build has an extension: a page's path (/istanbul) skips the disk lookup.
    const serveFile = express.static(options.clientDir, { maxAge: '1h', index: false });
    app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? serveFile(req, res, next) : next()));
  }

  // Bodies are read within their route's limit before React Router sees the request (413 past it).
  app.use(readBoundedBody);

  app.all('/{*path}', createRouterHandler({ build: options.build, getLoadContext: options.getLoadContext }));

  // The one error handler of the HTTP layer: server errors go to the app's logger (not
  // Express's console output), a client that hung up is not logged. Requests Express itself
  // rejects (a malformed %-escape in the path, a body over its limit) get the boundary's Turkish
  // page (JSON under /api/) instead of a bare "Bad Request".
  app.use((error: HttpError, req: Request, res: Response, _next: NextFunction) => {
    const raw = error.status ?? error.statusCode ?? 500;
    if (raw >= 500 && !isClientGone(error, res)) {
      options.log.error({ err: error, method: req.method, path: req.path }, 'request failed');
    }
    if (res.headersSent) {
      // Part of the answer is out: cut the connection so the client sees it incomplete.
      res.destroy();
      return;
    }
    const status = (raw >= 500 ? 500 : REFUSALS.has(raw) ? raw : 400) as RefusalStatus;
    // The rest of a refused body is not read: the connection cannot carry another request.
    const headers: Record<string, string> = status === 413 ? { Connection: 'close' } : {};
    refuse(res, req.originalUrl, status, { headers, head: req.method === 'HEAD' });
  });
  return app;
}

/**
 * The Node HTTP server: a page the edge cache holds is answered before Express sees the request.
 * A shared link's tracking parameters (`utm_*`, `fbclid`, …) come off the request first, so a
 * visit from it is the page itself, to the cache and to the router alike
 * (app/domain/site/tracking-parameters.ts).
 */
export function createHttpServer(options: AppServer): Server {
  const app = createExpressApp(options);
  const edgeCache = options.edgeCache;
  const timeouts = options.timeouts ?? REQUEST_TIMEOUTS;
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (req, res) => {
      if (req.url) req.url = withoutTrackingParameters(req.url);
      if (edgeCache) edgeCache.serve(req, res, () => app(req, res));
      else app(req, res);
    },
  );
  // Requests Node's parser refuses get the boundary's Turkish answer too.
  server.on('clientError', handleClientError);
  return server;
}
