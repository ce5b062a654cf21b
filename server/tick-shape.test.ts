import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';

const execFileAsync = promisify(execFile);

/**
 * In a process of its own (full collections on demand): how long a million `nextTick`s take, then
 * again after six full collections made while no tick was queued (what a start's index build or an
 * idle server's heap shrinking does). With `keep`, server/tick-shape.ts is called first.
 */
const PROBE = `
import { keepTickShape } from ${JSON.stringify(fileURLToPath(new URL('./tick-shape.ts', import.meta.url)))};
const kept = process.argv[1] === 'keep' ? keepTickShape() : null;
const ticks = (n) => new Promise((done) => {
  let i = 0;
  const step = () => (++i < n ? process.nextTick(step) : done());
  step();
});
const timed = async () => {
  const started = performance.now();
  await ticks(1_000_000);
  return performance.now() - started;
};
await ticks(100_000);
// The best of three each: another test's work on the same cores only ever makes a run slower.
const before = Math.min(await timed(), await timed(), await timed());
for (let i = 0; i < 6; i++) globalThis.gc();
await ticks(1_000);
const after = Math.min(await timed(), await timed(), await timed());
console.log(JSON.stringify({ kept, slowdown: after / before }));
`;

async function probe(mode: 'keep' | 'plain'): Promise<{ kept: boolean | null; slowdown: number }> {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--expose-gc', '--input-type=module', '--eval', PROBE, mode],
    { encoding: 'utf8' },
  );
  return JSON.parse(stdout) as { kept: boolean | null; slowdown: number };
}

test('with one tick entry kept, nextTick is as fast after full collections as before them', async () => {
  const plain = await probe('plain');
  const kept = await probe('keep');
  expect(kept.kept).toBe(true);
  expect(kept.slowdown).toBeLessThan(2);
  // The V8 behaviour the workaround exists for (measured 5–6× here). If a Node update no longer
  // shows it, server/tick-shape.ts can go.
  expect(plain.slowdown).toBeGreaterThan(2.5);
});
