import { expect, test } from 'vitest';
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { servicesContext } from '#app/context.server.ts';
import { handleError } from '#app/entry.server.tsx';
import type { AppServices } from '#app/services.server.ts';

/** React Router's handleError with a logger that records what it is given. */
function setUp() {
  const entries: { level: 'warn' | 'error'; obj: Record<string, unknown>; msg: string }[] = [];
  const log = {
    warn: (obj: Record<string, unknown>, msg: string) => entries.push({ level: 'warn', obj, msg }),
    error: (obj: Record<string, unknown>, msg: string) => entries.push({ level: 'error', obj, msg }),
  };
  const context = new RouterContextProvider();
  context.set(servicesContext, { log } as unknown as AppServices);
  const report = (error: unknown, request = new Request('http://localhost/istanbul?q=x')) =>
    handleError(error, { request, context, params: {} });
  return { entries, report };
}

test('an unexpected error goes to the app’s logger with the method and path', () => {
  const { entries, report } = setUp();
  const error = new Error('boom');
  report(error);
  expect(entries).toEqual([
    { level: 'error', obj: { method: 'GET', path: '/istanbul', err: error }, msg: 'request failed' },
  ]);
});

test('a request the visitor gave up on is not logged', () => {
  const { entries, report } = setUp();
  const aborter = new AbortController();
  aborter.abort();
  report(new Error('aborted'), new Request('http://localhost/istanbul', { signal: aborter.signal }));
  expect(entries).toEqual([]);
});

test('React Router’s own refusals are one-line warnings without a stack; the same error is logged once', () => {
  const { entries, report } = setUp();
  const cause = new Error('No route matches URL "/istanbul\n"');
  const refusal = new ErrorResponseImpl(404, 'Not Found', cause, true);
  report(refusal);
  report(refusal);
  expect(entries).toEqual([
    {
      level: 'warn',
      obj: { method: 'GET', path: '/istanbul', status: 404, reason: 'No route matches URL "/istanbul\n"' },
      msg: 'request refused',
    },
  ]);
  expect(JSON.stringify(entries)).not.toContain('at ');
});
