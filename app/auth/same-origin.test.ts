import { expect, test } from 'vitest';
import { isSameOrigin } from '#app/auth/same-origin.ts';

const post = (headers: Record<string, string>) =>
  new Request('https://nobetci.example/cerez-politikasi', { method: 'POST', headers });

test('an Origin must be exactly the request’s origin', () => {
  expect(isSameOrigin(post({ Origin: 'https://nobetci.example' }))).toBe(true);
  expect(isSameOrigin(post({ Origin: 'https://evil.example' }))).toBe(false);
  expect(isSameOrigin(post({ Origin: 'https://istanbul.nobetci.example' }))).toBe(false);
  expect(isSameOrigin(post({ Origin: 'http://nobetci.example' }))).toBe(false);
  expect(isSameOrigin(post({ Origin: 'null' }))).toBe(false);
  // Origin decides even when the other headers say otherwise.
  expect(isSameOrigin(post({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' }))).toBe(false);
});

test('without Origin, Sec-Fetch-Site and then Referer decide; with neither the request passes', () => {
  expect(isSameOrigin(post({ 'Sec-Fetch-Site': 'same-origin' }))).toBe(true);
  expect(isSameOrigin(post({ 'Sec-Fetch-Site': 'none' }))).toBe(true);
  expect(isSameOrigin(post({ 'Sec-Fetch-Site': 'same-site' }))).toBe(false);
  expect(isSameOrigin(post({ 'Sec-Fetch-Site': 'cross-site' }))).toBe(false);
  expect(isSameOrigin(post({ Referer: 'https://nobetci.example/legal' }))).toBe(true);
  expect(isSameOrigin(post({ Referer: 'https://evil.example/form' }))).toBe(false);
  expect(isSameOrigin(post({ Referer: 'not a url' }))).toBe(false);
  expect(isSameOrigin(post({}))).toBe(true);
});
