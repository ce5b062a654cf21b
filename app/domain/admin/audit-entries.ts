import { SOURCE_LABELS } from '#app/domain/sources/provenance.ts';
import { isIsoDate } from '#app/domain/time/duty-window.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';

/**
 * How the admin audit log reads in Turkish (`/adminxyz/islem-kaydi`): a label per
 * action and a short "Eklenen kayıt: 12 · Silinen kayıt: 3" summary of each entry's
 * detail, every key and known value in Turkish. Pure, shared by the page's loader
 * (filter, summary) and its table.
 */

const AUDIT_ACTION_LABELS = {
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
  report_accept: 'Bildirim kabul edildi (düzeltme)',
  report_reject: 'Bildirim reddedildi',
  correction_end: 'Düzeltme kaldırıldı',
  source_setting: 'Kaynak ayarı değişti',
} as const;

export type AuditActionName = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditActionName[];

export function toAuditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? 'Diğer işlem';
}

type Lookup = { provinceName?: (slug: string) => string | undefined };
type Format = (value: unknown, lookup: Lookup) => string | null;

const MAX_VALUE = 80;
/** Error messages name the cause (host, HTTP status …): they get more room than other text. */
const MAX_ERROR = 200;

function text(value: unknown, max = MAX_VALUE): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'evet' : 'hayır';
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString('tr-TR') : null;
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max - 1)}…` : value;
  return null; // lists and nested objects (e.g. the rosters of an import) are left to the database
}

/** Known English values in Turkish; any other value is shown as stored. */
const oneOf =
  (values: Record<string, string>): Format =>
  (value) =>
    typeof value === 'string' || typeof value === 'boolean' ? (values[String(value)] ?? text(value)) : text(value);

const plain: Format = (value) => text(value);
const number: Format = (value) => (typeof value === 'number' ? String(value) : text(value));
const outcome = oneOf({ true: 'başarılı', false: 'başarısız' });

/** The provinces of an import's rosters (`[{ provinceSlug, … }]`), by name: "Giresun, Ordu". */
const provincesOf: Format = (value, lookup) => {
  if (!Array.isArray(value)) return text(value);
  const slugs = value.flatMap((item: unknown) =>
    item && typeof item === 'object' && 'provinceSlug' in item && typeof item.provinceSlug === 'string'
      ? [item.provinceSlug]
      : [],
  );
  const names = [...new Set(slugs)].map((slug) => lookup.provinceName?.(slug) ?? slug);
  return text(names.join(', '));
};

/** Detail keys, in the order they are shown (jsonb does not keep the order they were written in). */
const DETAIL_FIELDS: [keys: readonly string[], label: string, format: Format][] = [
  [['channel'], 'Kanal', oneOf({ form: 'Veri İşleme sayfası', api: 'API' })],
  [['purpose'], 'Amaç', oneOf({ 'sample-data': 'örnek veri' })],
  [['source'], 'Kaynak', oneOf({ ...SOURCE_LABELS, 'content-fetch': 'İçerik Çekici', import: 'elle içe aktarma' })],
  // The Kaynaklar page's changes to a source chain (for one province, or `scope: 'all'`).
  [['scope'], 'Kapsam', oneOf({ all: 'tüm iller' })],
  [
    ['change'],
    'Değişiklik',
    oneOf({
      off: 'kapatıldı',
      on: 'açıldı',
      up: 'yukarı taşındı',
      down: 'aşağı taşındı',
      address: 'adres değişti',
      address_cleared: 'kendi adresine döndü',
      reset: 'katalogdaki ayarına döndü',
    }),
  ],
  [['enabled'], 'Açık', plain],
  [['position'], 'Sıra', number],
  [['baseUrl'], 'Kaynak adresi', plain],
  [['dutyDate'], 'Nöbet tarihi', (v) => (typeof v === 'string' && isIsoDate(v) ? formatTurkishDate(v) : text(v))],
  [
    ['province', 'defaultProvince'],
    'İl',
    (v, lookup) => (typeof v === 'string' ? (lookup.provinceName?.(v) ?? v) : text(v)),
  ],
  // An import whose lines name their own provinces has no default one: its rosters say which.
  [['rosters'], 'Yazılan iller', provincesOf],
  [['held'], 'Kaydedilmeyen (şüpheli kısalma)', provincesOf],
  [['confirmedShrink'], 'Kısalma onaylandı', plain],
  [['name'], 'Ad', plain],
  [['pharmacyId'], 'Eczane no', number],
  [['reports'], 'Bildirim', plain],
  [['phone'], 'Telefon', plain],
  [['address'], 'Eczane adresi', plain],
  [['location'], 'Konum', plain],
  [['offDutyDate'], 'Nöbetçi değil', (v) => (typeof v === 'string' && isIsoDate(v) ? formatTurkishDate(v) : text(v))],
  [['kind'], 'Düzeltme', oneOf({ phone: 'telefon', address: 'adres', location: 'konum', off_duty: 'nöbetçi değil' })],
  [['time', 'scheduleTime'], 'Saat', plain],
  [['url', 'targetUrl'], 'Adres', plain],
  [
    ['status'],
    'Durum',
    oneOf({ success: 'başarılı', failed: 'başarısız', partial: 'kısmen başarılı', running: 'sürüyor' }),
  ],
  [['success', 'ok'], 'Sonuç', outcome],
  [['insertedCount', 'inserted'], 'Eklenen kayıt', plain],
  [['removedCount', 'removed', 'clearedCount'], 'Silinen kayıt', plain],
  [['skippedCount'], 'Atlanan satır', plain],
  [['warningCount'], 'Uyarı', plain],
  [['count'], 'Kayıt sayısı', plain],
  [['bytes'], 'İçerik uzunluğu', (v) => (typeof v === 'number' ? `${v.toLocaleString('tr-TR')} karakter` : text(v))],
  [['isActive'], 'Etkin', plain],
  [['runId'], 'Çalışma no', number],
  [['taskId'], 'Görev no', number],
  [['logId'], 'Kayıt no', number],
  [['scheduleId'], 'Zamanlama no', number],
  [['id'], 'No', number],
  [['httpStatus'], 'HTTP durumu', number],
  [['error'], 'Hata', (v) => text(v, MAX_ERROR)],
];

const FIELD_BY_KEY = new Map(DETAIL_FIELDS.flatMap(([keys], rank) => keys.map((key) => [key, rank] as const)));
/** A key written by newer code than this table: shown, but never under its English name. */
const UNKNOWN_LABEL = 'Ek bilgi';

/**
 * "Kanal: API · Nöbet tarihi: 22 Kasım 2026 Pazar · Eklenen kayıt: 12 · Silinen kayıt: 3";
 * empty when nothing short is worth showing. `provinceName` turns a stored slug into its name.
 */
export function summarizeAuditDetail(detail: Record<string, unknown> | null, lookup: Lookup = {}): string {
  if (!detail) return '';
  const rankOf = (key: string) => FIELD_BY_KEY.get(key) ?? DETAIL_FIELDS.length;
  const keys = Object.keys(detail).sort((a, b) => rankOf(a) - rankOf(b) || a.localeCompare(b));
  const parts: string[] = [];
  for (const key of keys) {
    const rank = FIELD_BY_KEY.get(key);
    const field = rank === undefined ? undefined : DETAIL_FIELDS[rank];
    const value = field ? field[2](detail[key], lookup) : text(detail[key], MAX_VALUE);
    if (value !== null) parts.push(`${field ? field[1] : UNKNOWN_LABEL}: ${value}`);
  }
  return parts.join(' · ');
}
