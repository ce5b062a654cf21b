import { expect, test } from 'vitest';
import { toAnsweredCategories } from '#app/domain/reports/answered-categories.ts';

test('each correction answers its own reports, and any answers "Diğer"', () => {
  expect(toAnsweredCategories(['phone']).sort()).toEqual(['other', 'phone']);
  expect(toAnsweredCategories(['location']).sort()).toEqual(['address', 'other']);
  expect(toAnsweredCategories(['off_duty']).sort()).toEqual(['closed', 'not_on_duty', 'other']);
  expect(toAnsweredCategories(['phone', 'address', 'off_duty']).sort()).toEqual([
    'address',
    'closed',
    'not_on_duty',
    'other',
    'phone',
  ]);
});
