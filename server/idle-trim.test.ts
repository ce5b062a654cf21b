import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { createIdleTrim, type IdleTrimRule } from './idle-trim.ts';

const MB = 1024 * 1024;
const RULE: IdleTrimRule = { growthBytes: 32 * MB, idleTicks: 2, idleBelow: 0.02 };

/**
 * The rule over scripted seconds: each second, how much the resident memory grew (MB; garbage a
 * collection gives back, down to 200 MB) and the event loop's utilisation. The seconds it collected.
 */
function run(seconds: readonly { grow: number; busy: number }[]): number[] {
  let rss = 200;
  let busy = 0;
  const trim = createIdleTrim(
    { collect: () => void (rss = Math.min(rss, 200)), rss: () => rss * MB, busy: () => busy },
    RULE,
  );
  const collectedAt: number[] = [];
  for (const [second, state] of seconds.entries()) {
    rss += state.grow;
    busy = state.busy;
    const before = rss;
    const trimmed = trim.tick();
    if (trimmed) {
      collectedAt.push(second);
      expect(trimmed).toEqual({ rssBefore: before * MB, rssAfter: rss * MB });
    }
  }
  return collectedAt;
}

describe('the idle trim rule', () => {
  test('after a burst, it collects on the second idle second, once', () => {
    const collectedAt = run([
      { grow: 50, busy: 0.9 },
      { grow: 50, busy: 0.95 },
      { grow: 0, busy: 0.001 },
      { grow: 0, busy: 0.001 },
      { grow: 0, busy: 0.001 },
      { grow: 0, busy: 0.001 },
    ]);
    expect(collectedAt).toEqual([3]);
  });

  test('a busy second starts the count again: a server under load is not paused', () => {
    const collectedAt = run([
      { grow: 100, busy: 0.5 },
      { grow: 0, busy: 0.01 },
      { grow: 0, busy: 0.3 },
      { grow: 0, busy: 0.01 },
      { grow: 0, busy: 0.05 },
      { grow: 0, busy: 0.01 },
    ]);
    expect(collectedAt).toEqual([]);
  });

  test('growth below 32 MB over the lowest point is left alone, however long the server idles', () => {
    const collectedAt = run([{ grow: 31, busy: 0.5 }, ...Array.from({ length: 30 }, () => ({ grow: 0, busy: 0 }))]);
    expect(collectedAt).toEqual([]);
  });

  test('growth is counted from the lowest memory seen, not from the start', () => {
    // Memory fell to 180 MB on its own, then grew to 215: 35 MB of growth, though the start was 200.
    const collectedAt = run([
      { grow: -20, busy: 0.5 },
      { grow: 35, busy: 0.5 },
      { grow: 0, busy: 0 },
      { grow: 0, busy: 0 },
    ]);
    expect(collectedAt).toEqual([3]);
  });

  test('memory that stays (live data) costs one collection per 32 MB of growth, not one a second', () => {
    let rss = 200;
    let collections = 0;
    const trim = createIdleTrim({ collect: () => void (collections += 1), rss: () => rss * MB, busy: () => 0 }, RULE);
    // Grows 1 MB a second for 100 s and gives nothing back when collected.
    for (let second = 0; second < 100; second++) {
      rss += 1;
      trim.tick();
    }
    expect(collections).toBe(3);
  });
});

const execFileAsync = promisify(execFile);

/**
 * In a process of its own, the trim started first: ~250 MB of objects made and dropped (as a burst
 * of renderings leaves V8 holding its grown heap), then idle until the trim reports, or 10 s.
 */
const PROBE = `
import { startIdleTrim } from ${JSON.stringify(fileURLToPath(new URL('./idle-trim.ts', import.meta.url)))};
const mb = (n) => Math.round(n / 1048576);
const started = process.memoryUsage.rss();
let timeout;
startIdleTrim((trimmed) => {
  clearTimeout(timeout);
  const report = { rssBefore: mb(trimmed.rssBefore), rssAfter: mb(trimmed.rssAfter), pauseMs: trimmed.pauseMs };
  console.log(JSON.stringify({ started: mb(started), trimmed: report, gcExposed: typeof globalThis.gc }));
  process.exit(0);
});
let kept = [];
for (let round = 0; round < 30; round++) {
  const batch = [];
  for (let i = 0; i < 200000; i++) batch.push({ i, s: 'x' + i });
  kept.push(batch);
  if (kept.length > 5) kept.shift();
}
kept = null;
timeout = setTimeout(() => {
  console.log(JSON.stringify({ started: mb(started), trimmed: null, gcExposed: typeof globalThis.gc }));
  process.exit(0);
}, 10000);
`;

test('an idle process that grew gives the memory back within seconds, without exposing gc', async () => {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--max-old-space-size=256', '--max-semi-space-size=8', '--input-type=module', '--eval', PROBE],
    { encoding: 'utf8' },
  );
  const result = JSON.parse(stdout) as {
    started: number;
    trimmed: { rssBefore: number; rssAfter: number; pauseMs: number } | null;
    gcExposed: string;
  };
  expect(result.trimmed).not.toBeNull();
  // Measured here: 219 → 61 MB.
  expect(result.trimmed!.rssBefore - result.trimmed!.rssAfter).toBeGreaterThan(64);
  expect(result.trimmed!.pauseMs).toBeGreaterThan(0);
  expect(result.gcExposed).toBe('undefined');
});
