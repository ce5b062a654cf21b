import { expect, test } from 'vitest';
import {
  diffProblems,
  findDisagreements,
  findFailingSources,
  findMissingRosters,
  findSnapshotProblem,
  formatDuration,
  toDigestMessage,
  toFailureReason,
  toOpenedMessage,
  toResolvedMessage,
  type AlertProblem,
} from '#app/domain/alerts/problems.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';

/** An instant given as Istanbul wall-clock time (UTC+3 all year). */
const istanbul = (wallClock: string) => new Date(`${wallClock}:00+03:00`);

const giresun = (dates: string[], rotation = '08:30') => ({
  slug: 'giresun',
  name: 'Giresun',
  rotation,
  dutyDatesWithRoster: new Set(dates),
});

test('a province with yesterday’s roster is not missing today’s until 30 minutes after its rotation', () => {
  const province = giresun(['2026-11-26']);
  expect(findMissingRosters({ now: istanbul('2026-11-27T08:59'), provinces: [province] })).toEqual([]);
  expect(findMissingRosters({ now: istanbul('2026-11-27T09:00'), provinces: [province] })).toEqual([
    {
      key: 'no_roster:giresun',
      kind: 'no_roster',
      provinceSlug: 'giresun',
      provinceName: 'Giresun',
      source: null,
      text: "Giresun için şu anki nöbet listesi yok (27 Kasım 2026 Cuma nöbeti, 08:30'da başladı).",
    },
  ]);
});

test('a province with the roster in force is not missing', () => {
  const province = giresun(['2026-11-26', '2026-11-27']);
  expect(findMissingRosters({ now: istanbul('2026-11-27T09:00'), provinces: [province] })).toEqual([]);
});

test('after midnight the roster in force is still the previous date’s', () => {
  const withIt = giresun(['2026-11-27']);
  expect(findMissingRosters({ now: istanbul('2026-11-28T02:00'), provinces: [withIt] })).toEqual([]);
  const without = giresun(['2026-11-26', '2026-11-28']);
  expect(findMissingRosters({ now: istanbul('2026-11-28T02:00'), provinces: [without] })[0]?.text).toBe(
    "Giresun için şu anki nöbet listesi yok (27 Kasım 2026 Cuma nöbeti, 08:30'da başladı).",
  );
});

test('the 30 minutes can cross midnight: a 23:45 rotation is missed from 00:15', () => {
  const province = giresun(['2026-11-26'], '23:45');
  expect(findMissingRosters({ now: istanbul('2026-11-28T00:14'), provinces: [province] })).toEqual([]);
  expect(findMissingRosters({ now: istanbul('2026-11-28T00:15'), provinces: [province] })[0]?.text).toBe(
    "Giresun için şu anki nöbet listesi yok (27 Kasım 2026 Cuma nöbeti, 23:45'te başladı).",
  );
});

test('a gap that goes on through the rotation is reported within the 30 minutes too', () => {
  const province = giresun([]);
  expect(findMissingRosters({ now: istanbul('2026-11-27T08:40'), provinces: [province] })).toHaveLength(1);
});

test('a source is failing from its third failure in a row', () => {
  const row = {
    provinceSlug: 'giresun',
    provinceName: 'Giresun',
    source: 'e-devlet',
    sourceLabel: 'e-Devlet',
    lastError: 'Kaynak isteği engelledi (HTTP 403): https://www.turkiye.gov.tr/saglik-titck-nobetci-eczane-sorgulama',
  };
  expect(findFailingSources([{ ...row, failureStreak: 2 }])).toEqual([]);
  expect(findFailingSources([{ ...row, failureStreak: 3 }])).toEqual([
    {
      key: 'source_failing:giresun:e-devlet',
      kind: 'source_failing',
      provinceSlug: 'giresun',
      provinceName: 'Giresun',
      source: 'e-devlet',
      text:
        'Giresun: e-Devlet kaynağı art arda 3 denemede okunamadı. Son neden: Kaynak isteği engelledi (HTTP 403): ' +
        'https://www.turkiye.gov.tr/saglik-titck-nobetci-eczane-sorgulama',
    },
  ]);
  expect(findFailingSources([{ ...row, failureStreak: 5, lastError: null }])[0]?.text).toBe(
    'Giresun: e-Devlet kaynağı art arda 5 denemede okunamadı. Son hatanın nedeni kaydedilmemiş.',
  );
});

const agreement = (overrides: Partial<RosterAgreement>): RosterAgreement => ({
  checkedAgainst: 'eczaneler.gen.tr',
  same: 14,
  total: 14,
  otherTotal: 14,
  missingFromOther: [],
  onlyInOther: [],
  checkedAt: '2026-11-27T06:00:00.000Z',
  disagrees: false,
  ...overrides,
});

const disagreementRow = (overrides: Partial<RosterAgreement>) => ({
  provinceSlug: 'giresun',
  provinceName: 'Giresun',
  source: 'e-devlet',
  sourceLabel: 'e-Devlet',
  agreement: agreement(overrides),
});

