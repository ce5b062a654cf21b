import { afterAll, beforeAll, expect, test } from 'vitest';
import { inArray, like } from 'drizzle-orm';
import { dutyEntries, pharmacies } from '#app/db/schema.ts';
import { createSnapshotStore } from '#app/db/snapshot-store.server.ts';
import { getDutyDate } from '#app/domain/time/duty-window.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { selectRoster } from '#app/domain/roster/snapshot.ts';
import { importRosterText } from '#app/jobs/import-roster.server.ts';
import { createRosterWriter } from '#app/jobs/roster-writer.server.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from '#tests/support/test-db.ts';

let database: TestDatabase;
const writer = () => createRosterWriter({ db: database.db, now: () => now });
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const now = new Date('2026-11-22T10:00:00Z');
const options = { dutyDate: '2026-11-22', source: 'import', fetchedAt: now };

const GIRESUN = [
  'Eczane Adı: HAYAT ECZANESİ | Konum: Giresun | İlçe: Merkez | Telefon: 0454 316 12 34 | Adres: Hacı Siyam Mah. No:5',
  'Eczane Adı: Güneş | Konum: giresun | İlçe: BULANCAK | Telefon: 0454 316 00 00 | Adres: Atatürk Cad. 1',
].join('\n');

test('an import writes one roster per province and date and reports counts', async () => {
  const result = await importRosterText(writer(), GIRESUN, options);
  expect(result).toMatchObject({ success: true, error: null, removedCount: 0, insertedCount: 2, errors: [] });
  expect(result.rosters).toEqual([
    { provinceSlug: 'giresun', dutyDate: '2026-11-22', removedCount: 0, insertedCount: 2 },
  ]);

  const store = await createSnapshotStore(database.db, () => now, '08:30');
  const { roster } = selectRoster(store.get().rosters.get('giresun'), getDutyDate(now));
  expect(roster?.pharmacies.map((p) => [p.name, p.district, p.phoneDisplay])).toEqual([
    ['Güneş Eczanesi', 'Bulancak', '0 (454) 316 00 00'],
    ['Hayat Eczanesi', 'Merkez', '0 (454) 316 12 34'],
  ]);
});

test('an address sent all in capitals is stored as sent and shown in title case', async () => {
  const line =
    'Eczane Adı: ALADAĞ ECZANESİ | Konum: Rize | İlçe: Ardeşen | Telefon: 0464 711 00 00 | Adres: SİNANPAŞA MAH. İNÖNÜ CADDESİ NO:40/D';
  const result = await importRosterText(writer(), line, options);
  expect(result).toMatchObject({ success: true, insertedCount: 1 });
  const stored = await database.db
    .select({ address: pharmacies.address })
    .from(pharmacies)
    .where(like(pharmacies.name, 'Aladağ%'));
  expect(stored).toEqual([{ address: 'SİNANPAŞA MAH. İNÖNÜ CADDESİ NO:40/D' }]);
  const store = await createSnapshotStore(database.db, () => now, '08:30');
  const shown = selectRoster(store.get().rosters.get('rize'), getDutyDate(now)).roster?.pharmacies[0];
  expect(shown?.address).toBe('Sinanpaşa Mah. İnönü Caddesi No:40/D');
  expect(shown?.mapUrl).toContain('query=Sinanpa%C5%9Fa+Mah.+%C4%B0n%C3%B6n%C3%BC+Caddesi+No%3A40%2FD');
});

test('importing the same province and date again replaces that roster only', async () => {
  await importRosterText(writer(), GIRESUN, { ...options, dutyDate: '2026-11-23' });
  const result = await importRosterText(
    writer(),
    'Eczane Adı: Yeni | Konum: Giresun | İlçe: Espiye | Telefon: 0454 000 00 00',
    options,
  );
  expect(result).toMatchObject({ success: true, removedCount: 2, insertedCount: 1 });
  const store = await createSnapshotStore(database.db, () => now, '08:30');
  const list = store.get().rosters.get('giresun') ?? [];
  expect(list.map((r) => [r.dutyDate, r.pharmacies.length])).toEqual([
    ['2026-11-22', 1],
    ['2026-11-23', 2],
  ]);
});

