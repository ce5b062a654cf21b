import type { NextFunction, Request, Response } from 'express';
import { API_V1_CORS, MCP_CORS } from '#app/domain/site/cors.ts';
import { isFromOrigin } from '#app/auth/same-origin.ts';
import { classifyPath } from '#app/domain/site/request-kind.ts';
import { toSecurityHeaders } from '#app/domain/site/security-headers.ts';
import { refuse } from '#server/refusal.ts';
import type { ReadRequest } from '#server/trusted-proxy.ts';

/**
 * The HTTP input boundary (server/app.ts mounts it before anything else reads the request):
 * whatever the router or Express cannot handle is answered here with a Turkish 4xx page (JSON
 * under `/api/`), never a 500.
 *
 * - every answer gets the security headers (app/domain/site/security-headers.ts);
 * - the request line: only a path (`/…`), never an absolute URL or `*` (what Node's parser
 *   itself refuses, server/client-error.ts answers);
 * - the method: GET, HEAD, POST and OPTIONS; anything else (TRACE, PUT, made-up ones) is 405
 *   with `Allow`; OPTIONS is answered here (the CORS preflight of the public API and of `/mcp`,
 *   `Allow` elsewhere);
 * - the origin: `Host` (or a trusted proxy's `X-Forwarded-Host`/`-Proto`, server/trusted-proxy.ts)
 *   must be a valid host and http(s); which hosts count is app/domain/site/request-origin.ts's rule;
 * - bodies: pages take forms only (`application/x-www-form-urlencoded`), nothing takes
 *   multipart; sizes are bounded per route (`classifyPath(…).bodyLimit`), larger bodies get 413;
 * - a page's form POSTed from another origin (its `Origin` header) is 403.
 */

const PAGE_METHODS = 'GET, HEAD, POST, OPTIONS';
const API_V1_METHODS = API_V1_CORS.methods;
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

/** The methods a path allows, for `Allow`: the public API's, or a page's. */
export function toAllowedMethods(pathname: string): string {
  return classifyPath(pathname).kind === 'api' ? API_V1_METHODS : PAGE_METHODS;
}

export function hasRequestBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

function toMediaType(req: Request): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The origin the request is answered as and its client's address, as the boundary settled them. */
export function getRequestFacts(res: Response): { origin: string; ip: string } {
  return res.locals.facts as { origin: string; ip: string };
}

export function createRequestBoundary(readRequest: ReadRequest) {
  return function requestBoundary(req: Request, res: Response, next: NextFunction): void {
    // Read once: the security headers (HSTS over HTTPS) and the origin checks below both need it.
    const { origin, ip, https } = readRequest(req);
    // Every answer carries them, refusals included (a document brings its own CSP in their place).
    for (const [name, value] of toSecurityHeaders(req.path, https)) res.setHeader(name, value);
    const target = req.url;
    if (!target.startsWith('/')) {
      refuse(res, '/', 400, { message: 'İstek satırında bir yol bekleniyordu (örneğin /istanbul).' });
      return;
    }
    const pathname = req.url.split('?')[0]!;
    const method = req.method.toUpperCase();
    const kind = classifyPath(pathname);
    const allow = toAllowedMethods(pathname);
    if (!KNOWN_METHODS.has(method)) {
      refuse(res, pathname, 405, { headers: { Allow: allow } });
      return;
    }

    if (origin.kind === 'bad-host') {
      refuse(res, pathname, 400, { message: 'İstekteki sunucu adı (Host) geçersiz.' });
      return;
    }
    if (origin.kind === 'bad-proto') {
      refuse(res, pathname, 400, { message: 'İstekteki protokol geçersiz: yalnızca http ve https.' });
      return;
    }
    if (origin.kind === 'unconfigured') {
      refuse(res, pathname, 421);
      return;
    }
    res.locals.facts = { origin: origin.origin, ip };

    if (method === 'OPTIONS') {
      const headers =
        kind.kind === 'api' ? API_V1_CORS.preflight : kind.kind === 'mcp' ? MCP_CORS.preflight : { Allow: allow };
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.statusCode = 204;
      res.end();
      return;
    }
    if (method === 'POST') {
      const type = toMediaType(req);
      // The MCP endpoint (/mcp) takes JSON-RPC bodies, like the API.
      const isPage = kind.formsOnly;
      if (
        type.startsWith('multipart/') ||
        (isPage && hasRequestBody(req) && type !== 'application/x-www-form-urlencoded')
      ) {
        refuse(res, pathname, 415, {
          message: isPage
            ? 'Bu adres yalnızca form verisi (application/x-www-form-urlencoded) kabul eder.'
            : 'Bu adres çok parçalı (multipart) veri kabul etmez.',
        });
        return;
      }
      // A page's form sent from another site (CSRF): refused here with a Turkish page, rather than
      // by React Router's own check (a plain-text 400, logged as an error).
      const from = {
        origin: req.headers.origin ?? null,
        fetchSite: toHeader(req.headers['sec-fetch-site']),
        referer: req.headers.referer ?? null,
      };
      if (isPage && !isFromOrigin(from, origin.origin)) {
        refuse(res, pathname, 403);
        return;
      }
    }
    next();
  };
}

/** No Origin header (an old browser, a script) is left to the routes' own checks; "null" or another origin is not this site. */

/** A header Node may give as a list: its first value; null when absent. */
function toHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
