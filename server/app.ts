import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { createRequestHandler } from '@react-router/express';
import type { RouterContextProvider, ServerBuild } from 'react-router';

/**
 * The HTTP layer: compression, static assets with immutable caching, security
 * headers, and React Router for everything else.
 */
export type AppServer = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: () => RouterContextProvider;
  clientDir: string | null;
  /** Extra middleware mounted before React Router (Vite's dev server). */
  before?: express.RequestHandler;
};

/** Paths that other sites may frame (the widget); every other page refuses framing. */
const FRAMEABLE = /^\/widget\/?$/;

export function createExpressApp(options: AppServer): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());

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
  return app;
}
