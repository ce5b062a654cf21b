import { describeDutyPeriod, formatDataAge, toNightLimitHint } from '#app/domain/time/duty-text.ts';
import { addDays, getDutyDate } from '#app/domain/time/duty-window.ts';
import { formatLongDate } from '#app/domain/i18n/format.ts';
import { translatorFor, type Translate } from '#app/domain/i18n/translate.ts';
import { DAY_OFFSETS, toDayTabs, toNightWords } from '#app/domain/public/duty-words.ts';
import type { DayId, DayTab, NightWords, PharmacyHint, RosterMeta } from '#app/domain/public/public-page.ts';
import { DEMO_SOURCE, selectRoster, type ProvinceRoster } from '#app/domain/roster/snapshot.ts';
import { toCardStatus } from '#app/domain/geo/card-status.ts';
import { formatProvenance, toSourceLabel } from '#app/domain/sources/provenance.ts';

/**
 * Which roster a province or district page shows: the one whose duty window
 * contains now ("Bugün"), or yesterday's / tomorrow's when asked for and
 * available; with its period in words, its age, and night-limit hints.
 */

export type RosterView = {
  roster: ProvinceRoster | null;
  meta: RosterMeta | null;
  dayTabs: DayTab[];
  hints: Record<number, PharmacyHint>;
  statuses: Record<number, PharmacyHint>;
  night: NightWords | null;
};

/** A card's line under its name: a night-limit hint on today's list, else whether it is open now. */
type CardLine = { hint: PharmacyHint } | { status: PharmacyHint };

function toDayHref(url: URL, day: DayId): string {
  const params = new URLSearchParams(url.searchParams);
  if (day === 'bugun') params.delete('gun');
  else params.set('gun', day);
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

export function toRosterView(args: {
  list: readonly ProvinceRoster[] | undefined;
  day: DayId;
  now: Date;
  rotation: string;
  url: URL;
  /** The page's language (Turkish when not said). */
  t?: Translate;
}): RosterView {
  const t = args.t ?? translatorFor('tr');
  const dutyDate = getDutyDate(args.now, args.rotation);
  const dateOf = (offset: number) => addDays(dutyDate, offset);
  const has = (date: string) => args.list?.some((r) => r.dutyDate === date) ?? false;
  const night = toNightWords(args.now, args.rotation, t);
  const dayTabs = toDayTabs({
    dutyDate,
    day: args.day,
    rotation: args.rotation,
    night: night !== null,
    hasList: has,
    hrefOf: (day) => toDayHref(args.url, day),
    t,
  });

  const offset = DAY_OFFSETS[args.day];
  const { roster, isStale } =
    offset === 0
      ? selectRoster(args.list, dutyDate)
      : { roster: args.list?.find((r) => r.dutyDate === dateOf(offset)) ?? null, isStale: false };

  const hints: Record<number, PharmacyHint> = {};
  const statuses: Record<number, PharmacyHint> = {};
  if (roster) {
    // A card's line depends on nothing but its hours and note (the roster, day and minute are the
    // page's), so each distinct pair is worked out once, not once per card: İstanbul's 130 cards
    // share a handful. Per card it took about a tenth of a cache miss's CPU time on that page
    // (docs/measurements.md, 2026-11-30).
    const lines = new Map<string, Map<string | null, CardLine>>();
    for (const p of roster.pharmacies) {
      let byNote = lines.get(p.dutyHours);
      if (!byNote) lines.set(p.dutyHours, (byNote = new Map()));
      let line = byNote.get(p.note);
      if (!line) {
        const hint =
          offset === 0 && !isStale ? toNightLimitHint(p.dutyHours, roster.dutyDate, args.rotation, args.now, t) : null;
        // Every card without a hint says whether it is open now, whatever the day shown.
        line = hint ? { hint } : { status: toCardStatus(p, roster, args.rotation, isStale, args.now, t) };
        byNote.set(p.note, line);
      }
      if ('hint' in line) hints[p.id] = line.hint;
      else statuses[p.id] = line.status;
    }
  }
  const meta: RosterMeta | null = roster && {
    dutyDate: roster.dutyDate,
    dutyDateLabel: formatLongDate(t.locale, roster.dutyDate),
    periodText: describeDutyPeriod(roster.dutyDate, args.rotation, t),
    ageText: t('roster.updated', { age: formatDataAge(new Date(roster.fetchedAt), args.now, t) }),
    sourceLabel: toSourceLabel(roster.source, t),
    provenance: formatProvenance(roster, t),
    fetchedAt: roster.fetchedAt,
    isStale,
    isDemo: roster.source === DEMO_SOURCE,
  };
  return { roster, meta, dayTabs, hints, statuses, night };
}
