import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import type { TrustProxy } from '#app/config/env.server.ts';
import { SESSION_COOKIE_NAME } from '#app/auth/session-cookie-name.ts';
import { toClientKey } from '#app/domain/site/client-key.ts';
import { rememberAnswers } from '#app/domain/site/remembered-answers.ts';
import { classifyPath } from '#app/domain/site/request-kind.ts';
import type { OriginSettings } from '#app/domain/site/request-origin.ts';
import { withoutTrackingParameters } from '#app/domain/site/tracking-parameters.ts';
import type { EdgeCache, SharedPage } from '#server/edge-cache.ts';
import { handleClientError, handleConnect } from '#server/client-error.ts';
import { refuse, type RefusalStatus } from '#server/refusal.ts';
import { createBodyReader } from '#server/body-reader.ts';
import { createRequestBoundary, getRequestFacts } from '#server/request-boundary.ts';
import { createRouter, sendResponse, toFetchRequest, type Router } from '#server/router.ts';
import { createRequestReader, type ReadRequest } from '#server/trusted-proxy.ts';

/**
 * The HTTP layer. Shared pages (a GET or HEAD of a public page without the admin's session, by
 * the request classifier) go to the shared-page cache, which renders them through React Router
 * itself (server/edge-cache.ts). Everything else goes through Express: compression, security
 * headers, the input boundary (server/request-boundary.ts), static assets with immutable caching,
 * bounded bodies, and React Router.
 */
export type AppServer = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The routes' context for a request from `client` (its address: server/trusted-proxy.ts). */
  getLoadContext: (client: { ip: string }) => RouterContextProvider;
  clientDir: string | null;
  /** The app's logger (the services' `log`): errors that reach the HTTP layer are logged here. */
  log: ErrorLog;
  /** Extra middleware mounted before React Router (Vite's dev server). */
  before?: express.RequestHandler;
  /** Shared public pages answered from memory before Express (none in development). */
  edgeCache?: EdgeCache;
  /**
   * Whether a request carries a live session (its headers and settled origin): only then is a body
   * past the public limit read (server/body-reader.ts). Without it, none is.
   */
  identify?: (req: IncomingMessage, origin: string) => Promise<boolean>;
  /** The most bytes all request bodies being read may hold together (server/body-reader.ts). */
  bodyBudgetBytes?: number;
  /** Stands in for React Router (the edge cache's own tests); by default the one made of `build`. */
  router?: Router;
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

function createExpressApp(options: AppServer, router: Router, readRequest: ReadRequest): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use(createRequestBoundary(readRequest));

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

  // Bodies are read within their route's limit before React Router sees the request (413 past it),
  // an admin-sized one only for a signed-in request.
  app.use(createBodyReader({ identify: options.identify, budgetBytes: options.bodyBudgetBytes }));

  app.all('/{*path}', async (req, res, next) => {
    try {
      const { origin, ip } = getRequestFacts(res);
      const body = Buffer.isBuffer(req.body) ? req.body : undefined;
      const form = classifyPath(req.path).formsOnly;
      const response = await router.handle(toFetchRequest(req, origin, { body, form, abortWith: res }), { ip });
      // A POST to a route without an action: React Router's 405 is an error page's ("Bir hata
      // oluştu"), or on a `.data` request the route's internal id in English; the boundary's says
      // what happened. A route that refuses a method itself names what it allows (the public API).
      if (response.status === 405 && !response.headers.has('allow')) {
        await response.body?.cancel();
        refuse(res, req.originalUrl, 405, { headers: { Allow: 'GET, HEAD, OPTIONS' } });
        return;
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

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

const NO_PROXY = { trustProxy: false as const, baseDomain: null, publicOrigin: null };

/**
 * The cookie that may change what any page shows: the admin session (`__Host-` over HTTPS,
 * app/auth/cookie.server.ts). A request carrying it is neither answered from nor kept in the
 * shared-page cache. The consent choice (`cookie_consent`) is not one: only the legal pages read
 * it, and they say `private`, so they are never kept.
 */
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Host-)?${SESSION_COOKIE_NAME}=`);

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/** A malformed %-escape (`/istanbul/%E0%A4%A`) is Express's 400, as on every other path. */
function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Whether the cache may answer a GET of this path: the classifier's rule, for a path Express would not refuse. */
const isSharedPath = rememberAnswers(256, (pathname) => classifyPath(pathname).shared && isDecodable(pathname));

/**
 * A shared page to answer (server/edge-cache.ts): a class, so that a request answered from memory
 * allocates one small object of one shape, not two closures and their context.
 */
class SharedPageRequest implements SharedPage {
  readonly origin: string;
  readonly https: boolean;
  readonly #req: IncomingMessage;
  readonly #router: Router;
  /** The request's facts (server/trusted-proxy.ts): the client's address is read only on a miss. */
  readonly #facts: { readonly ip: string };

  constructor(req: IncomingMessage, router: Router, origin: string, https: boolean, facts: { readonly ip: string }) {
    this.origin = origin;
    this.https = https;
    this.#req = req;
    this.#router = router;
    this.#facts = facts;
  }

  /** A client on this machine (the bench, a proxy not named in TRUST_PROXY) has no rendering budget. */
  client(): string | null {
    const { ip } = this.#facts;
    return isLoopback(ip) ? null : toClientKey(ip);
  }

  render(): Promise<globalThis.Response> {
    return this.#router.handle(toFetchRequest(this.#req, this.origin, { asRead: true }), { ip: this.#facts.ip });
  }
}

/**
 * The shared page a request asks for, or null when it is not one: a GET or HEAD of a path the
 * classifier lets the cache answer, without the admin's session, from an origin the site answers
 * as (any other goes to Express, whose boundary refuses it).
 */
function toSharedPage(req: IncomingMessage, router: Router, readRequest: ReadRequest): SharedPage | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!url.startsWith('/') || !isSharedPath(pathname)) return null;
  const cookie = req.headers.cookie;
  if (cookie && SESSION_COOKIE.test(cookie)) return null;
  const facts = readRequest(req);
  const { origin, https } = facts;
  if (origin.kind !== 'ok') return null;
  return new SharedPageRequest(req, router, origin.origin, https, facts);
}

/**
 * The Node HTTP server. A shared link's tracking parameters (`utm_*`, `fbclid`, …) come off the
 * request first, so a visit from it is the page itself, to the cache and to the router alike
 * (app/domain/site/tracking-parameters.ts).
 */
export function createHttpServer(options: AppServer): Server {
  const router = options.router ?? createRouter({ build: options.build, getLoadContext: options.getLoadContext });
  const readRequest = createRequestReader(options.config ?? NO_PROXY);
  const app = createExpressApp(options, router, readRequest);
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
      const page = edgeCache ? toSharedPage(req, router, readRequest) : null;
      if (page) edgeCache!.serve(req, res, page);
      else app(req, res);
    },
  );
  // Requests Node's parser refuses get the boundary's Turkish answer too.
  server.on('clientError', handleClientError);
  server.on('connect', handleConnect);
  return server;
}
