import { getProvince } from '#app/domain/geo/geo.server.ts';
import { toImportableText } from '#app/domain/text/html-text.ts';
import { NO_VALID_DATA_ERROR } from '#app/domain/roster/roster-text.ts';
import { importRosterText } from '#app/jobs/import-roster.server.ts';
import { toSuspiciousReason, type RosterWriter } from '#app/jobs/roster-writer.server.ts';
import { parseListingPage } from '#app/sources/eczaneler-gen-tr/parse-listing.ts';

/**
 * Saves what the content fetcher fetched. A page of the listing site
 * (`…/nobetci-{province}[-{district}]`) is read with its parser, each dated tab
 * becoming that date's roster; anything else is read as labelled or plain
 * roster text for each province's duty date in force. Scheduled tasks pass
 * `guard` (the shrink guard of the daily scrape); an admin's own save does not.
 */
export type FetchedContent = { url: string | null; content: string; contentType: string | null };

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
  writer: RosterWriter,
  input: FetchedContent,
  options: { now: Date; source: string; guard: boolean },
): Promise<FetchedImport> {
  const listing = toListingTabs(input, options.now);
  if (!listing) {
    return importRosterText(writer, toImportableText(input.content, input.contentType), {
      source: options.source,
      fetchedAt: options.now,
      guard: options.guard,
    });
  }
  // The listing page's own records, each dated tab that date's roster: one write, one snapshot rebuild.
  const results = await writer.write({
    source: options.source,
    fetchedAt: options.now,
    guard: options.guard,
    rosters: listing.tabs.map((tab) => ({ province: listing.province, dutyDate: tab.dutyDate, records: tab.records })),
  });
  const total: FetchedImport = { success: true, error: null, insertedCount: 0, removedCount: 0 };
  for (const result of results) {
    if (result.status !== 'written') continue;
    total.insertedCount += result.insertedCount;
    total.removedCount += result.removedCount;
  }
  if (!results.some((r) => r.status === 'written')) {
    return { ...total, success: false, error: toSuspiciousReason(results) ?? NO_VALID_DATA_ERROR };
  }
  return total;
}
