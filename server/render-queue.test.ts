import { setImmediate as nextTurn } from 'node:timers/promises';
import { expect, test } from 'vitest';
import { createRenderQueue } from '#server/render-queue.ts';

/** A rendering the test finishes when it likes; `log` records when each one starts. */
function renderings() {
  const log: string[] = [];
  const finish = new Map<string, () => void>();
  const start = (name: string) => () => {
    log.push(name);
    return new Promise<void>((resolve) => finish.set(name, resolve));
  };
  return { log, start, finish: (name: string) => finish.get(name)!() };
}

test('one client’s renderings run one after another, each on a later turn of the event loop', async () => {
  const queue = createRenderQueue({ concurrent: 2, perClientWaiting: 4, maxWaiting: 16 });
  const { log, start, finish } = renderings();
  expect(queue.enter('a', start('a1'))).toBe(true);
  expect(queue.enter('a', start('a2'))).toBe(true);
  // Nothing runs in the turn that asked: the connections already read are answered first.
  expect(log).toEqual([]);
  await nextTurn();
  await nextTurn();
  expect(log).toEqual(['a1']);
  finish('a1');
  await nextTurn();
  await nextTurn();
  expect(log).toEqual(['a1', 'a2']);
  expect(queue.size()).toEqual({ running: 1, waiting: 0 });
});

test('at most `concurrent` clients render at once, one starting per turn; a client waiting behind its own does not hold others back', async () => {
  const queue = createRenderQueue({ concurrent: 2, perClientWaiting: 4, maxWaiting: 16 });
  const { log, start, finish } = renderings();
  queue.enter('a', start('a1'));
  queue.enter('a', start('a2'));
  queue.enter('b', start('b1'));
  queue.enter('c', start('c1'));
  await nextTurn();
  expect(log).toEqual(['a1']);
  await nextTurn();
  // a2 waits for a1; b1 goes past it.
  expect(log).toEqual(['a1', 'b1']);
  await nextTurn();
  expect(log).toEqual(['a1', 'b1']);
  finish('b1');
  await nextTurn();
  await nextTurn();
  expect(log).toEqual(['a1', 'b1', 'c1']);
  finish('a1');
  await nextTurn();
  await nextTurn();
  expect(log).toEqual(['a1', 'b1', 'c1', 'a2']);
  expect(queue.size()).toEqual({ running: 2, waiting: 0 });
});

test('the wait is bounded per client and in all; a refused rendering never runs', async () => {
  const queue = createRenderQueue({ concurrent: 1, perClientWaiting: 2, maxWaiting: 3 });
  const { log, start } = renderings();
  expect([1, 2, 3].map((i) => queue.enter('a', start(`a${i}`)))).toEqual([true, true, false]);
  expect(queue.enter('b', start('b1'))).toBe(true);
  expect(queue.enter('c', start('c1'))).toBe(false);
  for (let turn = 0; turn < 4; turn++) await nextTurn();
  expect(log).toEqual(['a1']);
});

test('a rendering that fails frees its turn', async () => {
  const queue = createRenderQueue({ concurrent: 1, perClientWaiting: 4, maxWaiting: 16 });
  const log: string[] = [];
  queue.enter('a', () => {
    log.push('a1');
    return Promise.reject(new Error('render failed'));
  });
  queue.enter('a', () => {
    log.push('a2');
    throw new Error('threw before its promise');
  });
  queue.enter('a', async () => void log.push('a3'));
  for (let turn = 0; turn < 8; turn++) await nextTurn();
  expect(log).toEqual(['a1', 'a2', 'a3']);
  expect(queue.size()).toEqual({ running: 0, waiting: 0 });
});
