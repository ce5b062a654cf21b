import { expect, test } from 'vitest';
import { toServerOnly } from '#app/domain/site/server-only-data.ts';

test('the server render gets the very same data while an encoder of own fields finds none', () => {
  const data = { pharmacies: [{ name: 'Örnek Eczanesi' }] };
  const wrapped = toServerOnly(data);
  expect(wrapped.value).toBe(data);
  expect(Object.keys(wrapped)).toEqual([]);
  expect(JSON.stringify(wrapped)).toBe('{}');
  // A plain object, so React Router's encoder writes `{}` without building an Error first.
  expect(Object.getPrototypeOf(wrapped)).toBe(Object.prototype);
});
