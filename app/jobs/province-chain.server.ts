import type { Province } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import { compareRosters, countAgreedMissing, fillFromOther } from '#app/domain/sources/cross-check.ts';
import { addDays } from '#app/domain/time/duty-window.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';
import { SourceError, type DatedRoster, type SourceAdapter, type SourceErrorKind } from '#app/sources/source.ts';

/**
 * One province's read of its source chain for the duty date in force (issue 34, item 4): sources
 * in order until one gives a healthy list; then one more independent source (another family) to
 * compare with, pharmacy by pharmacy; a list that lacks most of what two others agree on is held
 * back; positions and notes a list lacks are taken from the same pharmacy in the other. Refusals are
 * typed: wrong day, empty, and whatever the adapter threw (blocked, layout, format…).
 */

export type ChainSource = {
  adapter: SourceAdapter;
  read(dutyDates: readonly string[], purpose: 'publish' | 'check', wantsPositions?: boolean): Promise<DatedRoster[]>;
};

type ChainAttempt = {
  source: string;
  at: Date;
  result: { ok: true; records: number } | { ok: false; kind: SourceErrorKind | 'error'; reason: string };
  /** This source's side of a comparison, when it was compared. */
  agreement?: RosterAgreement | null;
};

export type ChainRead = {
  /** The source whose list is published, with its rosters (the one in force and any day beside it that it gave), by date. */
  published: { adapter: SourceAdapter; rosters: DatedRoster[]; agreement: RosterAgreement | null } | null;
  attempts: ChainAttempt[];
  /** The published source is not the first of the chain: a fallback filled the province. */
  fallback: boolean;
  /** Why nothing was published (the first source's failure, then the others'). */
  reason: string | null;
};

/** Days a source's extra rosters may be for (the listing site's yesterday and tomorrow tabs). */
const EXTRA_DAYS = [-1, 1];

function describe(error: unknown): { kind: SourceErrorKind | 'error'; reason: string } {
  if (error instanceof SourceError) return { kind: error.kind, reason: error.message };
  return { kind: 'error', reason: `Beklenmeyen hata: ${error instanceof Error ? error.message : String(error)}` };
}

/** The roster for `dutyDate` from what a source gave, or the refusal: wrong day, empty. */
function requireDay(adapter: SourceAdapter, rosters: readonly DatedRoster[], dutyDate: string): DatedRoster {
  const roster = rosters.find((r) => r.dutyDate === dutyDate);
  if (!roster) {
    const other = rosters.map((r) => r.dutyDate).sort()[0];
    if (other === undefined)
      throw new SourceError('empty', `Boş liste: ${adapter.label} bu il için nöbetçi eczane listelemedi`, false);
    throw new SourceError(
      'wrong_day',
      `Yanlış gün: ${adapter.label} ${formatTurkishDate(other)} listesini verdi; istenen ${formatTurkishDate(dutyDate)}`,
      false,
    );
  }
  if (roster.records.length === 0)
    throw new SourceError(
      'empty',
      `Boş liste: ${adapter.label} ${formatTurkishDate(dutyDate)} için nöbetçi eczane listelemedi`,
      false,
    );
  return roster;
}

