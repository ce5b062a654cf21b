import { expect, test } from 'vitest';
import {
  describeCoverage,
  filterProvinces,
  formatCoverageLine,
  formatWhen,
  summarizeProvinces,
  toProvinceView,
  type ProvinceSourceFacts,
  type SourceFacts,
  type SourceHealthFacts,
} from '#app/domain/admin/source-health-view.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';
import { resolveChain, type SourceSetting } from '#app/domain/sources/chain.ts';

// 12:00 in Istanbul on 22 November 2026.
const now = new Date('2026-11-22T09:00:00Z');

const fact = (name: string, family: string, extra: Partial<SourceFacts> = {}): [string, SourceFacts] => [
  name,
  { name, label: name, family, hasKey: true, plates: null, defaultBaseUrl: `https://${name}.example`, ...extra },
];
const sources = new Map([
  fact('e-devlet', 'e-devlet', { label: 'e-Devlet (onaylı liste)' }),
  fact('eczaneler.gen.tr', 'eczaneler.gen.tr'),
  fact('eczaneler.gen.tr/iframe', 'eczaneler.gen.tr', { label: 'eczaneler.gen.tr (gömülü liste)' }),
  fact('collectapi', 'collectapi', { label: 'CollectAPI', hasKey: false }),
]);
const catalogue = ['e-devlet', 'eczaneler.gen.tr', 'eczaneler.gen.tr/iframe', 'collectapi'];

const agreement = (over: Partial<RosterAgreement> = {}): RosterAgreement => ({
  checkedAgainst: 'eczaneler.gen.tr',
  same: 11,
  total: 14,
  otherTotal: 12,
  missingFromOther: ['Deniz Eczanesi', 'Liman Eczanesi', 'Çarşı Eczanesi'],
  onlyInOther: ['Yeni Eczanesi'],
  checkedAt: '2026-11-22T06:00:00.000Z',
  disagrees: true,
  ...over,
});

const health = (source: string, over: Partial<SourceHealthFacts> = {}): SourceHealthFacts => ({
  source,
  lastAttemptAt: new Date('2026-11-22T06:00:00Z'),
  lastSuccessAt: new Date('2026-11-22T06:00:00Z'),
  lastRecords: 14,
  lastError: null,
  lastErrorKind: null,
  failureStreak: 0,
  lastAgreement: null,
  ...over,
});

function province(over: Partial<ProvinceSourceFacts> & { settings?: SourceSetting[] } = {}): ProvinceSourceFacts {
  return {
    plate: 28,
    slug: 'giresun',
    name: 'Giresun',
    links: resolveChain(catalogue, over.plate ?? 28, over.settings ?? []),
    health: [],
    dutyDateInForce: '2026-11-22',
    roster: { dutyDate: '2026-11-22', source: 'e-devlet', agreement: null },
    problems: [],
    ...over,
  };
}

const view = (facts: ProvinceSourceFacts) => toProvinceView(facts, { sources, now });

test('each source of the chain says whether it is on and why not, in Turkish, in the chain’s order', () => {
  const giresun = view(
    province({ settings: [{ provinceId: 28, source: 'e-devlet', enabled: false, position: null, baseUrl: null }] }),
  );
  expect(giresun.links.map((l) => [l.position, l.label, l.on, l.stateText])).toEqual([
    [1, 'e-Devlet (onaylı liste)', false, 'Kapalı: yönetici kapattı'],
    [2, 'eczaneler.gen.tr', true, 'Açık'],
    [3, 'eczaneler.gen.tr (gömülü liste)', true, 'Açık'],
    [4, 'CollectAPI', false, 'Kapalı: anahtar yok'],
  ]);
  // Only the listing site's family is left: one independent source.
  expect(giresun.independent).toBe(1);
  expect(view(province()).independent).toBe(2);
  const forAll = view(
    province({ settings: [{ provinceId: null, source: 'e-devlet', enabled: false, position: null, baseUrl: null }] }),
  );
  expect(forAll.links[0]?.stateText).toBe('Kapalı: yönetici tüm illerde kapattı');
});

test('a source’s health: last attempt and success, records, the Turkish reason and the streak', () => {
  const giresun = view(
    province({
      health: [
        health('e-devlet', {
          lastAttemptAt: new Date('2026-11-22T06:00:00Z'),
          lastSuccessAt: new Date('2026-11-21T18:40:00Z'),
          lastError: 'Engellendi: www.turkiye.gov.tr bir bot doğrulama sayfası gösterdi',
          lastErrorKind: 'blocked',
          failureStreak: 3,
        }),
        health('eczaneler.gen.tr', { lastAgreement: agreement({ disagrees: false, same: 14, total: 14 }) }),
      ],
    }),
  );
  const [edevlet, listing, iframe] = giresun.links;
  expect(edevlet).toMatchObject({
    health: 'failing',
    healthText: 'Hata: Engellendi',
    lastAttemptText: 'bugün 09:00',
    lastSuccessText: 'dün 21:40',
    error: 'Engellendi: www.turkiye.gov.tr bir bot doğrulama sayfası gösterdi',
    streak: 3,
    records: 14,
  });
  expect(listing).toMatchObject({ health: 'ok', healthText: 'Çalışıyor', error: null, streak: 0 });
  expect(listing?.agreement?.text).toBe("eczaneler.gen.tr ile karşılaştırıldı: 14 eczanenin 14'ü aynı");
  expect(iframe).toMatchObject({ health: 'untried', healthText: 'Henüz denenmedi', lastAttemptText: null });
  expect(giresun.failing).toBe(true);
});

