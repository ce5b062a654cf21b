import { expect, test } from 'vitest';
import {
  toDayTabs,
  toListDateLabel,
  toNightDutyLine,
  toNightOtherDayLink,
  toNightWords,
  toOtherDayHeading,
  toOtherDayNotice,
} from '#app/domain/public/duty-words.ts';
import type { DayId } from '#app/domain/public/public-page.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';
import { getDutyDate, isBeforeRotation } from '#app/domain/time/duty-window.ts';

// Saturday 28 November 2026 in Istanbul (UTC+3): 02:30, 08:29 and 08:31.
const AT_0230 = new Date('2026-11-27T23:30:00Z');
const AT_0829 = new Date('2026-11-28T05:29:00Z');
const AT_0831 = new Date('2026-11-28T05:31:00Z');

/** The tabs of a place with lists for the 26th to the 29th, as a page at `now` builds them. */
function tabsAt(now: Date, rotation = '08:30', day: DayId = 'bugun') {
  return toDayTabs({
    dutyDate: getDutyDate(now, rotation),
    day,
    rotation,
    night: isBeforeRotation(now, rotation),
    hasList: (date) => date >= '2026-11-26' && date <= '2026-11-29',
    hrefOf: (id) => (id === 'bugun' ? '/istanbul' : `/istanbul?gun=${id}`),
  });
}

test('between midnight and the rotation the duty in force is named by its window, and when the next begins', () => {
  // No-break spaces keep each end of the window together on the header's narrow line.
  const keep = (text: string) => text.replaceAll(' ', '\u00a0');
  const words = {
    dutyNow: `Bu geceki nöbet: ${keep('27 Kasım 08:30 –')} ${keep('28 Kasım 08:30')}`,
    next: "Sonraki nöbet 08:30'da başlar",
  };
  expect(toNightWords(AT_0230, '08:30')).toEqual(words);
  expect(toNightWords(AT_0829, '08:30')).toEqual(words);
  expect(toNightWords(AT_0831, '08:30')).toBeNull();
  // A province that hands over at 09:00 is still in its night at 08:31.
  expect(toNightWords(AT_0831, '09:00')).toEqual({
    dutyNow: `Bu geceki nöbet: ${keep('27 Kasım 09:00 –')} ${keep('28 Kasım 09:00')}`,
    next: "Sonraki nöbet 09:00'da başlar",
  });
});

test('at night the tabs are the duty before, this night’s and the one from the rotation on, each with its window', () => {
  const expected = [
    { id: 'dun', label: 'Önceki nöbet', date: '2026-11-26', window: '26 Kasım 08:30 – 27 Kasım 08:30', active: false },
    { id: 'bugun', label: 'Bu gece', date: '2026-11-27', window: '27 Kasım 08:30 – 28 Kasım 08:30', active: true },
    {
      id: 'yarin',
      label: "08:30'dan sonra",
      date: '2026-11-28',
      window: '28 Kasım 08:30 – 29 Kasım 08:30',
      active: false,
    },
  ];
  for (const now of [AT_0230, AT_0829]) {
    expect(tabsAt(now).map(({ id, label, date, window, active }) => ({ id, label, date, window, active }))).toEqual(
      expected,
    );
  }
  expect(tabsAt(AT_0230).map((t) => t.href)).toEqual(['/istanbul?gun=dun', '/istanbul', '/istanbul?gun=yarin']);
  // The next duty's tab says when it starts, with the suffix its time is read with.
  expect(tabsAt(AT_0230, '08:00')[2]?.label).toBe("08:00'den sonra");
  expect(tabsAt(AT_0230, '08:45')[2]?.label).toBe("08:45'ten sonra");
  expect(tabsAt(AT_0230, '09:00')[2]?.label).toBe("09:00'dan sonra");
});

test('after the rotation the tabs are days again, with no window', () => {
  expect(tabsAt(AT_0831)).toEqual([
    { id: 'dun', label: 'Dün', date: '2026-11-27', href: '/istanbul?gun=dun', active: false },
    { id: 'bugun', label: 'Bugün', date: '2026-11-28', href: '/istanbul', active: true },
    { id: 'yarin', label: 'Yarın', date: '2026-11-29', href: '/istanbul?gun=yarin', active: false },
  ]);
  // With nothing to choose between, no tabs at all.
  expect(
    toDayTabs({
      dutyDate: '2026-11-28',
      day: 'bugun',
      rotation: '08:30',
      night: false,
      hasList: () => false,
      hrefOf: () => '/',
    }),
  ).toEqual([]);
});

