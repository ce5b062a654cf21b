// Text decoding for fetched bodies. Turkish sources still serve windows-1254 / iso-8859-9 pages,
// often declaring the charset only in a <meta> tag, so an HTML body without a charset in its
// Content-Type is pre-scanned the way browsers do (first 1024 bytes) before falling back to UTF-8.

const charsetParameter = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;
const metaCharset = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i;

/** The charset label named in a Content-Type header value, lower-cased, or null. */
function getCharsetFromContentType(contentType: string | null): string | null {
  const match = contentType ? charsetParameter.exec(contentType) : null;
  const label = match ? (match[1] ?? match[2] ?? '').trim().toLowerCase() : '';
  return label === '' ? null : label;
}

/** Decodes a body using the Content-Type charset, an HTML <meta> charset, or UTF-8. */
export function decodeBody(body: Buffer, contentType: string | null): string {
  const declared = getCharsetFromContentType(contentType) ?? sniffHtmlCharset(body, contentType);
  return createDecoder(declared).decode(body);
}

function sniffHtmlCharset(body: Buffer, contentType: string | null): string | null {
  const isHtml = contentType === null || /^\s*(text\/html|application\/xhtml\+xml)/i.test(contentType);
  if (!isHtml) return null;
  const head = body.subarray(0, 1024).toString('latin1');
  const label = metaCharset.exec(head)?.[1]?.toLowerCase() ?? null;
  // A <meta> tag readable as ASCII cannot be UTF-16 (HTML prescan rule).
  return label?.startsWith('utf-16') ? 'utf-8' : label;
}

function createDecoder(label: string | null): TextDecoder {
  if (label) {
    try {
      return new TextDecoder(label);
    } catch {
      // Unknown label: the WHATWG default below is the only sensible choice.
    }
  }
  return new TextDecoder('utf-8');
}
