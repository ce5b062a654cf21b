import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { isNotNull, sql } from 'drizzle-orm';
import { NearestPage } from '#app/components/nearest-page.tsx';
import { createLoadContext } from '#app/context.server.ts';
import { pharmacies } from '#app/db/schema.ts';
import { distanceKm } from '#app/domain/geo/geo-distance.ts';
import type { NearestPageData } from '#app/domain/geo/nearest-view.ts';
import { selectRosterInForce } from '#app/domain/roster/snapshot.ts';
import * as nearestApi from '#app/routes/api/v1/nearest.ts';
import * as openapiRoute from '#app/routes/api/v1/openapi.ts';
import * as nearestRoute from '#app/routes/public/nearest.tsx';
import { NEAREST_MESSAGES } from '#app/routes/public/nearest-page.server.ts';
import { startListingFixtureServer, type ListingFixtureServer } from '#tests/support/listing-fixture-server.ts';
import { createSchemaValidator } from '#tests/support/openapi-validator.ts';
import { createTestServices } from '#tests/support/test-services.ts';
import type { ServerOnly } from '#app/domain/site/server-only-data.ts';

/**
 * The nearest pharmacies over a fixture scrape: coordinates from the fixture's embeddable
 * pages, `/yakin` (loader and markup) and `/api/v1/pharmacies/nearest` (checked against the
 * OpenAPI document).
 */

// 12:00 in Istanbul on 22 November 2026: the duty date in force is the 22nd.
const now = () => new Date('2026-11-22T09:00:00Z');
const KADIKOY = { lat: 40.984, lng: 29.058 }; // by the centre of Kadıköy, already rounded
const PROVINCES = ['istanbul', 'kocaeli', 'giresun', 'ordu', 'van', 'ankara', 'antalya'];
let fixture: ListingFixtureServer;
let services: Awaited<ReturnType<typeof createTestServices>>;
let listSchemaErrors: ReturnType<typeof createSchemaValidator>;

beforeAll(async () => {
  fixture = await startListingFixtureServer({ today: '2026-11-22' });
  services = await createTestServices({
    now,
    env: { LISTING_SOURCE_URL: fixture.url, FETCH_ALLOW_HOSTS: fixture.hostPort },
  });
  const summary = await services.scraper.run({ trigger: 'cli', provinces: PROVINCES });
  expect(summary.outcomes.filter((o) => o.province && PROVINCES.includes(o.province))).toHaveLength(PROVINCES.length);
  const openapi = openapiRoute.loader(apiArgs('/api/v1/openapi.json'));
  listSchemaErrors = createSchemaValidator((await openapi.json()) as object);
}, 60_000);

afterAll(async () => {
  await services?.dispose();
  await fixture?.close();
});

function apiArgs(path: string) {
  return { request: new Request(`http://localhost${path}`), params: {}, context: createLoadContext(services) } as never;
}

type Loaded = { status: number; page: NearestPageData | null; location: string | null };

/** Runs the `/yakin` loader as React Router would: its data and status, or the redirect it throws. */
function loadPage(search: string): Loaded {
  try {
    const result = nearestRoute.loader(apiArgs(`/yakin${search}`)) as unknown as {
      data: ServerOnly<NearestPageData>;
      init: { status?: number } | null;
    };
    return { status: result.init?.status ?? 200, page: result.data.value, location: null };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, page: null, location: error.headers.get('Location') };
    throw error;
  }
}

test('a fixture scrape fills the coordinates of at least 90% of pharmacies, and of those on duty now', async () => {
  const [counts] = await services.db
    .select({ all: sql<number>`count(*)::int`, located: sql<number>`count(${pharmacies.latitude})::int` })
    .from(pharmacies);
  expect(counts!.all).toBeGreaterThan(300);
  expect(counts!.located / counts!.all).toBeGreaterThanOrEqual(0.9);
  expect(counts!.located).toBeLessThan(counts!.all); // like the real source, a few come without one
  const located = await services.db
    .select({ lat: pharmacies.latitude })
    .from(pharmacies)
    .where(isNotNull(pharmacies.latitude));
  expect(located.every((p) => p.lat! > 35.8 && p.lat! < 42.2)).toBe(true);

  const snapshot = services.snapshots.get();
  const onDuty = PROVINCES.flatMap((slug) => selectRosterInForce(snapshot, slug, now()).roster?.pharmacies ?? []);
  expect(onDuty.filter((p) => p.latitude !== null).length / onDuty.length).toBeGreaterThanOrEqual(0.9);
});

