import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * A strict console for every test file (vitest.config.ts `setupFiles`): a `console.error` or
 * `console.warn` fails the test it happens in, or the file when it happens outside a test.
 * The application logs through its logger (silent in tests); React and libraries warn through
 * the console, and those warnings are bugs to fix, not noise to scroll past. A test that
 * expects a console message says so with `expectConsole`.
 */

type Method = 'error' | 'warn';
type Expectation = { method: Method; pattern: RegExp; seen: number };

type State = { expected: Expectation[]; unexpected: string[]; wrapped: WeakSet<Console> };

// One state per process: with `isolate: false` this file runs again for each test file.
const STATE = Symbol.for('nobetci-eczane.strict-console');
const holder = globalThis as typeof globalThis & { [STATE]?: State };
const state = (holder[STATE] ??= { expected: [], unexpected: [], wrapped: new WeakSet() });
const { expected, unexpected } = state;

if (!state.wrapped.has(console)) {
  state.wrapped.add(console);
  for (const method of ['error', 'warn'] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      const text = format(...args);
      const expectation = expected.find((e) => e.method === method && e.pattern.test(text));
      if (expectation) {
        expectation.seen += 1;
        return;
      }
      unexpected.push(`console.${method}: ${text}`);
      original.apply(console, args);
    };
  }
}

/** The current test logs `pattern` through `console[method]` (at least once); it fails if it does not. */
export function expectConsole(method: Method, pattern: RegExp): void {
  expected.push({ method, pattern, seen: 0 });
}

function takeUnexpected(where: string): void {
  if (unexpected.length === 0) return;
  const lines = unexpected.splice(0);
  throw new Error(
    `Unexpected console output ${where} (a test that expects it calls expectConsole):\n${lines.join('\n')}`,
  );
}

beforeEach(() => takeUnexpected('before this test (module load or beforeAll)'));

afterEach(() => {
  const missing = expected.filter((e) => e.seen === 0).map((e) => `console.${e.method} ${e.pattern}`);
  expected.length = 0;
  takeUnexpected('during this test');
  if (missing.length > 0) throw new Error(`Expected console output that never came: ${missing.join(', ')}`);
});

afterAll(() => takeUnexpected('after the last test (afterAll)'));