test('a cross-check beyond the threshold is a problem that names the difference', () => {
  const row = disagreementRow({
    same: 11,
    otherTotal: 12,
    missingFromOther: ['Şifa Eczanesi', 'Hayat Eczanesi', 'Güneş Eczanesi'],
    onlyInOther: ['Deniz Eczanesi'],
    disagrees: true,
  });
  expect(findDisagreements([row])).toEqual([
    {
      key: 'disagreement:giresun',
      kind: 'disagreement',
      provinceSlug: 'giresun',
      provinceName: 'Giresun',
      source: 'e-devlet',
      text:
        "Giresun: e-Devlet listesi eczaneler.gen.tr ile karşılaştırıldı, 14 eczanenin 11'i aynı. " +
        'Diğer kaynakta olmayanlar: Şifa Eczanesi, Hayat Eczanesi, Güneş Eczanesi; ' +
        'yalnızca diğer kaynakta olanlar: Deniz Eczanesi.',
    },
  ]);
  expect(findDisagreements([{ ...row, checkedAgainstLabel: 'İzmir Büyükşehir' }])[0]?.text).toContain(
    'e-Devlet listesi İzmir Büyükşehir ile karşılaştırıldı',
  );
});

test('a cross-check within the threshold is no problem, and a long difference is shortened', () => {
  expect(findDisagreements([disagreementRow({ same: 13, missingFromOther: ['Şifa Eczanesi'] })])).toEqual([]);
  const names = Array.from({ length: 11 }, (_, i) => `Eczane ${i + 1}`);
  const [problem] = findDisagreements([disagreementRow({ same: 3, onlyInOther: names, disagrees: true })]);
  expect(problem?.text).toBe(
    "Giresun: e-Devlet listesi eczaneler.gen.tr ile karşılaştırıldı, 14 eczanenin 3'ü aynı. Yalnızca diğer " +
      'kaynakta olanlar: Eczane 1, Eczane 2, Eczane 3, Eczane 4, Eczane 5, Eczane 6, Eczane 7, Eczane 8 ve 3 eczane daha.',
  );
});

const problem = (kind: AlertProblem['kind'], slug: string, source: string | null = null): AlertProblem => ({
  key: source ? `${kind}:${slug}:${source}` : `${kind}:${slug}`,
  kind,
  provinceSlug: slug,
  provinceName: slug === 'ordu' ? 'Ordu' : 'Giresun',
  source,
  text: `${slug} ${kind}`,
});

test('a problem opens once: observed again while open, it neither opens nor resolves', () => {
  const noRoster = problem('no_roster', 'giresun');
  expect(diffProblems([], [noRoster, noRoster], {})).toEqual({ opened: [noRoster], resolved: [] });
  expect(diffProblems([noRoster], [noRoster], {})).toEqual({ opened: [], resolved: [] });
  expect(diffProblems([noRoster], [], {})).toEqual({ opened: [], resolved: [noRoster] });
});

test('only problems within the check’s scope resolve', () => {
  const giresunMissing = problem('no_roster', 'giresun');
  const orduMissing = problem('no_roster', 'ordu');
  const orduFailing = problem('source_failing', 'ordu', 'e-devlet');
  const open = [giresunMissing, orduMissing, orduFailing];
  expect(diffProblems(open, [], { provinceSlugs: ['giresun'] }).resolved).toEqual([giresunMissing]);
  expect(diffProblems(open, [], { kinds: ['source_failing'] }).resolved).toEqual([orduFailing]);
  expect(diffProblems(open, [], { kinds: ['no_roster'], provinceSlugs: ['ordu'] }).resolved).toEqual([orduMissing]);
  expect(diffProblems(open, [], {}).resolved).toEqual(open);
});

test('messages say "Sorun" when a problem starts and "Düzeldi" with its length when it clears', () => {
  const failing = findFailingSources([
    {
      provinceSlug: 'giresun',
      provinceName: 'Giresun',
      source: 'e-devlet',
      sourceLabel: 'e-Devlet',
      failureStreak: 3,
      lastError: 'Kaynak yanıt vermedi.',
    },
  ])[0]!;
  expect(toOpenedMessage(failing)).toEqual({
    subject: 'Sorun: Giresun: e-devlet kaynağı okunamıyor',
    text: 'Sorun: Giresun: e-Devlet kaynağı art arda 3 denemede okunamadı. Son neden: Kaynak yanıt vermedi.',
  });
  const resolved = toResolvedMessage(
    { ...failing, openedAt: istanbul('2026-11-27T09:00') },
    istanbul('2026-11-27T10:10'),
  );
  expect(resolved).toEqual({
    subject: 'Düzeldi: Giresun: e-devlet kaynağı yeniden okunuyor',
    text:
      "Düzeldi: Giresun: e-devlet kaynağı yeniden okunuyor. Sorun 27 Kasım 2026 Cuma 09:00'da başlamıştı, " +
      '1 saat 10 dakika sürdü. Uyarı şuydu: Giresun: e-Devlet kaynağı art arda 3 denemede okunamadı. ' +
      'Son neden: Kaynak yanıt vermedi.',
  });
  const missing = { ...problem('no_roster', 'giresun'), openedAt: istanbul('2026-11-27T09:00') };
  expect(toResolvedMessage(missing, istanbul('2026-11-27T09:00')).subject).toBe(
    'Düzeldi: Giresun için şu anki nöbet listesi var',
  );
});

