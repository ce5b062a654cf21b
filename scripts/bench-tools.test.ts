import { expect, test } from 'vitest';
import { describeFullGcs, describeGc, toGcEvent } from './bench-tools.ts';

test("the bench reads V8's GC trace lines (Node 24) and nothing else", () => {
  const young =
    '[9879:0x1def6000]    22767 ms: Scavenge 106.4 (218.7) -> 72.9 (218.7) MB, pooled: 97 MB, 16.88 / 0.00 ms  (average mu = 0.973, current mu = 0.966) task; ';
  const full =
    '[7762:0x42f14000]    14495 ms: Mark-Compact 205.7 (320.2) -> 43.7 (210.2) MB, pooled: 110 MB, 13.68 / 0.00 ms  (+ 1.7 ms in 38 steps since start of marking, biggest step 0.1 ms, walltime since start of marking 56 ms) (average mu = 0.963, current mu = 0.963) finalize incremental marking via task; GC in old space requested';
  expect(toGcEvent(young)).toEqual({
    kind: 'young',
    pauseMs: 16.88,
    heap: '106.4 (218.7) -> 72.9 (218.7) MB',
    reason: 'task;',
  });
  expect(toGcEvent(full)).toEqual({
    kind: 'full',
    pauseMs: 13.68,
    heap: '205.7 (320.2) -> 43.7 (210.2) MB',
    reason: 'finalize incremental marking via task; GC in old space requested',
  });
  expect(toGcEvent('{"level":40,"msg":"Scavenge 1 ms: not a trace line"}')).toBeNull();
  const events = [
    toGcEvent(young)!,
    { kind: 'young' as const, pauseMs: 0.3, heap: '', reason: '' },
    { kind: 'young' as const, pauseMs: 0.4, heap: '', reason: '' },
  ];
  expect(describeGc(events)).toBe('3 young (median 0.4, max 16.9 ms), 0 full');
  expect(describeGc([])).toBe('0 young, 0 full');
  expect(describeFullGcs(events)).toEqual([]);
  expect(describeFullGcs([...events, toGcEvent(full)!])).toEqual([
    'full collection: 13.7 ms, heap 205.7 (320.2) -> 43.7 (210.2) MB, finalize incremental marking via task; GC in old space requested',
  ]);
});
