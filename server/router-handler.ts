import type { NextFunction, Request, Response } from 'express';
import { writeReadableStreamToWritable } from '@react-router/node';
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { unstable_preloadRoutePattern } from 'react-router/route-pattern';
import { refuse } from '#server/refusal.ts';
import { classifyPath, toRoutePath } from '#app/domain/site/request-kind.ts';
import { getRequestOrigin } from '#server/request-boundary.ts';

unstable_preloadRoutePattern();

/**
 * React Router's route-pattern matcher instead of its default one, which tries the site's ~60
 * routes one by one with a regular expression each, building a match for the root route every
 * time: 35 µs to match `/istanbul`, twice per request, against 9 µs (ADR 0001). Framework mode's
 * config does not offer the flag yet (8.4), so the server sets it on the build; the pages that
 * hydrate receive it with the build's flags and load the same matcher (app/entry.client.tsx).
 * Both matchers give the same route and params for every path the request boundary lets through
 * (tests/integration/route-matching.test.ts).
 */
function withRoutePatternMatching(build: ServerBuild): ServerBuild {
  // The build's `future` type names no flags (`Record<string, never>`); the static handler reads this one.
  const future = { ...build.future, unstable_routePatternMatching: true } as unknown as ServerBuild['future'];
  return { ...build, future };
}

/**
 * React Router behind the input boundary (server/request-boundary.ts): the Fetch `Request` is
 * built from the origin the boundary settled on (never from `Host` directly) and the body
 * Express already read within its limit, so a route never meets a URL it cannot parse or a body
 * it cannot bound. A page's POST without a body reads as an empty form.
 */
export function createRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: Request) => RouterContextProvider;
}) {
  const { build } = options;
  const handle = createRequestHandler(
    typeof build === 'function' ? async () => withRoutePatternMatching(await build()) : withRoutePatternMatching(build),
    process.env.NODE_ENV,
  );
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      if (req.method === 'POST' && !acceptsPost(typeof build === 'function' ? await build() : build, req.path)) {
        refuse(res, req.originalUrl, 405, { headers: { Allow: 'GET, HEAD, OPTIONS' } });
        return;
      }
      const request = toFetchRequest(req, res);
      const response = await handle(request, options.getLoadContext(req));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[] };

/** The build's routes as the nested tree `matchRoutes` reads (the build keeps them flat, by parent). */
const routeTrees = new WeakMap<ServerBuild, RouteNode[]>();

function toRouteTree(build: ServerBuild): RouteNode[] {
  let tree = routeTrees.get(build);
  if (tree) return tree;
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    });
  }
  tree = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId === undefined ? undefined : nodes.get(route.parentId);
    (parent ? parent.children : tree).push(node);
  }
  routeTrees.set(build, tree);
  return tree;
}

/**
 * Whether a POST to `pathname` (or its `.data` request) reaches a route with an action. React
 * Router answers one that does not with a 405 whose text is an error page's ("Bir hata oluştu",
 * or "Sayfa bulunamadı" on a place's page), logs a stack trace, and on a `.data` request writes
 * the route's internal id in English; the boundary's own 405 says what happened instead.
 * A path no route matches is left to the router's 404, and a route behind middleware to it.
 */
function acceptsPost(build: ServerBuild, pathname: string): boolean {
  // Nodes are RouteObjects, an index route's `children` apart (always empty; matchRoutes skips it).
  const matches = matchRoutes(toRouteTree(build) as RouteObject[], toRoutePath(pathname));
  const leaf = matches?.at(-1)?.route.id;
  if (leaf === undefined) return true;
  // Behind route middleware (the admin guard) the guard answers first: an anonymous POST goes to the login.
  if (matches!.some((match) => build.routes[match.route.id ?? '']?.module.middleware)) return true;
  return typeof build.routes[leaf]?.module.action === 'function';
}

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const url = `${getRequestOrigin(res)}${req.originalUrl}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  let finished = false;
  res.on('finish', () => (finished = true));
  res.on('close', () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body: unknown = req.body;
    if (Buffer.isBuffer(body) && body.length > 0) init.body = new Uint8Array(body);
    else {
      init.body = '';
      if (!classifyPath(req.path).json) headers.set('Content-Type', 'application/x-www-form-urlencoded');
    }
  }
  return new globalThis.Request(url, init);
}

async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    // A route's own security policy (a document's nonced CSP) replaces the default one.
    if (name === 'set-cookie') res.append(name, value);
    else res.setHeader(name, value);
  }
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
