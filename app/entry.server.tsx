import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { servicesContext } from '#app/context.server.ts';
import { msUntilNextRotation } from '#app/domain/duty-window.ts';

// The Node server (server/main.ts) reaches the app's services through the build.
export { startServices } from '#app/services.server.ts';
export { createLoadContext } from '#app/context.server.ts';

export const streamTimeout = 5_000;

/** Public pages may be cached briefly, never past the next duty rotation. */
function setCacheHeaders(headers: Headers, status: number, context: Readonly<RouterContextProvider>): void {
  if (headers.has('Cache-Control')) return;
  if (status !== 200) {
    headers.set('Cache-Control', 'no-cache');
    return;
  }
  const services = context.get(servicesContext);
  const untilRotation = Math.floor(msUntilNextRotation(services.now(), services.rotation) / 1000);
  headers.set('Cache-Control', `public, max-age=${Math.max(0, Math.min(60, untilRotation))}, must-revalidate`);
}

function toEtag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('If-None-Match');
  return header !== null && header.split(',').some((tag) => tag.trim() === etag);
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
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          setCacheHeaders(responseHeaders, status, loadContext);
          if (status === 200) {
            const etag = toEtag(body);
            responseHeaders.set('ETag', etag);
            if (matchesEtag(request, etag)) {
              resolve(new Response(null, { status: 304, headers: responseHeaders }));
              return;
            }
          }
          const isHead = request.method.toUpperCase() === 'HEAD';
          resolve(new Response(isHead ? null : body, { status, headers: responseHeaders }));
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  setCacheHeaders(response.headers, response.status, context);
  return response;
};
