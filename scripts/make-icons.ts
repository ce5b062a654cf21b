import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/**
 * Draws the site's icons into `public/`: the red pharmacy "E" of the header as
 * favicon.svg, favicon.ico (16, 32, 48), apple-touch-icon.png (180), icon-192.png,
 * icon-512.png and icon-maskable-512.png, rendered by headless Chromium.
 *
 *   node scripts/make-icons.ts        (CHROMIUM_PATH, default /usr/bin/chromium)
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (name: string) => path.join(root, 'public', name);

const BRAND = '#c8102e';
/** The "E", centred on a 64-unit square; it also fits a maskable icon's safe circle (radius 40%). */
const LETTER = '<path d="M19 14h26v8H28v6h15v8H28v6h17v8H19z" fill="#fff"/>';

/** Rounded, like the header's mark: tabs, bookmarks, the "any" icons. */
const ROUNDED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${LETTER}</svg>`;
/** Full bleed: the platform cuts its own shape (iOS home screen, Android maskable icons). */
const SQUARE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/>${LETTER}</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function toPng(svg: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  return png;
}

/** An .ico holding PNG images (read by every browser since Internet Explorer's successors). */
function toIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

try {
  writeFileSync(out('favicon.svg'), `${ROUNDED}\n`);
  const ico = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await toPng(ROUNDED, size) })));
  writeFileSync(out('favicon.ico'), toIco(ico));
  writeFileSync(out('apple-touch-icon.png'), await toPng(SQUARE, 180));
  writeFileSync(out('icon-192.png'), await toPng(ROUNDED, 192));
  writeFileSync(out('icon-512.png'), await toPng(ROUNDED, 512));
  writeFileSync(out('icon-maskable-512.png'), await toPng(SQUARE, 512));
  console.log('Icons written to public/.');
} finally {
  await browser.close();
}
