import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentTaskDepsFor, runTaskNow } from '#app/admin/content-fetcher.server.ts';
import { listAudit } from '#app/auth/audit.server.ts';
import { createUser, getUserByUsername } from '#app/auth/users.server.ts';
import {
  createContentTask,
  deleteContentTask,
  getContentTask,
  listContentTasks,
  listTaskLogs,
  startTaskLog,
  toggleContentTask,
} from '#app/db/content-tasks.server.ts';
import { scrapingSchedules, taskExecutionLogs } from '#app/db/schema.ts';
import { CONTENT_MESSAGES } from '#app/domain/admin/content-fetch-messages.ts';
import { selectRoster } from '#app/domain/roster/snapshot.ts';
import { NO_VALID_DATA_ERROR } from '#app/domain/roster/roster-text.ts';
import { createContentFetch, runContentTask } from '#app/jobs/content-fetch.server.ts';
import { createContentTaskJob, createScheduledScrapeJob } from '#app/jobs/registry.server.ts';
import { createScheduler } from '#app/jobs/scheduler.server.ts';
import { handleContentFetcherAction } from '#app/routes/admin/content-fetcher.server.ts';
import { ROSTER_TEXT, startContentStandIn, type ContentStandIn } from '#tests/support/content-stand-in.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * The admin's content tasks (İçerik Çekici): created, toggled, run by hand and by the scheduler,
 * logged and audited, against a local stand-in for remote pages. The fetch itself is in
 * content-fetch.test.ts.
 */

// 09:16 in Istanbul on 22 November 2026: the duty date in force is the 22nd.
let clock = new Date('2026-11-22T06:16:00Z');
const now = () => clock;

let standIn: ContentStandIn;
let origin = '';
let hits: Map<string, number>;
let services: Awaited<ReturnType<typeof createTestServices>>;
let actor = { userId: 0, username: 'test-admin', ip: '127.0.0.1' };

beforeAll(async () => {
  standIn = await startContentStandIn();
  ({ origin, hits } = standIn);
  services = await createTestServices({ now, env: { FETCH_ALLOW_HOSTS: new URL(origin).host } });
  await createUser(services.db, {
    username: actor.username,
    password: 'uzun-bir-test-sifresi',
    role: 'admin',
    now: now(),
  });
  actor = { ...actor, userId: (await getUserByUsername(services.db, actor.username))!.id };
  // Only content tasks are under test here: the default scrape schedule stays out of the ticks.
  await services.db.update(scrapingSchedules).set({ isActive: false });
});

afterAll(async () => {
  await services?.dispose();
  await standIn?.close();
});

const blockedFetch = () => createContentFetch({ allowHosts: [], userAgent: 'test' });

test('content tasks are created newest first, toggled, and deleted with their logs', async () => {
  const first = await createContentTask(services.db, { url: `${origin}/a`, scheduleTime: '07:00', now: clock });
  const second = await createContentTask(services.db, {
    url: `${origin}/b`,
    scheduleTime: '08:00',
    now: new Date(clock.getTime() + 1000),
  });
  const listed = await listContentTasks(services.db);
  expect(listed.slice(0, 2).map((t) => [t.id, t.isActive])).toEqual([
    [second.id, true],
    [first.id, true],
  ]);
  expect((await toggleContentTask(services.db, first.id))?.isActive).toBe(false);
  expect((await toggleContentTask(services.db, first.id))?.isActive).toBe(true);
  expect(await toggleContentTask(services.db, 999_999)).toBeNull();
  await startTaskLog(services.db, { taskId: first.id, slot: null, now: clock });
  expect(await listTaskLogs(services.db, { taskId: first.id })).toHaveLength(1);
  expect(await deleteContentTask(services.db, first.id)).toBe(true);
  expect(await deleteContentTask(services.db, first.id)).toBe(false);
  const orphans = await services.db.select().from(taskExecutionLogs).where(eq(taskExecutionLogs.taskId, first.id));
  expect(orphans).toEqual([]);
  await deleteContentTask(services.db, second.id);
});

