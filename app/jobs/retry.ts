/** Runs `task` up to `attempts` times, waiting base·2ⁿ (plus jitter) between tries of retryable failures. */
export async function withRetries<T>(
  task: () => Promise<T>,
  options: {
    attempts: number;
    baseDelayMs: number;
    isRetryable(error: unknown): boolean;
    sleep?: (ms: number) => Promise<void>;
  },
): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= options.attempts || !options.isRetryable(error)) throw error;
      const delay = options.baseDelayMs * 2 ** (attempt - 1);
      await sleep(delay + Math.floor(Math.random() * (delay / 4)));
    }
  }
}