test('/yakin at a point in Kadıköy lists Kadıköy’s pharmacy first, distances ascending, with estimates and directions', () => {
  const { status, page } = loadPage(`?lat=${KADIKOY.lat}&lng=${KADIKOY.lng}`);
  expect(status).toBe(200);
  expect(page?.state).toBe('found');
  const cards = page!.cards;
  expect(cards).toHaveLength(10);
  expect(cards[0]?.place).toBe('Kadıköy, İstanbul');
  const distances = cards.map((c) => distanceKm(KADIKOY, { lat: c.pharmacy.latitude!, lng: c.pharmacy.longitude! }));
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(distances[0]).toBeLessThan(1);
  expect(cards[0]?.distanceText).toMatch(/^0,\d km$/);
  expect(cards[0]?.walkText).toMatch(/^yürüyerek ~\d+ dk$/);
  expect(cards[0]?.driveText).toMatch(/^arabayla ~\d+ dk$/);

  const html = renderToStaticMarkup(createElement(NearestPage, { data: page! }));
  expect(html).toContain('Size en yakın nöbetçi eczaneler');
  expect(html).toContain('(tahmini)');
  expect(html).toContain('Konumunuz kaydedilmez.');
  const first = cards[0]!.pharmacy;
  expect(html).toContain(
    `href="https://www.google.com/maps/dir/?api=1&amp;destination=${first.latitude},${first.longitude}"`,
  );
  // Its accessible name, "{name} için yol tarifi: Apple Haritalar (yeni sekmede açılır)", is the
  // card's title and the page's one hidden label (tests/e2e/nearest.spec.ts reads it in Chromium).
  expect(html).toContain(`<h3 id="n${first.id}" class="card-title">${first.name}</h3>`);
  expect(html).toContain(`aria-labelledby="n${first.id} ya">Apple</a>`);
  expect(html).toContain(`aria-labelledby="n${first.id} hg">Haritada Göster</a>`);
  expect(html).toContain(`href="${first.telHref}"`);
  expect(html).not.toContain('onclick');
});

test('/yakin in Gebze near the İstanbul border crosses the border: Tuzla’s pharmacy before farther Kocaeli ones', () => {
  const { page } = loadPage('?lat=40.842&lng=29.355');
  const names = page!.cards.map((c) => c.place);
  expect(names.indexOf('Tuzla, İstanbul')).toBeGreaterThanOrEqual(0);
  const tuzla = page!.cards.find((c) => c.place === 'Tuzla, İstanbul')!;
  const fartherKocaeli = page!.cards.filter((c) => c.place.endsWith('Kocaeli') && c.place !== 'Darıca, Kocaeli');
  expect(fartherKocaeli.length).toBeGreaterThan(0);
  for (const card of fartherKocaeli) expect(page!.cards.indexOf(card)).toBeGreaterThan(page!.cards.indexOf(tuzla));
});

test('a precise or untidy position is redirected to the rounded one (about 100 m), so caches and logs never see it', () => {
  expect(loadPage('?lat=40.98361234&lng=29.05801')).toMatchObject({
    status: 301,
    location: '/yakin?lat=40.984&lng=29.058',
  });
  expect(loadPage('?lng=29.058&lat=40.984')).toMatchObject({ status: 301, location: '/yakin?lat=40.984&lng=29.058' });
  expect(loadPage('?lat=40.984&lng=29.058&utm_source=x').location).toBe('/yakin?lat=40.984&lng=29.058');
});

test('without a position, with an unreadable one, abroad or at sea: a clear message and the province picker', () => {
  const missing = loadPage('');
  expect(missing).toMatchObject({ status: 200, page: { state: 'missing', message: NEAREST_MESSAGES.missing } });
  const invalid = loadPage('?lat=abc&lng=29');
  expect(invalid).toMatchObject({ status: 400, page: { state: 'invalid' } });
  expect(invalid.page?.message).toMatch(/^Konum okunamadı: enlem -90 ile 90/);
  expect(loadPage('?lat=48.857&lng=2.352').page).toMatchObject({ state: 'outside', message: NEAREST_MESSAGES.outside });
  expect(loadPage('?lat=36&lng=31').page).toMatchObject({ state: 'outside', message: NEAREST_MESSAGES.sea });
  // Edirne: in Türkiye, but only 7 provinces were scraped and none is within 100 km.
  expect(loadPage('?lat=41.677&lng=26.556').page).toMatchObject({ state: 'none', message: NEAREST_MESSAGES.none });

  const html = renderToStaticMarkup(createElement(NearestPage, { data: missing.page! }));
  // Nothing was refused: a note, not an alert, and the button waits for the script that can ask.
  expect(html).not.toContain('role="alert"');
  expect(html).toContain('Konumunuz bu sayfaya iletilmedi.');
  expect(html).toContain('<div class="w-full noscript:hidden" data-locate-hidden="">');
  expect(html).toContain('<select id="province-picker" name="il"');
  expect(html).toContain('İstanbul (34)');
});

