import { expect, test } from 'vitest';
import type { ProvinceRoster, SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { toRosterView } from '#app/routes/public/roster-view.server.ts';

/**
 * Each card's line under its name (a night-limit hint, else whether it is open now) is its own,
 * however many cards share hours or a note: the view works each distinct pair out once.
 */

const pharmacy = (id: number, dutyHours: string, note: string | null) =>
  ({ id, name: `Eczane ${id}`, dutyHours, note }) as unknown as SnapshotPharmacy;

// The list of 21 November 2026 (İstanbul rotation 08:30, UTC+3).
const roster = {
  provinceSlug: 'istanbul',
  dutyDate: '2026-11-21',
  source: 'listing',
  fetchedAt: '2026-11-21T05:00:00.000Z',
  agreement: null,
  districts: [],
  pharmacies: [
    pharmacy(1, "Gece 23:59'a kadar", null),
    pharmacy(2, '08:30 - 08:30', "Gece 23:59'a kadar açıktır"),
    pharmacy(3, '08:30 - 08:30', null),
    pharmacy(4, '08:30 - 08:30', null),
    pharmacy(5, "Gece 23:59'a kadar", null),
    pharmacy(6, '08:30 - 08:30', "Gece 23:59'a kadar açıktır"),
  ],
} as ProvinceRoster;

const view = (iso: string, day: 'bugun' | 'dun' = 'bugun') =>
  toRosterView({
    list: [roster],
    day,
    now: new Date(iso),
    rotation: '08:30',
    url: new URL('http://localhost/istanbul'),
  });

test('at 21:00 a closing time in the hours is a hint, one in the note a status, and the rest are open', () => {
  const { hints, statuses } = view('2026-11-21T18:00:00Z');
  expect(hints).toEqual({
    1: { kind: 'open', text: 'Şu an açık (kapanış 23:59)' },
    5: { kind: 'open', text: 'Şu an açık (kapanış 23:59)' },
  });
  expect(statuses).toEqual({
    2: { kind: 'open', text: 'Şu an açık (kapanış 23:59)' },
    6: { kind: 'open', text: 'Şu an açık (kapanış 23:59)' },
    3: { kind: 'open', text: 'Şu an açık' },
    4: { kind: 'open', text: 'Şu an açık' },
  });
});

test('at 01:00 the closing times have passed; the all-night cards are still open', () => {
  const { hints, statuses } = view('2026-11-21T22:00:00Z');
  expect(hints[1]?.kind).toBe('on-call');
  expect(hints[5]?.kind).toBe('on-call');
  expect(statuses[2]).toEqual({ kind: 'on-call', text: 'İcap nöbeti: önce arayın (kapanış saati 23:59 geçti)' });
  expect(statuses[6]).toEqual(statuses[2]);
  expect(statuses[3]).toEqual({ kind: 'open', text: 'Şu an açık' });
  expect(statuses[4]).toEqual({ kind: 'open', text: 'Şu an açık' });
});

test('yesterday’s list, asked for after the rotation, gives no hints and says no card is surely open', () => {
  const { hints, statuses, roster: shown } = view('2026-11-22T07:00:00Z', 'dun');
  expect(shown?.dutyDate).toBe('2026-11-21');
  expect(hints).toEqual({});
  expect(Object.keys(statuses)).toHaveLength(6);
  for (const status of Object.values(statuses)) {
    expect(status).toEqual({ kind: 'on-call', text: 'Şu an açık olduğu kesin değil: gitmeden önce arayın' });
  }
});
