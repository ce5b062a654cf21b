import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createSession } from '#app/auth/sessions.server.ts';
import { getUserByUsername } from '#app/auth/users.server.ts';
import { adminContext, createLoadContext } from '#app/context.server.ts';
import { pharmacyReports } from '#app/db/schema.ts';
import { action as reportAction, loader as reportLoader } from '#app/routes/public/report.tsx';
import { action as adminAction, loader as adminLoader } from '#app/routes/admin/reports.tsx';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * What tests/integration/reports.test.ts drives "Bilgi yanlış mı?" with, below the browser: test
 * services on a clock the test moves (`harness.clock`), today's İstanbul list of three Kadıköy
 * pharmacies, a signed-in admin, and the report form and admin queue called as routes.
 */

const ROSTER = [
  'Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 01 | Adres: Moda Cad. 1',
  'Eczane Adı: Bahariye | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 02 | Adres: Bahariye Cad. 2',
  'Eczane Adı: Çarşı | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 03 | Adres: Çarşı Sok. 3',
].join('\n');

type TestServices = Awaited<ReturnType<typeof createTestServices>>;
export type Sent = { status: number; location: string | null; retryAfter: string | null; body: unknown };

/** Registers the suite's set-up and tear-down; `start` is the clock's first reading. */
export function setUpReportHarness(start: Date) {
  let current: TestServices | null = null;
  let admin: ReturnType<typeof createLoadContext>;
  const harness = {
    clock: start,
    get services(): TestServices {
      if (!current) throw new Error('the report harness is not set up yet');
      return current;
    },
    async importRoster(): Promise<void> {
      const result = await harness.services.importRosterText(ROSTER, {
        dutyDate: '2026-11-22',
        source: 'import',
        fetchedAt: harness.clock,
      });
      expect(result.success).toBe(true);
    },
    /** The pharmacy of today's İstanbul list with this name, as public pages show it. */
    listed(name: string) {
      const rosters = harness.services.snapshots.get().rosters.get('istanbul') ?? [];
      const today = rosters.find((r) => r.dutyDate === '2026-11-22');
      return today?.pharmacies.find((p) => p.name === `${name} Eczanesi`) ?? null;
    },
    idOf(name: string): number {
      const pharmacy = harness.listed(name);
      if (!pharmacy) throw new Error(`${name} is not listed`);
      return pharmacy.id;
    },
    /** A visitor's POST to the report form, answered as the browser would see it. */
    async report(
      pharmacyId: number | string,
      fields: Record<string, string>,
      options: { ip?: string; origin?: string } = {},
    ): Promise<Sent> {
      const request = new Request(`http://localhost/eczane/${pharmacyId}/bildir`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: options.origin ?? 'http://localhost' },
        body: new URLSearchParams(fields),
      });
      const context = createLoadContext(harness.services, { ip: options.ip ?? '198.51.100.1' });
      const result: unknown = await reportAction({ request, context, params: { id: String(pharmacyId) } } as never);
      if (result instanceof Response) {
        return { status: result.status, location: result.headers.get('Location'), retryAfter: null, body: null };
      }
      const { data, init } = result as {
        data: unknown;
        init: { status?: number; headers?: Record<string, string> } | null;
      };
      return {
        status: init?.status ?? 200,
        location: null,
        retryAfter: new Headers(init?.headers).get('Retry-After'),
        body: data,
      };
    },
    /** Async, so a thrown 404 is a rejection. */
    async loadReportPage(id: string, query = '') {
      const request = new Request(`http://localhost/eczane/${id}/bildir${query}`);
      return reportLoader({ request, context: createLoadContext(harness.services), params: { id } } as never);
    },
    async adminPost(fields: Record<string, string>) {
      const request = new Request('http://localhost/adminxyz/bildirimler', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf: 'checked-by-the-guard', ...fields }),
      });
      const result = (await adminAction({ request, context: admin, params: {} } as never)) as unknown as {
        data: { message: string | null; error: string | null };
        init: { status?: number } | null;
      };
      return { status: result.init?.status ?? 200, ...result.data };
    },
    loadAdmin: () =>
      adminLoader({
        request: new Request('http://localhost/adminxyz/bildirimler'),
        context: admin,
        params: {},
      } as never),
    reportsOf: (pharmacyId: number) =>
      harness.services.db.select().from(pharmacyReports).where(eq(pharmacyReports.pharmacyId, pharmacyId)),
  };

  beforeAll(async () => {
    current = await createTestServices({
      now: () => harness.clock,
      env: { ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
    });
    await harness.importRoster();
    const user = await getUserByUsername(current.db, 'yonetici');
    if (!user) throw new Error('admin not created');
    const { session } = await createSession(current.db, user.id, harness.clock);
    admin = createLoadContext(current, { ip: '203.0.113.9' });
    admin.set(adminContext, { user, session });
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return harness;
}
