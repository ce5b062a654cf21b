import { expect, test } from 'vitest';
import { withRetries } from '#app/jobs/retry.ts';

test('retryable failures are tried again with growing waits, then the result is returned', async () => {
  const waits: number[] = [];
  let calls = 0;
  const result = await withRetries(
    async () => {
      calls++;
      if (calls < 3) throw new Error('flaky');
      return 'ok';
    },
    { attempts: 3, baseDelayMs: 100, isRetryable: () => true, sleep: async (ms) => void waits.push(ms) },
  );
  expect(result).toBe('ok');
  expect(calls).toBe(3);
  expect(waits[0]).toBeGreaterThanOrEqual(100);
  expect(waits[0]).toBeLessThan(126);
  expect(waits[1]).toBeGreaterThanOrEqual(200);
});

test('a failure that is not retryable, or the last attempt, is thrown at once', async () => {
  let calls = 0;
  const fail = () =>
    withRetries(
      async () => {
        calls++;
        throw new Error(`try ${calls}`);
      },
      { attempts: 3, baseDelayMs: 1, isRetryable: (e) => (e as Error).message !== 'try 2', sleep: async () => {} },
    );
  await expect(fail()).rejects.toThrow('try 2');
  expect(calls).toBe(2);
});
