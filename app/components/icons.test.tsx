import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { expect, test } from 'vitest';
import * as icons from '#app/components/icons.tsx';

/** The icons this module exports, by lucide-react's name for them. */
const ICONS = Object.entries(icons).filter(
  (entry): entry is [string, (props: icons.IconProps) => React.ReactElement] =>
    typeof entry[1] === 'function' && /^[A-Z]/.test(entry[0]) && !['IconSprite', 'SpriteIcon'].includes(entry[0]),
);

/** An element's tag, its attributes (sorted: React writes them in prop order) and what it holds. */
function describe(html: string): { tag: string; attributes: string[]; inner: string } {
  const open = /^<(\w+)([^>]*)>/.exec(html);
  if (!open) throw new Error(`not an element: ${html}`);
  const attributes = [...open[2]!.matchAll(/ ([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`);
  return { tag: open[1]!, attributes: attributes.sort(), inner: html.slice(open[0].length) };
}

test('every icon draws what lucide-react draws for it', () => {
  expect(ICONS.length).toBeGreaterThan(40);
  for (const [name, Icon] of ICONS) {
    const Lucide = (lucide as unknown as Record<string, lucide.LucideIcon>)[name === 'MapIcon' ? 'Map' : name]!;
    for (const className of ['', 'size-4', 'size-5 animate-spin  text-brand']) {
      const ours = renderToStaticMarkup(<Icon aria-hidden="true" className={className} />);
      const theirs = renderToStaticMarkup(<Lucide aria-hidden="true" className={className} />);
      expect(describe(ours), `${name} "${className}"`).toEqual(describe(theirs));
    }
  }
});

test('an icon drawn again with the same class is the same element; with another class, its own', () => {
  const first = <icons.Search aria-hidden="true" className="size-4" />;
  expect(renderToStaticMarkup(first)).toBe(
    renderToStaticMarkup(<icons.Search aria-hidden="true" className="size-4" />),
  );
  expect(icons.Search({ 'aria-hidden': 'true', className: 'size-4' })).toBe(
    icons.Search({ 'aria-hidden': 'true', className: 'size-4' }),
  );
  expect(renderToStaticMarkup(<icons.Search aria-hidden="true" className="size-6" />)).toContain(
    'class="lucide lucide-search size-6"',
  );
});
