/**
 * The process page's list of existing records: the
 * entries of the stored duty rosters, newest import first, with a text search
 * and an exact location (province) filter. Pure, so the browser filters as the
 * admin types.
 */
import { compareTurkish, includesFolded } from '#app/domain/text/turkish.ts';

export type ExistingRecord = {
  /** The duty entry's id. */
  id: number;
  name: string;
  /** The province, shown as "Konum". */
  province: string;
  district: string | null;
  phone: string | null;
  address: string | null;
  dutyDate: string;
  source: string;
  /** ISO instant the roster was written. */
  importedAt: string;
};

/** The list fetches and shows at most this many records. */
export const EXISTING_RECORDS_LIMIT = 100;

export type ExistingRecordFilter = { query: string; location: string };

/** Name, district or address contains the query (Turkish case and accents ignored), and the location matches exactly. */
export function filterExistingRecords(
  records: readonly ExistingRecord[],
  filter: ExistingRecordFilter,
): ExistingRecord[] {
  const query = filter.query.trim();
  return records.filter((record) => {
    if (filter.location !== '' && record.province !== filter.location) return false;
    if (query === '') return true;
    return [record.name, record.district, record.address].some(
      (value) => value !== null && includesFolded(value, query),
    );
  });
}

/** The distinct locations of the loaded records, sorted the Turkish way. */
export function listRecordLocations(records: readonly ExistingRecord[]): string[] {
  return [...new Set(records.map((record) => record.province))].sort(compareTurkish);
}