export async function readProvinceChain(
  chain: readonly ChainSource[],
  options: {
    province: Province;
    dutyDate: string;
    now: () => Date;
    /** Checks each family got so far in this run (shared by the run's provinces), for `spread`. */
    checkLoad?: Map<string, number>;
  },
): Promise<ChainRead> {
  const { dutyDate, now } = options;
  const attempts: ChainAttempt[] = [];
  const tried = new Set<string>();

  /** Reads one source; a healthy list for the day, or null with the failure recorded. */
  const attempt = async (source: ChainSource, purpose: 'publish' | 'check', wantsPositions = false) => {
    tried.add(source.adapter.name);
    const at = now();
    try {
      const dates =
        purpose === 'publish' && source.adapter.readsTomorrow ? [dutyDate, addDays(dutyDate, 1)] : [dutyDate];
      const rosters = await source.read(dates, purpose, wantsPositions);
      const today = requireDay(source.adapter, rosters, dutyDate);
      const record: ChainAttempt = {
        source: source.adapter.name,
        at,
        result: { ok: true, records: today.records.length },
      };
      attempts.push(record);
      return { source, rosters, today, record };
    } catch (error) {
      attempts.push({ source: source.adapter.name, at, result: { ok: false, ...describe(error) } });
      return null;
    }
  };

  /** Families that failed in this read: their other sources (the same publisher) are not asked for a check. */
  const failedFamilies = () =>
    attempts.flatMap((a) =>
      a.result.ok ? [] : (chain.find((s) => s.adapter.name === a.source)?.adapter.family ?? []),
    );

  /**
   * The next untried source of a family other than those given and those that failed; with
   * `positions`, one whose list carries positions first (it checks and locates in one request).
   * With `spread` (checking an official list), when the next in line is the national list, the
   * national and listing families are taken in the order of the checks each got so far this run
   * (`checkLoad`): the run's checks are shared between e-Devlet and the listing site instead of
   * queueing all 81 at one host a second (docs/decisions/0009-chamber-sources.md).
   */
  const nextIndependent = (families: readonly string[], positions = false, spread = false) => {
    const skipped = [...families, ...failedFamilies()];
    let candidates = chain.filter((s) => !tried.has(s.adapter.name) && !skipped.includes(s.adapter.family));
    const load = options.checkLoad;
    if (spread && load && candidates[0]?.adapter.trust === 'national') {
      const shared = candidates.filter((s) => s.adapter.trust === 'national' || s.adapter.trust === 'listing');
      const rank = (s: ChainSource) => load.get(s.adapter.family) ?? 0;
      const ordered = [...shared].sort((x, y) => rank(x) - rank(y));
      candidates = [...ordered, ...candidates.filter((s) => !shared.includes(s))];
    }
    const chosen = (positions ? candidates.find((s) => s.adapter.givesPositions) : undefined) ?? candidates[0];
    if (chosen && load) load.set(chosen.adapter.family, (load.get(chosen.adapter.family) ?? 0) + 1);
    return chosen;
  };

  let primary: Awaited<ReturnType<typeof attempt>> = null;
  for (const source of chain) {
    if (tried.has(source.adapter.name)) continue;
    primary = await attempt(source, 'publish');
    if (primary) break;
  }
  if (!primary) {
    const reasons = attempts.map((a) => (a.result.ok ? '' : a.result.reason)).filter(Boolean);
    return {
      published: null,
      attempts,
      fallback: false,
      reason: reasons.length > 0 ? reasons.join(' · ') : 'Bu il için açık kaynak yok',
    };
  }

  // The check: one more independent source, trying at most two.
  let check: Awaited<ReturnType<typeof attempt>> = null;
  for (let tries = 0; tries < 2 && !check; tries++) {
    // A list without positions (e-Devlet's) is checked by a source that brings them, or asks its
    // check for them: they serve the nearest-pharmacy search.
    const wantsPositions = primary.today.records.some((r) => r.latitude === null);
    const spread = primary.source.adapter.trust === 'official';
    const candidate = nextIndependent([primary.source.adapter.family], wantsPositions, spread);
    if (!candidate) break;
    check = await attempt(candidate, 'check', wantsPositions);
  }

  if (check) {
    let agreement = compareRosters(primary.today.records, check.today.records, {
      checkedAgainst: check.source.adapter.name,
      checkedAt: check.record.at,
    });
    // A list that lacks most of the other's may be the wrong one: a third source decides.
    if (agreement.onlyInOther.length * 2 > check.today.records.length) {
      const third = nextIndependent([primary.source.adapter.family, check.source.adapter.family]);
      const judge = third ? await attempt(third, 'check') : null;
      if (judge) {
        const { agreed, missing } = countAgreedMissing(primary.today.records, check.today.records, judge.today.records);
        if (agreed > 0 && missing * 2 > agreed) {
          const held = primary.record;
          held.result = {
            ok: false,
            kind: 'disagrees',
            reason: `Geri tutuldu: ${primary.source.adapter.label} listesinde, ${check.source.adapter.label} ile ${judge.source.adapter.label} kaynaklarının birlikte gösterdiği ${agreed} eczaneden ${missing} tanesi yok`,
          };
          held.agreement = agreement;
          [primary, check] = [check, judge];
          agreement = compareRosters(primary.today.records, check.today.records, {
            checkedAgainst: check.source.adapter.name,
            checkedAt: check.record.at,
          });
        }
      }
    }
    primary.record.agreement = agreement;
    check.record.agreement = compareRosters(check.today.records, primary.today.records, {
      checkedAgainst: primary.source.adapter.name,
      checkedAt: check.record.at,
    });
    const filled: RosterRecord[] = fillFromOther(primary.today.records, check.today.records);
    return published(chain, primary, filled, agreement, attempts, dutyDate);
  }
  return published(chain, primary, primary.today.records, null, attempts, dutyDate);
}

function published(
  chain: readonly ChainSource[],
  primary: { source: ChainSource; rosters: DatedRoster[] },
  todayRecords: RosterRecord[],
  agreement: RosterAgreement | null,
  attempts: ChainAttempt[],
  dutyDate: string,
): ChainRead {
  const extraDates = new Set(EXTRA_DAYS.map((d) => addDays(dutyDate, d)));
  const extras = primary.rosters.filter((r) => extraDates.has(r.dutyDate) && r.records.length > 0);
  return {
    published: {
      adapter: primary.source.adapter,
      rosters: [{ dutyDate, records: todayRecords }, ...extras].sort((a, b) => a.dutyDate.localeCompare(b.dutyDate)),
      agreement,
    },
    attempts,
    fallback: chain[0]?.adapter.name !== primary.source.adapter.name,
    reason: null,
  };
}
