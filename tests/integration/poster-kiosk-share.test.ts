import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PosterPage } from '#app/components/poster-page.tsx';
import { PROVINCES, listDistricts } from '#app/domain/geo/geo.server.ts';
import { DISPLAY_VIEWS } from '#app/domain/public/display-views.ts';
import type { PathParams } from '#app/routes/public/load-public-page.server.ts';
import { requirePublicPage } from '#app/routes/public/load-public-page.server.ts';
import { requireKioskPage, requirePosterPage } from '#app/routes/public/display-page.server.ts';
import { requireSharePage } from '#app/routes/public/share-page.server.ts';
import { resolveSite } from '#app/domain/site/site.server.ts';
import { createTestServices } from '#tests/support/test-services.ts';

// Demo rosters exist for the 21st, 22nd and 23rd of November; Istanbul rotates at 08:30 (05:30 UTC).
let clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock, env: { DEMO_DATA: 'true' } });
});
afterAll(async () => {
  await services?.dispose();
});

const ORIGIN = 'http://localhost:3000';

/** What a thrown loader answer carries: status, message or Location. */
async function failure(run: () => unknown): Promise<{ status: number; message?: string; location?: string | null }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
    const e = error as { init: { status: number }; data: { message?: string } };
    return { status: e.init.status, message: e.data.message };
  }
  throw new Error('expected the loader to fail');
}

function params(path: string): PathParams {
  const [, first, second] = path.split('/');
  return { first, second: second === 'yazdir' || second === 'ekran' ? undefined : second };
}

const poster = (path: string) => requirePosterPage(new Request(`${ORIGIN}${path}`), params(path), services);
const kiosk = (path: string) => requireKioskPage(new Request(`${ORIGIN}${path}`), params(path), services);
const share = (id: string) => requireSharePage(id, services, resolveSite(new URL(ORIGIN), services.config.baseDomain));

test('no district is named like a view, so /{il}/yazdir and /{il}/ekran never hide a district page', () => {
  const clashes = PROVINCES.flatMap((p) =>
    listDistricts(p.slug).filter((d) => DISPLAY_VIEWS.some((v) => v === d.slug)),
  );
  expect(clashes).toEqual([]);
});

