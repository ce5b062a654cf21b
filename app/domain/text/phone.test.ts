import { expect, test } from 'vitest';
import { formatPhone, toPhoneDigits, toTelHref } from '#app/domain/text/phone.ts';

test('toPhoneDigits normalises common Turkish spellings to ten national digits', () => {
  for (const raw of [
    '0 (454) 316 12 34',
    '+90 454 316 1234',
    '04543161234',
    '4543161234',
    '0454-316-12-34',
    '0090 454 316 12 34',
    '+90 (0454) 316 12 34',
  ]) {
    expect(toPhoneDigits(raw), raw).toBe('4543161234');
  }
});

test('toPhoneDigits accepts mobile numbers', () => {
  expect(toPhoneDigits('0532 123 45 67')).toBe('5321234567');
});

test('toPhoneDigits uses the first of several listed numbers', () => {
  expect(toPhoneDigits('0454 316 12 34 / 0532 123 45 67')).toBe('4543161234');
});

test('toPhoneDigits returns null for text that is not a Turkish number', () => {
  expect(toPhoneDigits(null)).toBeNull();
  expect(toPhoneDigits(undefined)).toBeNull();
  expect(toPhoneDigits('')).toBeNull();
  expect(toPhoneDigits('316 12 34')).toBeNull();
  expect(toPhoneDigits('0123 456 78 90')).toBeNull();
  expect(toPhoneDigits('yok')).toBeNull();
});

test('toTelHref builds an international tel link', () => {
  expect(toTelHref('0 (454) 316 12 34')).toBe('tel:+904543161234');
  expect(toTelHref('bilinmiyor')).toBeNull();
});

test('formatPhone shows the Turkish national format', () => {
  expect(formatPhone('+904543161234')).toBe('0 (454) 316 12 34');
});

test('formatPhone returns the cleaned text when it cannot be normalised, null when empty', () => {
  expect(formatPhone('  dahili&nbsp;12 ')).toBe('dahili 12');
  expect(formatPhone('   ')).toBeNull();
  expect(formatPhone(null)).toBeNull();
});
