import type {
  AgreementView,
  SourceFilter,
  SourceLinkView,
  SourceProvinceView,
  SourcesPage,
} from '#app/domain/admin/views.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import type { ChainLink } from '#app/domain/sources/chain.ts';
import { describeAgreement, toSourceLabel } from '#app/domain/sources/provenance.ts';
import { withPossessiveLocative } from '#app/domain/text/number-suffixes.ts';
import { addDays } from '#app/domain/time/duty-window.ts';
import { formatDateTime, formatTurkishDate, formatTurkishTime } from '#app/domain/time/format-date.ts';
import { toIstanbulDate } from '#app/domain/time/istanbul-clock.ts';

/**
 * The Kaynaklar page's view (issue 34, item 6): each province's source chain with each source's
 * health, in Turkish, and the three filters. Pure: the loader reads the facts, this shapes them.
 *
 * - failing (hata): a source that is on failed its last attempt;
 * - disagreeing (uyusmazlik): the province's newest cross-check (the roster in force's, or a
 *   source's, whichever was made last) differs beyond the threshold;
 * - stale (eski): no roster for the province's duty date in force (by its own rotation), so
 *   visitors see an older list under the stale warning, or none. This is the visitors' own test
 *   (the snapshot's `isStale`), not a guess from the age of the last success.
 */

/** What the page needs to know of a source adapter. */
export type SourceFacts = Readonly<{
  name: string;
  label: string;
  family: string;
  /** Its key is present (paid APIs), or it needs none. */
  hasKey: boolean;
  plates: readonly number[] | null;
  defaultBaseUrl: string;
  /** Its own address per province, where that differs by province (a regional chamber's pages). */
  defaultUrls?: Readonly<Record<number, string>>;
}>;

/** A source's own address for a province (plate), or for all (null). */
export function toOwnAddress(facts: SourceFacts | undefined, plate: number | null): string {
  return (plate === null ? undefined : facts?.defaultUrls?.[plate]) ?? facts?.defaultBaseUrl ?? '';
}

export type SourceHealthFacts = Readonly<{
  source: string;
  lastAttemptAt: Date;
  lastSuccessAt: Date | null;
  lastRecords: number | null;
  lastError: string | null;
  lastErrorKind: string | null;
  failureStreak: number;
  lastAgreement: RosterAgreement | null;
}>;

export type ProvinceSourceFacts = Readonly<{
  plate: number;
  slug: string;
  name: string;
  /** The chain as the scraper reads it (app/domain/sources/chain.ts). */
  links: readonly ChainLink[];
  health: readonly SourceHealthFacts[];
  /** The province's duty date in force, by its own rotation. */
  dutyDateInForce: string;
  /** Its newest roster up to the duty date in force, or null. */
  roster: { dutyDate: string; source: string; agreement: RosterAgreement | null } | null;
  /** The open alert problems of the province (their text). */
  problems: readonly string[];
}>;

/** The `scope` of a Kaynaklar form that changes the chain of every province (else a province's slug). */
export const ALL_PROVINCES_SCOPE = 'tum-iller';

export const SOURCE_FILTER_LABELS: Readonly<Record<SourceFilter, string>> = {
  hata: 'Hata veren',
  uyusmazlik: 'Uyuşmazlık',
  eski: 'Eski liste',
};

const FILTERS = Object.keys(SOURCE_FILTER_LABELS) as SourceFilter[];

export function isSourceFilter(value: string): value is SourceFilter {
  return (FILTERS as string[]).includes(value);
}

/** Failure kinds (app/sources/source.ts, SourceErrorKind) as admins read them. */
const ERROR_KIND_LABELS: Readonly<Record<string, string>> = {
  unreachable: 'Ulaşılamadı',
  timeout: 'Zaman aşımı',
  blocked: 'Engellendi',
  http: 'HTTP hatası',
  layout: 'Sayfa düzeni değişti',
  robots: 'robots.txt izin vermiyor',
  format: 'Beklenmeyen yanıt biçimi',
  wrong_day: 'Yanlış gün',
  empty: 'Boş liste',
  disagrees: 'Geri tutuldu (uyuşmazlık)',
};

function toErrorKindLabel(kind: string | null): string {
  return (kind ? ERROR_KIND_LABELS[kind] : undefined) ?? 'Beklenmeyen hata';
}

/** "bugün 09:12", "dün 21:40", or "20 Kasım 2026 09:12" (Istanbul time). */
export function formatWhen(instant: Date, now: Date): string {
  const day = toIstanbulDate(instant);
  const today = toIstanbulDate(now);
  if (day === today) return `bugün ${formatTurkishTime(instant)}`;
  if (day === addDays(today, -1)) return `dün ${formatTurkishTime(instant)}`;
  return formatDateTime(instant);
}

/** "81 ilden 81'inde en az iki bağımsız kaynak var". */
export function describeCoverage(covered: number, total: number): string {
  return `${total} ilden ${withPossessiveLocative(covered)} en az iki bağımsız kaynak var`;
}

function toAgreementView(agreement: RosterAgreement): AgreementView {
  return {
    text: describeAgreement(agreement),
    disagrees: agreement.disagrees,
    checkedAgainst: toSourceLabel(agreement.checkedAgainst),
    missingFromOther: [...agreement.missingFromOther],
    onlyInOther: [...agreement.onlyInOther],
  };
}

function offReasons(link: ChainLink, facts: SourceFacts | undefined, plate: number | null): string[] {
  if (!facts) return ['tanımsız kaynak'];
  const reasons: string[] = [];
  if (!facts.hasKey) reasons.push('anahtar yok');
  if (plate !== null && facts.plates && !facts.plates.includes(plate)) reasons.push('bu ile hizmet vermiyor');
  if (link.switchedOff) reasons.push(link.setBy === 'all' ? 'yönetici tüm illerde kapattı' : 'yönetici kapattı');
  return reasons;
}

