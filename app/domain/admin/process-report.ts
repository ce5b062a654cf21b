/**
 * What processing pharmacy text answers: the
 * endpoint's JSON and the process page's report, and their fixed texts. Shared
 * by the server and the page.
 */
import type { RosterLineError } from '#app/domain/roster/roster-text.ts';

export const BLANK_TEXT_ERROR = 'Lütfen eczane verilerini girin';
export const PROCESSING_ERROR = 'Veri işleme sırasında bir hata oluştu';
export const TEXT_TOO_LARGE_ERROR = 'Metin çok büyük (en fazla 1 MB)';
/** The sample-data fetch failed (the server adds the source's reason after it). */
export const FETCH_FAILED = 'Veri çekilemedi';
/** Largest accepted text: 1 MB. */
export const MAX_TEXT_BYTES = 1024 * 1024;

/** A pharmacy shown as a sample of what was imported (process page, scraper endpoint). */
export type SamplePharmacy = {
  name: string;
  district: string | null;
  phone: string | null;
  address: string | null;
  province: string | null;
};

/** The endpoint's JSON (docs/admin.md, "Endpoints for scripts"), the old hosted function's shape. */
export type ProcessingResponse = {
  success: boolean;
  clearedCount: number;
  insertedCount: number;
  error: string | null;
  pharmacies: SamplePharmacy[];
};

/** What the process page shows after an import: counts, each roster written, skipped lines and warnings. */
export type ProcessReport = ProcessingResponse & {
  rosters: { province: string; dutyDate: string; removedCount: number; insertedCount: number }[];
  skipped: RosterLineError[];
  warnings: RosterLineError[];
  /**
   * Lists not written because they were far shorter than the last good one, or (`lastGood` null)
   * too short to replace the province's demo data: the admin may confirm them.
   */
  held: { province: string; dutyDate: string; count: number; lastGood: number | null }[];
};

/** The report for text that was not processed at all (blank, too large, bad date). */
export function toRejectedReport(error: string): ProcessReport {
  return {
    success: false,
    error,
    clearedCount: 0,
    insertedCount: 0,
    pharmacies: [],
    rosters: [],
    skipped: [],
    warnings: [],
    held: [],
  };
}

/** 'Veriler başarıyla işlendi. {n} kayıt silindi, {m} yeni kayıt eklendi.' */
export function formatSuccessMessage(report: Pick<ProcessingResponse, 'clearedCount' | 'insertedCount'>): string {
  return `Veriler başarıyla işlendi. ${report.clearedCount} kayıt silindi, ${report.insertedCount} yeni kayıt eklendi.`;
}
