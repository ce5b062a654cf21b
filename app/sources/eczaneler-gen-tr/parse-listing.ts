/**
 * The listing site's province (`/nobetci-osmaniye`) and district (`/nobetci-osmaniye-duzici`)
 * pages: three day tabs (`#nav-dun`, `#nav-bugun`, `#nav-yarin`), each with a duty-period
 * sentence in an `.alert` and one `.row` per pharmacy. Pure: the fetch lives elsewhere.
 */
import { parseHtml } from '#app/domain/text/html-parser.ts';
import type { CheerioAPI } from 'cheerio';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { cleanText, toPharmacyName } from '#app/domain/text/text.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import { parseDutyPeriod } from '#app/sources/eczaneler-gen-tr/duty-period.ts';

export { parseDutyPeriod };

type ListingTabId = 'dun' | 'bugun' | 'yarin';

type ListingTab = {
  tab: ListingTabId;
  /** YYYY-MM-DD, read from the tab's period text (never from which tab is active). */
  dutyDate: string;
  periodText: string;
  allDay: boolean;
  records: RosterRecord[];
};

export type ListingPage = { tabs: ListingTab[]; warnings: string[] };

export type ListingContext = { provinceName: string; districtName?: string | null; fetchedAt: Date };

/** The page does not have the expected structure: the site's layout probably changed. */
export class ListingLayoutError extends Error {
  override name = 'ListingLayoutError';
}

/** A cheerio selection; derived so that the parser needs no direct dependency on domhandler. */
type Selection = ReturnType<CheerioAPI>;

const TAB_IDS: readonly ListingTabId[] = ['dun', 'bugun', 'yarin'];

/** Badges, landmark and night-limit notes that sit inside the address column. */
const DECORATION = '.my-2, .py-2, .badge, .rounded, .font-italic, .text-success, .text-danger, .text-muted';

/** Text of a node with line breaks and block boundaries kept as spaces, then cleaned. */
function toText($: CheerioAPI, nodes: Selection): string {
  const copy = nodes.clone();
  copy.find('br, div, p, li').each((_, node) => {
    $(node).before(' ').after(' ');
  });
  return cleanText(copy.text());
}

function optionalText(value: string): string | null {
  return value === '' ? null : value;
}

/** "… No:42 Düziçi / Osmaniye" → "Düziçi"; "… Osmaniye Merkez / Osmaniye" → "Osmaniye Merkez". */
function toDistrictFromAddress(address: string, provinceName: string): string | null {
  const slash = address.lastIndexOf('/');
  if (slash === -1 || toMatchKey(address.slice(slash + 1)) !== toMatchKey(provinceName)) return null;
  const words = address.slice(0, slash).trim().split(' ');
  const last = words.at(-1) ?? '';
  if (!/\p{L}/u.test(last)) return null;
  const previous = words.at(-2) ?? '';
  const isCentral = toMatchKey(last) === 'merkez' && toMatchKey(previous) === toMatchKey(provinceName);
  return isCentral ? `${previous} ${last}` : last;
}

function readRow($: CheerioAPI, row: Selection, context: ListingContext): RosterRecord | null {
  const nameColumn = row.children('.col-lg-3').not('.py-lg-2').first();
  const rawName = toText($, row.find('.isim').first()) || toText($, nameColumn.find('a').first());
  if (!/[\p{L}\p{N}]/u.test(rawName)) return null;
  const addressColumn = row.children('.col-lg-6').first();
  const badges = addressColumn
    .find('.my-2 span, span.badge, span.rounded')
    .not('.text-danger')
    .toArray()
    .map((badge) => toText($, $(badge)))
    .filter((text) => text !== '');
  const addressCopy = addressColumn.clone();
  addressCopy.find(DECORATION).remove();
  const address = optionalText(toText($, addressCopy));
  const note = addressColumn
    .find('.font-italic')
    .toArray()
    .map((italic) => toText($, $(italic)).replace(/^[»>\s]+/, ''))
    .filter((text) => text !== '')
    .join(', ');
  const district =
    badges[0] ??
    (context.districtName || null) ??
    (address === null ? null : toDistrictFromAddress(address, context.provinceName));
  return {
    name: toPharmacyName(rawName),
    province: context.provinceName,
    district,
    phone: optionalText(toText($, row.children('.col-lg-3.py-lg-2').first())),
    address,
    dutyHours: optionalText(toText($, row.find('.text-danger').first())),
    neighbourhood: badges[1] ?? null,
    note: optionalText(note),
    latitude: null,
    longitude: null,
  };
}

function readTab(
  $: CheerioAPI,
  tab: ListingTabId,
  pane: Selection,
  context: ListingContext,
  warnings: string[],
): ListingTab | null {
  const periodText = toText($, pane.find('.alert').first());
  const period = parseDutyPeriod(periodText, context.fetchedAt);
  if (period === null) {
    warnings.push(`Tab "${tab}" skipped: no duty period in "${periodText}"`);
    return null;
  }
  const records: RosterRecord[] = [];
  pane
    .find('td .row')
    .filter((_, row) => $(row).closest('thead').length === 0)
    .each((index, row) => {
      const record = readRow($, $(row), context);
      if (record !== null) records.push(record);
      else warnings.push(`Tab "${tab}" row ${index + 1} skipped: no pharmacy name`);
    });
  if (records.length === 0 && pane.find('.isim').length > 0) {
    warnings.push(`Tab "${tab}" has pharmacy names but no readable rows`);
  }
  return { tab, ...period, periodText, records };
}

/**
 * Reads every day tab whose period text parses; a tab with a period but no rows yields
 * `records: []`. Throws ListingLayoutError when none of the three tab panes exists.
 */
export function parseListingPage(html: string, context: ListingContext): ListingPage {
  const $ = parseHtml(html);
  const warnings: string[] = [];
  const panes = TAB_IDS.map((tab) => ({ tab, pane: $(`#nav-${tab}`).first() }));
  if (panes.every(({ pane }) => pane.length === 0)) {
    throw new ListingLayoutError('Listing page has none of the #nav-dun, #nav-bugun, #nav-yarin tab panes');
  }
  const tabs: ListingTab[] = [];
  for (const { tab, pane } of panes) {
    if (pane.length === 0) {
      warnings.push(`Tab "${tab}" missing`);
      continue;
    }
    const parsed = readTab($, tab, pane, context, warnings);
    if (parsed !== null) tabs.push(parsed);
  }
  return { tabs, warnings };
}