test('another duty’s list says which one it is: by day the day, at night the duty and its window', () => {
  const [nightBefore, , nightNext] = tabsAt(AT_0230, '08:30', 'yarin');
  const [dayBefore, dayNow, dayNext] = tabsAt(AT_0831, '08:30', 'yarin');
  expect([nightBefore, nightNext, dayBefore, dayNext].map((tab) => toOtherDayHeading(tab!))).toEqual([
    'Önceki nöbetin listesi',
    'Sonraki nöbetin listesi',
    'Dünün listesi',
    'Yarının listesi',
  ]);
  expect(toOtherDayHeading(dayNow!)).toBeNull();
  expect(toOtherDayNotice(nightNext!, '28 Kasım 2026 Cumartesi')).toBe(
    'Bu, sonraki nöbetin listesi (28 Kasım 08:30 – 29 Kasım 08:30): bu nöbet henüz başlamadı.',
  );
  expect(toOtherDayNotice(nightBefore!, '26 Kasım 2026 Perşembe')).toBe(
    'Bu, önceki nöbetin listesi (26 Kasım 08:30 – 27 Kasım 08:30): bu nöbet sona erdi.',
  );
  expect(toOtherDayNotice(dayNext!, '29 Kasım 2026 Pazar')).toBe(
    'Bu, yarının nöbet listesi (29 Kasım 2026 Pazar): bu nöbet henüz başlamadı.',
  );
  expect(toOtherDayNotice(dayBefore!, null)).toBe('Bu, dünün nöbet listesi: bu nöbet sona erdi.');
  expect(toNightOtherDayLink('yarin', nightNext!.window!)).toBe(
    'Sonraki nöbetin listesi (28 Kasım 08:30 – 29 Kasım 08:30)',
  );
});

test('a title or poster dates the list by its duty date by day, by the night it spans at night', () => {
  const roster = { dutyDate: '2026-11-27', dutyDateLabel: '27 Kasım 2026 Cuma' };
  expect(toListDateLabel(roster, false)).toBe('27 Kasım 2026 Cuma');
  expect(toListDateLabel(roster, true)).toBe('27-28 Kasım gecesi');
  expect(toListDateLabel(null, true)).toBeNull();
});

test('at night a pharmacy’s duty is named by its window: the one in force, its last, or its next', () => {
  const line = (dutyDate: string, onDutyNow = false, t = translatorFor('tr')) =>
    toNightDutyLine({ dutyDate, dutyDateInForce: '2026-11-27', onDutyNow, rotation: '08:30', t });
  expect(line('2026-11-27', true)).toBe('Şu an nöbetçi: 27 Kasım 08:30 – 28 Kasım 08:30.');
  expect(line('2026-11-26')).toBe(
    'Bu eczane şu anki nöbet listesinde yok; son nöbeti: 26 Kasım 08:30 – 27 Kasım 08:30.',
  );
  // The list that starts at the rotation is not "28 Kasım 2026 Cumartesi", read as today's.
  expect(line('2026-11-28')).toBe(
    'Bu eczane şu anki nöbet listesinde yok; sonraki nöbeti: 28 Kasım 08:30 – 29 Kasım 08:30.',
  );
  expect(line('2026-11-30')).toBe(
    'Bu eczane şu anki nöbet listesinde yok; sonraki nöbeti: 30 Kasım 08:30 – 1 Aralık 08:30.',
  );
  expect(line('2026-11-28', false, translatorFor('en'))).toBe(
    'This pharmacy is not on the current duty list; its next duty: 28 November 08:30 – 29 November 08:30.',
  );
  expect(line('2026-11-27', true, translatorFor('ar'))).toBe('مناوبة الآن: 27 نوفمبر 08:30 – 28 نوفمبر 08:30.');
  expect(line('2026-11-28', false, translatorFor('ar'))).toBe(
    'هذه الصيدلية ليست في قائمة المناوبة الحالية؛ مناوبتها التالية: 28 نوفمبر 08:30 – 29 نوفمبر 08:30.',
  );
  // A province that hands over at 09:00 names its windows by 09:00.
  expect(
    toNightDutyLine({ dutyDate: '2026-11-27', dutyDateInForce: '2026-11-27', onDutyNow: true, rotation: '09:00' }),
  ).toBe('Şu an nöbetçi: 27 Kasım 09:00 – 28 Kasım 09:00.');
});
