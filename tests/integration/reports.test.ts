import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProvincePage } from '#app/components/province-page.tsx';
import { expect, test } from 'vitest';
import { listAudit } from '#app/auth/audit.server.ts';
import { pharmacyCorrections, pharmacyReports } from '#app/db/schema.ts';
import { runMaintenance } from '#app/jobs/maintenance.server.ts';
import { requirePublicPage } from '#app/routes/public/load-public-page.server.ts';
import { summarizeAuditDetail } from '#app/domain/admin/audit-entries.ts';
import { setUpReportHarness } from '#tests/support/report-harness.ts';

/**
 * "Bilgi yanlış mı?" end to end below the browser: a visitor's report is stored (no address
 * kept), limited to 20 an hour per client, bots and long notes refused; an admin's accepted
 * correction shows on public pages at once and outlives the next import of the old value.
 */

// 2026-11-22 12:00 in Istanbul: duty date 2026-11-22.
const harness = setUpReportHarness(new Date('2026-11-22T09:00:00Z'));
const { importRoster, listed, idOf, report, loadReportPage, adminPost, loadAdmin, reportsOf } = harness;

test('the report page shows the pharmacy from the lists; an unknown id is a Turkish 404', async () => {
  const page = await loadReportPage(String(idOf('Moda')));
  expect(page.view.pharmacy).toMatchObject({
    name: 'Moda Eczanesi',
    place: 'Kadıköy / İstanbul',
    address: 'Moda Cad. 1',
    phoneDisplay: '0 (216) 000 00 01',
  });
  expect(page.view.sent).toBe(false);
  expect(page.view.backHref).toBe('/istanbul/kadikoy');
  for (const id of ['999999', 'abc', '-1', '1e3', '99999999999999999999']) {
    await expect(loadReportPage(id)).rejects.toMatchObject({
      init: { status: 404 },
      data: { message: expect.stringContaining('Bu eczane bulunamadı') },
    });
  }
});

test('a report is stored with its category and note, the client only as a hash; the visitor sees what happens next', async () => {
  const id = idOf('Moda');
  const sent = await report(
    id,
    { category: 'phone', note: '  Numara 0216 000 00 09 olmalı  ' },
    { ip: '198.51.100.7' },
  );
  expect(sent).toMatchObject({ status: 303, location: `/eczane/${id}/bildir?gonderildi` });
  const rows = await reportsOf(id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    category: 'phone',
    note: 'Numara 0216 000 00 09 olmalı',
    status: 'open',
    createdAt: harness.clock,
  });
  expect(rows[0]!.clientKey).not.toContain('198.51.100.7');
  expect(rows[0]!.clientKey.length).toBeGreaterThan(15);
  const after = await loadReportPage(String(id), '?gonderildi');
  expect(after.view.sent).toBe(true);
});

test('a missing category, a note over 500 characters and a request from another site are refused in Turkish', async () => {
  const id = idOf('Bahariye');
  expect(await report(id, { note: 'kategori yok' })).toMatchObject({
    status: 400,
    body: { message: 'Lütfen neyin yanlış olduğunu seçin.', field: 'category', note: 'kategori yok' },
  });
  expect(await report(id, { category: 'yanlis', note: '' })).toMatchObject({
    status: 400,
    body: { field: 'category' },
  });
  expect(await report(id, { category: 'other', note: 'ş'.repeat(501) })).toMatchObject({
    status: 400,
    body: { message: 'Not en fazla 500 karakter olabilir.', field: 'note', category: 'other' },
  });
  expect(await report(id, { category: 'closed' }, { origin: 'https://baska-site.example' })).toMatchObject({
    status: 403,
    body: { message: expect.stringContaining('başka bir siteden') },
  });
  expect(await reportsOf(id)).toHaveLength(0);
  expect(await report(id, { category: 'other', note: 'ş'.repeat(500) })).toMatchObject({ status: 303 });
  expect(await reportsOf(id)).toHaveLength(1);
});

test('a bot that fills the honeypot is thanked like a person and nothing is stored', async () => {
  const id = idOf('Çarşı');
  const sent = await report(id, { category: 'closed', note: 'spam', website: 'https://spam.example' });
  expect(sent).toMatchObject({ status: 303, location: `/eczane/${id}/bildir?gonderildi` });
  expect(await reportsOf(id)).toHaveLength(0);
});

