/**
 * The one answer to "what kind of request is this path" (issue 36, item 1): the route it belongs to,
 * whether it is the admin's, the public API's, the MCP endpoint's or a page's, and what follows from
 * that (the guard, JSON answers, body limits, whether a form must come from the same origin, whether
 * the offline app or the shared-page cache may keep it). The request boundary, the security headers,
 * the refusals, the admin guard, the shared-page cache and the service worker all ask here. Pure, and small enough for the worker's bundle.
 */

import { rememberAnswers } from '#app/domain/site/remembered-answers.ts';

/** Body limits: the login and consent forms need a few hundred bytes; admin imports up to their 1 MB text. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
export const ADMIN_BODY_LIMIT = 2 * 1024 * 1024;

export const LOGIN_PATH = '/adminxyz/giris';
const LOGOUT_PATH = '/adminxyz/cikis';

type RequestKind =
  /** An admin page or action (`/adminxyz/…`, `/process-data`): behind the guard. */
  | 'admin'
  /** The admin's JSON endpoints for scripts (`/api/admin/…`): behind the guard. */
  | 'admin-api'
  /** The admin's sign-in and sign-out pages: not guarded (an expired session still signs out), not indexed. */
  | 'login'
  /** The open JSON API (`/api/v1`, CORS `*`). */
  | 'api'
  /** The MCP endpoint (`/mcp`): JSON-RPC. */
  | 'mcp'
  /** The embeddable widget (`/widget`): the only page other sites may frame. */
  | 'widget'
  /** Fingerprinted build output (`/assets/…`). */
  | 'asset'
  /** Every other page. */
  | 'page';

export type PathClass = Readonly<{
  kind: RequestKind;
  /** The route's path: React Router's data requests (`/x.data`, `/_root.data`) count as their page. */
  routePath: string;
  /** Behind the admin guard (the sign-in page is not). */
  guarded: boolean;
  /** Not for search engines: the admin's pages, endpoints and sign-in page. */
  noindex: boolean;
  /** Answers and refusals are JSON (`/api/…`); the public API's in its own error shape. */
  json: boolean;
  /** The largest request body taken (413 past it). */
  bodyLimit: number;
  /** A POST must be a form (`application/x-www-form-urlencoded`) sent from this site (CSRF). */
  formsOnly: boolean;
  /** The offline app may keep it: a public page, not the admin, an API, the widget or a machine file. */
  keptOffline: boolean;
  /**
   * Its GET may be answered from the shared-page cache (server/edge-cache.ts): a page, the widget or
   * the public API, not a file (`/sitemap.xml`, `/sw.js`) nor a data request (`/istanbul.data`).
   * Whether the answer is then kept is the route's to say (`Cache-Control: public`).
   */
  shared: boolean;
}>;

/** `base`, `base/…` and `base.data`-style data requests (`/adminxyz`, `/process-data`, …). */
const under = (path: string, base: string) =>
  path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}.`);

/** Never kept offline: the admin, APIs, the embeddable widget, machine files, assets (cached apart). */
const NOT_KEPT = /^\/(adminxyz|process-data|api|mcp|widget|sitemap|robots\.txt|healthz|assets)(\/|$|\.)/;

function toRoutePath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

function toKind(path: string): RequestKind {
  if (under(path, LOGIN_PATH) || under(path, LOGOUT_PATH)) return 'login';
  if (under(path, '/adminxyz') || under(path, '/process-data')) return 'admin';
  if (path.startsWith('/api/admin/')) return 'admin-api';
  if (path === '/api/v1' || path.startsWith('/api/v1/')) return 'api';
  if (path === '/mcp') return 'mcp';
  if (under(path, '/widget')) return 'widget';
  if (path.startsWith('/assets/')) return 'asset';
  return 'page';
}

/**
 * Every request asks, most of them about a handful of paths, and working one out took ~0.7 µs of
 * the ~34 µs a kept page's answer costs here (`--cpu-prof`, 2026-11-29): the answers for the last
 * 256 paths are remembered.
 */
export const classifyPath: (pathname: string) => PathClass = rememberAnswers(256, toPathClass);

function toPathClass(pathname: string): PathClass {
  const routePath = toRoutePath(pathname);
  const kind = toKind(pathname);
  const guarded = kind === 'admin' || kind === 'admin-api';
  const json = pathname.startsWith('/api/');
  const last = pathname.split('/').pop() ?? '';
  return {
    kind,
    routePath,
    guarded,
    noindex: guarded || kind === 'login',
    json,
    bodyLimit: guarded ? ADMIN_BODY_LIMIT : PUBLIC_BODY_LIMIT,
    formsOnly: !json && kind !== 'mcp',
    keptOffline: !NOT_KEPT.test(pathname) && !last.includes('.'),
    shared: (kind === 'page' || kind === 'widget' || kind === 'api') && !last.includes('.'),
  };
}
