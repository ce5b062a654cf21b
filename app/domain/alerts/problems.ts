import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import { addDays, getDutyDate, getDutyWindow } from '#app/domain/time/duty-window.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';
import { MINUTE_MS, toIstanbulMinute } from '#app/domain/time/istanbul-clock.ts';
import { withLocative, withPossessive } from '#app/domain/text/number-suffixes.ts';

/**
 * The problems admins are alerted to (issue 34, item 7): a province without the roster in force, a
 * source failing run after run, two sources that disagree, and pages serving data that could not be
 * rebuilt after a write. Each detector is pure, with the time as input; `diffProblems` says which
 * problems start and which clear, so one message goes out when a problem starts and one when it
 * clears, never one per run. Messages are Turkish.
 */

const ALERT_KINDS = ['no_roster', 'source_failing', 'disagreement', 'snapshot_rebuild'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export type AlertProblem = {
  /** "no_roster:giresun", "source_failing:giresun:e-devlet", "disagreement:giresun", "snapshot_rebuild". */
  key: string;
  kind: AlertKind;
  provinceSlug: string | null;
  provinceName: string | null;
  /** The source at fault (its name), when one is. */
  source: string | null;
  text: string;
};

/** How long after its rotation a province may be without the new roster before the alert. */
const MISSING_ROSTER_GRACE_MS = 30 * MINUTE_MS;
/** Failed attempts in a row that make a source's failure a problem. */
const FAILURE_STREAK_ALERT = 3;
/** Pharmacy names listed in a disagreement's text; the rest are counted. */
const NAMES_SHOWN = 8;

export function isAlertKind(value: string): value is AlertKind {
  return (ALERT_KINDS as readonly string[]).includes(value);
}

/** "1 saat 10 dakika", "2 gün 3 saat", "45 dakika": the two largest units. */
export function formatDuration(ms: number): string {
  const totalMinutes = Math.floor(ms / MINUTE_MS);
  if (totalMinutes < 1) return 'bir dakikadan kısa';
  const units: [number, string][] = [
    [Math.floor(totalMinutes / 1440), 'gün'],
    [Math.floor((totalMinutes % 1440) / 60), 'saat'],
    [totalMinutes % 60, 'dakika'],
  ];
  const first = units.findIndex(([value]) => value > 0);
  return units
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
}

export type ProvinceRosterState = {
  slug: string;
  name: string;
  /** The province's rotation, "HH:MM" Istanbul time. */
  rotation: string;
  /** Duty dates with a published roster: at least the one in force and the one before it. */
  dutyDatesWithRoster: ReadonlySet<string>;
};

/**
 * Provinces without a roster for the duty in force, once it has run for 30 minutes. Within those
 * 30 minutes a province whose previous duty had no roster either is still reported: the gap goes
 * on, and the problem neither clears nor starts again at the rotation.
 */
export function findMissingRosters(input: { now: Date; provinces: readonly ProvinceRosterState[] }): AlertProblem[] {
  return input.provinces.flatMap((province) => {
    const dutyDate = getDutyDate(input.now, province.rotation);
    if (province.dutyDatesWithRoster.has(dutyDate)) return [];
    const { start } = getDutyWindow(dutyDate, province.rotation);
    const inGrace = input.now.getTime() < start.getTime() + MISSING_ROSTER_GRACE_MS;
    if (inGrace && province.dutyDatesWithRoster.has(addDays(dutyDate, -1))) return [];
    const started = withLocative(province.rotation);
    return [
      {
        key: `no_roster:${province.slug}`,
        kind: 'no_roster',
        provinceSlug: province.slug,
        provinceName: province.name,
        source: null,
        text: `${province.name} için şu anki nöbet listesi yok (${formatTurkishDate(dutyDate)} nöbeti, ${started} başladı).`,
      },
    ];
  });
}

export type SourceHealthState = {
  provinceSlug: string;
  provinceName: string;
  source: string;
  sourceLabel: string;
  failureStreak: number;
  lastError: string | null;
  /** The kind of the last failure ('layout': the page changed beyond recognition). */
  lastErrorKind?: string | null;
};

/**
 * Sources that failed FAILURE_STREAK_ALERT attempts in a row or more, for a province; a page whose
 * markup changed beyond recognition (`layout`) at its first failure, since it will not heal by
 * itself (issue 35: the admin hears of a changed chamber page once, at once).
 */
export function findFailingSources(rows: readonly SourceHealthState[]): AlertProblem[] {
  return rows
    .filter(
      (row) => row.failureStreak >= FAILURE_STREAK_ALERT || (row.failureStreak > 0 && row.lastErrorKind === 'layout'),
    )
    .map((row) => ({
      key: `source_failing:${row.provinceSlug}:${row.source}`,
      kind: 'source_failing',
      provinceSlug: row.provinceSlug,
      provinceName: row.provinceName,
      source: row.source,
      text:
        (row.failureStreak < FAILURE_STREAK_ALERT
          ? `${row.provinceName}: ${row.sourceLabel} kaynağının sayfası tanınmıyor; il sıradaki kaynaktan okunuyor. `
          : `${row.provinceName}: ${row.sourceLabel} kaynağı art arda ${row.failureStreak} denemede okunamadı. `) +
        (row.lastError ? `Son neden: ${row.lastError}` : 'Son hatanın nedeni kaydedilmemiş.'),
    }));
}

export type AgreementState = {
  provinceSlug: string;
  provinceName: string;
  /** The published roster's source (name and label). */
  source: string;
  sourceLabel: string;
  /** The label of `agreement.checkedAgainst`; its name when omitted. */
  checkedAgainstLabel?: string;
  agreement: RosterAgreement;
};

function listNames(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const rest = names.length - NAMES_SHOWN;
  return rest > 0 ? `${shown} ve ${rest} eczane daha` : shown;
}

/** Published rosters whose cross-check disagrees beyond the threshold, with the difference. */
export function findDisagreements(rows: readonly AgreementState[]): AlertProblem[] {
  return rows
    .filter((row) => row.agreement.disagrees)
    .map((row) => {
      const { agreement } = row;
      const other = row.checkedAgainstLabel ?? agreement.checkedAgainst;
      const { missingFromOther: missing, onlyInOther: extra } = agreement;
      const difference = [
        missing.length > 0 ? `diğer kaynakta olmayanlar: ${listNames(missing)}` : '',
        extra.length > 0 ? `yalnızca diğer kaynakta olanlar: ${listNames(extra)}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      return {
        key: `disagreement:${row.provinceSlug}`,
        kind: 'disagreement',
        provinceSlug: row.provinceSlug,
        provinceName: row.provinceName,
        source: row.source,
        text:
          `${row.provinceName}: ${row.sourceLabel} listesi ${other} ile karşılaştırıldı, ` +
          `${agreement.total} eczanenin ${withPossessive(agreement.same)} aynı.` +
          (difference ? ` ${difference.charAt(0).toLocaleUpperCase('tr-TR')}${difference.slice(1)}.` : ''),
      };
    });
}

/** The reasons a message quotes are cut to this many characters (a failed query's text can be long). */
const REASON_LENGTH = 200;

/**
 * An error's own reason, short: the innermost cause (a database driver's error rather than the
 * query wrapper's SQL and parameters), its first line, at most REASON_LENGTH characters.
 */
export function toFailureReason(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const text = (inner instanceof Error ? inner.message : String(inner)).split('\n')[0]!.trim();
  if (text === '') return 'neden bilinmiyor';
  return text.length > REASON_LENGTH ? `${text.slice(0, REASON_LENGTH - 1)}…` : text;
}

/** The snapshot's state after its last rebuild: pages warn while it is not healthy. */
export type SnapshotHealthState = { healthy: true } | { healthy: false; reason: string };

/**
 * The one problem of the pages' data: a rebuild failed, so pages show the last snapshot built and
 * say their data may be behind, though every write that succeeded is stored. It clears with the
 * next rebuild that succeeds.
 */
export function findSnapshotProblem(state: SnapshotHealthState): AlertProblem[] {
  if (state.healthy) return [];
  return [
    {
      key: 'snapshot_rebuild',
      kind: 'snapshot_rebuild',
      provinceSlug: null,
      provinceName: null,
      source: null,
      text:
        'Sayfaların verisi yeniden kurulamadı: kaydedilen listeler veritabanında, ama sayfalar son kurulan ' +
        'veriyi gösteriyor ve güncel olmayabileceğini belirtiyor. Bir sonraki kayıt ya da yenileme veriyi ' +
        `baştan kurar. Son neden: ${state.reason}`,
    },
  ];
}

/** What a check looked at: kinds and provinces it observed. Omitted means all. */
export type AlertScope = { kinds?: readonly AlertKind[]; provinceSlugs?: readonly string[] };

function isInScope(problem: AlertProblem, scope: AlertScope): boolean {
  if (scope.kinds && !scope.kinds.includes(problem.kind)) return false;
  if (!scope.provinceSlugs) return true;
  return problem.provinceSlug !== null && scope.provinceSlugs.includes(problem.provinceSlug);
}

/**
 * Problems that start (observed, not open) and clear (open, within the scope the check looked at,
 * and not observed). A check of Giresun alone never clears Ordu's problems.
 */
export function diffProblems<T extends AlertProblem>(
  open: readonly T[],
  observed: readonly AlertProblem[],
  scope: AlertScope,
): { opened: AlertProblem[]; resolved: T[] } {
  const openKeys = new Set(open.map((problem) => problem.key));
  const observedKeys = new Set(observed.map((problem) => problem.key));
  const seen = new Set<string>();
  const opened = observed.filter((problem) => {
    if (openKeys.has(problem.key) || seen.has(problem.key)) return false;
    seen.add(problem.key);
    return true;
  });
  const resolved = open.filter((problem) => isInScope(problem, scope) && !observedKeys.has(problem.key));
  return { opened, resolved };
}

export type AlertMessage = { subject: string; text: string };

function toTitle(problem: AlertProblem, state: 'opened' | 'resolved'): string {
  const place = problem.provinceName ?? 'Tüm iller';
  const source = problem.source ?? 'kaynak';
  const opened = state === 'opened';
  switch (problem.kind) {
    case 'no_roster':
      return opened ? `${place} için nöbet listesi yok` : `${place} için şu anki nöbet listesi var`;
    case 'source_failing':
      return opened ? `${place}: ${source} kaynağı okunamıyor` : `${place}: ${source} kaynağı yeniden okunuyor`;
    case 'disagreement':
      return opened ? `${place}: kaynaklar uyuşmuyor` : `${place}: kaynaklar yeniden uyuşuyor`;
    case 'snapshot_rebuild':
      return opened ? 'Sayfaların verisi güncellenemiyor' : 'Sayfaların verisi yeniden güncel';
  }
}

/** The message of a problem that starts: "Sorun: …". */
export function toOpenedMessage(problem: AlertProblem): AlertMessage {
  return { subject: `Sorun: ${toTitle(problem, 'opened')}`, text: `Sorun: ${problem.text}` };
}

/** The message of a problem that clears: "Düzeldi: …", with when it started, how long it lasted and what it was. */
export function toResolvedMessage(problem: AlertProblem & { openedAt: Date }, now: Date): AlertMessage {
  const title = toTitle(problem, 'resolved');
  const { date, time } = toIstanbulMinute(problem.openedAt);
  const started = `${formatTurkishDate(date)} ${withLocative(time)}`;
  const lasted = formatDuration(now.getTime() - problem.openedAt.getTime());
  return {
    subject: `Düzeldi: ${title}`,
    text: `Düzeldi: ${title}. Sorun ${started} başlamıştı, ${lasted} sürdü. Uyarı şuydu: ${problem.text}`,
  };
}

/** Many changes at once (a source down for every province) as one message, not a flood. */
export function toDigestMessage(
  changes: readonly { state: 'opened' | 'resolved'; message: AlertMessage }[],
): AlertMessage {
  const opened = changes.filter((change) => change.state === 'opened').length;
  const resolved = changes.length - opened;
  const parts = [opened > 0 ? `${opened} yeni sorun` : '', resolved > 0 ? `${resolved} sorun düzeldi` : ''];
  const subject = parts.filter(Boolean).join(', ');
  return { subject, text: [`${subject}.`, ...changes.map((change) => change.message.text)].join('\n\n') };
}
