import { z } from 'zod';
import { audit } from '#app/auth/audit.server.ts';
import type { AdminActor } from '#app/auth/actor.server.ts';
import {
  addCorrections,
  endCorrection,
  listActiveCorrections,
  type NewCorrection,
} from '#app/db/corrections.server.ts';
import { countOpenReports, listOpenReports, listPharmaciesByIds, resolveOpenReports } from '#app/db/reports.server.ts';
import { toAnsweredCategories } from '#app/domain/reports/answered-categories.ts';
import type { ChangedRoster } from '#app/db/snapshot-store.server.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { toWhereabouts } from '#app/domain/geo/position.ts';
import {
  formatLocation,
  listCorrectedPharmacies,
  toReportQueue,
  type CorrectedPharmacy,
  type QueueItem,
} from '#app/domain/reports/report-queue.ts';
import { formatPhone, toPhoneDigits } from '#app/domain/text/phone.ts';
import { addDays, getDutyDate } from '#app/domain/time/duty-window.ts';
import type { AppServices } from '#app/services.server.ts';
import { rowIdSchema } from '#app/domain/admin/row-id.ts';

/** `/adminxyz/bildirimler`: the open reports, the active corrections, and the admin's decisions. */

export type ReportsPage = { queue: QueueItem[]; corrected: CorrectedPharmacy[]; openCount: number };

export async function loadReportsPage(services: Pick<AppServices, 'db' | 'now' | 'rotation'>): Promise<ReportsPage> {
  const [reports, all] = await Promise.all([listOpenReports(services.db), listActiveCorrections(services.db)]);
  // A "not on duty" correction matters only while its date can still be shown (from yesterday on).
  const from = addDays(getDutyDate(services.now(), services.rotation), -1);
  const corrections = all.filter((c) => c.kind !== 'off_duty' || c.dutyDate >= from);
  const ids = [...new Set([...reports.map((r) => r.pharmacyId), ...corrections.map((c) => c.pharmacyId)])];
  const pharmacies = await listPharmaciesByIds(services.db, ids);
  const queue = toReportQueue(reports, pharmacies, corrections, services.now());
  return {
    queue,
    corrected: listCorrectedPharmacies(corrections, pharmacies, new Set(queue.map((q) => q.pharmacyId))),
    openCount: reports.length,
  };
}

const REPORT_ADMIN_MESSAGES = {
  invalid: 'Geçersiz istek',
  missing: 'Bu eczanenin açık bildirimi kalmamış; başka bir oturumda işlenmiş olabilir.',
  noPharmacy: 'Eczane bulunamadı.',
  nothing: 'Kabul etmek için en az bir düzeltme girin (telefon, adres, konum ya da “bugün nöbetçi değil”).',
  phone: 'Geçerli bir telefon numarası girin (örn. 0 212 345 67 89).',
  address: 'Adres en fazla 300 karakter olabilir.',
  location: 'Enlem ve boylamı birlikte girin; nokta Türkiye’de karada olmalı (örn. 40,98765 ve 29,02345).',
  correctionGone: 'Düzeltme bulunamadı; daha önce kaldırılmış olabilir.',
  failed: 'İşlem kaydedilemedi. Lütfen tekrar deneyin.',
} as const;

const id = rowIdSchema();
const field = z.string().max(1000).default('');
const intentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('accept'),
    pharmacyId: id,
    phone: field,
    address: field,
    latitude: field,
    longitude: field,
    offDuty: z.literal('on').optional(),
  }),
  z.object({ intent: z.literal('reject'), pharmacyId: id }),
  z.object({ intent: z.literal('end'), correctionId: id }),
]);

export type ReportActionResult =
  { ok: true; message: string; error: null } | { ok: false; message: null; error: string; status: number };

const done = (message: string): ReportActionResult => ({ ok: true, message, error: null });
const fail = (error: string, status = 400): ReportActionResult => ({ ok: false, message: null, error, status });

/** "40,98765" or "40.98765" → 40.98765; null for anything else. */
function parseCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

type AcceptInput = { phone: string; address: string; latitude: string; longitude: string; offDuty?: 'on' };

/** The corrections an accept form asks for, or the first problem. */
function toCorrections(input: AcceptInput, offDutyDate: string): NewCorrection[] | string {
  const corrections: NewCorrection[] = [];
  const phone = input.phone.trim();
  if (phone !== '') {
    if (toPhoneDigits(phone) === null) return REPORT_ADMIN_MESSAGES.phone;
    corrections.push({ kind: 'phone', phone: formatPhone(phone)! });
  }
  const address = input.address.trim().replace(/\s+/g, ' ');
  if (address !== '') {
    if (address.length > 300) return REPORT_ADMIN_MESSAGES.address;
    corrections.push({ kind: 'address', address });
  }
  if (input.latitude.trim() !== '' || input.longitude.trim() !== '') {
    const latitude = parseCoordinate(input.latitude);
    const longitude = parseCoordinate(input.longitude);
    if (latitude === null || longitude === null || toWhereabouts({ lat: latitude, lng: longitude }) !== 'turkey') {
      return REPORT_ADMIN_MESSAGES.location;
    }
    corrections.push({ kind: 'location', latitude, longitude });
  }
  if (input.offDuty === 'on') corrections.push({ kind: 'off_duty', dutyDate: offDutyDate });
  return corrections.length === 0 ? REPORT_ADMIN_MESSAGES.nothing : corrections;
}

