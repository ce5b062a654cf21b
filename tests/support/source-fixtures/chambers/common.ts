import { PROVINCES, type Province } from '#app/domain/geo/geo.server.ts';
import { addDays } from '#app/domain/time/duty-window.ts';
import { CHAMBER_SITES, type ChamberSite } from '#app/domain/sources/chamber-catalogue.ts';
import {
  CHALLENGE_PAGE,
  HTML_ERROR_PAGE,
  listFixturePharmacies,
  type FixturePharmacy,
  type SourceFault,
} from '#tests/support/source-fixtures/roster.ts';
// Types only from server.ts: it imports every chamber fixture, which import this file.
import type { FixtureAnswer, FixtureContext } from '#tests/support/source-fixtures/server.ts';

/**
 * What every chamber's fixture shares (issue 35, item 7): the chamber site of a host, the province a
 * request is for, the faults every source knows answered the same way, and text in the chambers'
 * ways (duty windows "27.11.2026 08:30 - 28.11.2026 08:30", pages in windows-1254).
 */

/** The catalogue's chamber site on `host` (`www.` or not). */
export function requireChamberSite(host: string): ChamberSite {
  const bare = host.replace(/^www\./, '');
  const site = CHAMBER_SITES.find((s) =>
    Object.values(s.pages).some((url) => new URL(url).host.replace(/^www\./, '') === bare),
  );
  if (!site) throw new Error(`No chamber site on ${host}`);
  return site;
}

/** The real host of a chamber site (as its first page address names it). */
export function chamberHost(site: ChamberSite): string {
  return new URL(Object.values(site.pages)[0]!).host;
}

/** The province whose catalogue page address has this path on the site, or undefined. */
export function provinceByPagePath(site: ChamberSite, pathname: string): Province | undefined {
  const wanted = pathname.replace(/\/+$/, '');
  for (const [plate, url] of Object.entries(site.pages)) {
    if (new URL(url).pathname.replace(/\/+$/, '') === wanted) return PROVINCES.find((p) => p.plate === Number(plate));
  }
  return undefined;
}

export function html(body: string | Buffer, extra: Partial<FixtureAnswer> = {}): FixtureAnswer {
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body, ...extra };
}

export function json(body: unknown, extra: Partial<FixtureAnswer> = {}): FixtureAnswer {
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    ...extra,
  };
}

/**
 * The answer of a fault that needs no page of the source's own shape (challenge, forbidden, error500,
 * the first request of flaky, html-instead-of-json), or null: the handler then builds its answer
 * (empty, wrong-day, missing3, few and changed-layout are in the data or the markup; slow is `delayMs`).
 */
export function faultAnswer(
  fault: SourceFault | undefined,
  context: FixtureContext,
  path: string,
): FixtureAnswer | null {
  if (fault === 'challenge') return html(CHALLENGE_PAGE);
  if (fault === 'forbidden') return { status: 403, body: HTML_ERROR_PAGE };
  if (fault === 'error500') return { status: 500, body: HTML_ERROR_PAGE };
  if (fault === 'flaky' && context.hits(path) === 1) return { status: 503, body: HTML_ERROR_PAGE };
  if (fault === 'html-instead-of-json') return html(HTML_ERROR_PAGE);
  return null;
}

/** `{ delayMs }` for the slow fault, else nothing. */
export function slowness(fault: SourceFault | undefined, context: FixtureContext): Partial<FixtureAnswer> {
  return fault === 'slow' ? { delayMs: context.slowMs } : {};
}

/** The faults that strike a whole page or answer, not one province's list in it. */
export const WHOLE_ANSWER_FAULTS: readonly SourceFault[] = [
  'challenge',
  'forbidden',
  'error500',
  'flaky',
  'slow',
  'changed-layout',
  'html-instead-of-json',
];

/** The fault that strikes a page or answer carrying several provinces: the first of theirs of one of `kinds`. */
export function sharedFault(
  context: FixtureContext,
  site: string,
  provinces: readonly Province[],
  kinds: readonly SourceFault[] = WHOLE_ANSWER_FAULTS,
): SourceFault | undefined {
  return provinces.map((p) => context.fault(site, p)).find((fault) => fault !== undefined && kinds.includes(fault));
}

/**
 * A province's page with the site's fault applied: the fault's own answer, `changed` for a changed
 * layout, else the page `build` makes of the pharmacies listed for `dutyDate` (today by default),
 * as UTF-8 HTML when it gives text; slowed for the slow fault.
 */
export function chamberPage(
  site: string,
  province: Province,
  path: string,
  context: FixtureContext,
  page: {
    changed: string;
    build(listedDate: string, pharmacies: FixturePharmacy[]): string | FixtureAnswer;
    dutyDate?: string;
  },
): FixtureAnswer {
  const fault = context.fault(site, province);
  const failed = faultAnswer(fault, context, path);
  if (failed) return failed;
  const slow = slowness(fault, context);
  if (fault === 'changed-layout') return html(page.changed, slow);
  const { listedDate, pharmacies } = chamberPharmacies(province, page.dutyDate ?? context.today, fault);
  const built = page.build(listedDate, pharmacies);
  return typeof built === 'string' ? html(built, slow) : { ...built, ...slow };
}

/** The shared fictional pharmacies of a province for the date asked, with the fault applied. */
export function chamberPharmacies(
  province: Province,
  dutyDate: string,
  fault: SourceFault | undefined,
): { listedDate: string; pharmacies: FixturePharmacy[] } {
  return listFixturePharmacies(province, dutyDate, fault);
}

/** "27.11.2026" */
export function toDottedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

/** "27.11.2026 08:30 - 28.11.2026 08:30 arasında nöbetçidir." (the fixtures rotate at 08:30). */
export function dutyWindowSentence(isoDate: string): string {
  return `${toDottedDate(isoDate)} 08:30 - ${toDottedDate(addDays(isoDate, 1))} 08:30 arasında nöbetçidir.`;
}

/** The fixture's night limit: every fifth pharmacy closes its door at 23:59 ("icap" after). */
export function hasFixtureNightLimit(index: number): boolean {
  return index % 5 === 4;
}

const WINDOWS_1254: Record<string, number> = {
  Ç: 0xc7,
  ç: 0xe7,
  Ğ: 0xd0,
  ğ: 0xf0,
  İ: 0xdd,
  ı: 0xfd,
  Ö: 0xd6,
  ö: 0xf6,
  Ş: 0xde,
  ş: 0xfe,
  Ü: 0xdc,
  ü: 0xfc,
  Â: 0xc2,
  â: 0xe2,
  Î: 0xce,
  î: 0xee,
  Û: 0xdb,
  û: 0xfb,
};

/** Text as windows-1254 (= ISO-8859-9 for Turkish letters) bytes, as the older chamber pages serve it. */
export function encodeWindows1254(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else bytes.push(WINDOWS_1254[char] ?? 0x3f);
  }
  return Buffer.from(bytes);
}
