import { getDutyDate } from '#app/domain/duty-window.ts';
import { getProvince } from '#app/domain/geo.server.ts';
import { toImportableText } from '#app/domain/html-text.ts';
import { formatRosterLines } from '#app/domain/roster-lines.ts';
import type { ImportTextOptions, ImportTextResult } from '#app/jobs/import-roster.server.ts';
import { parseListingPage } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';

/**
 * Saves what the content fetcher fetched. A page of the listing site
 * (`…/nobetci-{province}[-{district}]`) is read with its parser, each dated tab
 * becoming that date's roster; anything else is read as labelled or plain
 * roster text for the duty date in force.
 */
export type FetchedContent = { url: string | null; content: string; contentType: string | null };

type Importer = (text: string, options: ImportTextOptions) => Promise<ImportTextResult>;

export type FetchedImport = { success: boolean; error: string | null; insertedCount: number; removedCount: number };

function toListingTabs(input: FetchedContent, now: Date) {
  if (!input.url || !(input.contentType ?? '').includes('html')) return null;
  let path: string;
  try {
    path = new URL(input.url).pathname;
  } catch {
    return null;
  }
  const province = getProvince(/^\/nobetci-([a-z]+)/.exec(path)?.[1]);
  if (!province) return null;
  try {
    const page = parseListingPage(input.content, { provinceName: province.name, fetchedAt: now });
    const tabs = page.tabs.filter((tab) => tab.records.length > 0);
    return tabs.length > 0 ? { province, tabs } : null;
  } catch {
    return null;
  }
}

export async function importFetchedContent(
  importRosterText: Importer,
  input: FetchedContent,
  options: { now: Date; rotation: string; source: string },
): Promise<FetchedImport> {
  const listing = toListingTabs(input, options.now);
  if (!listing) {
    return importRosterText(toImportableText(input.content, input.contentType), {
      dutyDate: getDutyDate(options.now, options.rotation),
      source: options.source,
      fetchedAt: options.now,
    });
  }
  const total: FetchedImport = { success: true, error: null, insertedCount: 0, removedCount: 0 };
  for (const tab of listing.tabs) {
    const result = await importRosterText(formatRosterLines(tab.records, listing.province.name), {
      dutyDate: tab.dutyDate,
      source: options.source,
      fetchedAt: options.now,
    });
    if (!result.success) return { ...total, success: false, error: result.error };
    total.insertedCount += result.insertedCount;
    total.removedCount += result.removedCount;
  }
  return total;
}
