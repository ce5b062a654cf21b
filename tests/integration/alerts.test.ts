import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createNotifier, type AlertLog, type NotifierOptions } from '#app/alerts/notifier.server.ts';
import { listOpenProblems, listRecentProblems, openProblem, resolveProblem } from '#app/db/alert-problems.server.ts';
import { alertProblems } from '#app/db/schema-sources.ts';
import { findFailingSources, findMissingRosters, type AlertProblem } from '#app/domain/alerts/problems.ts';
import { runAlertCheck } from '#app/jobs/alert-check.server.ts';
import { createSafeFetch } from '#app/sources/safe-fetch.server.ts';
import { findClosedPort } from '#app/sources/safe-fetch-test-support.ts';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-db.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/support/webhook-receiver.ts';

let database: TestDatabase;
let webhook: WebhookReceiver;
let sink: SmtpSink;
const warnings: { details: object; message: string }[] = [];
const log: AlertLog = { info() {}, warn: (details, message) => warnings.push({ details, message }) };

/** An instant given as Istanbul wall-clock time (UTC+3 all year). */
const istanbul = (wallClock: string) => new Date(`${wallClock}:00+03:00`);

beforeAll(async () => {
  [database, webhook, sink] = await Promise.all([createTestDatabase(), startWebhookReceiver(), startSmtpSink()]);
});

afterAll(async () => {
  await Promise.all([database?.dispose(), webhook?.close(), sink?.close()]);
});

beforeEach(async () => {
  await database.db.delete(alertProblems);
  webhook.requests.length = 0;
  webhook.status = 200;
  sink.messages.length = 0;
  warnings.length = 0;
});

function notifier(overrides: Partial<NotifierOptions> = {}) {
  return createNotifier({
    webhookUrl: webhook.url,
    smtpUrl: sink.url,
    emailTo: ['nobet@example.org', 'operasyon@example.org'],
    fetch: createSafeFetch({
      allowHosts: [webhook.hostPort],
      userAgent: 'NobetciEczaneTest/1.0',
      timeoutMs: 5_000,
      maxBytes: 64 * 1024,
    }),
    log,
    ...overrides,
  });
}

function check(now: Date, observed: AlertProblem[], scope = {}, options: Partial<NotifierOptions> = {}) {
  return runAlertCheck({ db: database.db, notifier: notifier(options), now, log }, { observed, scope });
}

const giresunWithoutRoster = (now: Date) =>
  findMissingRosters({
    now,
    provinces: [{ slug: 'giresun', name: 'Giresun', rotation: '08:30', dutyDatesWithRoster: new Set(['2026-11-26']) }],
  });

const failing = (slug: string, name: string) =>
  findFailingSources([
    {
      provinceSlug: slug,
      provinceName: name,
      source: 'e-devlet',
      sourceLabel: 'e-Devlet',
      failureStreak: 3,
      lastError: 'Kaynak yanıt vermedi.',
    },
  ]);

