import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import * as icons from '#app/components/icons.tsx';

/** The icons this module exports, by lucide-react's name for them. */
const ICONS = Object.entries(icons).filter(
  (entry): entry is [string, (props: icons.IconProps) => React.ReactElement] =>
    typeof entry[1] === 'function' && /^[A-Z]/.test(entry[0]) && !['IconSprite', 'SpriteIcon'].includes(entry[0]),
);

test('every icon draws lucide-react 1.75’s markup: its shapes, its name and former names as classes, then the caller’s', () => {
  expect(ICONS.length).toBeGreaterThan(40);
  // As lucide-react 1.75 rendered them (compared icon by icon before the package was dropped).
  expect(renderToStaticMarkup(<icons.Search aria-hidden="true" />)).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
      'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ' +
      'class="lucide lucide-search" aria-hidden="true"><path d="m21 21-4.34-4.34"></path>' +
      '<circle cx="11" cy="11" r="8"></circle></svg>',
  );
  expect(renderToStaticMarkup(<icons.AlertTriangle aria-hidden="true" className="size-4  lucide" />)).toContain(
    'class="lucide lucide-triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert size-4"',
  );
  for (const [name, Icon] of ICONS) {
    const html = renderToStaticMarkup(<Icon aria-hidden="true" className="size-5" />);
    expect(html, name).toMatch(
      /^<svg [^>]*class="lucide lucide-[a-z0-9-]+[^"]* size-5" aria-hidden="true">(<\w+ [^>]*><\/\w+>)+<\/svg>$/,
    );
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