test('the 21st report from one client within an hour is refused politely (429), others are not affected', async () => {
  const id = idOf('Çarşı');
  const ip = '192.0.2.21';
  const start = harness.clock;
  for (let i = 0; i < 20; i += 1) {
    harness.clock = new Date(start.getTime() + i * 60_000);
    expect((await report(id, { category: 'not_on_duty' }, { ip })).status).toBe(303);
  }
  harness.clock = new Date(start.getTime() + 30 * 60_000);
  const refused = await report(id, { category: 'not_on_duty', note: 'bir daha' }, { ip });
  expect(refused).toMatchObject({
    status: 429,
    body: {
      message: expect.stringContaining('Son bir saatte bu bağlantıdan çok sayıda bildirim geldi'),
      category: 'not_on_duty',
      note: 'bir daha',
    },
  });
  // The oldest report leaves the window 60 minutes after it was sent: 30 minutes from now.
  expect(refused.retryAfter).toBe(String(30 * 60));
  expect(await report(id, { category: 'not_on_duty' }, { ip: '192.0.2.22' })).toMatchObject({ status: 303 });
  harness.clock = new Date(start.getTime() + 60 * 60_000 + 1000);
  expect(await report(id, { category: 'not_on_duty' }, { ip })).toMatchObject({ status: 303 });
  expect(await reportsOf(id)).toHaveLength(22);
});

test('the admin queue groups open reports by pharmacy with categories, counts and age', async () => {
  const page = await loadAdmin();
  const carsi = page.queue.find((q) => q.name === 'Çarşı Eczanesi');
  expect(carsi).toMatchObject({
    total: 22,
    categories: [{ label: 'Nöbetçi değil', count: 22 }],
    oldestAge: '1 saat önce',
    phone: '0 (216) 000 00 03',
  });
  const moda = page.queue.find((q) => q.name === 'Moda Eczanesi');
  expect(moda).toMatchObject({ total: 1, categories: [{ label: 'Telefon yanlış', count: 1 }] });
  expect(moda?.notes.map((n) => n.text)).toEqual(['Numara 0216 000 00 09 olmalı']);
  expect(page.openCount).toBe(24);
});

test('accepting a phone correction shows it on public pages at once; a later import of the old number keeps it', async () => {
  const id = idOf('Moda');
  const accepted = await adminPost({ intent: 'accept', pharmacyId: String(id), phone: '0216 000 00 09' });
  expect(accepted).toMatchObject({ status: 200, message: 'Moda Eczanesi: düzeltme kaydedildi ve yayında.' });
  expect(listed('Moda')).toMatchObject({ phoneDisplay: '0 (216) 000 00 09', telHref: 'tel:+902160000009' });
  expect((await reportsOf(id)).map((r) => r.status)).toEqual(['accepted']);

  // The next import (or scrape) brings the old number again: the correction stays in force...
  harness.clock = new Date(harness.clock.getTime() + 60_000);
  await importRoster();
  expect(listed('Moda')).toMatchObject({ phoneDisplay: '0 (216) 000 00 09' });
  // ...and the admin sees the source's value beside it.
  const page = await loadAdmin();
  expect(page.queue.find((q) => q.name === 'Moda Eczanesi')).toBeUndefined();
  const corrected = page.corrected.find((c) => c.name === 'Moda Eczanesi');
  expect(corrected?.corrections).toEqual([
    { id: expect.any(Number), label: 'Telefon', value: '0 (216) 000 00 09', sourceValue: '0 (216) 000 00 01' },
  ]);
});

test('another instance on the same database picks up a correction at its next check', async () => {
  const id = idOf('Bahariye');
  await harness.services.snapshots.refreshIfChanged();
  expect(await harness.services.snapshots.refreshIfChanged()).toBe(false);
  // As another instance's admin would write it: straight into the shared database.
  await harness.services.db
    .insert(pharmacyCorrections)
    .values({ pharmacyId: id, kind: 'phone', phone: '0216 000 00 08', createdAt: harness.clock });
  expect(await harness.services.snapshots.refreshIfChanged()).toBe(true);
  expect(listed('Bahariye')).toMatchObject({ phoneDisplay: '0 (216) 000 00 08' });
  await harness.services.db
    .update(pharmacyCorrections)
    .set({ endedAt: harness.clock })
    .where(eq(pharmacyCorrections.pharmacyId, id));
  expect(await harness.services.snapshots.refreshIfChanged()).toBe(true);
  expect(listed('Bahariye')).toMatchObject({ phoneDisplay: '0 (216) 000 00 02' });
});

