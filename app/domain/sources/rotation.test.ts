import { expect, test } from 'vitest';
import { toStatedRotation } from '#app/domain/sources/rotation.ts';

const ending = (iso: string) => ({ dutyEnd: new Date(iso) });

test('the rotation is the hand-over time most of the windows end at, in Istanbul time', () => {
  expect(toStatedRotation([ending('2026-11-28T05:00:00Z'), ending('2026-11-28T05:00:00Z'), {}])).toBe('08:00');
  expect(toStatedRotation([ending('2026-11-28T06:00:00Z'), ending('2026-11-28T06:00:00Z')])).toBe('09:00');
});

test('no rotation is taken from a list that mostly gives no window, or from evening ends', () => {
  expect(toStatedRotation([ending('2026-11-28T05:00:00Z'), {}, {}])).toBeNull();
  expect(toStatedRotation([])).toBeNull();
  expect(toStatedRotation([ending('2026-11-27T20:59:00Z'), ending('2026-11-27T20:59:00Z')])).toBeNull();
});
