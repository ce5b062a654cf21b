import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { DistrictGrid } from '#app/components/district-grid.tsx';
import { MarkupCacheContext } from '#app/components/markup-cache.ts';
import { ProvincePicker } from '#app/components/province-picker.tsx';
import { SiteFooter } from '#app/components/site-footer.tsx';
import type { DistrictOption, ProvinceSummary } from '#app/domain/public/public-page.ts';
import { createMarkupStore, type MarkupStore } from '#app/markup-cache.server.ts';

const PROVINCES: ProvinceSummary[] = [
  { name: 'Ankara', slug: 'ankara', plate: 6, href: '/ankara' },
  { name: 'İzmir', slug: 'izmir', plate: 35, href: '/izmir' },
];

/** As the server entry renders a page: kept markup as markers, then spliced in. */
function render(element: ReactElement, store: MarkupStore): string {
  const cache = store.forRequest();
  const html = renderToStaticMarkup(<MarkupCacheContext value={cache}>{element}</MarkupCacheContext>);
  return Buffer.concat(cache.splice(Buffer.from(html))).toString();
}

test('the province picker keeps one rendering per selected province, each with its own choice selected', () => {
  const store = createMarkupStore();
  for (const selected of ['ankara', 'izmir', 'ankara', null]) {
    const element = <ProvincePicker provinces={PROVINCES} selected={selected} />;
    const html = render(element, store);
    expect(html).toBe(renderToStaticMarkup(element));
    expect(html.match(/selected=""/g) ?? []).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<option value="${selected ?? ''}"[^>]* selected=""`));
  }
});

test('the picker follows a new link pattern, and the footer its popular provinces', () => {
  const store = createMarkupStore();
  render(<ProvincePicker provinces={PROVINCES} selected="izmir" />, store);
  const onSubdomains = PROVINCES.map((p) => ({ ...p, href: `https://${p.slug}.example.com/` }));
  expect(render(<ProvincePicker provinces={onSubdomains} selected="izmir" />, store)).toContain(
    'data-href="https://ankara.example.com/"',
  );
  expect(render(<SiteFooter popular={PROVINCES} />, store)).toContain('<a href="/izmir"');
  const later = render(<SiteFooter popular={PROVINCES.slice(0, 1)} />, store);
  expect(later).toContain('<a href="/ankara"');
  expect(later).not.toContain('İzmir');
});

test('district tiles show new counts as soon as the counts change', () => {
  const store = createMarkupStore();
  const tiles = (count: number): DistrictOption[] => [
    { name: 'Kadıköy', slug: 'kadikoy', count, href: '/istanbul/kadikoy' },
  ];
  expect(render(<DistrictGrid province="İstanbul" provinceSlug="istanbul" districts={tiles(3)} />, store)).toContain(
    '<span>3<span class="sr-only"> nöbetçi eczane</span></span>',
  );
  const later = render(<DistrictGrid province="İstanbul" provinceSlug="istanbul" districts={tiles(5)} />, store);
  expect(later).toBe(
    renderToStaticMarkup(<DistrictGrid province="İstanbul" provinceSlug="istanbul" districts={tiles(5)} />),
  );
  expect(later).toContain('<span>5<span class="sr-only"> nöbetçi eczane</span></span>');
});

test('HTML kept by its text comes back as the same bytes while it stays in use, and in place', () => {
  const store = createMarkupStore();
  const head = '<title>İstanbul Nöbetçi Eczaneler</title><meta name="description" content="a &amp; b"/>';
  const render = (text: string, link: string) => {
    const cache = store.forRequest();
    const html = Buffer.from(`<head>${cache.toKeptHtml(text)}<link href="${link}"/></head>`);
    return { etag: cache.etag(html), parts: cache.splice(html) };
  };
  const first = render(head, '/x');
  const second = render(head, '/y');
  expect(Buffer.concat(first.parts).toString()).toBe(`<head>${head}<link href="/x"/></head>`);
  expect(Buffer.concat(second.parts).toString()).toBe(`<head>${head}<link href="/y"/></head>`);
  // One encoding of the head, shared by both documents, whose tags still differ.
  expect(first.parts[1]).toBe(second.parts[1]);
  expect(first.etag).not.toBe(second.etag);

  const changed = render(head.replace('İstanbul', 'Ankara'), '/x');
  expect(Buffer.concat(changed.parts).toString()).toContain('<title>Ankara Nöbetçi Eczaneler</title>');
  expect(changed.etag).not.toBe(first.etag);
});