test('running a task imports the page (HTML as text) and logs a success with counts', async () => {
  const task = await createContentTask(services.db, {
    url: `${origin}/roster.html`,
    scheduleTime: '06:00',
    now: clock,
  });
  const result = await runContentTask(contentTaskDepsFor(services), task);
  expect(result).toMatchObject({ success: true, error: null, recordsInserted: 2, recordsCleared: 0 });
  const [log] = await listTaskLogs(services.db, { taskId: task.id });
  expect(log).toMatchObject({
    id: result.logId,
    slot: null,
    status: 'success',
    recordsInserted: 2,
    errorMessage: null,
  });
  expect(log?.executionDurationMs).toBeGreaterThanOrEqual(0);
  expect((await getContentTask(services.db, task.id))?.lastRunAt?.toISOString()).toBe(clock.toISOString());
  const { roster } = selectRoster(services.snapshots.get().rosters.get('ordu'), '2026-11-22');
  expect(roster?.source).toBe('content-fetch');
  expect(roster?.pharmacies.map((p) => p.name).sort()).toEqual(['Deniz Eczanesi', 'Yıldız Eczanesi']);
  // Run again: the roster of that date is replaced, so the log reports what was cleared.
  expect(await runContentTask(contentTaskDepsFor(services), task)).toMatchObject({ recordsCleared: 2 });
});

test('a failing task logs the failure and its reason, and never throws', async () => {
  const empty = await createContentTask(services.db, {
    url: `${origin}/empty.html`,
    scheduleTime: '06:00',
    now: clock,
  });
  expect(await runContentTask(contentTaskDepsFor(services), empty)).toMatchObject({
    success: false,
    error: NO_VALID_DATA_ERROR,
  });
  const blocked = await createContentTask(services.db, {
    url: `${origin}/roster.txt`,
    scheduleTime: '06:00',
    now: clock,
  });
  const before = hits.get('/roster.txt') ?? 0;
  await runContentTask({ ...contentTaskDepsFor(services), fetch: blockedFetch() }, blocked);
  expect(hits.get('/roster.txt') ?? 0).toBe(before);
  const logs = await listTaskLogs(services.db);
  expect(logs.find((l) => l.taskId === empty.id)).toMatchObject({
    status: 'failed',
    errorMessage: 'No valid pharmacy data found in the provided text',
    recordsInserted: 0,
  });
  expect(logs.find((l) => l.taskId === blocked.id)).toMatchObject({
    status: 'failed',
    errorMessage: CONTENT_MESSAGES.urlBlocked,
  });
  expect(await runTaskNow(services, actor, 999_999)).toBeNull();
});

test('a due task runs once per slot when the scheduler ticks twice, and not while inactive', async () => {
  clock = new Date('2026-11-22T05:00:00Z');
  const task = await createContentTask(services.db, { url: `${origin}/roster.txt`, scheduleTime: '09:15', now: clock });
  const deps = contentTaskDepsFor(services);
  const contentJob = createContentTaskJob({
    db: services.db,
    runClaimed: (t, logId) => runContentTask(deps, t, logId),
  });
  const content = createScheduler({ log: services.log, now, jobs: [contentJob] });
  const scheduler = createScheduler({
    log: services.log,
    now,
    jobs: [
      createScheduledScrapeJob({ db: services.db, provincesTotal: 81, sourceName: 'test', runClaimed: async () => {} }),
      contentJob,
    ],
  });
  clock = new Date('2026-11-22T06:16:00Z');
  expect(await scheduler.tick()).toBe(1);
  expect(await scheduler.tick()).toBe(0);
  clock = new Date('2026-11-22T06:19:00Z');
  expect(await scheduler.tick()).toBe(0);
  await scheduler.idle();
  const logs = await listTaskLogs(services.db, { taskId: task.id });
  expect(logs.map((l) => [l.slot, l.status, l.recordsInserted])).toEqual([['2026-11-22 09:15', 'success', 2]]);
  // Inactive tasks do not run; the next day's slot does once it is active again.
  clock = new Date('2026-11-23T06:15:30Z');
  await toggleContentTask(services.db, task.id);
  expect(await content.tick()).toBe(0);
  await toggleContentTask(services.db, task.id);
  expect(await content.tick()).toBe(1);
  expect(await content.tick()).toBe(0);
  await content.idle();
  clock = new Date('2026-11-22T06:16:00Z');
});