test('a problem seen in two runs sends one webhook and one e-mail, and one "Düzeldi" each when it clears', async () => {
  const scope = { kinds: ['no_roster' as const], provinceSlugs: ['giresun'] };
  const first = await check(istanbul('2026-11-27T09:00'), giresunWithoutRoster(istanbul('2026-11-27T09:00')), scope);
  expect(first.opened.map((change) => change.delivery)).toEqual([{ webhook: 'sent', email: 'sent' }]);
  const second = await check(istanbul('2026-11-27T09:15'), giresunWithoutRoster(istanbul('2026-11-27T09:15')), scope);
  expect(second).toEqual({ opened: [], resolved: [] });

  const opening = "Sorun: Giresun için şu anki nöbet listesi yok (27 Kasım 2026 Cuma nöbeti, 08:30'da başladı).";
  expect(webhook.requests).toEqual([
    {
      method: 'POST',
      path: '/services/T000/B000/secret-token',
      contentType: 'application/json',
      json: { text: opening },
    },
  ]);
  expect(sink.messages).toHaveLength(1);
  expect(sink.messages[0]).toMatchObject({
    to: ['nobet@example.org', 'operasyon@example.org'],
    subject: '[Nöbetçi Eczane] Sorun: Giresun için nöbet listesi yok',
    text: opening,
  });
  expect(sink.messages[0]?.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
  expect(await listOpenProblems(database.db)).toMatchObject([
    { key: 'no_roster:giresun', kind: 'no_roster', provinceName: 'Giresun', openedAt: istanbul('2026-11-27T09:00') },
  ]);

  const cleared = await check(istanbul('2026-11-27T10:10'), [], scope);
  expect(cleared.resolved.map((change) => [change.problem.key, change.delivery])).toEqual([
    ['no_roster:giresun', { webhook: 'sent', email: 'sent' }],
  ]);
  expect(await check(istanbul('2026-11-27T10:25'), [], scope)).toEqual({ opened: [], resolved: [] });

  const resolvedText =
    "Düzeldi: Giresun için şu anki nöbet listesi var. Sorun 27 Kasım 2026 Cuma 09:00'da başlamıştı, 1 saat 10 " +
    `dakika sürdü. Uyarı şuydu: ${opening.slice('Sorun: '.length)}`;
  expect(webhook.texts()).toEqual([opening, resolvedText]);
  expect(sink.messages.map((message) => message.subject)).toEqual([
    '[Nöbetçi Eczane] Sorun: Giresun için nöbet listesi yok',
    '[Nöbetçi Eczane] Düzeldi: Giresun için şu anki nöbet listesi var',
  ]);
  expect(sink.messages[1]?.text).toBe(resolvedText);
  expect(await listOpenProblems(database.db)).toEqual([]);
  expect(await listRecentProblems(database.db, { limit: 10 })).toMatchObject([
    { key: 'no_roster:giresun', resolvedAt: istanbul('2026-11-27T10:10') },
  ]);
  expect(warnings).toEqual([]);
});

test('a webhook answering 500 is reported as failed; the problem still opens and the e-mail goes', async () => {
  webhook.status = 500;
  const result = await check(istanbul('2026-11-27T09:00'), failing('giresun', 'Giresun'));
  expect(result.opened.map((change) => change.delivery)).toEqual([{ webhook: 'failed', email: 'sent' }]);
  expect(webhook.requests).toHaveLength(1);
  expect(sink.messages.map((message) => message.subject)).toEqual([
    '[Nöbetçi Eczane] Sorun: Giresun: e-devlet kaynağı okunamıyor',
  ]);
  expect((await listOpenProblems(database.db)).map((problem) => problem.key)).toEqual([
    'source_failing:giresun:e-devlet',
  ]);
  expect(warnings).toEqual([
    { details: { host: webhook.hostPort, status: 500 }, message: 'alert webhook refused the message' },
  ]);
});

test('an unreachable webhook and mail server are reported as failed, never thrown, and keep no secret in the log', async () => {
  const closedPort = await findClosedPort();
  const result = await check(
    istanbul('2026-11-27T09:00'),
    failing('giresun', 'Giresun'),
    {},
    {
      webhookUrl: `http://127.0.0.1:${closedPort}/bot123:secret-token/sendMessage`,
      smtpUrl: `smtp://alerts:secret-password@127.0.0.1:${closedPort}`,
      fetch: createSafeFetch({
        allowHosts: [`127.0.0.1:${closedPort}`],
        userAgent: 'NobetciEczaneTest/1.0',
        timeoutMs: 5_000,
        maxBytes: 1024,
      }),
    },
  );
  expect(result.opened.map((change) => change.delivery)).toEqual([{ webhook: 'failed', email: 'failed' }]);
  expect(await listOpenProblems(database.db)).toHaveLength(1);
  expect(warnings.map((warning) => warning.message).sort()).toEqual(['alert e-mail failed', 'alert webhook failed']);
  expect(JSON.stringify(warnings)).not.toMatch(/secret/);
});

test('a check of Giresun alone leaves the problems of Ordu open', async () => {
  const now = istanbul('2026-11-27T09:00');
  await check(now, [...failing('giresun', 'Giresun'), ...failing('ordu', 'Ordu')]);
  const result = await check(istanbul('2026-11-27T09:30'), [], { provinceSlugs: ['giresun'] });
  expect(result.resolved.map((change) => change.problem.key)).toEqual(['source_failing:giresun:e-devlet']);
  expect(await listOpenProblems(database.db)).toMatchObject([
    { key: 'source_failing:ordu:e-devlet', provinceSlug: 'ordu', provinceName: 'Ordu', source: 'e-devlet' },
  ]);
  expect(webhook.texts().filter((text) => text.startsWith('Düzeldi:'))).toHaveLength(1);
});

test('without a webhook or mail server nothing is sent, and the problem is recorded all the same', async () => {
  const result = await check(
    istanbul('2026-11-27T09:00'),
    failing('giresun', 'Giresun'),
    {},
    {
      webhookUrl: null,
      smtpUrl: null,
    },
  );
  expect(result.opened.map((change) => change.delivery)).toEqual([{ webhook: 'off', email: 'off' }]);
  const noRecipients = await check(
    istanbul('2026-11-27T09:00'),
    failing('ordu', 'Ordu'),
    { provinceSlugs: ['ordu'] },
    { emailTo: [] },
  );
  expect(noRecipients.opened.map((change) => change.delivery)).toEqual([{ webhook: 'sent', email: 'off' }]);
  expect(sink.messages).toEqual([]);
  expect(await listOpenProblems(database.db)).toHaveLength(2);
});

test('the SMTP address’s user signs in and sends from its address', async () => {
  const url = new URL(sink.url);
  url.username = encodeURIComponent('uyari@example.org');
  url.password = 'gizli';
  await check(istanbul('2026-11-27T09:00'), failing('giresun', 'Giresun'), {}, { smtpUrl: url.toString() });
  expect(sink.messages).toMatchObject([{ user: 'uyari@example.org', from: 'uyari@example.org' }]);
  expect(sink.messages[0]?.headers.get('from')).toBe('Nöbetçi Eczane <uyari@example.org>');
});

test('many problems at once go out as one message that lists them all', async () => {
  const provinces = ['giresun', 'ordu', 'trabzon', 'rize', 'artvin', 'samsun', 'sinop'];
  const observed = provinces.flatMap((slug) => failing(slug, slug.charAt(0).toUpperCase() + slug.slice(1)));
  const result = await check(istanbul('2026-11-27T09:00'), observed);
  expect(result.opened).toHaveLength(7);
  expect(webhook.requests).toHaveLength(1);
  expect(webhook.texts()[0]).toMatch(/^7 yeni sorun\.\n\nSorun: Giresun: e-Devlet kaynağı/);
  expect(sink.messages.map((message) => message.subject)).toEqual(['[Nöbetçi Eczane] 7 yeni sorun']);
  expect(await listOpenProblems(database.db)).toHaveLength(7);
});

test('a problem is open once at a time; after it clears it can open again, and the dashboard lists open ones first', async () => {
  const [problem] = failing('giresun', 'Giresun');
  const [other] = failing('ordu', 'Ordu');
  expect(await openProblem(database.db, problem!, istanbul('2026-11-27T09:00'))).toBe(true);
  expect(await openProblem(database.db, problem!, istanbul('2026-11-27T09:05'))).toBe(false);
  expect(await resolveProblem(database.db, problem!.key, istanbul('2026-11-27T10:00'))).toMatchObject({
    key: problem!.key,
    resolvedAt: istanbul('2026-11-27T10:00'),
  });
  expect(await resolveProblem(database.db, problem!.key, istanbul('2026-11-27T10:05'))).toBeNull();
  expect(await openProblem(database.db, other!, istanbul('2026-11-27T08:00'))).toBe(true);
  expect(await openProblem(database.db, problem!, istanbul('2026-11-27T11:00'))).toBe(true);

  const recent = await listRecentProblems(database.db, { limit: 10 });
  expect(recent.map((row) => [row.key, row.resolvedAt])).toEqual([
    ['source_failing:giresun:e-devlet', null],
    ['source_failing:ordu:e-devlet', null],
    ['source_failing:giresun:e-devlet', istanbul('2026-11-27T10:00')],
  ]);
  expect((await listRecentProblems(database.db, { limit: 1 })).map((row) => row.resolvedAt)).toEqual([null]);
});
