import type { StoredDocument } from '#server/document-store.ts';
import { toRemainingCacheControl, type Encoding } from '#server/edge-cache-rules.ts';

/**
 * The headers a document kept by the edge cache (server/edge-cache.ts) is answered with, as flat
 * `[name, value, …]` lists that `writeHead` takes as they are: one per encoding and one for a 304,
 * each whole (Cache-Control and, for a hit, `x-cache: HIT` included), so an answer builds no list.
 * Built on the document's first answer. Only Cache-Control changes between answers (its max-age
 * counts down from when the page was made), so the lists are built again once a second of age.
 */
type Lists = Record<Encoding | 'notModified', string[]>;
export type AnswerHeaders = {
  /** For an answer that rendered nothing (`x-cache: HIT`). */
  hit: Lists;
  /** For the answer to the request that rendered the page. */
  rendered: Lists;
};

type Prepared = AnswerHeaders & {
  /** Without Cache-Control: the document's own headers, ETag, Vary, and each body's encoding and length. */
  base: Lists;
  /** Seconds of age the lists' Cache-Control was counted for. */
  elapsed: number;
};

const KINDS = ['notModified', 'identity', 'gzip', 'br'] as const;

const prepared = new WeakMap<StoredDocument, Prepared>();

function prepare(document: StoredDocument): Prepared {
  let ready = prepared.get(document);
  if (ready) return ready;
  const common: string[] = [];
  for (const [name, value] of Object.entries(document.headers)) common.push(name, value);
  common.push('etag', document.etag, 'vary', 'Accept-Encoding');
  const withBody = (encoding: Encoding): string[] => [
    ...common,
    ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
    'content-length',
    String(document[encoding].length),
  ];
  const base: Lists = {
    notModified: common,
    identity: withBody('identity'),
    gzip: withBody('gzip'),
    br: withBody('br'),
  };
  ready = { base, hit: base, rendered: base, elapsed: Number.NaN };
  prepared.set(document, ready);
  return ready;
}

function withCacheControl(base: Lists, marks: readonly string[], cacheControl: string): Lists {
  const lists = {} as Lists;
  for (const kind of KINDS) lists[kind] = [...base[kind], ...marks, 'cache-control', cacheControl];
  return lists;
}

/** The document's answer headers, with its Cache-Control of this second of its age (`now`, ms). */
export function toAnswerHeaders(document: StoredDocument, now: number): AnswerHeaders {
  const ready = prepare(document);
  const elapsed = Math.ceil(Math.max(0, now - document.storedAt) / 1000);
  if (elapsed !== ready.elapsed) {
    const cacheControl = toRemainingCacheControl(document.cacheControl, document.storedAt, now);
    ready.hit = withCacheControl(ready.base, ['x-cache', 'HIT'], cacheControl);
    ready.rendered = withCacheControl(ready.base, [], cacheControl);
    ready.elapsed = elapsed;
  }
  return ready;
}
