import type { DayId, DayTab, NightWords, RosterMeta } from '#app/domain/public/public-page.ts';
import { withLocative } from '#app/domain/text/number-suffixes.ts';
import { describeDutyNight, describeDutyWindow } from '#app/domain/time/duty-text.ts';
import { translatorFor, type MessageKey, type Translate } from '#app/domain/i18n/translate.ts';
import { addDays, getDutyDate, isBeforeRotation } from '#app/domain/time/duty-window.ts';

/**
 * One vocabulary for the duty in force and the ones around it. After the rotation a duty is a
 * day: "Bugün" is today's date's list and "Yarın" tomorrow's. Between midnight and the rotation
 * the calendar has turned and the duty has not: at 02:30 on 28 Kasım the list in force is
 * 27 Kasım's until 28 Kasım 08:30. A header saying "28 Kasım", a title saying "27 Kasım" and a
 * "Yarın" tab holding the list that starts in six hours made parents doubt a list that was right.
 * So at night the pages name duties by their windows ("Bu gece", "08:30'dan sonra",
 * "27-28 Kasım gecesi") and never by a calendar day. Pure: the clock and the rotation are inputs.
 */

export const DAY_OFFSETS: Readonly<Record<DayId, number>> = { dun: -1, bugun: 0, yarin: 1 };

const DAY_IDS: readonly DayId[] = ['dun', 'bugun', 'yarin'];

const DAY_LABELS: Readonly<Record<DayId, MessageKey>> = {
  dun: 'day.yesterday',
  bugun: 'day.today',
  yarin: 'day.tomorrow',
};

const TURKISH = translatorFor('tr');

const NO_BREAK_SPACE = '\u00a0';

/**
 * The duty in force in words between midnight and the rotation; null after the rotation. The
 * header's line is narrow on a phone: it breaks as "Bu geceki nöbet: 27 Kasım 08:30 –" over
 * "28 Kasım 08:30", never as "… 27 Kasım" over "08:30 – …".
 */
export function toNightWords(now: Date, rotation: string, t: Translate = TURKISH): NightWords | null {
  if (!isBeforeRotation(now, rotation)) return null;
  return {
    dutyNow: t('night.dutyNow', {
      window: describeDutyWindow(getDutyDate(now, rotation), rotation, NO_BREAK_SPACE, t),
    }),
    next: t('night.next', { rotation, rotationAt: withLocative(rotation) }),
  };
}

/**
 * The tabs' names at night. The next duty's tab says when it starts ("08:30'dan sonra"), so it is
 * read neither as the 29th nor as the list in force this morning; the ablative is the locative
 * with an n ("08:30'da" → "08:30'dan", "08:45'te" → "08:45'ten").
 */
function toNightLabel(day: DayId, rotation: string, t: Translate): string {
  if (day === 'dun') return t('night.previous');
  return day === 'bugun'
    ? t('night.tonight')
    : t('night.after', { rotation, rotationAfter: `${withLocative(rotation)}n` });
}

/**
 * The tabs of a place's page: the list in force and, where their lists exist, the one before and
 * the one after. No tabs at all when there is nothing to choose between.
 */
export function toDayTabs(args: {
  /** The duty date in force. */
  dutyDate: string;
  /** The tab asked for. */
  day: DayId;
  rotation: string;
  /** Between midnight and the rotation. */
  night: boolean;
  hasList(date: string): boolean;
  hrefOf(day: DayId): string;
  t?: Translate;
}): DayTab[] {
  const t = args.t ?? TURKISH;
  const tabs = DAY_IDS.map((id) => ({ id, date: addDays(args.dutyDate, DAY_OFFSETS[id]) }))
    .filter(({ id, date }) => id === 'bugun' || args.hasList(date))
    .map(({ id, date }): DayTab => {
      const tab = { id, label: t(DAY_LABELS[id]), date, href: args.hrefOf(id), active: id === args.day };
      if (!args.night) return tab;
      return {
        ...tab,
        label: toNightLabel(id, args.rotation, t),
        window: describeDutyWindow(date, args.rotation, ' ', t),
      };
    });
  return tabs.length > 1 ? tabs : [];
}

/** What the heading adds when the list shown is not the one in force; null for the one in force. */
export function toOtherDayHeading(tab: DayTab, t: Translate = TURKISH): string | null {
  if (tab.id === 'bugun') return null;
  if (tab.window) return t(tab.id === 'yarin' ? 'otherDay.nextList' : 'otherDay.previousList');
  return t(tab.id === 'yarin' ? 'otherDay.tomorrowList' : 'otherDay.yesterdayList');
}

/**
 * The sentence above another day's cards: "Bu, yarının nöbet listesi (23 Kasım 2026 Pazartesi): bu
 * nöbet henüz başlamadı."; at night with the window instead of a day.
 */
export function toOtherDayNotice(tab: DayTab, dateLabel: string | null, t: Translate = TURKISH): string {
  const upcoming = tab.id === 'yarin';
  if (tab.window) return t(upcoming ? 'otherDay.nextNotice' : 'otherDay.previousNotice', { window: tab.window });
  if (dateLabel)
    return t(upcoming ? 'otherDay.tomorrowNoticeDated' : 'otherDay.yesterdayNoticeDated', { date: dateLabel });
  return t(upcoming ? 'otherDay.tomorrowNotice' : 'otherDay.yesterdayNotice');
}

/**
 * At night, the link to another duty's list where the duty in force has none: "Sonraki nöbetin
 * listesi (28 Kasım 08:30 – 29 Kasım 08:30)". By day the link names the day and its date.
 */
export function toNightOtherDayLink(day: DayId, window: string, t: Translate = TURKISH): string {
  return t(day === 'yarin' ? 'otherDay.nextLink' : 'otherDay.previousLink', { window });
}

/**
 * The date a title, a description or a poster gives the list shown: its duty date
 * ("27 Kasım 2026 Cuma"), or at night the night it spans ("27-28 Kasım gecesi"). Null without a list.
 */
export function toListDateLabel(
  roster: Pick<RosterMeta, 'dutyDate' | 'dutyDateLabel'> | null,
  night: boolean,
  t: Translate = TURKISH,
): string | null {
  if (!roster) return null;
  return night ? describeDutyNight(roster.dutyDate, t) : roster.dutyDateLabel;
}

/**
 * At night, one pharmacy's duty against the duty in force, by windows (the share page): on it,
 * "Şu an nöbetçi: 27 Kasım 08:30 – 28 Kasım 08:30."; its last one, "… son nöbeti: 26 Kasım 08:30 –
 * 27 Kasım 08:30."; or one not begun, "… sonraki nöbeti: 28 Kasım 08:30 – 29 Kasım 08:30.". By day
 * its date names the list ("son nöbeti: 26 Kasım 2026 Perşembe"); at 02:30 on the 28th a list
 * named "28 Kasım 2026 Cumartesi" read as tonight's, when it starts at the rotation.
 */
export function toNightDutyLine(args: {
  /** The duty date of the pharmacy's list: the one in force when it is on duty now. */
  dutyDate: string;
  /** The duty date in force. */
  dutyDateInForce: string;
  onDutyNow: boolean;
  rotation: string;
  t?: Translate;
}): string {
  const t = args.t ?? TURKISH;
  const window = describeDutyWindow(args.dutyDate, args.rotation, ' ', t);
  if (args.onDutyNow) return t('share.onDutyNow', { period: window });
  if (args.dutyDate < args.dutyDateInForce) return t('share.notOnDuty', { date: window });
  return t('share.nextDuty', { window });
}
