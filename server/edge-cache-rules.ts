/** The edge cache's pure rules (server/edge-cache.ts): encoding, query and max-age. */

import { rememberAnswers } from '#app/domain/site/remembered-answers.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Answers for the `Accept-Encoding` values seen lately: browsers send a handful of them. */
const preferred = rememberAnswers(64, parsePreferredEncoding);

/** br > gzip > identity, among the codings `Accept-Encoding` accepts (q > 0). */
export function toPreferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  // Longer is not what a browser sends: not remembered.
  return acceptEncoding.length > 200 ? parsePreferredEncoding(acceptEncoding) : preferred(acceptEncoding);
}

function parsePreferredEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim().toLowerCase());
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : 'identity';
}

/** The query with its parameters sorted: `?b=2&a=1` and `?a=1&b=2` are one page. */
export function toNormalisedQuery(search: string): string {
  if (search === '' || search === '?') return '';
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

/** `max-age` counted down from when the document was stored: never past what the route allowed. */
export function toRemainingCacheControl(cacheControl: string, storedAt: number, now: number): string {
  return cacheControl.replace(/\bmax-age=(\d+)/, (_, seconds: string) => {
    const elapsed = Math.ceil(Math.max(0, now - storedAt) / 1000);
    return `max-age=${Math.max(0, Number(seconds) - elapsed)}`;
  });
}
