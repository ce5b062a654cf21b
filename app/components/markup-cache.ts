import { createContext, useContext, type ReactElement } from 'react';

/**
 * Markup a page repeats unchanged from one rendering to the next (a roster's pharmacy cards),
 * rendered once and reused. The server entry provides it (app/markup-cache.server.ts); where
 * nobody does (a component test), elements render as usual.
 */
export type MarkupCache = {
  /**
   * What to write in place of `element()`: its static HTML, rendered once for `owner` and `key`,
   * or a marker the server replaces with that HTML in the finished document. `owner` is an object
   * the snapshot never changes (a pharmacy: swapped whole with the snapshot, so its markup goes
   * with it); `key` is everything else that shapes the markup.
   */
  toHtml(owner: object, key: string, element: () => ReactElement): string;
  /**
   * What to write in place of `html`, HTML a page makes again on every rendering (its head's
   * tags): a marker the server replaces with the same HTML kept as bytes, encoded and hashed once
   * while it stays in use, rather than once per rendering.
   */
  toKeptHtml(html: string): string;
};

export const MarkupCacheContext = createContext<MarkupCache | null>(null);

export function useMarkupCache(): MarkupCache | null {
  return useContext(MarkupCacheContext);
}
