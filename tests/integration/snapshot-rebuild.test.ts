import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { processRosterText, toProcessReport } from '#app/admin/process-roster-text.server.ts';
import { listAudit } from '#app/auth/audit.server.ts';
import { createUser, getUserByUsername } from '#app/auth/users.server.ts';
import { listOpenProblems, listRecentProblems } from '#app/db/alert-problems.server.ts';
import { selectRoster, type Snapshot } from '#app/domain/roster/snapshot.ts';
import { requirePublicPage } from '#app/routes/public/load-public-page.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';
import { usingPostgres } from '#tests/support/test-db.ts';

// 12:00 in Istanbul on 22 November 2026: the duty date in force is the 22nd, the window starts on the 21st.
const clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
});
afterAll(async () => {
  await services?.dispose();
});

const line = (province: string, district: string, name: string, phone = '0454 316 12 34') =>
  `Eczane Adı: ${name} | Konum: ${province} | İlçe: ${district} | Telefon: ${phone}`;

async function importText(lines: string[], dutyDate: string) {
  const result = await services.importRosterText(lines.join('\n'), { dutyDate, source: 'import', fetchedAt: clock });
  expect(result).toMatchObject({ success: true, error: null });
  return result;
}

/** What pages read: every province's rosters, by date, with their pharmacies. */
function shown(snapshot: Snapshot) {
  return [...snapshot.rosters].map(([slug, list]) => [
    slug,
    list.map((r) => ({ date: r.dutyDate, source: r.source, names: r.pharmacies.map((p) => p.name) })),
  ]);
}

test('a write rebuilds only the rosters it wrote: other provinces keep their built rosters, and the result equals a full rebuild', async () => {
  await importText([line('Giresun', 'Merkez', 'Hayat'), line('İstanbul', 'Kadıköy', 'Moda')], '2026-11-22');
  const before = services.snapshots.get();
  const istanbul = before.rosters.get('istanbul')?.[0];
  await importText([line('Giresun', 'Bulancak', 'Deniz'), line('Giresun', 'Merkez', 'Hayat')], '2026-11-22');
  const after = services.snapshots.get();

  expect(after.version).toBe(before.version + 1);
  expect(after.rosters.get('istanbul')?.[0]).toBe(istanbul);
  expect(selectRoster(after.rosters.get('giresun'), '2026-11-22').roster?.pharmacies.map((p) => p.name)).toEqual([
    'Deniz Eczanesi',
    'Hayat Eczanesi',
  ]);
  const full = await services.snapshots.rebuild();
  expect(shown(after)).toEqual(shown(full));
});

test('an import for a past date outside the window shows as the province’s newest (stale) roster until a newer one replaces it', async () => {
  await importText([line('Rize', 'Merkez', 'Çay')], '2026-11-10');
  let list = services.snapshots.get().rosters.get('rize');
  expect(list?.map((r) => r.dutyDate)).toEqual(['2026-11-10']);
  expect(selectRoster(list, '2026-11-22')).toMatchObject({ isStale: true });

  // An older one still is not shown (the newest is), a newer one past the window replaces it.
  await importText([line('Rize', 'Merkez', 'Eski')], '2026-11-05');
  expect(
    services.snapshots
      .get()
      .rosters.get('rize')
      ?.map((r) => r.dutyDate),
  ).toEqual(['2026-11-10']);
  await importText([line('Rize', 'Merkez', 'Yeni')], '2026-11-23');
  list = services.snapshots.get().rosters.get('rize');
  expect(list?.map((r) => r.dutyDate)).toEqual(['2026-11-23']);

  const partial = shown(services.snapshots.get());
  expect(partial).toEqual(shown(await services.snapshots.rebuild()));
});

test('a write of several provinces is one transaction: when one province fails, none of them changes', async () => {
  await importText([line('Ordu', 'Altınordu', 'Liman'), line('Trabzon', 'Ortahisar', 'Meydan')], '2026-11-22');
  const before = shown(services.snapshots.get());
  // A database rule that refuses one pharmacy's entry, as a failing disk or constraint would.
  await services.db.execute(sql`
    create or replace function refuse_bench_entry() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from pharmacies where id = new.pharmacy_id and name = 'Reddedilen Eczanesi') then
        raise exception 'refused';
      end if;
      return new;
    end $$`);
  await services.db.execute(
    sql`create trigger refuse_bench_entry before insert on duty_entries for each row execute function refuse_bench_entry()`,
  );
  try {
    await expect(
      services.importRosterText(
        [line('Ordu', 'Altınordu', 'Yeni Liman'), line('Trabzon', 'Ortahisar', 'Reddedilen')].join('\n'),
        { dutyDate: '2026-11-22', source: 'import', fetchedAt: clock },
      ),
    ).rejects.toThrow();
  } finally {
    await services.db.execute(sql`drop trigger refuse_bench_entry on duty_entries`);
  }
  const count = await services.db.execute(
    sql`select count(*)::int as n from pharmacies where name in ('Yeni Liman Eczanesi', 'Reddedilen Eczanesi')`,
  );
  expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  await services.snapshots.rebuild();
  expect(shown(services.snapshots.get())).toEqual(before);
});