/**
 * A correction changes what public pages show: the province's rosters in the snapshot are
 * rebuilt, through the same partial rebuild a roster write announces.
 */
async function rebuildProvince(services: Pick<AppServices, 'snapshots' | 'log'>, provinceSlug: string): Promise<void> {
  const changed: ChangedRoster[] = (services.snapshots.get().rosters.get(provinceSlug) ?? []).map((r) => ({
    provinceSlug,
    dutyDate: r.dutyDate,
  }));
  if (changed.length === 0) return;
  try {
    await services.snapshots.rebuild(changed);
  } catch (error) {
    // The correction is stored; the next rebuild (rotation, the next write) shows it.
    services.log.error({ err: error, provinceSlug }, 'snapshot rebuild after a correction failed');
  }
}

/** Accept (with corrections), reject, or end a correction; each audited. */
export async function runReportIntent(
  services: Pick<AppServices, 'db' | 'now' | 'log' | 'snapshots' | 'rosters'>,
  form: FormData,
  actor: AdminActor,
): Promise<ReportActionResult> {
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(REPORT_ADMIN_MESSAGES.invalid);
  const input = parsed.data;
  const record = (action: 'report_accept' | 'report_reject' | 'correction_end', detail: Record<string, unknown>) =>
    audit(services.db, {
      action,
      now: services.now(),
      userId: actor.userId,
      username: actor.username,
      ip: actor.ip,
      detail,
    });
  try {
    if (input.intent === 'end') {
      const ended = await endCorrection(services.db, { id: input.correctionId, now: services.now() });
      if (!ended) return fail(REPORT_ADMIN_MESSAGES.correctionGone, 404);
      const [pharmacy] = await listPharmaciesByIds(services.db, [ended.pharmacyId]);
      await record('correction_end', {
        id: input.correctionId,
        pharmacyId: ended.pharmacyId,
        name: pharmacy?.name,
        kind: ended.kind,
      });
      if (pharmacy) await rebuildProvince(services, pharmacy.provinceSlug);
      return done('Düzeltme kaldırıldı; eczane artık kaynağın bilgisiyle görünüyor.');
    }
    const [pharmacy] = await listPharmaciesByIds(services.db, [input.pharmacyId]);
    if (!pharmacy) return fail(REPORT_ADMIN_MESSAGES.noPharmacy, 404);
    if (input.intent === 'reject') {
      const count = await resolveOpenReports(services.db, {
        pharmacyId: pharmacy.id,
        status: 'rejected',
        userId: actor.userId,
        now: services.now(),
      });
      if (count === 0) return fail(REPORT_ADMIN_MESSAGES.missing, 404);
      await record('report_reject', { pharmacyId: pharmacy.id, name: pharmacy.name, reports: count });
      return done(`${pharmacy.name}: ${count} bildirim reddedildi.`);
    }
    const province = getProvince(pharmacy.provinceSlug);
    if (!province) return fail(REPORT_ADMIN_MESSAGES.noPharmacy, 404);
    const offDutyDate = await services.rosters.getDutyDateInForce(province);
    const corrections = toCorrections(input, offDutyDate);
    if (typeof corrections === 'string') return fail(corrections);
    await addCorrections(services.db, {
      pharmacyId: pharmacy.id,
      corrections,
      userId: actor.userId,
      now: services.now(),
    });
    // Only the reports these corrections answer: the pharmacy's others wait for their own decision.
    const count = await resolveOpenReports(services.db, {
      pharmacyId: pharmacy.id,
      status: 'accepted',
      userId: actor.userId,
      now: services.now(),
      categories: toAnsweredCategories(corrections.map((c) => c.kind)),
    });
    const stillOpen = await countOpenReports(services.db, pharmacy.id);
    const detail: Record<string, unknown> = { pharmacyId: pharmacy.id, name: pharmacy.name, reports: count };
    for (const c of corrections) {
      if (c.kind === 'phone') detail.phone = c.phone;
      if (c.kind === 'address') detail.address = c.address;
      if (c.kind === 'location') detail.location = formatLocation(c.latitude, c.longitude);
      if (c.kind === 'off_duty') detail.offDutyDate = c.dutyDate;
    }
    await record('report_accept', detail);
    await rebuildProvince(services, pharmacy.provinceSlug);
    const left = stillOpen === 0 ? '' : ` Başka konudaki ${stillOpen} bildirim açık kaldı.`;
    return done(`${pharmacy.name}: düzeltme kaydedildi ve yayında.${left}`);
  } catch (error) {
    services.log.error({ err: error, intent: input.intent }, 'report decision failed');
    return fail(REPORT_ADMIN_MESSAGES.failed, 503);
  }
}
