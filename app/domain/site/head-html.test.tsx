import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, test } from 'vitest';
import { seoMeta } from '#app/domain/seo/seo-meta.ts';
import { toLinksHtml, toMetaHtml } from '#app/domain/site/head-html.ts';

/**
 * React Router 8.4's `<Meta />`, descriptor by descriptor (lib/dom/ssr/components.tsx), rendered by
 * React: what toMetaHtml must write.
 */
function reactRouterMeta(descriptors: MetaDescriptor[]): string {
  const escapeJson = (json: string) =>
    json.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const elements = (descriptors.flat() as (Record<string, unknown> | null)[]).map((props, i) => {
    if (!props) return null;
    if ('tagName' in props) {
      const { tagName, ...rest } = props;
      return /^(meta|link)$/.test(String(tagName)) ? createElement(String(tagName), { key: i, ...rest }) : null;
    }
    if ('title' in props) return createElement('title', { key: i }, String(props.title));
    if ('charset' in props || 'charSet' in props) {
      const charSet = props.charSet ?? props.charset;
      return typeof charSet === 'string' ? createElement('meta', { key: i, charSet }) : null;
    }
    if ('script:ld+json' in props) {
      try {
        const json = JSON.stringify(props['script:ld+json']);
        return createElement('script', {
          key: i,
          type: 'application/ld+json',
          dangerouslySetInnerHTML: { __html: escapeJson(json) },
        });
      } catch {
        return null;
      }
    }
    return createElement('meta', { key: i, ...props });
  });
  // Inside <head>, as in a page; React moves title, meta and link tags to its start.
  const html = renderToStaticMarkup(
    createElement('html', null, createElement('head', null, createElement(Fragment, null, ...elements))),
  );
  return html.slice('<html><head>'.length, -'</head></html>'.length);
}

/** The tags of some head HTML, sorted: React writes hoisted tags before the rest. */
const tagsOf = (html: string) => html.match(/<(?:meta|link)[^>]*>|<(title|script)[^>]*>.*?<\/\1>/gs)?.sort() ?? [];

describe('toMetaHtml writes what React Router’s <Meta /> renders', () => {
  const cases: [string, MetaDescriptor[]][] = [
    [
      'a public page’s tags, with text to escape',
      seoMeta({
        title: "Kadıköy & Moda “Nöbetçi” <Eczaneler> 'bugün'",
        description: 'İstanbul’un nöbetçi eczaneleri: adres & telefon <b>"tırnak"</b>',
        canonical: 'https://example.com/istanbul/kadikoy?gun=yarin&x="1"',
        siteOrigin: 'https://example.com',
        keywords: ['nöbetçi eczane', 'şu an açık'],
        jsonLd: [{ '@type': 'Thing', name: 'a </script><script>alert(1)</script> & \u2028 b' }],
      }),
    ],
    [
      'charset, http-equiv, numbers and empty values',
      [
        { charset: 'utf-8' },
        { httpEquiv: 'refresh', content: '60' },
        { name: 'robots', content: 'noindex' },
        { tagName: 'link', rel: 'alternate', hrefLang: 'tr-TR', href: '/' },
        { tagName: 'link', rel: 'preconnect', href: 'https://tiles.example', crossOrigin: 'anonymous' },
        { tagName: 'meta', property: 'og:image:width', content: 1200 } as unknown as MetaDescriptor,
        { name: 'empty', content: '' },
        { name: 'dropped', content: undefined } as unknown as MetaDescriptor,
      ],
    ],
    [
      'descriptors React Router skips',
      [
        { tagName: 'script', src: '/x.js' } as unknown as MetaDescriptor,
        { charSet: 5 } as unknown as MetaDescriptor,
        {
          'script:ld+json': {
            toJSON: () => {
              throw new Error('no');
            },
          },
        } as unknown as MetaDescriptor,
        { title: 'Kalan' },
      ],
    ],
  ];
  for (const [name, descriptors] of cases) {
    test(name, () => {
      const html = toMetaHtml(descriptors);
      expect(html).not.toBeNull();
      expect(tagsOf(html!)).toEqual(tagsOf(reactRouterMeta(descriptors)));
      expect(tagsOf(html!).length).toBeGreaterThan(0);
    });
  }

  test('JSON-LD cannot close its script', () => {
    const html = toMetaHtml([{ 'script:ld+json': { name: '</script><script>alert(1)</script>' } }])!;
    expect(html).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>',
    );
  });

  test('a descriptor it does not know React’s rendering of is left to React', () => {
    expect(
      toMetaHtml([{ title: 'x' }, { name: 'a', content: { nested: true } } as unknown as MetaDescriptor]),
    ).toBeNull();
    expect(
      toMetaHtml([{ tagName: 'link', rel: 'x', href: '/', onLoad: () => {} } as unknown as MetaDescriptor]),
    ).toBeNull();
    expect(toMetaHtml([{ name: 'a', content: 'b', style: {} } as unknown as MetaDescriptor])).toBeNull();
    expect(toMetaHtml([{ name: 'a', async: true } as unknown as MetaDescriptor])).toBeNull();
    expect(toMetaHtml([{ itemProp: 'name', content: 'b' } as unknown as MetaDescriptor])).toBeNull();
    expect(toMetaHtml([{ tagName: 'link', rel: 'canonical', href: '' }])).toBeNull();
  });
});

describe('toLinksHtml writes what React Router’s <Links /> renders', () => {
  test('each link with the page’s nonce first', () => {
    const html = toLinksHtml(
      [
        { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
        { rel: 'stylesheet', href: '/assets/root-abc.css', crossOrigin: 'anonymous' },
      ],
      'nonce-1',
    );
    expect(html).toBe(
      renderToStaticMarkup(
        createElement(
          Fragment,
          null,
          createElement('link', { nonce: 'nonce-1', rel: 'icon', href: '/favicon.ico', sizes: '48x48' }),
          createElement('link', {
            nonce: 'nonce-1',
            rel: 'stylesheet',
            href: '/assets/root-abc.css',
            crossOrigin: 'anonymous',
          }),
        ),
      ),
    );
  });

  test('a page link (prefetching another page) is left to React', () => {
    expect(toLinksHtml([{ page: '/istanbul' }], undefined)).toBeNull();
  });
});
