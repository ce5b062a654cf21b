import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { districts, pharmacies, pharmacyReports, provinces } from '#app/db/schema.ts';
import { REPORT_WINDOW_MS, REPORTS_PER_HOUR, type ReportInput } from '#app/domain/reports/report-form.ts';
import type { ClientKey } from '#app/domain/site/client-key.ts';

/**
 * Visitors' reports of wrong information, and the admin queue's reads and decisions. The
 * hourly limit per client counts the stored reports themselves, under a lock per client, so
 * parallel requests and several instances cannot overshoot it.
 */

/**
 * The client as stored: a hash of its key (one IPv4 address or IPv6 /64, however spelled: see
 * app/domain/site/client-key.ts), never the address (KVKK: no personal data kept). It serves only
 * the hourly limit, so it is erased once its hour has passed (`forgetReportClients`).
 */
export function toReportClientKey(client: ClientKey): string {
  return createHash('sha256').update(`nobetci-eczane:report:${client}`).digest('base64url').slice(0, 22);
}

/**
 * Erases the client hash of reports older than the hourly window: the limit no longer needs it,
 * and nothing else may keep a trace of who reported. Runs before each report is stored and nightly
 * (app/jobs/maintenance.server.ts); idempotent. Returns how many reports it erased.
 */
export async function forgetReportClients(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - REPORT_WINDOW_MS);
  const erased = await db
    .update(pharmacyReports)
    .set({ clientKey: '' })
    .where(and(lte(pharmacyReports.createdAt, before), ne(pharmacyReports.clientKey, '')))
    .returning({ id: pharmacyReports.id });
  return erased.length;
}

/** Decided reports are kept this long after the decision (the audit log keeps the decision itself). */
const DECIDED_REPORT_RETENTION_DAYS = 365;

/**
 * Deletes reports decided (accepted or rejected) more than DECIDED_REPORT_RETENTION_DAYS ago: a
 * visitor's note is kept no longer than the admins need it. Open reports stay until decided.
 * Nightly (app/jobs/maintenance.server.ts); idempotent. Returns how many it deleted.
 */
export async function pruneDecidedReports(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DECIDED_REPORT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(pharmacyReports)
    .where(and(ne(pharmacyReports.status, 'open'), lt(pharmacyReports.resolvedAt, before)))
    .returning({ id: pharmacyReports.id });
  return deleted.length;
}

export type StoreReportResult = { ok: true; id: number } | { ok: false; retryAfterSeconds: number };

export async function storeReport(
  db: Database,
  input: { pharmacyId: number; report: ReportInput; clientKey: string; now: Date },
): Promise<StoreReportResult> {
  const since = new Date(input.now.getTime() - REPORT_WINDOW_MS);
  // Before, outside the transaction: it touches other clients' rows, which their own reports may
  // lock; and an error here leaves nothing half done (the visitor is told the report was not stored).
  await forgetReportClients(db, input.now);
  return db.transaction(async (tx): Promise<StoreReportResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${input.clientKey}`}))`);
    const recent = await tx
      .select({ at: pharmacyReports.createdAt })
      .from(pharmacyReports)
      .where(and(eq(pharmacyReports.clientKey, input.clientKey), gt(pharmacyReports.createdAt, since)))
      .orderBy(asc(pharmacyReports.createdAt));
    if (recent.length >= REPORTS_PER_HOUR) {
      const frees = recent[recent.length - REPORTS_PER_HOUR]!.at.getTime() + REPORT_WINDOW_MS;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((frees - input.now.getTime()) / 1000)) };
    }
    const [row] = await tx
      .insert(pharmacyReports)
      .values({
        pharmacyId: input.pharmacyId,
        category: input.report.category,
        note: input.report.note,
        clientKey: input.clientKey,
        status: 'open',
        createdAt: input.now,
      })
      .returning({ id: pharmacyReports.id });
    if (!row) throw new Error('report insert returned no row');
    return { ok: true, id: row.id };
  });
}

export type OpenReportRow = {
  id: number;
  pharmacyId: number;
  category: string;
  note: string | null;
  createdAt: Date;
};

/** Open reports, oldest first. */
export async function listOpenReports(db: Database, limit = 2000): Promise<OpenReportRow[]> {
  return db
    .select({
      id: pharmacyReports.id,
      pharmacyId: pharmacyReports.pharmacyId,
      category: pharmacyReports.category,
      note: pharmacyReports.note,
      createdAt: pharmacyReports.createdAt,
    })
    .from(pharmacyReports)
    .where(eq(pharmacyReports.status, 'open'))
    .orderBy(asc(pharmacyReports.createdAt), asc(pharmacyReports.id))
    .limit(limit);
}

/** A pharmacy as the latest scrape or import left it (before corrections), with its place. */
export type PharmacySourceRow = {
  id: number;
  name: string;
  provinceSlug: string;
  provinceName: string;
  districtName: string | null;
  districtSlug: string | null;
  phone: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
};

export async function listPharmaciesByIds(db: Database, ids: readonly number[]): Promise<PharmacySourceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: pharmacies.id,
      name: pharmacies.name,
      provinceSlug: provinces.slug,
      provinceName: provinces.name,
      districtName: districts.name,
      districtSlug: districts.slug,
      phone: pharmacies.phone,
      address: pharmacies.address,
      latitude: pharmacies.latitude,
      longitude: pharmacies.longitude,
    })
    .from(pharmacies)
    .innerJoin(provinces, eq(provinces.id, pharmacies.provinceId))
    .leftJoin(districts, eq(districts.id, pharmacies.districtId))
    .where(inArray(pharmacies.id, [...ids]));
}

/**
 * Closes a pharmacy's open reports as accepted or rejected (only those of `categories`, when
 * given); returns how many it closed.
 */
export async function resolveOpenReports(
  db: Database,
  input: {
    pharmacyId: number;
    status: 'accepted' | 'rejected';
    userId: number | null;
    now: Date;
    categories?: readonly string[];
  },
): Promise<number> {
  const open = and(eq(pharmacyReports.pharmacyId, input.pharmacyId), eq(pharmacyReports.status, 'open'));
  const rows = await db
    .update(pharmacyReports)
    .set({ status: input.status, resolvedAt: input.now, resolvedBy: input.userId })
    .where(input.categories ? and(open, inArray(pharmacyReports.category, [...input.categories])) : open)
    .returning({ id: pharmacyReports.id });
  return rows.length;
}

/** How many reports are open in all: the admin header's "Bildirimler (N)". */
export async function countAllOpenReports(db: Database): Promise<number> {
  const [row] = await db.select({ open: count() }).from(pharmacyReports).where(eq(pharmacyReports.status, 'open'));
  return row?.open ?? 0;
}

/** How many of a pharmacy's reports are still open. */
export async function countOpenReports(db: Database, pharmacyId: number): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(pharmacyReports)
    .where(and(eq(pharmacyReports.pharmacyId, pharmacyId), eq(pharmacyReports.status, 'open')));
  return row?.open ?? 0;
}