test('a task created after its time today waits for tomorrow', async () => {
  const task = await createContentTask(services.db, { url: `${origin}/roster.txt`, scheduleTime: '09:14', now: clock });
  const content = createScheduler({
    log: services.log,
    now,
    jobs: [createContentTaskJob({ db: services.db, runClaimed: async () => {} })],
  });
  expect(await content.tick()).toBe(0);
  await deleteContentTask(services.db, task.id);
});

test('page actions create, toggle, save and delete, each audited', async () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  const create = await handleContentFetcherAction(
    services,
    actor,
    form({ intent: 'create', url: `${origin}/x`, time: '08:00' }),
  );
  expect(create).toMatchObject({ status: 200, data: { intent: 'create', ok: true } });
  const task = (await listContentTasks(services.db))[0]!;
  expect(task).toMatchObject({ url: `${origin}/x`, scheduleTime: '08:00', isActive: true });
  const badTime = await handleContentFetcherAction(
    services,
    actor,
    form({ intent: 'create', url: `${origin}/x`, time: '25:00' }),
  );
  expect(badTime.data.message).toMatch(/^Zamanlanmış görev oluşturulurken bir hata oluştu/);
  const badUrl = await handleContentFetcherAction(services, actor, form({ intent: 'create', url: '', time: '08:00' }));
  expect(badUrl).toMatchObject({ status: 400, data: { ok: false, message: 'Lütfen bir URL girin' } });
  const toggle = await handleContentFetcherAction(services, actor, form({ intent: 'toggle', taskId: String(task.id) }));
  expect(toggle.data.ok).toBe(true);
  expect((await getContentTask(services.db, task.id))?.isActive).toBe(false);
  const noContent = await handleContentFetcherAction(services, actor, form({ intent: 'save', content: ' ' }));
  expect(noContent.data).toMatchObject({ ok: false, message: 'Veritabanına kaydetmek için önce içerik çekin' });
  const save = await handleContentFetcherAction(services, actor, form({ intent: 'save', content: ROSTER_TEXT }));
  expect(save.data).toMatchObject({
    ok: true,
    message: 'Veriler başarıyla nöbet listesine kaydedildi (2 eklendi, 2 silindi)',
  });
  const del = await handleContentFetcherAction(services, actor, form({ intent: 'delete', taskId: String(task.id) }));
  expect(del.data.ok).toBe(true);
  const gone = await handleContentFetcherAction(services, actor, form({ intent: 'delete', taskId: String(task.id) }));
  expect(gone).toMatchObject({
    status: 404,
    data: { message: 'Zamanlanmış görev silinirken bir hata oluştu: Görev bulunamadı' },
  });
  // Past PostgreSQL's integer range: refused like any unknown task, not the database's 500.
  for (const intent of ['toggle', 'delete', 'run']) {
    const huge = await handleContentFetcherAction(services, actor, form({ intent, taskId: '2147483648' }));
    expect(huge.status, intent).toBeLessThan(500);
    expect(huge.data.ok).toBe(false);
  }
  const actions = (await listAudit(services.db, 20)).map((a) => a.action);
  expect(actions).toEqual(expect.arrayContaining(['task_create', 'task_update', 'import', 'task_delete']));
});

