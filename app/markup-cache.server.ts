import { renderToStaticMarkup } from 'react-dom/server';
import type { MarkupCache } from '#app/components/markup-cache.ts';

/**
 * The server's markup cache (app/components/markup-cache.ts): one HTML string per owner object,
 * for the last key it was asked with. Held weakly, so a pharmacy's card leaves with the snapshot
 * that held it; a new key (a night-limit hint that changed with the minute) renders it again.
 * Markup that depends on the visitor must never be cached here: only what every visitor sees.
 */
export function createMarkupCache(): MarkupCache {
  const kept = new WeakMap<object, { key: string; html: string }>();
  return {
    toHtml(owner, key, element) {
      const known = kept.get(owner);
      if (known?.key === key) return known.html;
      const html = renderToStaticMarkup(element());
      kept.set(owner, { key, html });
      return html;
    },
  };
}
