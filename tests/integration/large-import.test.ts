import { afterAll, beforeAll, expect, test } from 'vitest';
import { selectRoster } from '#app/domain/roster/snapshot.ts';
import { listDistricts } from '#app/domain/geo/geo.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';
import { usingPostgres } from '#tests/support/test-db.ts';

const now = () => new Date('2026-11-22T09:00:00Z');
/**
 * Just past one statement's 10,000 entries (ENTRIES_PER_STATEMENT, app/db/rosters.server.ts): the
 * roster is written in two statements of one transaction. Each statement's entries travel as one
 * JSON parameter, so no roster size meets PostgreSQL's 65,535 bind parameters.
 */
const ENTRIES = 10_500;
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now });
});
afterAll(async () => {
  await services?.dispose();
});

function istanbulRoster(size: number, tag: string): string {
  const districts = listDistricts('istanbul');
  return Array.from({ length: size }, (_, i) => {
    const district = districts[i % districts.length]!.name;
    return `Eczane Adı: ${tag} ${i} | Konum: İstanbul | İlçe: ${district} | Telefon: 0216 000 00 ${String(i % 100).padStart(2, '0')} | Adres: Sokak No: ${i}`;
  }).join('\n');
}

test('one province with 10,500 entries (more than one statement takes) imports whole and reaches the snapshot', async () => {
  const result = await services.importRosterText(istanbulRoster(ENTRIES, 'Büyük'), {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: now(),
  });
  expect(result).toMatchObject({ success: true, error: null, insertedCount: ENTRIES, errors: [] });

  const { roster } = selectRoster(services.snapshots.get().rosters.get('istanbul'), '2026-11-22');
  expect(roster?.pharmacies).toHaveLength(ENTRIES);
  expect(new Set(roster?.pharmacies.map((p) => p.name)).size).toBe(ENTRIES);
}, 60_000);

test('importing the 10,500 entries again replaces them', async () => {
  const result = await services.importRosterText(istanbulRoster(ENTRIES, 'Büyük'), {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: now(),
  });
  expect(result).toMatchObject({ success: true, removedCount: ENTRIES, insertedCount: ENTRIES });
  const { roster } = selectRoster(services.snapshots.get().rosters.get('istanbul'), '2026-11-22');
  expect(roster?.pharmacies).toHaveLength(ENTRIES);
}, 60_000);

test.runIf(usingPostgres)(
  'on PostgreSQL, two imports of one province and date at once leave one whole roster, not both',
  async () => {
    const write = (tag: string) =>
      services.importRosterText(istanbulRoster(500, tag), {
        dutyDate: '2026-11-23',
        source: 'import',
        fetchedAt: now(),
      });
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([write(`A${round}`), write(`B${round}`)]);
      expect(results.map((r) => r.insertedCount)).toEqual([500, 500]);
      const { roster } = selectRoster(services.snapshots.get().rosters.get('istanbul'), '2026-11-23');
      const tags = new Set(roster?.pharmacies.map((p) => p.name.split(' ')[0]));
      expect(roster?.pharmacies).toHaveLength(500);
      expect(tags.size).toBe(1);
    }
  },
  60_000,
);
