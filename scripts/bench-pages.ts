/**
 * The bench's page measures (scripts/bench.ts, items 5 and 6): the public JavaScript each page
 * loads, and what the İstanbul page weighs as served, with the bench's generated pharmacies and
 * with a real source's day.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ISTANBUL_PHARMACIES, seedRealIstanbul } from './bench-data.ts';
import { getRaw, printTable, startAppServer, stopServer, summary, type AppServer } from './bench-tools.ts';

const JS_PAGES = [
  '/',
  '/istanbul',
  '/istanbul/kadikoy',
  '/widget-generator',
  '/widget?province=Giresun&district=&theme=modern&showHeader=true&showPhone=true&maxItems=5',
];

/** The scripts and module preloads a page's HTML references, and its inline scripts. */
export async function benchPageScripts(base: string): Promise<void> {
  const rows: string[][] = [];
  const gzipped = new Map<string, number>();
  const staticImports = new Map<string, string[]>();
  for (const pagePath of JS_PAGES) {
    const res = await fetch(`${base}${pagePath}`);
    const html = await res.text();
    if (res.status !== 200) throw new Error(`GET ${pagePath} answered ${res.status}`);
    const urls = new Set<string>();
    for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]!);
    for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
      const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
      if (href) urls.add(href);
    }
    let external = 0;
    // Every file the page loads at once: the ones it names, and what those import statically.
    const queue = [...urls].map((url) => new URL(url.replaceAll('&amp;', '&'), `${base}${pagePath}`).toString());
    const counted = new Set<string>();
    while (queue.length > 0) {
      const absolute = queue.shift()!;
      if (counted.has(absolute)) continue;
      counted.add(absolute);
      if (!gzipped.has(absolute)) {
        const file = await fetch(absolute, { headers: { 'accept-encoding': 'identity' } });
        if (file.status !== 200) throw new Error(`${absolute} (from ${pagePath}) answered ${file.status}`);
        const code = Buffer.from(await file.arrayBuffer());
        gzipped.set(absolute, gzipSync(code, { level: 9 }).length);
        staticImports.set(
          absolute,
          [...code.toString('utf8').matchAll(/\bfrom\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((m) =>
            new URL(m[1]!, absolute).toString(),
          ),
        );
      }
      external += gzipped.get(absolute)!;
      queue.push(...(staticImports.get(absolute) ?? []));
    }
    // JSON-LD and other data blocks are not JavaScript.
    const inline = [
      ...html.matchAll(
        /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ]
      .map((m) => m[1]!)
      .filter((code) => code.trim() !== '')
      .join('\n');
    const inlineGzip = inline === '' ? 0 : gzipSync(inline, { level: 9 }).length;
    const shortPath = pagePath.length > 24 ? `${pagePath.slice(0, 21)}…` : pagePath;
    rows.push([shortPath, String(counted.size), (external / 1024).toFixed(1), (inlineGzip / 1024).toFixed(1)]);
    summary.push([`JS gzip ${shortPath} (files + inline)`, `${((external + inlineGzip) / 1024).toFixed(1)} KiB`, '']);
  }
  console.log(
    '\npublic JavaScript per page (gzip -9 of each file, static imports followed; inline <script> apart, JSON-LD not counted)',
  );
  printTable(['page', 'files', 'files KiB', 'inline KiB'], rows);
}

type PageWeight = { cards: number; raw: number; gzip: number; br: number };

/** The İstanbul page as the server sends it, in each encoding (each answer checked for its encoding). */
async function weighIstanbul(base: string): Promise<PageWeight> {
  const sizes: number[] = [];
  let cards = 0;
  for (const encoding of ['identity', 'gzip', 'br']) {
    const answer = await getRaw(`${base}/istanbul`, { 'accept-encoding': encoding });
    if (answer.status !== 200 || answer.encoding !== encoding)
      throw new Error(`GET /istanbul (${encoding}) answered ${answer.status}, ${answer.encoding}`);
    if (encoding === 'identity') cards = answer.body.toString().split('<article').length - 1;
    sizes.push(answer.body.length);
  }
  const [raw, gzip, br] = sizes as [number, number, number];
  return { cards, raw, gzip, br };
}

function reportWeight(label: string, weight: PageWeight, goal: string): void {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `${label}: ${weight.cards} cards, ${kib(weight.raw)} KiB raw, ${kib(weight.gzip)} KiB gzip, ${kib(weight.br)} KiB brotli ` +
      `(the whole page over its cards: ${(weight.raw / weight.cards).toFixed(0)} B raw a card)`,
  );
  summary.push([
    `${label}: raw / gzip / brotli`,
    `${kib(weight.raw)} / ${kib(weight.gzip)} / ${kib(weight.br)} KiB`,
    goal,
  ]);
}

export async function benchPageWeight(app: AppServer, log: string[]): Promise<void> {
  console.log('\npage weight');
  reportWeight(`/istanbul, ${ISTANBUL_PHARMACIES} generated`, await weighIstanbul(app.base), '≤ 120 KB / ≤ 20 KB');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'eczane-bench-real-'));
  let real: AppServer | null = null;
  try {
    const seeded = await seedRealIstanbul({
      DATA_DIR: dir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    });
    if (seeded === null) {
      console.log('/istanbul with real data: skipped (no ../shared/fixtures/real beside the project)');
      return;
    }
    real = await startAppServer(dir, log);
    const weight = await weighIstanbul(real.base);
    if (weight.cards !== seeded)
      throw new Error(`the real İstanbul page shows ${weight.cards} of ${seeded} pharmacies`);
    reportWeight('/istanbul, a real day', weight, '');
  } finally {
    if (real) await stopServer(real.child);
    await rm(dir, { recursive: true, force: true });
  }
}
