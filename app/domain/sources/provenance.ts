import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import { withPossessive } from '#app/domain/text/number-suffixes.ts';
import { CHAMBER_LABELS } from '#app/domain/sources/chamber-catalogue.ts';
import { translatorFor, type MessageKey, type Translate } from '#app/domain/i18n/translate.ts';

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

/** The sources whose label is words rather than a name; the others (chambers, sites) keep their name in every language. */
const TRANSLATED_SOURCES: Readonly<Record<string, MessageKey>> = {
  demo: 'source.demo',
  import: 'source.import',
  'content-fetch': 'source.contentFetch',
  'e-devlet': 'source.eDevlet',
};

const TURKISH = translatorFor('tr');

export function toSourceLabel(source: string, t: Translate = TURKISH): string {
  const key = TRANSLATED_SOURCES[source];
  if (key && t.locale !== 'tr') return t(key);
  return SOURCE_LABELS[source] ?? source;
}

/** "eczaneler.gen.tr ile karşılaştırıldı: 14 eczanenin 11'i aynı". */
export function describeAgreement(agreement: RosterAgreement, t: Translate = TURKISH): string {
  return t('provenance.agreement', {
    source: toSourceLabel(agreement.checkedAgainst, t),
    total: agreement.total,
    same: agreement.same,
    sameOf: withPossessive(agreement.same),
  });
}

/** The provenance line of a list: its source, its cross-check when there was one, and the time it was read. */
export function formatProvenance(
  roster: {
    source: string;
    fetchedAt: string;
    agreement: RosterAgreement | null;
  },
  t: Translate = TURKISH,
): string {
  const parts = [t('provenance.source', { source: toSourceLabel(roster.source, t) })];
  if (roster.agreement) parts.push(describeAgreement(roster.agreement, t));
  parts.push(toIstanbulTime(new Date(roster.fetchedAt)));
  return parts.join(' · ');
}