test('a failing source that is switched off does not make the province failing', () => {
  const facts = province({
    settings: [{ provinceId: 28, source: 'e-devlet', enabled: false, position: null, baseUrl: null }],
    health: [health('e-devlet', { lastError: 'Ulaşılamadı', lastErrorKind: 'unreachable', failureStreak: 5 })],
  });
  expect(view(facts).failing).toBe(false);
});

test('the agreement shows the names only the other source lists and those it lacks; the newest check decides', () => {
  const disagreeing = view(
    province({ roster: { dutyDate: '2026-11-22', source: 'e-devlet', agreement: agreement() } }),
  );
  expect(disagreeing.disagreeing).toBe(true);
  expect(disagreeing.published).toEqual({
    label: 'e-Devlet (onaylı liste)',
    dutyDate: '2026-11-22',
    inForce: true,
    agreement: {
      text: "eczaneler.gen.tr ile karşılaştırıldı: 14 eczanenin 11'i aynı",
      disagrees: true,
      checkedAgainst: 'eczaneler.gen.tr',
      missingFromOther: ['Deniz Eczanesi', 'Liman Eczanesi', 'Çarşı Eczanesi'],
      onlyInOther: ['Yeni Eczanesi'],
    },
  });
  // A later clean comparison (a source's own) supersedes it.
  const later = agreement({ disagrees: false, checkedAt: '2026-11-22T08:00:00.000Z' });
  const cleared = view(
    province({
      roster: { dutyDate: '2026-11-22', source: 'e-devlet', agreement: agreement() },
      health: [health('eczaneler.gen.tr', { lastAgreement: later })],
    }),
  );
  expect(cleared.disagreeing).toBe(false);
});

test('stale means no roster for the duty date in force, as visitors see it', () => {
  expect(view(province()).stale).toBe(false);
  const older = view(province({ roster: { dutyDate: '2026-11-21', source: 'e-devlet', agreement: null } }));
  expect(older.stale).toBe(true);
  expect(older.staleText).toBe(
    'Yürürlükteki nöbet (22 Kasım 2026 Pazar) için liste yok: ziyaretçiler 21 Kasım 2026 Cumartesi listesini “eski liste” uyarısıyla görüyor.',
  );
  expect(older.published?.inForce).toBe(false);
  const none = view(province({ roster: null }));
  expect(none.staleText).toBe('Yürürlükteki nöbet (22 Kasım 2026 Pazar) için liste yok: ziyaretçiler liste görmüyor.');
});

test('filters keep the failing, disagreeing or stale provinces; the summary counts them and the coverage', () => {
  const views = [
    view(province()),
    view(
      province({
        plate: 52,
        slug: 'ordu',
        name: 'Ordu',
        health: [health('e-devlet', { lastError: 'Zaman aşımı', lastErrorKind: 'timeout', failureStreak: 1 })],
      }),
    ),
    view(province({ plate: 61, slug: 'trabzon', name: 'Trabzon', roster: null })),
    view(
      province({
        plate: 53,
        slug: 'rize',
        name: 'Rize',
        roster: { dutyDate: '2026-11-22', source: 'e-devlet', agreement: agreement() },
        settings: [{ provinceId: 53, source: 'e-devlet', enabled: false, position: null, baseUrl: null }],
      }),
    ),
  ];
  expect(filterProvinces(views, 'hata').map((v) => v.slug)).toEqual(['ordu']);
  expect(filterProvinces(views, 'eski').map((v) => v.slug)).toEqual(['trabzon']);
  expect(filterProvinces(views, 'uyusmazlik').map((v) => v.slug)).toEqual(['rize']);
  expect(filterProvinces(views, null)).toHaveLength(4);
  expect(summarizeProvinces(views)).toEqual({
    total: 4,
    covered: 3,
    coverageText: "4 ilden 3'ünde en az iki bağımsız kaynak var",
    failing: 1,
    disagreeing: 1,
    stale: 1,
  });
});

test('Turkish suffixes and times read as spoken', () => {
  expect(describeCoverage(81, 81)).toBe("81 ilden 81'inde en az iki bağımsız kaynak var");
  expect(formatWhen(new Date('2026-11-21T21:30:00Z'), now)).toBe('bugün 00:30');
  expect(formatWhen(new Date('2026-11-20T21:00:00Z'), now)).toBe('dün 00:00');
  expect(formatWhen(new Date('2026-11-19T06:15:00Z'), now)).toBe('19 Kasım 2026 09:15');
});

test('the coverage report’s line names the chain in order and marks a province short of two families', () => {
  expect(formatCoverageLine(view(province()))).toBe(
    '28 Giresun (2 bağımsız): e-Devlet (onaylı liste) → eczaneler.gen.tr → eczaneler.gen.tr (gömülü liste) → (CollectAPI, kapalı: anahtar yok)',
  );
  const short = view(
    province({ settings: [{ provinceId: 28, source: 'e-devlet', enabled: false, position: null, baseUrl: null }] }),
  );
  expect(formatCoverageLine(short)).toMatch(/^28 Giresun \(1 bağımsız\): .*← iki bağımsız kaynak yok$/);
});