test('invalid lines are reported and valid ones kept', async () => {
  const text = [
    'Eczane Adı: Kadıköy Merkez | Konum: İstanbul | İlçe: Kadıköy',
    'Eczane Adı:  | Konum: İstanbul',
    'Eczane Adı: Bilinmez | Konum: Atlantis',
    'Eczane Adı: Hiçbir | Konum: İstanbul | İlçe: Yokköy',
  ].join('\n');
  const result = await importRosterText(writer(), text, options);
  expect(result.success).toBe(true);
  expect(result.insertedCount).toBe(2);
  expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
    [2, 'Eczane adı boş'],
    [3, 'Bilinmeyen il: Atlantis'],
  ]);
  expect(result.warnings.map((e) => [e.line, e.reason])).toEqual([[4, 'İlçe tanınmadı: Yokköy']]);
});

test('a file with no valid line changes nothing and says so', async () => {
  const before = await createSnapshotStore(database.db, () => now, '08:30');
  const result = await importRosterText(writer(), 'Konum: Giresun | İlçe: Merkez\n\nrandom words', options);
  expect(result).toMatchObject({
    success: false,
    error: 'No valid pharmacy data found in the provided text',
    insertedCount: 0,
  });
  const after = await createSnapshotStore(database.db, () => now, '08:30');
  expect(after.get().rosters.get('giresun')).toEqual(before.get().rosters.get('giresun'));
  expect(getProvince('Giresun')?.plate).toBe(28);
});

test('plain pasted text without labels is imported for the province given', async () => {
  const text = [
    'HAYAT ECZANESİ',
    'Hacı Siyam Mah. Atatürk Cad. No:5 Merkez',
    '0454 216 12 34',
    '',
    'GÜNEŞ ECZANESİ',
    'Bulancak Cad. 7',
    '0454 316 00 00',
  ].join('\n');
  const result = await importRosterText(writer(), text, {
    ...options,
    dutyDate: '2026-11-24',
    defaultProvince: getProvince('Giresun'),
  });
  expect(result).toMatchObject({ success: true, insertedCount: 2, errors: [] });
  expect(result.sample.map((r) => [r.name, r.phone])).toEqual([
    ['Hayat Eczanesi', '0454 216 12 34'],
    ['Güneş Eczanesi', '0454 316 00 00'],
  ]);
  const withoutProvince = await importRosterText(writer(), text, { ...options, dutyDate: '2026-11-24' });
  expect(withoutProvince).toMatchObject({ success: false, error: 'No valid pharmacy data found in the provided text' });
});

test('plain pasted text takes each pharmacy’s district from the end of its address', async () => {
  const text = [
    'YENİ HAYAT ECZANESİ',
    'Sağlık Mah. Kemal Cad. No:4 Altınordu',
    '0452 214 55 66',
    '',
    'MERKEZ ECZANESİ',
    'Cumhuriyet Mah. Fatsa',
    '(0452) 423 11 00',
    '',
    'KORDON ECZANESİ',
    'Fatsa Mah. Liman Cad. 3',
  ].join('\n');
  const result = await importRosterText(writer(), text, {
    ...options,
    dutyDate: '2026-11-22',
    defaultProvince: getProvince('Ordu'),
  });
  expect(result).toMatchObject({ success: true, insertedCount: 3, errors: [], warnings: [] });
  const store = await createSnapshotStore(database.db, () => now, '08:30');
  const { roster } = selectRoster(store.get().rosters.get('ordu'), getDutyDate(now));
  expect(roster?.pharmacies.map((p) => [p.name, p.district, p.districtSlug])).toEqual([
    ['Kordon Eczanesi', null, null],
    ['Merkez Eczanesi', 'Fatsa', 'fatsa'],
    ['Yeni Hayat Eczanesi', 'Altınordu', 'altinordu'],
  ]);
});

