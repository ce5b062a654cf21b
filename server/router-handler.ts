import type { NextFunction, Request, Response } from 'express';
import { writeReadableStreamToWritable } from '@react-router/node';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { getRequestOrigin } from '#server/request-boundary.ts';

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
  const handle = createRequestHandler(options.build, process.env.NODE_ENV);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const request = toFetchRequest(req, res);
      const response = await handle(request, options.getLoadContext(req));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
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
      if (!req.path.startsWith('/api/')) headers.set('Content-Type', 'application/x-www-form-urlencoded');
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