test('the poster of a district lists what its live page lists, with the duty window, QR code and emergency numbers', async () => {
  clock = new Date('2026-11-22T09:00:00Z'); // 12:00 in Istanbul
  const live = requirePublicPage(
    new Request(`${ORIGIN}/istanbul/kadikoy`),
    { first: 'istanbul', second: 'kadikoy' },
    services,
  );
  const page = await poster('/istanbul/kadikoy/yazdir');
  expect(page).toMatchObject({
    view: 'yazdir',
    placeName: 'Kadıköy, İstanbul',
    showDistrict: false,
    liveUrl: `${ORIGIN}/istanbul/kadikoy`,
    liveHref: '/istanbul/kadikoy',
    roster: { dutyDate: '2026-11-22', periodText: '22 Kasım Pazar 08:30 ile 23 Kasım Pazartesi 08:30 arası' },
  });
  expect(live.kind === 'district' && live.pharmacies.map((p) => p.id)).toEqual(page.pharmacies.map((p) => p.id));
  expect(page.qrSvg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
  expect(page.emergency.map(([number]) => number)).toEqual(['112', '184', '155', '110']);

  const province = await poster('/istanbul/yazdir');
  expect(province).toMatchObject({ placeName: 'İstanbul', showDistrict: true, liveUrl: `${ORIGIN}/istanbul` });
  expect(province.pharmacies.length).toBeGreaterThan(page.pharmacies.length);
});

test('every printed sheet after the first names the place and date in its top margin', async () => {
  clock = new Date('2026-11-22T09:00:00Z');
  const page = await poster('/istanbul/kadikoy/yazdir');
  const html = renderToStaticMarkup(createElement(PosterPage, { data: page }));
  const css = /<style>(.*?)<\/style>/.exec(html)?.[1];
  expect(css).toContain(
    '@page poster { @top-left { content: "Kadıköy, İstanbul nöbetçi eczaneler · 22 Kasım 2026 Pazar (devamı)"; } }',
  );
  // The first sheet has the full header instead.
  expect(css).toContain('@page poster:first { @top-left { content: ""; } }');
  // A name can never end the style element or the CSS string.
  const odd = renderToStaticMarkup(createElement(PosterPage, { data: { ...page, placeName: 'A"</style><b>x' } }));
  expect(odd).not.toContain('<b>x');
  expect(/<style>(.*?)<\/style>/.exec(odd)?.[1]).toContain('content: "A\\"\\3c /style>\\3c b>x');
});

test('another spelling of the place is redirected to the view’s own address; an unknown place is a Turkish 404', async () => {
  expect(await failure(() => poster('/Istanbul/Kadikoy/yazdir'))).toEqual({
    status: 301,
    location: '/istanbul/kadikoy/yazdir',
  });
  expect(await failure(() => kiosk('/34/ekran'))).toEqual({ status: 301, location: '/istanbul/ekran' });
  expect(await failure(() => poster('/istanbul/yokkoy/yazdir'))).toMatchObject({
    status: 404,
    message: expect.stringContaining('İstanbul ilinde “yokkoy” adında bir ilçe bulunamadı'),
  });
});

test('the kiosk shows the list in force and, refreshed after the rotation, the next one', () => {
  clock = new Date('2026-11-22T05:29:00Z'); // 08:29 in Istanbul: the 21st's list is still on duty
  const before = kiosk('/istanbul/ekran');
  expect(before).toMatchObject({
    view: 'ekran',
    refreshSeconds: 60,
    renderedTime: '08:29',
    msUntilRotation: 60_000,
    roster: { dutyDate: '2026-11-21', ageText: expect.stringMatching(/güncellendi$/) },
  });

  clock = new Date('2026-11-22T05:31:00Z'); // 08:31: the 22nd's list
  const after = kiosk('/istanbul/ekran');
  expect(after.roster?.dutyDate).toBe('2026-11-22');
  expect(after.pharmacies.map((p) => p.name)).not.toEqual(before.pharmacies.map((p) => p.name));
  expect(after.msUntilRotation).toBe(24 * 60 * 60_000 - 60_000);
});

test('a pharmacy’s share page has its name, phone, address, directions, WhatsApp text and link', () => {
  clock = new Date('2026-11-22T09:00:00Z');
  const live = requirePublicPage(
    new Request(`${ORIGIN}/istanbul/kadikoy`),
    { first: 'istanbul', second: 'kadikoy' },
    services,
  );
  const pharmacy = live.kind === 'district' ? live.pharmacies[0] : undefined;
  if (!pharmacy) throw new Error('Kadıköy has no demo pharmacy on the 22nd');

  const page = share(String(pharmacy.id));
  expect(page).toMatchObject({
    pharmacy: { id: pharmacy.id, name: pharmacy.name, phoneDisplay: pharmacy.phoneDisplay },
    placeName: 'Kadıköy, İstanbul',
    shareUrl: `${ORIGIN}/eczane/${pharmacy.id}/paylas`,
    duty: { onDutyNow: true, periodText: '22 Kasım Pazar 08:30 ile 23 Kasım Pazartesi 08:30 arası' },
    listHref: '/istanbul/kadikoy',
    demoNotice: 'this-page',
  });
  expect(page.shareText.split('\n')).toEqual([
    `${pharmacy.name} (nöbetçi eczane)`,
    `Nöbet: ${pharmacy.dutyHours}`,
    `Tel: ${pharmacy.phoneDisplay}`,
    pharmacy.address,
    'Kadıköy, İstanbul',
  ]);
  const message = new URL(page.whatsAppHref).searchParams.get('text');
  expect(message).toBe(`${page.shareText}\n${page.shareUrl}`);
  expect(page.directions.map((d) => d.label)).toEqual(['Google Haritalar', 'Apple Haritalar', 'Yandex Haritalar']);
});

test('a pharmacy not on today’s list still has its page, saying when it was last on duty', () => {
  clock = new Date('2026-11-22T09:00:00Z');
  const snapshot = services.snapshots.get();
  const rosters = snapshot.rosters.get('istanbul') ?? [];
  const today = new Set(rosters.find((r) => r.dutyDate === '2026-11-22')?.pharmacies.map((p) => p.id));
  const other = rosters.find((r) => r.dutyDate === '2026-11-21')?.pharmacies.find((p) => !today.has(p.id));
  if (!other) throw new Error('every demo pharmacy of the 21st is on duty again on the 22nd');
  expect(share(String(other.id)).duty).toEqual({
    onDutyNow: false,
    upcoming: false,
    periodText: '21 Kasım Cumartesi 08:30 ile 22 Kasım Pazar 08:30 arası',
    dutyDateLabel: '21 Kasım 2026 Cumartesi',
    hint: null,
  });
});

test('a pharmacy on duty until a night limit says so on its share page: open until it, on call after', () => {
  clock = new Date('2026-11-22T09:00:00Z'); // 12:00 in Istanbul
  const today = services.snapshots
    .get()
    .rosters.get('istanbul')
    ?.find((r) => r.dutyDate === '2026-11-22');
  const limited = today?.pharmacies.find((p) => /23:59/.test(p.dutyHours));
  if (!limited) throw new Error('no demo pharmacy in İstanbul on the 22nd has a night limit');
  expect(share(String(limited.id)).duty.hint).toEqual({ kind: 'open', text: 'Şu an açık (kapanış 23:59)' });
  expect(share(String(limited.id)).shareText).toContain(`Nöbet: ${limited.dutyHours}`);
  clock = new Date('2026-11-22T22:30:00Z'); // 01:30 on the 23rd: still the 22nd's duty
  expect(share(String(limited.id)).duty).toMatchObject({
    onDutyNow: true,
    hint: { kind: 'on-call', text: 'Kapanış saati (23:59) geçti: gitmeden önce arayın, icap nöbeti olabilir' },
  });
});

test('an unknown or malformed pharmacy id is a Turkish 404, never a 500', async () => {
  for (const id of ['99999999', '0', 'abc', '12abc', '-1', '1'.repeat(30)]) {
    expect(await failure(() => share(id))).toMatchObject({
      status: 404,
      message: expect.stringContaining('Bu eczane bulunamadı'),
    });
  }
});

test('on a province’s own host the bare /yazdir and /{ilce}/ekran are its views; on the main host /yazdir asks which place', async () => {
  const onHost = (path: string, first?: string) =>
    requirePosterPage(new Request(`http://istanbul.localhost:3000${path}`), { first }, services);
  expect(await onHost('/yazdir')).toMatchObject({ placeName: 'İstanbul', liveUrl: `${ORIGIN}/istanbul` });
  expect(await onHost('/kadikoy/yazdir', 'kadikoy')).toMatchObject({ placeName: 'Kadıköy, İstanbul' });
  expect(await failure(() => requirePosterPage(new Request(`${ORIGIN}/yazdir`), {}, services))).toEqual({
    status: 404,
    message: 'Hangi il ya da ilçe? Adreste belirtin, örneğin /istanbul/yazdir.',
  });
});
