import { expect, test } from 'vitest';
import { withLocative, withPossessive, withPossessiveLocative } from '#app/domain/text/number-suffixes.ts';

test('numbers take the possessive suffix Turkish reads them with', () => {
  const said = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 20, 30, 40, 50, 60, 70, 80, 90, 100, 130, 1000].map(
    withPossessive,
  );
  expect(said).toEqual([
    "0'ı",
    "1'i",
    "2'si",
    "3'ü",
    "4'ü",
    "5'i",
    "6'sı",
    "7'si",
    "8'i",
    "9'u",
    "10'u",
    "11'i",
    "12'si",
    "14'ü",
    "20'si",
    "30'u",
    "40'ı",
    "50'si",
    "60'ı",
    "70'i",
    "80'i",
    "90'ı",
    "100'ü",
    "130'u",
    "1000'i",
  ]);
});

test('times and counts take the Turkish suffix of the number as it is read', () => {
  expect(['08:30', '08:00', '09:00', '12:00', '14:00', '08:45', '00:00'].map(withLocative)).toEqual([
    "08:30'da",
    "08:00'de",
    "09:00'da",
    "12:00'de",
    "14:00'te",
    "08:45'te",
    "00:00'da",
  ]);
  expect([11, 14, 6, 2, 9, 10, 40, 20, 100, 0, 3].map(withPossessive)).toEqual([
    "11'i",
    "14'ü",
    "6'sı",
    "2'si",
    "9'u",
    "10'u",
    "40'ı",
    "20'si",
    "100'ü",
    "0'ı",
    "3'ü",
  ]);
});

test('a count takes the possessive and the locative together', () => {
  expect([0, 6, 9, 14, 40, 79, 80, 81].map(withPossessiveLocative)).toEqual([
    "0'ında",
    "6'sında",
    "9'unda",
    "14'ünde",
    "40'ında",
    "79'unda",
    "80'inde",
    "81'inde",
  ]);
});