test('the page’s “İçeriği Çek” and “Şimdi Çalıştır” answer through its action, in Turkish, audited', async () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  const fetched = await handleContentFetcherAction(
    services,
    actor,
    form({ intent: 'fetch', targetUrl: `${origin}/roster.txt` }),
  );
  expect(fetched).toEqual({
    status: 200,
    data: {
      intent: 'fetch',
      ok: true,
      message: 'İçerik Başarıyla Çekildi',
      fetched: { content: ROSTER_TEXT, contentType: 'text/plain; charset=utf-8', sourceUrl: `${origin}/roster.txt` },
    },
  });
  const missing = await handleContentFetcherAction(
    services,
    actor,
    form({ intent: 'fetch', targetUrl: `${origin}/yok` }),
  );
  expect(missing).toEqual({
    status: 502,
    data: { intent: 'fetch', ok: false, message: 'İçerik çekilirken bir hata oluştu: sunucu HTTP 404 yanıtı verdi' },
  });
  const script = await handleContentFetcherAction(
    services,
    actor,
    form({ intent: 'fetch', targetUrl: 'javascript:alert(1)' }),
  );
  expect(script).toMatchObject({ status: 400, data: { ok: false, message: CONTENT_MESSAGES.urlProtocol } });

  const task = await createContentTask(services.db, {
    url: `${origin}/roster.html`,
    scheduleTime: '06:00',
    now: clock,
  });
  const ran = await handleContentFetcherAction(services, actor, form({ intent: 'run', taskId: String(task.id) }));
  expect(ran).toEqual({
    status: 200,
    data: { intent: 'run', ok: true, message: 'Görev çalıştırıldı: 2 kayıt eklendi' },
  });
  const broken = await createContentTask(services.db, { url: `${origin}/yok`, scheduleTime: '06:00', now: clock });
  const failed = await handleContentFetcherAction(services, actor, form({ intent: 'run', taskId: String(broken.id) }));
  // The failed fetch's reason follows "Görev çalıştırılırken bir hata oluştu" once, not after a second prefix.
  expect(failed.data).toEqual({
    intent: 'run',
    ok: false,
    message: 'Görev çalıştırılırken bir hata oluştu: sunucu HTTP 404 yanıtı verdi',
  });
  const unknown = await handleContentFetcherAction(services, actor, form({ intent: 'run', taskId: '999999' }));
  expect(unknown).toEqual({
    status: 404,
    data: { intent: 'run', ok: false, message: 'Görev çalıştırılırken bir hata oluştu: Görev bulunamadı' },
  });
  const actions = (await listAudit(services.db, 10)).map((a) => a.action);
  expect(actions).toEqual(expect.arrayContaining(['fetch', 'task_run']));
  await deleteContentTask(services.db, task.id);
  await deleteContentTask(services.db, broken.id);
});

test('a fetched page of the listing site is saved tab by tab with the listing parser', async () => {
  const { importFetchedContent } = await import('#app/jobs/import-fetched-content.server.ts');
  const { renderListingPage } = await import('#tests/support/listing-fixture-server.ts');
  const { getProvince } = await import('#app/domain/geo/geo.server.ts');
  const giresun = getProvince('giresun')!;
  const html = renderListingPage(giresun, { today: '2026-11-22' });
  const result = await importFetchedContent(
    services.rosters,
    { url: 'https://www.eczaneler.gen.tr/nobetci-giresun', content: html, contentType: 'text/html; charset=utf-8' },
    { now: new Date('2026-11-22T09:00:00Z'), source: 'content-fetch', guard: true },
  );
  expect(result).toMatchObject({ success: true, error: null });
  const dates = (services.snapshots.get().rosters.get('giresun') ?? []).map((r) => [r.dutyDate, r.source]);
  expect(dates).toEqual(
    expect.arrayContaining([
      ['2026-11-21', 'content-fetch'],
      ['2026-11-22', 'content-fetch'],
      ['2026-11-23', 'content-fetch'],
    ]),
  );
  expect(result.insertedCount).toBeGreaterThan(0);
});
