/**
 * Text of an HTML fragment as a reader sees it: React's empty markers and escapes undone, tags as
 * spaces (or nothing, `inline`, for text split only by inline tags), spaces joined.
 */
export function textOf(html: string, inline = false): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, inline ? '' : ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the first group `pattern` matches in `html`; a missing match fails the test. */
export function pick(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`${pattern} not found`);
  return textOf(match[1]!);
}
