/**
 * How the admin audit log reads in Turkish (`/adminxyz/islem-kaydi`): a label per
 * action and a short "Eklenen: 12 · Silinen: 3" summary of each entry's detail.
 * Pure, shared by the page's loader (filter) and its table.
 */

export const AUDIT_ACTION_LABELS = {
  login: 'Giriş',
  login_failed: 'Hatalı giriş',
  login_throttled: 'Giriş engellendi (çok deneme)',
  logout: 'Çıkış',
  scrape: 'Veri çekme',
  import: 'Veri içe aktarma',
  fetch: 'İçerik çekme',
  schedule_create: 'Zamanlama eklendi',
  schedule_update: 'Zamanlama değişti',
  schedule_delete: 'Zamanlama silindi',
  task_create: 'Görev eklendi',
  task_update: 'Görev değişti',
  task_delete: 'Görev silindi',
  task_run: 'Görev çalıştı',
} as const;

export type AuditActionName = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditActionName[];

export function toAuditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** Detail keys in the order they are shown (jsonb does not keep the order they were written in). */
const DETAIL_LABELS: Record<string, string> = {
  channel: 'Kanal',
  purpose: 'Amaç',
  dutyDate: 'Nöbet tarihi',
  province: 'İl',
  defaultProvince: 'İl',
  name: 'Ad',
  time: 'Saat',
  scheduleTime: 'Saat',
  url: 'Adres',
  targetUrl: 'Adres',
  status: 'Durum',
  success: 'Başarılı',
  insertedCount: 'Eklenen',
  removedCount: 'Silinen',
  skippedCount: 'Atlanan',
  count: 'Kayıt',
  isActive: 'Etkin',
  runId: 'Çalışma',
  taskId: 'Görev',
  scheduleId: 'Zamanlama',
  id: 'No',
  error: 'Hata',
};
const KEY_ORDER = Object.keys(DETAIL_LABELS);
const rank = (key: string) => {
  const i = KEY_ORDER.indexOf(key);
  return i === -1 ? KEY_ORDER.length : i;
};

const MAX_VALUE = 80;

function formatValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'evet' : 'hayır';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value;
  return null; // lists and nested objects (e.g. the rosters of an import) are left to the database
}

/** "Nöbet tarihi: 2026-11-22 · Eklenen: 12 · Silinen: 3"; empty when nothing short is worth showing. */
export function summarizeAuditDetail(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  const parts: string[] = [];
  const keys = Object.keys(detail).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const key of keys) {
    const value = detail[key];
    const text = formatValue(value);
    if (text !== null) parts.push(`${DETAIL_LABELS[key] ?? key}: ${text}`);
  }
  return parts.join(' · ');
}
