import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername } from '#app/auth/users.server.ts';
import { adminContext, createLoadContext } from '#app/context.server.ts';
import { action as adminAction, loader as adminLoader } from '#app/routes/admin/reports.tsx';
import { startListingFixtureServer, type ListingFixtureServer } from '#tests/support/listing-fixture-server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * An admin's phone correction outlives the next scrape that brings the old number again (issue 13):
 * the real scraper, against the local fixture source.
 */
let clock = new Date('2026-11-22T09:00:00Z'); // 12:00 in Istanbul: duty date 2026-11-22
let fixture: ListingFixtureServer;
let services: Awaited<ReturnType<typeof createTestServices>>;
let admin: ReturnType<typeof createLoadContext>;

beforeAll(async () => {
  fixture = await startListingFixtureServer({ today: '2026-11-22' });
  services = await createTestServices({
    now: () => clock,
    env: {
      LISTING_SOURCE_URL: fixture.url,
      FETCH_ALLOW_HOSTS: fixture.hostPort,
      ADMIN_USERNAME: 'yonetici',
      ADMIN_PASSWORD: 'cok-gizli-sifre-123',
    },
  });
  const user = await getUserByUsername(services.db, 'yonetici');
  if (!user) throw new Error('admin not created');
  const { session } = await createSession(services.db, user.id, clock);
  admin = createLoadContext(services, { ip: '203.0.113.9' });
  admin.set(adminContext, { user, session });
}, 60_000);
afterAll(async () => {
  await services?.dispose();
  await fixture?.close();
});

function giresunToday() {
  const rosters = services.snapshots.get().rosters.get('giresun') ?? [];
  return rosters.find((r) => r.dutyDate === '2026-11-22')?.pharmacies ?? [];
}

async function scrapeGiresun(): Promise<void> {
  const summary = await services.scraper.run({ trigger: 'cli', provinces: ['giresun'] });
  expect(summary.outcomes.map((o) => [o.province, o.status])).toEqual([['giresun', 'imported']]);
}

test('a phone correction is still shown after a fixture scrape that brings the old number', async () => {
  await scrapeGiresun();
  const [first] = giresunToday();
  if (!first?.phoneDisplay) throw new Error('the fixture gave Giresun no pharmacy with a phone');
  const scraped = first.phoneDisplay;

  const request = new Request('http://localhost/adminxyz/bildirimler', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      csrf: 'checked-by-the-guard',
      intent: 'accept',
      pharmacyId: String(first.id),
      phone: '0454 000 99 99',
    }),
  });
  await adminAction({ request, context: admin, params: {} } as never);
  expect(giresunToday().find((p) => p.id === first.id)?.phoneDisplay).toBe('0 (454) 000 99 99');

  // The next scrape brings the source's number again: the correction stays in force.
  clock = new Date(clock.getTime() + 10 * 60_000);
  await scrapeGiresun();
  const after = giresunToday().find((p) => p.id === first.id);
  expect(after?.phoneDisplay).toBe('0 (454) 000 99 99');

  // The admin sees the scrape's value beside the correction.
  const page = await adminLoader({
    request: new Request('http://localhost/adminxyz/bildirimler'),
    context: admin,
    params: {},
  } as never);
  const corrected = page.corrected.find((c) => c.name === first.name);
  expect(corrected?.corrections).toEqual([
    { id: expect.any(Number), label: 'Telefon', value: '0 (454) 000 99 99', sourceValue: scraped },
  ]);
}, 60_000);
