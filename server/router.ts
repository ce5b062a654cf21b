import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { RouterContextProvider, ServerBuild, createRequestHandler } from 'react-router';

/**
 * React Router's request handler, and the two conversions around it: a Node request into the
 * Fetch `Request` a route reads, and a Fetch `Response` onto a Node response. Both paths of the
 * HTTP layer use them: the shared-page cache (server/edge-cache.ts) and Express for everything
 * else (server/app.ts). The URL is built from the origin the request was settled on
 * (server/trusted-proxy.ts), never from `Host` directly, and the body is the one the boundary read
 * within its limit (server/body-reader.ts), so a route never meets a URL it cannot parse or a body
 * it cannot bound. (`@react-router/express` builds the URL from `Host`/`X-Forwarded-Host` and
 * streams the raw body; docs/decisions/0001-stack.md.)
 */
export type Router = {
  handle(request: Request, client: { ip: string }): Promise<Response>;
};

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

type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * React Router's `createRequestHandler` as the server build exports it (app/entry.server.tsx): the
 * production build bundles React Router in, and a handler from another copy would not know the
 * build's `RouterContextProvider`.
 */
function handlerFactoryOf(build: ServerBuild): typeof createRequestHandler {
  const create = (build.entry.module as { createRequestHandler?: typeof createRequestHandler }).createRequestHandler;
  if (!create) throw new Error('the server build does not export createRequestHandler (app/entry.server.tsx)');
  return create;
}

export function createRouter(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (client: { ip: string }) => RouterContextProvider;
}): Router {
  const { build, getLoadContext } = options;
  if (typeof build !== 'function') {
    const handle = handlerFactoryOf(build)(withRoutePatternMatching(build), process.env.NODE_ENV);
    return { handle: (request, client) => handle(request, getLoadContext(client)) };
  }
  // Development loads the build again for every request (hot reload); the handler comes from the
  // first build that loads, and is asked for again after a build that failed to load.
  let handler: Promise<RequestHandler> | undefined;
  const ready = () => {
    if (!handler) {
      handler = build().then((first) =>
        handlerFactoryOf(first)(async () => withRoutePatternMatching(await build()), process.env.NODE_ENV),
      );
      handler.catch(() => (handler = undefined));
    }
    return handler;
  };
  return { handle: async (request, client) => (await ready())(request, getLoadContext(client)) };
}

/**
 * The Fetch request for `req` at `origin`. `body`: what the boundary read (a page's POST without
 * one reads as an empty form). `abortWith`: the response whose early close (the visitor went
 * away) aborts the route's work. `asRead`: a GET of the address without its conditions, for a
 * page rendered to be shared (its ETag is compared when it is answered).
 */
export function toFetchRequest(
  req: IncomingMessage,
  origin: string,
  options: { body?: Buffer; form?: boolean; abortWith?: ServerResponse; asRead?: boolean } = {},
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (options.asRead && (name === 'if-none-match' || name === 'if-modified-since')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const method = options.asRead ? 'GET' : (req.method ?? 'GET');
  const init: RequestInit = { method, headers };
  if (options.abortWith) {
    const controller = new AbortController();
    const res = options.abortWith;
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    init.signal = controller.signal;
  }
  if (method !== 'GET' && method !== 'HEAD') {
    if (options.body && options.body.length > 0) init.body = new Uint8Array(options.body);
    else {
      init.body = '';
      if (options.form) headers.set('Content-Type', 'application/x-www-form-urlencoded');
    }
  }
  return new Request(`${origin}${req.url ?? '/'}`, init);
}

/** Writes a route's answer: its status, its headers over the ones already set, its body as it streams. */
export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  for (const [name, value] of response.headers.entries()) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
