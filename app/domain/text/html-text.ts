import { parseHtml } from '#app/domain/text/html-parser.ts';

/**
 * Fetched pages as importable text: HTML becomes one line per block (paragraph, list item,
 * table row, <br>), with table cells joined by " | " so "NAME | ADDRESS | PHONE" rows reach the
 * plain-text roster parser intact. Scripts, styles and other non-content elements are dropped.
 */

const DROPPED = 'script, style, noscript, template, svg, iframe, head, nav, button, select';
const BLOCKS =
  'p, div, li, dt, dd, tr, h1, h2, h3, h4, h5, h6, section, article, header, footer, main, aside, table, blockquote, pre, address';

function isHtmlContentType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'text/html' || type === 'application/xhtml+xml';
}

/** True when the media type is text we can show and import (text/*, JSON, XML). */
export function isTextContentType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '') return true;
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/xml' ||
    type === 'application/xhtml+xml' ||
    type.endsWith('+xml') ||
    type.endsWith('+json')
  );
}

function htmlToText(html: string): string {
  const $ = parseHtml(html);
  $(DROPPED).remove();
  $('br').replaceWith('\n');
  $('td, th').each((_, cell) => {
    $(cell).append(' | ');
  });
  $(BLOCKS).each((_, block) => {
    $(block).prepend('\n').append('\n');
  });
  const text = $('body').length > 0 ? $('body').text() : $.root().text();
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[\s\u00a0]+/g, ' ')
        .replace(/(?:\s*\|\s*)+$/, '')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}

/** The text to import: HTML converted to lines, anything else as it came. */
export function toImportableText(content: string, contentType: string | null): string {
  const looksLikeHtml = /^\s*(?:<!doctype html|<html[\s>])/i.test(content);
  return isHtmlContentType(contentType) || looksLikeHtml ? htmlToText(content) : content;
}
