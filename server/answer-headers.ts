import type { StoredDocument } from '#server/document-store.ts';
import { toRemainingCacheControl, type Encoding } from '#server/edge-cache-rules.ts';

/**
 * The headers a document kept by the edge cache (server/edge-cache.ts) is answered with, as flat
 * `[name, value, …]` lists that `writeHead` takes as they are: one per encoding and one for a 304.
 * Built on the document's first answer. Only Cache-Control changes between answers (its max-age
 * counts down from when the page was made), so it is recomputed once a second of age.
 */
export type AnswerHeaders = Record<Encoding | 'notModified', string[]> & { elapsed: number; cacheControl: string };

const prepared = new WeakMap<StoredDocument, AnswerHeaders>();

function prepare(document: StoredDocument): AnswerHeaders {
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
  ready = {
    notModified: common,
    identity: withBody('identity'),
    gzip: withBody('gzip'),
    br: withBody('br'),
    elapsed: Number.NaN,
    cacheControl: '',
  };
  prepared.set(document, ready);
  return ready;
}

/** The document's answer headers, with its Cache-Control of this second of its age (`now`, ms). */
export function toAnswerHeaders(document: StoredDocument, now: number): AnswerHeaders {
  const ready = prepare(document);
  const elapsed = Math.ceil(Math.max(0, now - document.storedAt) / 1000);
  if (elapsed !== ready.elapsed) {
    ready.elapsed = elapsed;
    ready.cacheControl = toRemainingCacheControl(document.cacheControl, document.storedAt, now);
  }
  return ready;
}