test('the page is never indexed, nor its error page', () => {
  const meta = nearestRoute.meta({ loaderData: {}, location: { pathname: '/yakin' } } as never);
  expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  const refused = nearestRoute.meta({
    error: new ErrorResponseImpl(400, 'Bad Request', null),
    location: { pathname: '/yakin' },
  } as never);
  expect(refused).toEqual([{ title: 'Geçersiz adres - Nöbetçi Eczane' }, { name: 'robots', content: 'noindex' }]);
});

test('GET /api/v1/pharmacies/nearest answers as documented: nearest first, with distance and open status', async () => {
  const response = nearestApi.loader(
    apiArgs(`/api/v1/pharmacies/nearest?lat=${KADIKOY.lat}&lng=${KADIKOY.lng}&limit=3`),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
  const body = (await response.json()) as {
    position: { lat: number; lng: number };
    pharmacies: { district: string; distanceKm: number; openStatus: { kind: string }; province: { slug: string } }[];
  };
  expect(listSchemaErrors(body, 'NearbyPharmacyList')).toEqual([]);
  expect(body.position).toEqual({ lat: 40.984, lng: 29.058 });
  expect(body.pharmacies).toHaveLength(3);
  expect(body.pharmacies[0]).toMatchObject({ district: 'Kadıköy', province: { slug: 'istanbul' } });
  const distances = body.pharmacies.map((p) => p.distanceKm);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  // Rounded to ~100 m before use: a nearby point in the same square gets the same answer and ETag.
  const same = nearestApi.loader(apiArgs('/api/v1/pharmacies/nearest?lat=40.98401&lng=29.05799&limit=3'));
  expect(same.headers.get('ETag')).toBe(response.headers.get('ETag'));
});

test('the nearest API refuses bad input with a 400 in Turkish and answers abroad with an empty list', async () => {
  for (const query of [
    '',
    '?lat=40',
    '?lat=x&lng=29',
    '?lat=40&lng=29&limit=0',
    '?lat=40&lng=29&limit=2.5',
    '?lat=40&lng=29&radiusKm=500',
  ]) {
    const response = nearestApi.loader(apiArgs(`/api/v1/pharmacies/nearest${query}`));
    expect(response.status, query).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(listSchemaErrors(body, 'Error')).toEqual([]);
    expect(body.error.code).toBe('bad_request');
  }
  const abroad = nearestApi.loader(apiArgs('/api/v1/pharmacies/nearest?lat=48.857&lng=2.352'));
  const body = (await abroad.json()) as unknown;
  expect(listSchemaErrors(body, 'NearbyPharmacyList')).toEqual([]);
  expect(body).toMatchObject({ withinTurkey: false, pharmacies: [] });
});

test('a pharmacy’s coordinates outlive one day’s roster: a later list without them keeps them', async () => {
  const line = (extra: string) =>
    `Eczane Adı: Kalıcı Konum | Konum: Giresun | İlçe: Bulancak | Telefon: 0454 000 00 09 | Adres: Sahil Yolu 1${extra}`;
  for (const [dutyDate, extra] of [
    ['2026-11-20', ' | Koordinat: 40.9287,38.2281'],
    ['2026-11-22', ''],
  ] as const) {
    const result = await services.importRosterText(line(extra), { dutyDate, source: 'import', fetchedAt: now() });
    expect(result.success).toBe(true);
  }
  const { roster } = selectRosterInForce(services.snapshots.get(), 'giresun', now());
  expect(roster?.dutyDate).toBe('2026-11-22');
  expect(roster?.pharmacies.find((p) => p.name === 'Kalıcı Konum Eczanesi')).toMatchObject({
    latitude: 40.9287,
    longitude: 38.2281,
  });
  const { page } = loadPage('?lat=40.929&lng=38.228');
  expect(page?.cards[0]?.pharmacy.name).toBe('Kalıcı Konum Eczanesi');
});
