import { expect, test } from 'vitest';
import { rememberAnswers } from '#app/domain/site/remembered-answers.ts';

test('an answer is worked out once while it is remembered, again after the memory is emptied', () => {
  const worked: string[] = [];
  const lengthOf = rememberAnswers(3, (key) => {
    worked.push(key);
    return { length: key.length };
  });
  expect([lengthOf('a'), lengthOf('bb'), lengthOf('a'), lengthOf('ccc')].map((answer) => answer.length)).toEqual([
    1, 2, 1, 3,
  ]);
  expect(worked).toEqual(['a', 'bb', 'ccc']);
  // A fourth key empties the memory (it holds three): the first is worked out again.
  expect(lengthOf('dddd').length).toBe(4);
  expect(lengthOf('a').length).toBe(1);
  expect(worked).toEqual(['a', 'bb', 'ccc', 'dddd', 'a']);
  // The answers are shared between callers, so nobody may change one.
  expect(() => Object.assign(lengthOf('a'), { length: 9 })).toThrow(TypeError);
});

test('the same key asked again in a row, as a new string of the same text, gets the same answer without work', () => {
  const worked: string[] = [];
  const upper = rememberAnswers(2, (key) => {
    worked.push(key);
    return key.toUpperCase();
  });
  const built = (text: string) => [...text].join('');
  expect([upper(built('istanbul')), upper(built('istanbul')), upper('ankara'), upper(built('istanbul'))]).toEqual([
    'ISTANBUL',
    'ISTANBUL',
    'ANKARA',
    'ISTANBUL',
  ]);
  expect(worked).toEqual(['istanbul', 'ankara']);
});