/** A chain's links with their health; `plate` null for the chain of all provinces. */
export function toLinkViews(
  links: readonly ChainLink[],
  context: {
    plate: number | null;
    sources: ReadonlyMap<string, SourceFacts>;
    health: readonly SourceHealthFacts[];
    now: Date;
  },
): SourceLinkView[] {
  return links.map((link, index) => {
    const facts = context.sources.get(link.source);
    const reasons = offReasons(link, facts, context.plate);
    const row = context.health.find((h) => h.source === link.source);
    const failing = row !== undefined && (row.failureStreak > 0 || row.lastError !== null);
    return {
      source: link.source,
      label: facts?.label ?? toSourceLabel(link.source),
      position: index + 1,
      on: reasons.length === 0,
      stateText: reasons.length === 0 ? 'Açık' : `Kapalı: ${reasons.join(', ')}`,
      switchedOff: link.switchedOff,
      setBy: link.setBy,
      customBaseUrl: link.baseUrl,
      defaultBaseUrl: toOwnAddress(facts, context.plate),
      health: row === undefined ? 'untried' : failing ? 'failing' : 'ok',
      healthText:
        row === undefined ? 'Henüz denenmedi' : failing ? `Hata: ${toErrorKindLabel(row.lastErrorKind)}` : 'Çalışıyor',
      lastAttemptAt: row?.lastAttemptAt.toISOString() ?? null,
      lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
      lastAttemptText: row ? formatWhen(row.lastAttemptAt, context.now) : null,
      lastSuccessText: row?.lastSuccessAt ? formatWhen(row.lastSuccessAt, context.now) : null,
      records: row?.lastRecords ?? null,
      error: row && failing ? (row.lastError ?? toErrorKindLabel(row.lastErrorKind)) : null,
      streak: row?.failureStreak ?? 0,
      agreement: row?.lastAgreement ? toAgreementView(row.lastAgreement) : null,
    };
  });
}

/** How many independent sources (distinct families) of the chain are on. */
function countIndependent(links: readonly SourceLinkView[], sources: ReadonlyMap<string, SourceFacts>): number {
  return new Set(links.filter((l) => l.on).map((l) => sources.get(l.source)?.family ?? l.source)).size;
}

/** The newest of the province's cross-checks (the roster in force's and the sources' own). */
function newestAgreement(candidates: readonly (RosterAgreement | null | undefined)[]): RosterAgreement | null {
  let newest: RosterAgreement | null = null;
  for (const candidate of candidates) {
    if (candidate && (newest === null || candidate.checkedAt > newest.checkedAt)) newest = candidate;
  }
  return newest;
}

export function toProvinceView(
  facts: ProvinceSourceFacts,
  context: { sources: ReadonlyMap<string, SourceFacts>; now: Date },
): SourceProvinceView {
  const links = toLinkViews(facts.links, { ...context, plate: facts.plate, health: facts.health });
  const roster = facts.roster;
  const inForce = roster !== null && roster.dutyDate === facts.dutyDateInForce;
  const onSources = new Set(links.filter((l) => l.on).map((l) => l.source));
  const agreement = newestAgreement([
    inForce ? roster.agreement : null,
    ...facts.health.filter((h) => onSources.has(h.source)).map((h) => h.lastAgreement),
  ]);
  const day = formatTurkishDate(facts.dutyDateInForce);
  return {
    plate: facts.plate,
    slug: facts.slug,
    name: facts.name,
    links,
    independent: countIndependent(links, context.sources),
    published: roster
      ? {
          label: toSourceLabel(roster.source),
          dutyDate: roster.dutyDate,
          inForce,
          agreement: roster.agreement ? toAgreementView(roster.agreement) : null,
        }
      : null,
    failing: links.some((l) => l.on && l.health === 'failing'),
    disagreeing: agreement?.disagrees ?? false,
    stale: !inForce,
    staleText: inForce
      ? null
      : roster
        ? `Yürürlükteki nöbet (${day}) için liste yok: ziyaretçiler ${formatTurkishDate(roster.dutyDate)} listesini “eski liste” uyarısıyla görüyor.`
        : `Yürürlükteki nöbet (${day}) için liste yok: ziyaretçiler liste görmüyor.`,
    problems: [...facts.problems],
  };
}

export function filterProvinces(
  views: readonly SourceProvinceView[],
  filter: SourceFilter | null,
): SourceProvinceView[] {
  if (filter === 'hata') return views.filter((v) => v.failing);
  if (filter === 'uyusmazlik') return views.filter((v) => v.disagreeing);
  if (filter === 'eski') return views.filter((v) => v.stale);
  return [...views];
}

export function summarizeProvinces(views: readonly SourceProvinceView[]): SourcesPage['summary'] {
  const covered = views.filter((v) => v.independent >= 2).length;
  return {
    total: views.length,
    covered,
    coverageText: describeCoverage(covered, views.length),
    failing: views.filter((v) => v.failing).length,
    disagreeing: views.filter((v) => v.disagreeing).length,
    stale: views.filter((v) => v.stale).length,
  };
}

/** One province's line of the coverage report: "28 Giresun (2 bağımsız): e-Devlet (onaylı liste) → … ". */
export function formatCoverageLine(view: SourceProvinceView): string {
  const chain = view.links.map((l) => (l.on ? l.label : `(${l.label}, ${l.stateText.toLowerCase()})`)).join(' → ');
  const mark = view.independent >= 2 ? '' : '  ← iki bağımsız kaynak yok';
  return `${String(view.plate).padStart(2, '0')} ${view.name} (${view.independent} bağımsız): ${chain}${mark}`;
}