test('skipped lines are listed in the text’s order, whichever step refused them', async () => {
  const text = [
    'Eczane Adı: Uzak | Konum: Atlantis',
    'Eczane Adı: Doğru | Konum: Rize | Telefon: 0464 217 12 34',
    'Eczane Adı:  | Konum: Rize',
  ].join('\n');
  const result = await importRosterText(writer(), text, { ...options, dutyDate: '2026-11-21' });
  // Before: 3, then 1 (the parser's refusals first, then the grouping's).
  expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
    [1, 'Bilinmeyen il: Atlantis'],
    [3, 'Eczane adı boş'],
  ]);
});

test('a phone of a few digits is dropped with a warning, the pharmacy kept; an odd but long one stays', async () => {
  const text = [
    'Eczane Adı: Kısa | Konum: Rize | İlçe: Merkez | Telefon: 12 | Adres: Cumhuriyet Cad. 1',
    'Eczane Adı: Dahili | Konum: Rize | İlçe: Merkez | Telefon: 0464 217 12 34 - 35 | Adres: Atatürk Cad. 2',
  ].join('\n');
  const result = await importRosterText(writer(), text, { ...options, dutyDate: '2026-11-22' });
  expect(result).toMatchObject({ success: true, insertedCount: 2, errors: [] });
  expect(result.warnings).toEqual([{ line: 1, text: 'Kısa Eczanesi', reason: 'Telefon okunamadı, boş bırakıldı: 12' }]);
  const store = await createSnapshotStore(database.db, () => now, '08:30');
  const { roster } = selectRoster(store.get().rosters.get('rize'), getDutyDate(now));
  expect(roster?.pharmacies.map((p) => [p.name, p.phoneDisplay])).toEqual([
    ['Dahili Eczanesi', '0 (464) 217 12 34'],
    ['Kısa Eczanesi', null],
  ]);
});

test('a district in parentheses after the name is the district; several days in one paste write nothing', async () => {
  const text = [
    'Akın Eczanesi (Edremit)',
    '0 (432) 502-71-71',
    'Süphan Mah. İpekyolu Cad. No:283/I',
    '(Bölge Hastanesi yanı)',
    '',
    'Afşar Eczanesi (İpekyolu)',
    '0 (432) 214-02-40',
    'Kazım Karabekir Cad. No:156/B İpekyolu / Van',
  ].join('\n');
  const result = await importRosterText(writer(), text, {
    ...options,
    dutyDate: '2026-11-22',
    defaultProvince: getProvince('Van'),
  });
  expect(result).toMatchObject({ success: true, insertedCount: 2, errors: [], warnings: [] });
  const store = await createSnapshotStore(database.db, () => now, '08:30');
  const { roster } = selectRoster(store.get().rosters.get('van'), getDutyDate(now));
  expect(roster?.pharmacies.map((p) => [p.name, p.district, p.note])).toEqual([
    ['Afşar Eczanesi', 'İpekyolu', null],
    ['Akın Eczanesi', 'Edremit', 'Bölge Hastanesi yanı'],
  ]);

  const severalDays = [
    '24 Kasım Salı akşamından 25 Kasım Çarşamba sabahına kadar.',
    'Deniz Eczanesi',
    '0 (432) 000-00-01',
    '',
    '25 Kasım Çarşamba akşamından 26 Kasım Perşembe sabahına kadar.',
    'Kale Eczanesi',
    '0 (432) 000-00-02',
  ].join('\n');
  const refused = await importRosterText(writer(), severalDays, {
    ...options,
    dutyDate: '2026-11-22',
    defaultProvince: getProvince('Van'),
  });
  expect(refused).toMatchObject({ success: false, insertedCount: 0, removedCount: 0 });
  expect(refused.error).toContain('birden çok nöbet gününün listesini içeriyor (24 Kasım, 25 Kasım)');
  const after = await createSnapshotStore(database.db, () => now, '08:30');
  expect(selectRoster(after.get().rosters.get('van'), getDutyDate(now)).roster?.pharmacies).toHaveLength(2);
});

