/**
 * Writes roster records back as the labelled text the process page reads
 * (`Eczane Adı: … | Konum: … | İlçe: … | Telefon: … | Adres: …`), so fetched
 * sample data can be reviewed and edited before it is imported. The output
 * parses back to the same records with `parseRosterText`.
 */
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';

/** A value on one line that cannot be mistaken for a field separator. */
function toFieldValue(value: string | null): string {
  return (value ?? '')
    .replace(/[\r\n]+/g, ' ')
    .replace(/\|/g, '/')
    .trim();
}

/** One record as one labelled line; the five standard fields always, the optional ones when present. */
function formatRosterLine(record: RosterRecord, provinceName?: string): string {
  const fields: [string, string | null][] = [
    ['Eczane Adı', record.name],
    ['Konum', record.province ?? provinceName ?? null],
    ['İlçe', record.district],
    ['Telefon', record.phone],
    ['Adres', record.address],
  ];
  if (record.dutyHours) fields.push(['Nöbet Saatleri', record.dutyHours]);
  if (record.neighbourhood) fields.push(['Mahalle', record.neighbourhood]);
  if (record.note) fields.push(['Not', record.note]);
  if (record.latitude !== null && record.longitude !== null) {
    fields.push(['Koordinat', `${record.latitude}, ${record.longitude}`]);
  }
  return fields.map(([label, value]) => `${label}: ${toFieldValue(value)}`.trimEnd()).join(' | ');
}

export function formatRosterLines(records: readonly RosterRecord[], provinceName?: string): string {
  return records.map((record) => formatRosterLine(record, provinceName)).join('\n');
}
