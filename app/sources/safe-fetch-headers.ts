import { acceptEncoding } from '#app/sources/safe-fetch-body.ts';

// Headers the fetcher owns; a caller cannot set them.
const reservedHeaders = new Set([
  'host',
  'user-agent',
  'accept-encoding',
  'cookie',
  'connection',
  'content-length',
  'transfer-encoding',
]);
const credentialHeaders = ['authorization', 'proxy-authorization', 'cookie'];

/** Caller headers plus ours; the caller cannot set Host, User-Agent, Accept-Encoding or cookies. */
export function toRequestHeaders(userAgent: string, extra: Record<string, string> | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(extra ?? {})) {
    if (!reservedHeaders.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  }
  headers['user-agent'] = userAgent;
  headers['accept-encoding'] = acceptEncoding;
  return headers;
}

/** Headers for a redirect to another origin: credentials stay behind. */
export function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  const copy = { ...headers };
  for (const name of credentialHeaders) delete copy[name];
  return copy;
}

/** undici's header record as a Fetch `Headers` object (repeated headers appended). */
export function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      try {
        headers.append(name, item);
      } catch {
        // A value the Fetch Headers class rejects (control characters) is dropped rather than failing the response.
      }
    }
  }
  return headers;
}