test('a pharmacy listed again keeps its row: changed values are written, unchanged ones leave it untouched', async () => {
  let clock = new Date('2026-11-24T10:00:00Z');
  const at = () => createRosterWriter({ db: database.db, now: () => clock });
  const first = [
    'Eczane Adı: Deniz | Konum: Giresun | İlçe: Tirebolu | Telefon: 0454 411 11 11 | Adres: Liman Cad. 3',
    'Eczane Adı: Kale | Konum: Giresun | İlçe: Tirebolu | Telefon: 0454 411 22 22 | Adres: Kale Sok. 1',
  ].join('\n');
  await importRosterText(at(), first, { ...options, dutyDate: '2026-11-25' });
  const rows = () =>
    database.db
      .select({
        id: pharmacies.id,
        name: pharmacies.name,
        phone: pharmacies.phone,
        address: pharmacies.address,
        updatedAt: pharmacies.updatedAt,
      })
      .from(pharmacies)
      .where(inArray(pharmacies.name, ['Deniz Eczanesi', 'Kale Eczanesi']))
      .orderBy(pharmacies.name);
  const before = await rows();

  clock = new Date('2026-11-25T10:00:00Z');
  const second = [
    'Eczane Adı: Deniz | Konum: Giresun | İlçe: Tirebolu | Telefon: 0454 411 11 11 | Adres: Liman Cad. 3',
    'Eczane Adı: Kale | Konum: Giresun | İlçe: Tirebolu | Telefon: 0454 411 33 33',
  ].join('\n');
  const result = await importRosterText(at(), second, { ...options, dutyDate: '2026-11-26' });
  expect(result).toMatchObject({ success: true, insertedCount: 2 });
  const after = await rows();
  expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
  expect(after.map((r) => [r.name, r.phone, r.address, r.updatedAt.toISOString()])).toEqual([
    ['Deniz Eczanesi', '0454 411 11 11', 'Liman Cad. 3', '2026-11-24T10:00:00.000Z'],
    // A missing address keeps the known one.
    ['Kale Eczanesi', '0454 411 33 33', 'Kale Sok. 1', '2026-11-25T10:00:00.000Z'],
  ]);
});

test.runIf(usingPostgres)(
  'on PostgreSQL, two imports at once of different dates naming the same new pharmacies both land whole, on one row each',
  async () => {
    for (let round = 0; round < 3; round++) {
      const text = Array.from(
        { length: 300 },
        (_, i) =>
          `Eczane Adı: Eş${round} ${i} | Konum: Giresun | İlçe: Görele | Telefon: 0454 000 00 ${String(i % 100).padStart(2, '0')}`,
      ).join('\n');
      const results = await Promise.all(
        ['2026-11-27', '2026-11-28'].map((dutyDate) => importRosterText(writer(), text, { ...options, dutyDate })),
      );
      expect(results.map((r) => [r.success, r.error, r.insertedCount])).toEqual([
        [true, null, 300],
        [true, null, 300],
      ]);
      const rows = await database.db
        .select({ id: pharmacies.id })
        .from(pharmacies)
        .where(like(pharmacies.name, `Eş${round} %`));
      expect(rows).toHaveLength(300);
      const entries = await database.db
        .select({ id: dutyEntries.id })
        .from(dutyEntries)
        .where(
          inArray(
            dutyEntries.pharmacyId,
            rows.map((r) => r.id),
          ),
        );
      expect(entries).toHaveLength(600);
    }
  },
);
