import { createHash } from 'node:crypto';
import { msUntilNextRotation } from '#app/domain/time/duty-window.ts';

/**
 * The one caching rule for shared answers, public pages (app/entry.server.tsx) and the JSON API
 * (app/routes/api/v1/respond.server.ts) alike: a weak ETag of the body, a `max-age` of at most a
 * minute that never runs past the next duty rotation, and 304 when the client already holds the
 * body (docs/decisions/0003-duty-dates-and-caching.md).
 */

/** The longest a shared cache may keep an answer, in seconds. */
const MAX_AGE_CAP_SECONDS = 60;

/** `max-age` in seconds: at most a minute, and never past the earliest next rotation of `rotations`. */
export function toMaxAge(now: Date, rotations: Iterable<string>): number {
  // Each distinct rotation once: a page passes every province's, almost all the same.
  const untilRotation = Math.min(...[...new Set(rotations)].map((rotation) => msUntilNextRotation(now, rotation)));
  return Math.max(0, Math.min(MAX_AGE_CAP_SECONDS, Math.floor(untilRotation / 1000)));
}

/**
 * `Cache-Control` of a shared answer. Pages add `must-revalidate`: once stale, a cache asks again
 * rather than show yesterday's list. The API's header is its documented `public, max-age=N`.
 */
export function toSharedCacheControl(maxAge: number, options: { mustRevalidate?: boolean } = {}): string {
  return `public, max-age=${maxAge}${options.mustRevalidate ? ', must-revalidate' : ''}`;
}

/** A weak ETag of the body: the same bytes always give the same tag. */
export function toWeakEtag(body: string | Uint8Array): string {
  return toWeakEtagOfParts([body]);
}

/**
 * A weak ETag of a body made of `parts` in this order, where a part may stand for a larger piece by
 * a digest of it (a page's kept markup, app/markup-cache.server.ts): the same parts always give the
 * same tag, and changed bytes in any part a changed tag. One part is `toWeakEtag` of it.
 */
export function toWeakEtagOfParts(parts: Iterable<string | Uint8Array>): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest('base64url').slice(0, 22)}"`;
}

/** The digest `toWeakEtagOfParts` may be given in place of `bytes`. */
export function toPartDigest(bytes: Uint8Array): Buffer {
  return createHash('sha1').update(bytes).digest();
}

/**
 * Whether an `If-None-Match` header names `etag`, by weak comparison (RFC 9110 §13.1.2): `W/"x"`
 * and `"x"` match, and `*` matches any current body.
 */
export function isNotModified(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
