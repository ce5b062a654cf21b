import { expect, test } from 'vitest';
import { toCardStatus } from '#app/domain/geo/card-status.ts';

// The list of 21 November 2026: on duty from 08:30 that day to 08:30 the next, Istanbul time (UTC+3).
const roster = { dutyDate: '2026-11-21' };
const allNight = { dutyHours: '08:30 - 08:30', note: null };
const untilMidnight = { dutyHours: "Gece 23:59'a kadar", note: null };
const limitInNote = { dutyHours: '08:30 - 08:30', note: "Gece 23:59'a kadar açıktır" };
const at = (iso: string) => new Date(iso);

test('a pharmacy of the list in force is open now, all night without a closing time', () => {
  expect(toCardStatus(allNight, roster, '08:30', false, at('2026-11-21T18:00:00Z'))).toEqual({
    kind: 'open',
    text: 'Şu an açık',
  });
  // 03:00 in Istanbul, still the 21st's duty.
  expect(toCardStatus(allNight, roster, '08:30', false, at('2026-11-22T00:00:00Z')).text).toBe('Şu an açık');
});

test('a closing time says open until it, then on call: call first', () => {
  // 21:00 in Istanbul.
  expect(toCardStatus(untilMidnight, roster, '08:30', false, at('2026-11-21T18:00:00Z'))).toEqual({
    kind: 'open',
    text: 'Şu an açık (kapanış 23:59)',
  });
  // 01:00 in Istanbul: the door is closed, the duty is not over.
  expect(toCardStatus(limitInNote, roster, '08:30', false, at('2026-11-21T22:00:00Z'))).toEqual({
    kind: 'on-call',
    text: 'İcap nöbeti: önce arayın (kapanış saati 23:59 geçti)',
  });
});

test('another day’s list, or an older one shown for want of today’s, is not said to be open', () => {
  const unsure = { kind: 'on-call', text: 'Şu an açık olduğu kesin değil: gitmeden önce arayın' };
  // 09:00 on the 22nd: the 21st's duty handed over at 08:30.
  expect(toCardStatus(allNight, roster, '08:30', false, at('2026-11-22T06:00:00Z'))).toEqual(unsure);
  // Tomorrow's list, seen the evening before.
  expect(toCardStatus(allNight, { dutyDate: '2026-11-22' }, '08:30', false, at('2026-11-21T18:00:00Z'))).toEqual(
    unsure,
  );
  expect(toCardStatus(allNight, roster, '08:30', true, at('2026-11-22T18:00:00Z'))).toEqual(unsure);
});

test('the line changes only when the status does, so a kept card is rendered again only then', () => {
  const texts = new Set<string>();
  // Every ten minutes from 08:30 on the 21st to 08:20 on the 22nd (Istanbul).
  for (let t = Date.parse('2026-11-21T05:30:00Z'); t < Date.parse('2026-11-22T05:30:00Z'); t += 10 * 60_000) {
    texts.add(toCardStatus(untilMidnight, roster, '08:30', false, new Date(t)).text);
  }
  expect([...texts]).toEqual(['Şu an açık (kapanış 23:59)', 'İcap nöbeti: önce arayın (kapanış saati 23:59 geçti)']);
});
