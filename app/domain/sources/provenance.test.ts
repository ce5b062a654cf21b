import { expect, test } from 'vitest';
import { formatProvenance } from '#app/domain/sources/provenance.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';

const agreement: RosterAgreement = {
  checkedAgainst: 'eczaneler.gen.tr',
  same: 11,
  total: 14,
  otherTotal: 11,
  missingFromOther: ['A', 'B', 'C'],
  onlyInOther: [],
  checkedAt: '2026-11-27T05:41:00.000Z',
  disagrees: true,
};

test('a list says its source, what it was checked against and when it was read (Istanbul time)', () => {
  expect(formatProvenance({ source: 'e-devlet', fetchedAt: '2026-11-27T05:41:00.000Z', agreement })).toBe(
    "Kaynak: e-Devlet (onaylı liste) · eczaneler.gen.tr ile karşılaştırıldı: 14 eczanenin 11'i aynı · 08:41",
  );
  expect(formatProvenance({ source: 'import', fetchedAt: '2026-11-26T21:30:00.000Z', agreement: null })).toBe(
    'Kaynak: Elle yüklenen liste · 00:30',
  );
});
