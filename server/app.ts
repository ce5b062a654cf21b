import { createServer, type Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createRequestHandler } from '@react-router/express';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import type { EdgeCache } from '#server/edge-cache.ts';

/**
 * The HTTP layer: the shared-page cache in front (server/edge-cache.ts), then Express:
 * compression, static assets with immutable caching, security headers, and React Router for
 * everything else.
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
};

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

/** Paths that other sites may frame (the widget); every other page refuses framing. */
const FRAMEABLE = /^\/widget\/?$/;

export function createExpressApp(options: AppServer): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());
  // After compression, so what it keeps is the router's own (uncompressed) bytes.
  if (options.edgeCache) app.use(options.edgeCache.capture);

  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (FRAMEABLE.test(req.path)) {
      res.setHeader('Content-Security-Policy', "frame-ancestors *; base-uri 'self'; object-src 'none'");
    } else {
      res.setHeader('Content-Security-Policy', "frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
      res.setHeader('X-Frame-Options', 'DENY');
    }
    next();
  });

  if (options.before) app.use(options.before);

  if (options.clientDir) {
    // Fingerprinted build output: cache for a year, never revalidate.
    app.use(
      '/assets',
      express.static(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(express.static(options.clientDir, { maxAge: '1h', index: false }));
  }

  app.all('/{*path}', createRequestHandler({ build: options.build, getLoadContext: options.getLoadContext }));

  // The one error handler of the HTTP layer: server errors go to the app's logger (not
  // Express's console output), a client that hung up is not logged. Requests Express itself
  // rejects (a malformed %-escape in the path, say) get a short Turkish page instead of a bare
  // "Bad Request".
  app.use((error: HttpError, req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500 && !isClientGone(error, res)) {
      options.log.error({ err: error, method: req.method, path: req.path }, 'request failed');
    }
    if (res.headersSent) {
      // Part of the answer is out: cut the connection so the client sees it incomplete.
      res.destroy();
      return;
    }
    const title = status < 500 ? 'Geçersiz adres' : 'Bir hata oluştu';
    res
      .status(status)
      .type('html')
      .send(
        `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
          `<h1>${title}</h1><p>Adres okunamadı. Ana sayfadan ilinizi seçerek devam edebilirsiniz.</p>` +
          `<p><a href="/">Ana sayfaya dön</a></p></body></html>`,
      );
  });
  return app;
}

/** The Node HTTP server: a page the edge cache holds is answered before Express sees the request. */
export function createHttpServer(options: AppServer): Server {
  const app = createExpressApp(options);
  const edgeCache = options.edgeCache;
  if (!edgeCache) return createServer(app);
  return createServer((req, res) => {
    edgeCache.serve(req, res, () => app(req, res));
  });
}