test('a bad correction is refused in Turkish and changes nothing', async () => {
  const id = String(idOf('Çarşı'));
  expect(await adminPost({ intent: 'accept', pharmacyId: id })).toMatchObject({
    status: 400,
    error: expect.stringContaining('en az bir düzeltme'),
  });
  expect(await adminPost({ intent: 'accept', pharmacyId: id, phone: '12' })).toMatchObject({
    status: 400,
    error: 'Geçerli bir telefon numarası girin (örn. 0 212 345 67 89).',
  });
  expect(await adminPost({ intent: 'accept', pharmacyId: id, latitude: '40,98' })).toMatchObject({ status: 400 });
  expect(await adminPost({ intent: 'accept', pharmacyId: id, latitude: '51.5', longitude: '-0.12' })).toMatchObject({
    status: 400,
    error: expect.stringContaining('Türkiye’de karada'),
  });
  expect(await adminPost({ intent: 'drop' })).toMatchObject({ status: 400, error: 'Geçersiz istek' });
  expect((await reportsOf(Number(id))).every((r) => r.status === 'open')).toBe(true);
});

test('"not on duty today" takes the pharmacy off today’s list; ending the correction brings it back', async () => {
  const id = idOf('Çarşı');
  const accepted = await adminPost({ intent: 'accept', pharmacyId: String(id), offDuty: 'on' });
  expect(accepted.status).toBe(200);
  expect(listed('Çarşı')).toBeNull();
  expect(listed('Moda')).not.toBeNull();
  const page = await loadAdmin();
  const off = page.corrected.find((c) => c.pharmacyId === id)?.corrections[0];
  expect(off).toMatchObject({ label: 'Nöbetçi değil', value: '22 Kasım 2026 Pazar' });
  expect(await adminPost({ intent: 'end', correctionId: String(off!.id) })).toMatchObject({ status: 200 });
  expect(listed('Çarşı')).toMatchObject({ id });
  expect(await adminPost({ intent: 'end', correctionId: String(off!.id) })).toMatchObject({ status: 404 });
});

test('rejecting closes the pharmacy’s open reports and changes nothing public', async () => {
  const id = idOf('Bahariye');
  expect(await adminPost({ intent: 'reject', pharmacyId: String(id) })).toMatchObject({
    status: 200,
    message: 'Bahariye Eczanesi: 1 bildirim reddedildi.',
  });
  expect((await reportsOf(id)).map((r) => r.status)).toEqual(['rejected']);
  expect(listed('Bahariye')).toMatchObject({ phoneDisplay: '0 (216) 000 00 02' });
  expect(await adminPost({ intent: 'reject', pharmacyId: String(id) })).toMatchObject({ status: 404 });
  expect((await loadAdmin()).queue.map((q) => q.name)).toEqual([]);
});

test('every decision is in the audit log, with who, from where and what', async () => {
  const entries = await listAudit(harness.services.db, 20);
  const mine = entries.filter((e) => ['report_accept', 'report_reject', 'correction_end'].includes(e.action));
  expect(mine.map((e) => [e.action, e.username, e.ip])).toEqual([
    ['report_reject', 'yonetici', '203.0.113.9'],
    ['correction_end', 'yonetici', '203.0.113.9'],
    ['report_accept', 'yonetici', '203.0.113.9'],
    ['report_accept', 'yonetici', '203.0.113.9'],
  ]);
  expect(summarizeAuditDetail(mine[3]!.detail)).toBe(
    `Ad: Moda Eczanesi · Eczane no: ${idOf('Moda')} · Bildirim: 1 · Telefon: 0 (216) 000 00 09`,
  );
  expect(summarizeAuditDetail(mine[2]!.detail)).toContain('Nöbetçi değil: 22 Kasım 2026 Pazar');
});

test('a client’s hash is kept only for its hour: later reports and the nightly job erase it', async () => {
  const id = idOf('Bahariye');
  const start = harness.clock;
  expect(await report(id, { category: 'closed' }, { ip: '192.0.2.50' })).toMatchObject({ status: 303 });
  const [sent] = (await reportsOf(id)).filter((r) => r.category === 'closed');
  expect(sent!.clientKey).not.toBe('');
  // Within its hour the hash stays: the limit needs it.
  harness.clock = new Date(start.getTime() + 59 * 60_000);
  await runMaintenance(maintenanceOf());
  expect((await reportsOf(id)).find((r) => r.id === sent!.id)!.clientKey).toBe(sent!.clientKey);
  // A report from someone else after that hour erases it; so does the nightly job on a quiet night.
  harness.clock = new Date(start.getTime() + 61 * 60_000);
  expect(await report(id, { category: 'phone' }, { ip: '192.0.2.51' })).toMatchObject({ status: 303 });
  const rows = await reportsOf(id);
  expect(rows.find((r) => r.id === sent!.id)!.clientKey).toBe('');
  expect(rows.filter((r) => r.clientKey !== '').map((r) => r.category)).toEqual(['phone']);
  harness.clock = new Date(start.getTime() + 122 * 60_000);
  expect(await runMaintenance(maintenanceOf())).toMatchObject({ reportClientsErased: 1 });
  expect((await reportsOf(id)).every((r) => r.clientKey === '')).toBe(true);
  expect(await runMaintenance(maintenanceOf())).toMatchObject({ reportClientsErased: 0 });
  // Nothing else about the reports changed.
  expect((await reportsOf(id)).map((r) => r.status)).toEqual(rows.map((r) => r.status));
});

