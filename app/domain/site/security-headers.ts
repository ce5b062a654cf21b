import { toTileImageSource } from '#app/domain/geo/map-tiles.ts';
import { classifyPath } from '#app/domain/site/request-kind.ts';

/**
 * The site's security headers, in one place: `toSecurityHeaders` gives the ones every answer
 * carries (server/app.ts and the shared-page cache, server/edge-cache.ts, write them), and a
 * rendered document brings its own nonced CSP in their place (app/entry.server.tsx).
 *
 * - Documents: `default-src 'self'`; scripts only from this origin or carrying the document's
 *   nonce (React Router's inline hydration data on admin pages); styles from this origin and
 *   inline (the widget's theme); images from this origin and `data:`, and the map view's tile
 *   server (MAP_TILE_URL's origin, nothing wider); no plugins; no framing except the widget.
 * - The widget (`/widget`), framed by other sites: no script at all.
 * - Everything else (files, JSON, refusals): nothing may run.
 */

const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
].join(', ');

/** HSTS for answers served over HTTPS (directly, or as a trusted proxy reports). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Paths that other sites may frame (the widget); every other page refuses framing. */
function isFrameablePath(pathname: string): boolean {
  return /^\/widget\/?$/.test(pathname);
}

/**
 * The headers every answer to `pathname` carries, as `[name, value]` pairs; `https`: the request
 * came over HTTPS (directly, or as a trusted proxy reports). Admin answers (pages, endpoints,
 * refusals) are never indexed; robots.txt does not list them.
 */
export function toSecurityHeaders(pathname: string, https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
    ['content-security-policy', toDefaultCsp(pathname)],
  ];
  if (!isFrameablePath(pathname)) headers.push(['x-frame-options', 'DENY']);
  if (classifyPath(pathname).noindex) headers.push(['x-robots-tag', 'noindex, nofollow']);
  if (https) headers.push(['strict-transport-security', STRICT_TRANSPORT_SECURITY]);
  return headers;
}

const COMMON = ["base-uri 'self'", "object-src 'none'", "form-action 'self'"];

/** The CSP of an answer that is not a rendered document: nothing runs, nothing is framed. */
function toDefaultCsp(pathname: string): string {
  if (isFrameablePath(pathname)) return toWidgetCsp();
  return [
    "default-src 'self'",
    "script-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "frame-ancestors 'none'",
    ...COMMON,
  ].join('; ');
}

function toWidgetCsp(): string {
  return [
    "default-src 'self'",
    "script-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    'frame-ancestors *',
    ...COMMON,
  ].join('; ');
}

/**
 * The CSP of a rendered document: its scripts come from this origin or carry `nonce`; its
 * images also from the map tiles' origin (`mapTileUrl`). In development Vite's hot reload also
 * talks over its own WebSocket port.
 */
export function toDocumentCsp(
  pathname: string,
  nonce: string,
  options: { development?: boolean; mapTileUrl?: string } = {},
): string {
  if (isFrameablePath(pathname)) return toWidgetCsp();
  const tiles = options.mapTileUrl === undefined ? null : toTileImageSource(options.mapTileUrl);
  return [
    "default-src 'self'",
    ...(options.development ? ["connect-src 'self' ws: wss:"] : []),
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${tiles ? ` ${tiles}` : ''}`,
    "frame-src 'self'",
    "frame-ancestors 'none'",
    ...COMMON,
  ].join('; ');
}
