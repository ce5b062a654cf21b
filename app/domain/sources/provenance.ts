import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import { withPossessive } from '#app/domain/text/number-suffixes.ts';
import { CHAMBER_LABELS } from '#app/domain/sources/chamber-catalogue.ts';

import { toIstanbulTime } from '#app/domain/time/istanbul-clock.ts';

/**
 * Where a list came from, in the words visitors, the API and MCP get (issue 34, item 5):
 * "Kaynak: e-Devlet (onaylı liste) · eczaneler.gen.tr ile karşılaştırıldı: 14 eczanenin 14'ü aynı · 08:41".
 * Pure.
 */

/** Each source's name as visitors read it; the adapters use the same labels. */
export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  demo: 'Örnek veri',
  import: 'Elle yüklenen liste',
  'content-fetch': 'Elle alınan sayfa',
  'e-devlet': 'e-Devlet (onaylı liste)',
  'eczaneler.gen.tr': 'eczaneler.gen.tr',
  'eczaneler.gen.tr/iframe': 'eczaneler.gen.tr (gömülü liste)',
  'izmir-acik-veri': 'İzmir Büyükşehir Belediyesi (açık veri)',
  ibb: 'İstanbul Büyükşehir Belediyesi',
  collectapi: 'CollectAPI',
  nosyapi: 'NosyAPI',
  ...CHAMBER_LABELS,
};

export function toSourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}

/** "eczaneler.gen.tr ile karşılaştırıldı: 14 eczanenin 11'i aynı". */
export function describeAgreement(agreement: RosterAgreement): string {
  return `${toSourceLabel(agreement.checkedAgainst)} ile karşılaştırıldı: ${agreement.total} eczanenin ${withPossessive(agreement.same)} aynı`;
}

/** The provenance line of a list: its source, its cross-check when there was one, and the time it was read. */
export function formatProvenance(roster: {
  source: string;
  fetchedAt: string;
  agreement: RosterAgreement | null;
}): string {
  const parts = [`Kaynak: ${toSourceLabel(roster.source)}`];
  if (roster.agreement) parts.push(describeAgreement(roster.agreement));
  parts.push(toIstanbulTime(new Date(roster.fetchedAt)));
  return parts.join(' · ');
}
