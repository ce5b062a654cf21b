import type { LinkDescriptor, MetaDescriptor } from 'react-router';

/**
 * A page's head tags written as HTML: what React Router's `<Meta />` and `<Links />` render, for
 * the pages that do not hydrate (app/components/static-head.tsx). Through React each meta and link
 * tag goes through React's hoisting and each descriptor is stringified for its key; written here,
 * and kept as bytes while a page's head stays the same (app/markup-cache.server.ts), a cache-miss
 * render of the İstanbul page took 6.9 M instructions instead of 7.35 M (callgrind, main thread),
 * and its document to encode and hash went from 17 KB to 8.5 KB. The output is React's, tag for
 * tag: attribute names as React writes them, values escaped as React escapes them, JSON-LD escaped
 * as React Router escapes it (head-html.test.tsx compares the two).
 *
 * A descriptor this writer does not know the React rendering of (an unknown prop, a boolean or
 * object value, an event handler, a page link) makes it return null, and the page's head is
 * rendered by React as before: never a guess.
 */

/**
 * The camel-case props this writer knows, with the name React writes for each: React writes
 * `charSet` and `hrefLang` as they are, and its own names for the rest. Any other camel-case prop
 * is left to React.
 */
const ATTRIBUTE_NAMES: Record<string, string> = {
  charSet: 'charSet',
  hrefLang: 'hrefLang',
  className: 'class',
  htmlFor: 'for',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
  crossOrigin: 'crossorigin',
};

/** Props written as they are: lower-case attribute names (`name`, `content`, `property`, `rel`, `href`). */
const PLAIN_PROP = /^[a-z][a-z0-9:_-]*$/;

/** Lower-case props React treats specially: never attributes, so never written here. */
const SPECIAL_PROPS = new Set(['children', 'style', 'key', 'ref']);

/** React's text and attribute escaping (escapeTextForBrowser). */
const HTML_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text or an attribute's value escaped as React escapes it, so markup written here matches React's. */
export function escapeText(value: string): string {
  return value.replace(/["&'<>]/g, (char) => HTML_ESCAPES[char]!);
}

/** React Router's escaping of JSON-LD inside `<script>` (lib/dom/ssr/markup.ts). */
const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function escapeScript(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]!);
}

/** ` name="value"` for each prop, in order; null when a prop is not a plain string or number attribute. */
function toAttributes(props: Record<string, unknown>): string | null {
  let html = '';
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined) continue;
    const attribute = ATTRIBUTE_NAMES[name] ?? (PLAIN_PROP.test(name) && !SPECIAL_PROPS.has(name) ? name : null);
    if (attribute === null) return null;
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return null;
    // React leaves out an empty `href` or `src` (and warns): not written here either way.
    if (value === '' && (name === 'href' || name === 'src')) return null;
    html += ` ${attribute}="${escapeText(String(value))}"`;
  }
  return html;
}

/**
 * The HTML of `<Meta />` for these descriptors (flattened as React Router flattens them), or null
 * when one of them needs React. Descriptors React Router skips (an invalid `tagName`, JSON-LD that
 * does not stringify, a `charSet` that is not a string) are skipped here too.
 */
export function toMetaHtml(descriptors: readonly MetaDescriptor[]): string | null {
  let html = '';
  for (const descriptor of descriptors.flat() as (MetaDescriptor | null | undefined | false)[]) {
    if (!descriptor) continue;
    if ('tagName' in descriptor) {
      const { tagName, ...rest } = descriptor as { tagName: unknown } & Record<string, unknown>;
      if (tagName !== 'meta' && tagName !== 'link') continue;
      const attributes = toAttributes(rest);
      if (attributes === null) return null;
      html += `<${tagName}${attributes}/>`;
    } else if ('title' in descriptor) {
      html += `<title>${escapeText(String(descriptor.title))}</title>`;
    } else if ('charset' in descriptor || 'charSet' in descriptor) {
      const props = descriptor as { charSet?: unknown; charset?: unknown };
      const charSet = props.charSet ?? props.charset;
      if (charSet === null || charSet === undefined) return null;
      if (typeof charSet === 'string') html += `<meta charSet="${escapeText(charSet)}"/>`;
    } else if ('script:ld+json' in descriptor) {
      let json: unknown;
      try {
        json = JSON.stringify(descriptor['script:ld+json']);
      } catch {
        continue;
      }
      if (typeof json !== 'string') continue;
      html += `<script type="application/ld+json">${escapeScript(json)}</script>`;
    } else {
      const attributes = toAttributes(descriptor as Record<string, unknown>);
      if (attributes === null) return null;
      html += `<meta${attributes}/>`;
    }
  }
  return html;
}

/**
 * The HTML of `<Links />` for these descriptors (already deduplicated, as React Router keys
 * them), each with the page's nonce first as React Router passes it; null for a page link or a
 * descriptor that needs React.
 */
export function toLinksHtml(descriptors: readonly LinkDescriptor[], nonce: string | undefined): string | null {
  let html = '';
  for (const descriptor of descriptors) {
    if ('page' in descriptor && typeof descriptor.page === 'string') return null;
    const attributes = toAttributes({ nonce, ...descriptor });
    if (attributes === null) return null;
    html += `<link${attributes}/>`;
  }
  return html;
}
