import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MarkupCache } from '#app/components/markup-cache.ts';
import { toPartDigest, toWeakEtagOfParts } from '#app/domain/site/cache-headers.ts';

/**
 * The server's markup cache (app/components/markup-cache.ts). The store keeps one rendering per
 * owner object, for the last key it was asked with, as UTF-8 bytes. Held weakly, so a pharmacy's
 * card leaves with the snapshot that held it; a new key (a night-limit hint that changed with the
 * minute) renders it again. Markup kept by its own text (a page's head) stays while it is used,
 * up to its share of CACHE_MAX_MB (app/config/cache-budget.ts). Markup that depends on the
 * visitor must never be kept here: only what every visitor sees.
 *
 * A page's render does not copy the kept markup through React: each request gets a cache
 * (`forRequest`) that hands React a short marker and `splice` puts the kept bytes in its place in
 * the finished document. React's stream encoded every card's text again on every render, over
 * half of a cache-miss render of a 130-card page. The ETag is taken the same way: of the document
 * with its markers and of each kept markup's digest (taken once, when it was rendered), not of all
 * 270 KB of a 130-card page again.
 */
export type MarkupStore = {
  /** What markup kept by its text may hold at most (bytes); the least recently used goes first. */
  setMaxTextBytes(bytes: number): void;
  /** What markup kept by its text holds now (bytes, as counted against the bound). */
  textBytes(): number;
  forRequest(): MarkupCache & {
    /** The ETag of the document `splice` will make of `document`. */
    etag(document: Buffer): string;
    /**
     * The document with every marker this cache handed out replaced by its markup, as the parts
     * to send one after the other (views of `document` and the kept markup itself): joining them
     * allocated a 220 KB buffer per render of a 130-card page, and those buffers drove a full
     * garbage collection every ~0.4 s under cache misses (13–14 in 5 s against 2 without).
     */
    splice(document: Buffer): Buffer[];
  };
};

type Kept = { key: string; bytes: Buffer; digest: Buffer };

/**
 * What markup kept by its text may hold until the server sets its share of CACHE_MAX_MB: its text
 * (two bytes a character, as V8 holds most Turkish text) and its bytes. A page's head is 2–20 KB.
 */
const DEFAULT_MAX_TEXT_BYTES = 8 * 1024 * 1024;

/** `<!--markup:N-->`: a comment React writes as it is, which no rendered text can contain. */
const MARKER_START = Buffer.from('<!--markup:');
const MARKER_END = Buffer.from('-->');

export function createMarkupStore(): MarkupStore {
  const kept = new WeakMap<object, Kept>();

  function keptOf(owner: object, key: string, element: () => ReactElement): Kept {
    const known = kept.get(owner);
    if (known?.key === key) return known;
    const bytes = Buffer.from(renderToStaticMarkup(element()));
    const fresh = { key, bytes, digest: toPartDigest(bytes) };
    kept.set(owner, fresh);
    return fresh;
  }

  const byText = new Map<string, Kept>();
  let byTextBytes = 0;
  let maxTextBytes = DEFAULT_MAX_TEXT_BYTES;
  const sizeOf = (kept: Kept) => kept.key.length * 2 + kept.bytes.length;

  function keptText(html: string): Kept {
    const known = byText.get(html);
    if (known) {
      // Used again: to the back of the line.
      byText.delete(html);
      byText.set(html, known);
      return known;
    }
    const bytes = Buffer.from(html);
    const fresh = { key: html, bytes, digest: toPartDigest(bytes) };
    byText.set(html, fresh);
    byTextBytes += sizeOf(fresh);
    trimTo(fresh);
    return fresh;
  }

  /** The least recently used go until the rest fits; `keep` (just made, in use) stays. */
  function trimTo(keep: Kept | null): void {
    for (const [text, oldest] of byText) {
      if (byTextBytes <= maxTextBytes || oldest === keep) break;
      byText.delete(text);
      byTextBytes -= sizeOf(oldest);
    }
  }

  return {
    setMaxTextBytes(bytes) {
      maxTextBytes = bytes;
      trimTo(null);
    },
    textBytes: () => byTextBytes,
    forRequest() {
      const used: Kept[] = [];
      const marker = (kept: Kept) => {
        used.push(kept);
        return `<!--markup:${used.length - 1}-->`;
      };
      return {
        toHtml: (owner, key, element) => marker(keptOf(owner, key, element)),
        toKeptHtml: (html) => marker(keptText(html)),
        etag(document) {
          return toWeakEtagOfParts([document, ...used.map((markup) => markup.digest)]);
        },
        splice(document) {
          if (used.length === 0) return [document];
          const parts: Buffer[] = [];
          let from = 0;
          let at = document.indexOf(MARKER_START, from);
          while (at !== -1) {
            const end = document.indexOf(MARKER_END, at + MARKER_START.length);
            const slot =
              end === -1 ? undefined : used[Number(document.toString('latin1', at + MARKER_START.length, end))];
            if (!slot) throw new Error('markup cache: a marker without its markup');
            parts.push(document.subarray(from, at), slot.bytes);
            from = end + MARKER_END.length;
            at = document.indexOf(MARKER_START, from);
          }
          parts.push(document.subarray(from));
          return parts;
        },
      };
    },
  };
}