test('durations name the two largest units', () => {
  const minute = 60_000;
  expect([0, 45 * minute, 70 * minute, 60 * minute, (2 * 1440 + 3 * 60 + 5) * minute].map(formatDuration)).toEqual([
    'bir dakikadan kısa',
    '45 dakika',
    '1 saat 10 dakika',
    '1 saat',
    '2 gün 3 saat',
  ]);
});

test('a digest counts what started and what cleared and lists every message', () => {
  const digest = toDigestMessage([
    { state: 'opened', message: { subject: 'a', text: 'Sorun: A' } },
    { state: 'opened', message: { subject: 'b', text: 'Sorun: B' } },
    { state: 'resolved', message: { subject: 'c', text: 'Düzeldi: C' } },
  ]);
  expect(digest).toEqual({
    subject: '2 yeni sorun, 1 sorun düzeldi',
    text: '2 yeni sorun, 1 sorun düzeldi.\n\nSorun: A\n\nSorun: B\n\nDüzeldi: C',
  });
});

test('a page changed beyond recognition is a problem at its first failure, told once', () => {
  const row = {
    provinceSlug: 'canakkale',
    provinceName: 'Çanakkale',
    source: 'oda-canakkale',
    sourceLabel: 'Çanakkale Eczacı Odası',
    failureStreak: 1,
    lastError:
      'Sayfa yapısı değişmiş: nöbetçi eczane kartı bulunamadı (https://www.canakkaleeo.org.tr/nobetci-eczaneler)',
    lastErrorKind: 'layout',
  };
  expect(findFailingSources([row])).toEqual([
    {
      key: 'source_failing:canakkale:oda-canakkale',
      kind: 'source_failing',
      provinceSlug: 'canakkale',
      provinceName: 'Çanakkale',
      source: 'oda-canakkale',
      text:
        'Çanakkale: Çanakkale Eczacı Odası kaynağının sayfası tanınmıyor; il sıradaki kaynaktan okunuyor. Son neden: ' +
        'Sayfa yapısı değişmiş: nöbetçi eczane kartı bulunamadı (https://www.canakkaleeo.org.tr/nobetci-eczaneler)',
    },
  ]);
  expect(findFailingSources([{ ...row, lastErrorKind: 'blocked' }])).toEqual([]);
  expect(findFailingSources([{ ...row, failureStreak: 0 }])).toEqual([]);
});

test('a failed snapshot rebuild is one problem for all provinces, with its reason; a healthy snapshot has none', () => {
  expect(findSnapshotProblem({ healthy: true })).toEqual([]);
  const [failed] = findSnapshotProblem({ healthy: false, reason: 'connection terminated' });
  expect(failed).toMatchObject({ key: 'snapshot_rebuild', kind: 'snapshot_rebuild', provinceSlug: null, source: null });
  expect(failed!.text).toBe(
    'Sayfaların verisi yeniden kurulamadı: kaydedilen listeler veritabanında, ama sayfalar son kurulan veriyi ' +
      'gösteriyor ve güncel olmayabileceğini belirtiyor. Bir sonraki kayıt ya da yenileme veriyi baştan kurar. ' +
      'Son neden: connection terminated',
  );
  expect(toOpenedMessage(failed!).subject).toBe('Sorun: Sayfaların verisi güncellenemiyor');
  const resolved = toResolvedMessage(
    { ...failed!, openedAt: istanbul('2026-11-27T09:00') },
    istanbul('2026-11-27T09:45'),
  );
  expect(resolved.subject).toBe('Düzeldi: Sayfaların verisi yeniden güncel');
  expect(resolved.text).toMatch(
    /^Düzeldi: Sayfaların verisi yeniden güncel\. Sorun 27 Kasım 2026 Cuma 09:00'da başlamıştı, 45 dakika sürdü\./,
  );
});

test('a failure’s reason is the driver’s own first line, not the failed query’s SQL, and is kept short', () => {
  const driver = new Error('relation "pharmacy_corrections" does not exist\nLINE 1: select …');
  const wrapped = new Error('Failed query: select * from pharmacy_corrections\nparams: ', { cause: driver });
  expect(toFailureReason(wrapped)).toBe('relation "pharmacy_corrections" does not exist');
  expect(toFailureReason('timeout')).toBe('timeout');
  expect(toFailureReason(new Error(''))).toBe('neden bilinmiyor');
  const long = toFailureReason(new Error('x'.repeat(500)));
  expect(long).toHaveLength(200);
  expect(long.endsWith('…')).toBe(true);
});