test('accepting a correction closes only the reports it answers; the pharmacy’s others stay open', async () => {
  // Bahariye has two open reports now: "Kapalı" and "Telefon yanlış".
  const id = idOf('Bahariye');
  const open = (await reportsOf(id)).filter((r) => r.status === 'open');
  expect(open.map((r) => r.category).sort()).toEqual(['closed', 'phone']);
  expect(await adminPost({ intent: 'accept', pharmacyId: String(id), phone: '0216 000 00 12' })).toMatchObject({
    status: 200,
    message: 'Bahariye Eczanesi: düzeltme kaydedildi ve yayında. Başka konudaki 1 bildirim açık kaldı.',
  });
  const now = new Map((await reportsOf(id)).map((r) => [r.id, r.status]));
  expect(open.map((r) => [r.category, now.get(r.id)]).sort()).toEqual([
    ['closed', 'open'],
    ['phone', 'accepted'],
  ]);
  expect((await loadAdmin()).queue.find((q) => q.name === 'Bahariye Eczanesi')).toMatchObject({
    total: 1,
    categories: [{ label: 'Kapalı', count: 1 }],
  });
});

const maintenanceOf = () => ({
  db: harness.services.db,
  writer: harness.services.rosters,
  now: () => harness.clock,
  log: harness.services.log,
  config: { backupDir: '/nonexistent', backupKeep: 0, rosterRetentionDays: 0 },
});

test('"not on duty" on a list’s only pharmacy leaves that day’s list empty; an older day never stands in for it', async () => {
  for (const dutyDate of ['2026-11-21', '2026-11-22']) {
    const imported = await harness.services.importRosterText(
      'Eczane Adı: Tek | Konum: Bayburt | İlçe: Merkez | Telefon: 0458 000 00 01 | Adres: Cumhuriyet Cad. 1',
      { dutyDate, source: 'import', fetchedAt: harness.clock },
    );
    expect(imported.success).toBe(true);
  }
  const bayburt = () => harness.services.snapshots.get().rosters.get('bayburt') ?? [];
  const id = bayburt().find((r) => r.dutyDate === '2026-11-22')!.pharmacies[0]!.id;
  expect(await adminPost({ intent: 'accept', pharmacyId: String(id), offDuty: 'on' })).toMatchObject({ status: 200 });
  expect(bayburt().map((r) => [r.dutyDate, r.pharmacies.length])).toEqual([
    ['2026-11-21', 1],
    ['2026-11-22', 0],
  ]);
  const page = requirePublicPage(new Request('http://localhost/bayburt'), { first: 'bayburt' }, harness.services);
  expect(page.kind === 'province' && page.roster?.dutyDate).toBe('2026-11-22');
  expect(page.kind === 'province' && page.pharmacies).toEqual([]);
  if (page.kind !== 'province') throw new Error('not a province page');
  const html = renderToStaticMarkup(createElement(ProvincePage, { data: page }));
  expect(html).toContain('Bayburt için bu günün listesinde nöbetçi eczane kalmadı.');
  expect(html).not.toContain('henüz eczane verisi bulunmuyor');
});

test('reports decided more than a year ago are deleted at night; open ones stay until decided', async () => {
  const decided = async () =>
    (await harness.services.db.select().from(pharmacyReports)).filter(
      (r) => r.status !== 'open' && r.resolvedAt !== null,
    );
  const open = async () =>
    (await harness.services.db.select().from(pharmacyReports)).filter((r) => r.status === 'open');
  const decidedBefore = await decided();
  const openBefore = await open();
  expect(decidedBefore.length).toBeGreaterThan(0);
  expect(openBefore.length).toBeGreaterThan(0);
  const lastDecision = Math.max(...decidedBefore.map((r) => r.resolvedAt!.getTime()));
  const day = 24 * 60 * 60 * 1000;
  harness.clock = new Date(lastDecision + 364 * day);
  expect(await runMaintenance(maintenanceOf())).toMatchObject({ reportsDeleted: 0 });
  harness.clock = new Date(lastDecision + 366 * day);
  expect(await runMaintenance(maintenanceOf())).toMatchObject({ reportsDeleted: decidedBefore.length });
  expect(await decided()).toEqual([]);
  expect((await open()).map((r) => r.id)).toEqual(openBefore.map((r) => r.id));
});
