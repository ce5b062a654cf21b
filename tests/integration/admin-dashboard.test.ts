import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { listAudit } from '#app/auth/audit.server.ts';
import { createSchedule, deleteSchedule, listSchedules, setScheduleActive } from '#app/db/schedules.server.ts';
import { provinces } from '#app/db/schema.ts';
import { toDashboardStats } from '#app/domain/admin/dashboard-stats.ts';
import {
  SCRAPE_NOTHING_IMPORTED_ERROR,
  formatFinishedEvent,
  formatProgressEvent,
  formatSseEvent,
  parseProgressMessage,
  toScrapeResponse,
  describeRunProblems,
} from '#app/domain/admin/scrape-report.ts';
import type { ScrapeRun } from '#app/db/scrape-runs.server.ts';
import type { ProvinceOutcome, ScrapeSummary } from '#app/domain/admin/scrape-run.ts';
import { createScheduledScrapeJob } from '#app/jobs/registry.server.ts';
import { createScheduler } from '#app/jobs/scheduler.server.ts';
import { runScheduleIntent, SCHEDULE_ERRORS } from '#app/routes/admin/schedules.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// 12:00 in Istanbul on 22 November 2026: the duty date in force is the 22nd (rotation 08:30).
const clock = new Date('2026-11-22T09:00:00Z');
const now = () => clock;
let services: Awaited<ReturnType<typeof createTestServices>>;

const line = (name: string, province: string, district: string) =>
  `Eczane Adı: ${name} | Konum: ${province} | İlçe: ${district} | Telefon: 0454 316 12 34`;

async function importDay(dutyDate: string, lines: string[]) {
  const result = await services.importRosterText(lines.join('\n'), { dutyDate, source: 'import', fetchedAt: clock });
  expect(result.success).toBe(true);
}

beforeAll(async () => {
  services = await createTestServices({ now });
  // İzmir hands over at 13:00, so at 12:00 its list in force is still the 21st's.
  await services.db.update(provinces).set({ dutyRotation: '13:00' }).where(eq(provinces.slug, 'izmir'));
  await importDay('2026-11-21', [
    line('Eski Bir', 'Giresun', 'Merkez'),
    line('Eski İki', 'Giresun', 'Espiye'),
    line('Eski Üç', 'Giresun', 'Tirebolu'),
    line('Kızılay', 'Ankara', 'Çankaya'),
    line('Alsancak', 'İzmir', 'Konak'),
  ]);
  await importDay('2026-11-22', [
    line('Hayat', 'Giresun', 'Merkez'),
    line('Güneş', 'Giresun', 'Bulancak'),
    line('Yeni Gün', 'İzmir', 'Bornova'),
    line('Yeni Gün İki', 'İzmir', 'Buca'),
  ]);
  await importDay('2026-11-23', [line('Yarın Bir', 'İstanbul', 'Kadıköy'), line('Yarın İki', 'İstanbul', 'Beşiktaş')]);
  await services.snapshots.rebuild();
});
afterAll(async () => {
  await services?.dispose();
});

test('statistics count the entries of each province’s roster in force, not past or future ones', async () => {
  // Giresun 22nd (2), Ankara's newest older roster (1), İzmir still on the 21st (1); İstanbul only has tomorrow.
  expect(toDashboardStats(services.snapshots.get(), clock)).toEqual({
    pharmacyCount: 4,
    provinceCount: 3,
    districtCount: 4,
  });
});