test('one write may list the same pharmacy on several dates: it is stored once and on duty on each', async () => {
  const giresun = (await import('#app/domain/geo/geo.server.ts')).getProvince('giresun')!;
  const record = {
    name: 'Çift Eczanesi',
    province: 'Giresun',
    district: 'Merkez',
    phone: null,
    address: 'Eski adres',
    dutyHours: null,
    neighbourhood: null,
    note: null,
    latitude: null,
    longitude: null,
  };
  await services.rosters.write({
    source: 'import',
    fetchedAt: clock,
    guard: false,
    rosters: [
      { province: giresun, dutyDate: '2026-11-23', records: [record] },
      { province: giresun, dutyDate: '2026-11-24', records: [{ ...record, address: null, phone: '0454 316 00 00' }] },
    ],
  });
  const list = services.snapshots.get().rosters.get('giresun') ?? [];
  const on = (date: string) => list.find((r) => r.dutyDate === date)?.pharmacies;
  // The later roster's values win; a value it lacks keeps the earlier one.
  expect(on('2026-11-23')).toEqual(on('2026-11-24'));
  expect(on('2026-11-24')?.[0]).toMatchObject({ address: 'Eski adres', phoneDisplay: '0 (454) 316 00 00' });
});

test.runIf(usingPostgres)(
  'every PostgreSQL connection runs without JIT: compiling the snapshot read took longer than running it',
  async () => {
    // Held open together, so the pool hands out three connections.
    const settings = await Promise.all(
      [1, 2, 3].map(async () => {
        const result = await services.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`);
        return (result as unknown as { rows: { jit: string }[] }).rows[0]?.jit;
      }),
    );
    expect(settings).toEqual(['off', 'off', 'off']);
  },
);

test('a committed import stays a success when the snapshot rebuild after it fails: pages warn, an alert opens, and the next good rebuild closes it', async () => {
  await createUser(services.db, { username: 'yonetici', password: 'cok-gizli-sifre-123', role: 'admin', now: clock });
  const admin = await getUserByUsername(services.db, 'yonetici');
  const actor = { userId: admin!.id, username: 'yonetici', ip: '203.0.113.9' };
  const before = services.snapshots.get();
  // The rebuild fails as the database would mid-way: a table it reads (and the write does not) is gone.
  await services.db.execute(sql`alter table pharmacy_corrections rename to pharmacy_corrections_away`);
  let result: Awaited<ReturnType<typeof processRosterText>>;
  try {
    result = await processRosterText(
      services,
      {
        text: line('Rize', 'Çayeli', 'Kaçkar', '0464 000 00 01'),
        dutyDate: '2026-11-22',
        province: null,
        channel: 'form',
      },
      actor,
    );
  } finally {
    await services.db.execute(sql`alter table pharmacy_corrections_away rename to pharmacy_corrections`);
  }
  // The admin is told what was written, and the audit log records it as a success.
  expect(toProcessReport(result)).toMatchObject({ success: true, insertedCount: 1, error: null });
  const [audited] = await listAudit(services.db, 1);
  expect(audited).toMatchObject({ action: 'import', username: 'yonetici' });
  expect(audited?.detail).toMatchObject({ success: true, insertedCount: 1 });
  const rows = await services.db.execute(sql`select count(*)::int as n from pharmacies where name = 'Kaçkar Eczanesi'`);
  expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);

  // Pages keep the last snapshot and say their data may be behind; the admins have an open problem.
  expect(services.snapshots.isHealthy()).toBe(false);
  expect(services.snapshots.get()).toBe(before);
  const page = requirePublicPage(new Request('http://localhost/rize'), { first: 'rize' }, services);
  expect(page.degraded).toBe(true);
  const open = await listOpenProblems(services.db);
  expect(open).toMatchObject([{ key: 'snapshot_rebuild', kind: 'snapshot_rebuild', provinceSlug: null }]);
  expect(open[0]?.text).toMatch(/^Sayfaların verisi yeniden kurulamadı: .*Son neden: .*pharmacy_corrections/);

  // The next write rebuilds the snapshot whole: it shows both imports, and the problem is closed.
  await importText(
    [line('Rize', 'Çayeli', 'Kaçkar', '0464 000 00 01'), line('Rize', 'Pazar', 'Zil', '0464 000 00 02')],
    '2026-11-22',
  );
  expect(services.snapshots.isHealthy()).toBe(true);
  const { roster } = selectRoster(services.snapshots.get().rosters.get('rize'), '2026-11-22');
  expect(roster?.pharmacies.map((p) => p.name).sort()).toEqual(['Kaçkar Eczanesi', 'Zil Eczanesi']);
  expect(await listOpenProblems(services.db)).toEqual([]);
  const [closed] = await listRecentProblems(services.db, { limit: 1 });
  expect(closed).toMatchObject({ key: 'snapshot_rebuild', resolvedAt: clock });
});
