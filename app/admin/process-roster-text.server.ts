import { audit } from '#app/auth/audit.server.ts';
import { getProvince, type Province } from '#app/domain/geo/geo.server.ts';
import {
  PROCESSING_ERROR,
  type ProcessingResponse,
  type ProcessReport,
  type SamplePharmacy,
} from '#app/domain/admin/process-report.ts';
import type { ImportTextResult } from '#app/jobs/import-roster.server.ts';
import type { AdminActor } from '#app/auth/actor.server.ts';
import type { AppServices } from '#app/services.server.ts';

/**
 * The process page and the `process-pharmacy-data` endpoint:
 * labelled or plain pharmacy text is imported for one duty date, each province's
 * roster replaced atomically (docs/decisions/0002-data-model.md), and the import is audited.
 */

export type ProcessTextInput = {
  text: string;
  /** Default: each province's duty date in force now, by its own rotation time. */
  dutyDate?: string;
  /** For lines without "Konum:" and for plain text. */
  province: Province | null;
  /** Where the text came from, for the audit log. */
  channel: 'form' | 'api';
  /**
   * The page's imports go through the shrink guard scrapes have (a list far shorter than the last
   * good one is not written), and a list too short to be a province's first real one does not
   * replace its demo data, until the admin confirms the list is that short ("Yine de kaydet").
   * The endpoint keeps its contract: it writes what it is given (example lines excepted).
   */
  confirmShrink?: boolean;
};

/** The import's result; `unexpected` when it failed for a reason other than the text (logged). */
export type ProcessedText = ImportTextResult & { unexpected: boolean };

export async function processRosterText(
  services: Pick<AppServices, 'db' | 'now' | 'log' | 'importRosterText'>,
  input: ProcessTextInput,
  actor: AdminActor,
): Promise<ProcessedText> {
  const now = services.now();
  const hold = input.channel === 'form' && !input.confirmShrink;
  let processed: ProcessedText;
  try {
    const result = await services.importRosterText(input.text, {
      dutyDate: input.dutyDate,
      source: 'import',
      fetchedAt: now,
      defaultProvince: input.province,
      guard: hold,
      guardDemo: hold,
    });
    processed = { ...result, unexpected: false };
  } catch (error) {
    services.log.error({ err: error, dutyDate: input.dutyDate }, 'pharmacy text import failed');
    processed = {
      success: false,
      error: PROCESSING_ERROR,
      removedCount: 0,
      insertedCount: 0,
      rosters: [],
      errors: [],
      warnings: [],
      sample: [],
      held: [],
      unexpected: true,
    };
  }
  await audit(services.db, {
    action: 'import',
    now,
    ...actor,
    detail: {
      channel: input.channel,
      dutyDate: input.dutyDate ?? null,
      defaultProvince: input.province?.slug ?? null,
      success: processed.success,
      error: processed.error,
      removedCount: processed.removedCount,
      insertedCount: processed.insertedCount,
      skippedCount: processed.errors.length,
      warningCount: processed.warnings.length,
      rosters: processed.rosters,
      held: processed.held,
      confirmedShrink: input.confirmShrink ?? false,
    },
  });
  return processed;
}

/** The first three imported pharmacies; lines without "Konum:" belong to the default province. */
function toSamplePharmacies(result: ImportTextResult, defaultProvince: Province | null = null): SamplePharmacy[] {
  return result.sample.slice(0, 3).map((record) => ({
    name: record.name,
    district: record.district,
    phone: record.phone,
    address: record.address,
    province: record.province
      ? (getProvince(record.province)?.name ?? record.province)
      : (defaultProvince?.name ?? null),
  }));
}

/** ImportTextResult → `{success, clearedCount, insertedCount, error, pharmacies}`. */
export function toProcessingResponse(
  result: ImportTextResult,
  defaultProvince: Province | null = null,
): ProcessingResponse {
  return {
    success: result.success,
    clearedCount: result.removedCount,
    insertedCount: result.insertedCount,
    error: result.success ? null : (result.error ?? PROCESSING_ERROR),
    pharmacies: toSamplePharmacies(result, defaultProvince),
  };
}

/** ImportTextResult → the process page's report, with province names for each roster written. */
export function toProcessReport(result: ImportTextResult, defaultProvince: Province | null = null): ProcessReport {
  return {
    ...toProcessingResponse(result, defaultProvince),
    rosters: result.rosters.map((roster) => ({
      province: getProvince(roster.provinceSlug)?.name ?? roster.provinceSlug,
      dutyDate: roster.dutyDate,
      removedCount: roster.removedCount,
      insertedCount: roster.insertedCount,
    })),
    skipped: result.errors,
    warnings: result.warnings,
    held: result.held.map((roster) => ({
      province: getProvince(roster.provinceSlug)?.name ?? roster.provinceSlug,
      dutyDate: roster.dutyDate,
      count: roster.count,
      lastGood: roster.lastGood,
    })),
  };
}