test('schedules are created active, listed newest first, paused, started and deleted', async () => {
  const before = await listSchedules(services.db);
  expect(before.map((s) => [s.name, s.time, s.isActive])).toEqual([['Günlük nöbet listesi', '09:15', true]]);

  const morning = await createSchedule(services.db, { name: 'Sabah', time: '03:00', now: clock });
  const evening = await createSchedule(services.db, {
    name: 'Akşam',
    time: '21:30',
    now: new Date(clock.getTime() + 1000),
  });
  expect((await listSchedules(services.db)).slice(0, 2).map((s) => [s.name, s.time, s.isActive, s.lastRunAt])).toEqual([
    ['Akşam', '21:30', true, null],
    ['Sabah', '03:00', true, null],
  ]);

  expect((await setScheduleActive(services.db, morning.id, false))?.isActive).toBe(false);
  expect((await setScheduleActive(services.db, morning.id, true))?.isActive).toBe(true);
  expect(await setScheduleActive(services.db, 999_999, false)).toBeNull();

  expect(await deleteSchedule(services.db, evening.id)).toBe(true);
  expect(await deleteSchedule(services.db, evening.id)).toBe(false);
  expect((await listSchedules(services.db)).map((s) => s.name)).toEqual(['Sabah', 'Günlük nöbet listesi']);
  await deleteSchedule(services.db, morning.id);
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

test('the scheduling tab’s actions validate, change the table, are audited, and reach the scheduler', async () => {
  const actor = { signedIn: null, ip: '203.0.113.7' };
  const count = async () => (await listSchedules(services.db)).length;
  const start = await count();

  // Empty name or time: nothing happens and nothing is reported, as the old form did.
  expect(await runScheduleIntent(services, form({ intent: 'create', name: '  ', time: '03:00' }), actor)).toEqual({
    ok: true,
    error: null,
  });
  expect(await runScheduleIntent(services, form({ intent: 'create', name: 'Boş saat', time: '' }), actor)).toEqual({
    ok: true,
    error: null,
  });
  expect(await count()).toBe(start);
  expect(await runScheduleIntent(services, form({ intent: 'create', name: 'Yanlış', time: '25:00' }), actor)).toEqual({
    ok: false,
    error: SCHEDULE_ERRORS.time,
    status: 400,
  });
  expect(await runScheduleIntent(services, form({ intent: 'rename', id: '1' }), actor)).toMatchObject({ ok: false });

  // 12:00 in Istanbul: a schedule created for 12:00 runs at the next minute tick, without a restart.
  // Typed on a phone's number pad, which has no colon: "1200" is 12:00.
  expect(await runScheduleIntent(services, form({ intent: 'create', name: ' Öğle ', time: '1200' }), actor)).toEqual({
    ok: true,
    error: null,
  });
  const created = (await listSchedules(services.db)).find((s) => s.name === 'Öğle');
  expect(created).toMatchObject({ time: '12:00', isActive: true });
  const claimed: number[] = [];
  const scheduler = createScheduler({
    log: services.log,
    now,
    jobs: [
      createScheduledScrapeJob({
        db: services.db,
        provincesTotal: 81,
        sourceName: 'test',
        runClaimed: async (run) => void claimed.push(run.scheduleId ?? 0),
      }),
    ],
  });
  expect(await scheduler.tick()).toBe(1);
  await scheduler.idle();
  expect(claimed).toEqual([created?.id]);

  const id = String(created?.id);
  expect(await runScheduleIntent(services, form({ intent: 'toggle', id, active: 'false' }), actor)).toMatchObject({
    ok: true,
  });
  expect((await listSchedules(services.db)).find((s) => s.name === 'Öğle')?.isActive).toBe(false);
  expect(await runScheduleIntent(services, form({ intent: 'delete', id }), actor)).toMatchObject({ ok: true });
  expect(await runScheduleIntent(services, form({ intent: 'delete', id }), actor)).toEqual({
    ok: false,
    error: SCHEDULE_ERRORS.missing,
    status: 404,
  });
  expect(await count()).toBe(start);
  // Past PostgreSQL's integer range: a refused request, not the database's 500.
  for (const huge of ['2147483648', '99999999999']) {
    expect(await runScheduleIntent(services, form({ intent: 'toggle', id: huge, active: 'true' }), actor)).toEqual({
      ok: false,
      error: SCHEDULE_ERRORS.invalid,
      status: 400,
    });
  }

  const trail = (await listAudit(services.db))
    .filter((a) => a.action.startsWith('schedule_'))
    .map((a) => [a.action, a.ip]);
  expect(trail).toEqual([
    ['schedule_delete', '203.0.113.7'],
    ['schedule_update', '203.0.113.7'],
    ['schedule_create', '203.0.113.7'],
  ]);
});

function summaryOf(run: Partial<ScrapeRun>, outcomes: ProvinceOutcome[], names: string[]): ScrapeSummary<ScrapeRun> {
  const started = new Date('2026-11-22T00:15:00Z');
  return {
    run: {
      id: 7,
      trigger: 'manual',
      scheduleId: null,
      slot: null,
      source: 'eczaneler.gen.tr',
      status: 'success',
      startedAt: started,
      completedAt: new Date(started.getTime() + 90_000),
      leaseExpiresAt: started,
      provincesTotal: 81,
      provincesDone: 81,
      insertedCount: 0,
      removedCount: 0,
      outcomes,
      error: null,
      ...run,
    },
    outcomes,
    sample: names.map((name, i) => ({
      name,
      province: 'Giresun',
      district: i === 1 ? null : 'Bulancak',
      phone: i === 2 ? null : '0454 316 12 34',
      address: 'Atatürk Cad. 1',
      dutyHours: null,
      neighbourhood: null,
      note: null,
      latitude: null,
      longitude: null,
    })),
  };
}

const outcome = (province: string, status: ProvinceOutcome['status'], reason: string | null = null) => ({
  province,
  status,
  reason,
  dates: status === 'imported' ? ['2026-11-22'] : [],
  inserted: 0,
  removed: 0,
});

test('a finished run maps to the endpoint JSON: removed and inserted counts, the first 3 sample pharmacies', () => {
  const summary = summaryOf(
    { status: 'partial', insertedCount: 812, removedCount: 790 },
    [outcome('giresun', 'imported'), outcome('ankara', 'failed', 'http: 500'), outcome('izmir', 'kept', 'empty')],
    ['Hayat Eczanesi', 'Güneş Eczanesi', 'Deniz Eczanesi', 'Dördüncü Eczanesi'],
  );
  expect(toScrapeResponse(summary)).toEqual({
    success: true,
    message: 'Veriler başarıyla işlendi. 790 kayıt silindi, 812 yeni kayıt eklendi. 2 il önceki listesini korudu.',
    error: null,
    clearedCount: 790,
    insertedCount: 812,
    pharmacies: [
      { name: 'Hayat Eczanesi', district: 'Bulancak', phone: '0454 316 12 34' },
      { name: 'Güneş Eczanesi', district: null, phone: '0454 316 12 34' },
      { name: 'Deniz Eczanesi', district: 'Bulancak', phone: null },
    ],
  });
});

test('a run that imported no province is reported as a failure, with its Turkish error and why', () => {
  const unreachable = 'Kaynağa bağlanılamadı: 127.0.0.1:9 (robots.txt alınamadı: bağlantı reddedildi)';
  const summary = summaryOf(
    { status: 'failed' },
    [outcome('giresun', 'failed', unreachable), outcome('ordu', 'failed', unreachable)],
    [],
  );
  expect(toScrapeResponse(summary)).toEqual({
    success: false,
    message: null,
    error: `${SCRAPE_NOTHING_IMPORTED_ERROR} Neden: ${unreachable}`,
    clearedCount: 0,
    insertedCount: 0,
    pharmacies: [],
  });
  const mixed = summaryOf(
    { status: 'failed' },
    [
      outcome('giresun', 'failed', 'Zaman aşımı: x'),
      outcome('ordu', 'failed', unreachable),
      outcome('rize', 'failed', unreachable),
    ],
    [],
  );
  expect(toScrapeResponse(mixed).error).toBe(`${SCRAPE_NOTHING_IMPORTED_ERROR} En sık neden (2 il): ${unreachable}`);
  expect(toScrapeResponse(summaryOf({ status: 'failed' }, [outcome('giresun', 'failed')], [])).error).toBe(
    SCRAPE_NOTHING_IMPORTED_ERROR,
  );
});

test('the run history says in one line why provinces kept their previous roster', () => {
  const unreachable = 'Kaynağa bağlanılamadı: 127.0.0.1:9 (robots.txt alınamadı: bağlantı reddedildi)';
  expect(describeRunProblems([outcome('giresun', 'imported')], null)).toBeNull();
  expect(
    describeRunProblems([outcome('giresun', 'failed', unreachable), outcome('ordu', 'failed', unreachable)], null),
  ).toBe(`2 il önceki listesini korudu: ${unreachable}`);
  expect(
    describeRunProblems(
      [
        outcome('giresun', 'imported'),
        outcome('ordu', 'kept', 'Boş liste'),
        outcome('rize', 'failed', unreachable),
        outcome('van', 'failed', unreachable),
      ],
      '3 il önceki listesini korudu (toplam 4 il)',
    ),
  ).toBe(`3 il önceki listesini korudu; en sık neden (2 il): ${unreachable}`);
  expect(describeRunProblems([], 'Beklenmeyen hata: bağlantı havuzu kapalı')).toBe(
    'Beklenmeyen hata: bağlantı havuzu kapalı',
  );
});

test('progress and finished events are single Server-Sent Events a browser can parse', () => {
  const progress = formatProgressEvent({ runId: 7, done: 12, total: 81, outcome: outcome('giresun', 'imported') });
  expect(progress).toBe('data: {"done":12,"total":81,"province":"giresun"}\n\n');
  expect(parseProgressMessage(progress.slice('data: '.length).trim())).toEqual({
    done: 12,
    total: 81,
    province: 'giresun',
  });
  expect(parseProgressMessage('{"running":false}')).toBeNull();

  const summary = summaryOf(
    { status: 'partial', insertedCount: 5, removedCount: 3 },
    [outcome('giresun', 'imported'), outcome('ankara', 'kept', 'suspicious')],
    [],
  );
  const finished = formatFinishedEvent(summary);
  expect(finished).toMatch(/^event: finished\ndata: \{[^\n]*\}\n\n$/);
  expect(JSON.parse(finished.split('\n')[1]!.slice('data: '.length))).toEqual({
    runId: 7,
    status: 'partial',
    done: 81,
    total: 81,
    clearedCount: 3,
    insertedCount: 5,
    imported: 1,
    kept: 1,
    failed: 0,
  });
  // A value with a line break still yields one data line.
  expect(formatSseEvent({ text: 'a\nb' }, 'note')).toBe('event: note\ndata: {"text":"a\\nb"}\n\n');
});
