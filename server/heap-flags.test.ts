import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { isEntry, missingHeapFlags, missingMallocEnv } from './heap-flags.ts';

const execFileAsync = promisify(execFile);

test('the small host’s heap flags are added unless the operator gave them, on the command line or in NODE_OPTIONS', () => {
  const ours = ['--max-old-space-size=256', '--max-semi-space-size=8', '--min-semi-space-size=4'];
  expect(missingHeapFlags([], undefined)).toEqual(ours);
  expect(missingHeapFlags(['--max-old-space-size=1024'], undefined)).toEqual(ours.slice(1));
  expect(missingHeapFlags([], '--max_semi_space_size=8 --max-old-space-size=512 --min-semi-space-size=2')).toEqual([]);
  expect(missingHeapFlags(['--trace-gc'], '')).toEqual(ours);
});

test('glibc’s malloc settings are added unless the operator set them', () => {
  expect(missingMallocEnv({})).toEqual({
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    MALLOC_TRIM_THRESHOLD_: '131072',
  });
  expect(missingMallocEnv({ MALLOC_ARENA_MAX: '4', MALLOC_TRIM_THRESHOLD_: '0' })).toEqual({
    MALLOC_MMAP_THRESHOLD_: '131072',
  });
  // An empty value is a slip, not a choice (glibc would read it as 0).
  expect(
    missingMallocEnv({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '', MALLOC_TRIM_THRESHOLD_: '131072' }),
  ).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
});

test('a script that calls it runs again in the same process with the flags, its arguments kept', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'heap-flags-'));
  try {
    const script = path.join(dir, 'probe.ts');
    await writeFile(
      script,
      `import v8 from 'node:v8';
import { execWithHeapFlags, isEntry } from ${JSON.stringify(path.resolve('server/heap-flags.ts'))};
execWithHeapFlags(import.meta.filename);
console.log(JSON.stringify({ pid: process.pid, args: process.argv.slice(2), entry: isEntry(import.meta.filename), limit: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576), young: v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 1048576, arenas: process.env.MALLOC_ARENA_MAX, home: process.env.HOME }));
`,
    );
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' };
    for (const name of ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_']) delete env[name];
    const running = execFileAsync(process.execPath, [script, 'one', '--two'], { env, encoding: 'utf8' });
    const pid = running.child.pid;
    const run = await running;
    expect(run.stderr).toBe('');
    const seen = JSON.parse(run.stdout) as {
      pid: number;
      args: string[];
      entry: boolean;
      limit: number;
      young: number;
      arenas?: string;
      home?: string;
    };
    expect(seen.pid).toBe(pid);
    // glibc's settings are in the new image's environment, the rest of it kept.
    expect(seen.arenas).toBe('2');
    expect(seen.home).toBe(process.env.HOME);
    expect(seen.args).toEqual(['one', '--two']);
    expect(seen.entry).toBe(true);
    // 256 MB of old space and the young generation's three 8 MB semi-spaces: 280 MB, whatever the machine.
    expect(seen.limit).toBeGreaterThanOrEqual(256);
    expect(seen.limit).toBeLessThanOrEqual(280);
    // The young generation starts at 4 MB (Node's own start: 1 MB).
    expect(seen.young).toBe(4);
    const operator = await execFileAsync(process.execPath, [script], {
      env: { ...env, NODE_OPTIONS: '--max-old-space-size=512 --max-semi-space-size=4', MALLOC_ARENA_MAX: '8' },
      encoding: 'utf8',
    });
    const operators = JSON.parse(operator.stdout) as { limit: number; arenas: string };
    expect(operators.limit).toBeGreaterThanOrEqual(512);
    expect(operators.arenas).toBe('8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a module imported by another script is not the process’s entry: it must not replace that process', () => {
  // Vitest's worker is the entry here, not this test file.
  expect(isEntry(import.meta.filename)).toBe(false);
});
