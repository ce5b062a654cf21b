import type { Correction } from '#app/domain/roster/corrections.ts';
import { toReportCategoryLabel, REPORT_CATEGORIES } from '#app/domain/reports/report-form.ts';
import { formatPhone } from '#app/domain/text/phone.ts';
import { formatDataAge } from '#app/domain/time/duty-text.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';

/**
 * The admin's report queue (`/adminxyz/bildirimler`), pure: open reports grouped by pharmacy
 * (categories with counts, age, notes), and each pharmacy's active corrections beside the value
 * the latest scrape or import brought when the two differ.
 */

export type QueueReport = { pharmacyId: number; category: string; note: string | null; createdAt: Date };

/** The pharmacy as its source last gave it (the `pharmacies` row), with its place. */
export type QueuePharmacy = {
  id: number;
  name: string;
  provinceName: string;
  districtName: string | null;
  phone: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type CorrectionView = {
  id: number;
  label: string;
  value: string;
  /** What the latest scrape or import says, when it differs from the correction. */
  sourceValue: string | null;
};

export type QueueItem = {
  pharmacyId: number;
  name: string;
  place: string;
  phone: string | null;
  address: string | null;
  location: string | null;
  total: number;
  categories: { label: string; count: number }[];
  oldestAge: string;
  newestAge: string;
  notes: { text: string; age: string }[];
  corrections: CorrectionView[];
};

export type CorrectedPharmacy = Pick<QueueItem, 'pharmacyId' | 'name' | 'place' | 'corrections'>;

const MAX_NOTES = 5;

export function formatLocation(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

function toPlace(p: QueuePharmacy): string {
  return [p.districtName, p.provinceName].filter(Boolean).join(' / ');
}

function toCorrectionView(c: Correction, source: QueuePharmacy | undefined): CorrectionView {
  const differs = (value: string | null, sourceValue: string | null) =>
    sourceValue !== null && sourceValue !== value ? sourceValue : null;
  switch (c.kind) {
    case 'phone': {
      const value = formatPhone(c.phone) ?? c.phone;
      return {
        id: c.id,
        label: 'Telefon',
        value,
        sourceValue: differs(value, source ? formatPhone(source.phone) : null),
      };
    }
    case 'address':
      return { id: c.id, label: 'Adres', value: c.address, sourceValue: differs(c.address, source?.address ?? null) };
    case 'location': {
      const value = formatLocation(c.latitude, c.longitude)!;
      return {
        id: c.id,
        label: 'Konum',
        value,
        sourceValue: differs(value, source ? formatLocation(source.latitude, source.longitude) : null),
      };
    }
    case 'off_duty':
      return { id: c.id, label: 'Nöbetçi değil', value: formatTurkishDate(c.dutyDate), sourceValue: null };
  }
}

/**
 * Open reports grouped by pharmacy, the pharmacy with the oldest open report first; reports of
 * a pharmacy that no longer exists are left out.
 */
export function toReportQueue(
  reports: readonly QueueReport[],
  pharmacies: readonly QueuePharmacy[],
  corrections: readonly Correction[],
  now: Date,
): QueueItem[] {
  const byId = new Map(pharmacies.map((p) => [p.id, p]));
  const groups = new Map<number, QueueReport[]>();
  for (const r of reports) {
    if (!byId.has(r.pharmacyId)) continue;
    const list = groups.get(r.pharmacyId) ?? [];
    list.push(r);
    groups.set(r.pharmacyId, list);
  }
  const items: { oldest: number; item: QueueItem }[] = [];
  for (const [pharmacyId, list] of groups) {
    const p = byId.get(pharmacyId)!;
    const times = list.map((r) => r.createdAt.getTime());
    const oldest = Math.min(...times);
    const counts = new Map<string, number>();
    for (const r of list) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
    const order = (category: string) => {
      const at = (REPORT_CATEGORIES as readonly string[]).indexOf(category);
      return at === -1 ? REPORT_CATEGORIES.length : at;
    };
    items.push({
      oldest,
      item: {
        pharmacyId,
        name: p.name,
        place: toPlace(p),
        phone: formatPhone(p.phone),
        address: p.address,
        location: formatLocation(p.latitude, p.longitude),
        total: list.length,
        categories: [...counts]
          .sort(([a, x], [b, y]) => y - x || order(a) - order(b))
          .map(([category, count]) => ({ label: toReportCategoryLabel(category), count })),
        oldestAge: formatDataAge(new Date(oldest), now),
        newestAge: formatDataAge(new Date(Math.max(...times)), now),
        notes: list
          .filter((r): r is QueueReport & { note: string } => r.note !== null)
          .slice(-MAX_NOTES)
          .reverse()
          .map((r) => ({ text: r.note, age: formatDataAge(r.createdAt, now) })),
        corrections: corrections.filter((c) => c.pharmacyId === pharmacyId).map((c) => toCorrectionView(c, p)),
      },
    });
  }
  return items.sort((a, b) => a.oldest - b.oldest || a.item.pharmacyId - b.item.pharmacyId).map((x) => x.item);
}

/** Pharmacies with active corrections and no open report (those are shown in the queue). */
export function listCorrectedPharmacies(
  corrections: readonly Correction[],
  pharmacies: readonly QueuePharmacy[],
  queued: ReadonlySet<number>,
): CorrectedPharmacy[] {
  const byId = new Map(pharmacies.map((p) => [p.id, p]));
  const result = new Map<number, CorrectedPharmacy>();
  for (const c of corrections) {
    const p = byId.get(c.pharmacyId);
    if (!p || queued.has(c.pharmacyId)) continue;
    const entry = result.get(p.id) ?? { pharmacyId: p.id, name: p.name, place: toPlace(p), corrections: [] };
    entry.corrections.push(toCorrectionView(c, p));
    result.set(p.id, entry);
  }
  return [...result.values()];
}
