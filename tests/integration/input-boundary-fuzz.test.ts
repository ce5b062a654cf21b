import { afterAll, beforeAll, expect, test } from 'vitest';
import { BOUNDARY_ROSTER, sendRaw } from '#tests/support/raw-wire.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * Fuzzing the HTTP input boundary (server/request-boundary.ts) against the real site: generated
 * malformed requests (Turkish letters in every form, bad escapes, methods, headers, bodies) get
 * no 5xx and log no error. The findings one by one are input-boundary.test.ts.
 */

const clock = new Date('2026-11-22T09:00:10Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
const logged: string[] = [];
let base: string;
let proxied: string;

beforeAll(async () => {
  services = await createTestServices({
    now: () => clock,
    env: { ADMIN_USERNAME: 'yonetici', ADMIN_PASSWORD: 'cok-gizli-sifre-123' },
  });
  await services.importRosterText(BOUNDARY_ROSTER, { dutyDate: '2026-11-22', source: 'import', fetchedAt: clock });
  site = await startSiteServers(services, {
    log: { error: (obj: { err?: unknown }, msg: string) => logged.push(`${msg}: ${String(obj.err)}`) },
  });
  base = await site.listen({ edgeCache: site.createEdgeCache() });
  proxied = await site.listen({
    config: { trustProxy: ['loopback'], baseDomain: null, publicOrigin: 'https://nobetci.example' },
  });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

/** A small deterministic generator (mulberry32), so a failure repeats. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const TURKISH = [
  'İstanbul',
  'Kadıköy',
  'Şuhut',
  'Görele',
  'Çankaya',
  'Ağrı',
  'Iğdır',
  'Muş',
  'Üsküdar',
  'ığüşöçİĞÜŞÖÇ',
];
/** ISO-8859-9 (Turkish Latin-5) bytes of the letters Latin-1 lacks. */
const LATIN5: Record<string, number> = { Ğ: 0xd0, İ: 0xdd, Ş: 0xde, ğ: 0xf0, ı: 0xfd, ş: 0xfe };

function toLatinBytes(text: string): Buffer {
  return Buffer.from([...text].map((c) => LATIN5[c] ?? (c.charCodeAt(0) < 256 ? c.charCodeAt(0) : 0x3f)));
}
const percent = (bytes: Buffer) => [...bytes].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** A Turkish word in one of its forms on the wire: raw UTF-8, %-UTF-8, Latin-5 bytes, %-Latin-5, double-encoded. */
function turkishForm(random: ReturnType<typeof createRandom>): Buffer {
  const word = random.pick(TURKISH);
  switch (Math.floor(random.next() * 6)) {
    case 0:
      return Buffer.from(word, 'utf8');
    case 1:
      return Buffer.from(encodeURIComponent(word));
    case 2:
      return toLatinBytes(word);
    case 3:
      return Buffer.from(percent(toLatinBytes(word)));
    case 4:
      return Buffer.from(encodeURIComponent(encodeURIComponent(word)));
    default:
      return Buffer.from(encodeURIComponent(word).toLowerCase());
  }
}

const PREFIXES = [
  '/',
  '/istanbul/',
  '/34/',
  '/afyon/',
  '/Giresun/',
  '/api/v1/provinces/',
  '/api/v1/provinces/istanbul/districts/',
  '/widget?province=',
  '/widget?district=',
  '/ara?q=',
  '/adminxyz/giris?next=/',
  '/adminxyz/',
  '/api/admin/sample-data?province=',
  '/legal?tab=',
  '/sitemaps/',
  '/assets/',
  '/x.data?_routes=',
];
const BAD_ESCAPES = [
  '%',
  '%G1',
  '%C4',
  '%E0%A4%A',
  '%00',
  '%0a',
  '%09',
  '%ff%fe',
  '%C0%AF',
  '%%',
  '%2e%2e/%2e%2e/',
  '%5C',
];
const METHODS = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'OPTIONS',
  'PUT',
  'DELETE',
  'PATCH',
  'TRACE',
  'PROPFIND',
  'FOO',
];
const HOSTS = [
  'localhost',
  '127.0.0.1',
  'istanbul.localhost',
  'kadikoy.localhost',
  'evil.example',
  'a@b',
  'localhost:99999',
  '[::1]',
  '',
  'x..y',
  'afyon.localhost:3000',
];
const TYPES = [
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=iso-8859-9',
  'text/plain',
  'application/json',
  'multipart/form-data; boundary=xyz',
  'garbage/;;;',
  '',
];
const BODIES = [
  'consent=accepted',
  'username=yonetici&password=yanlis-sifre-1234',
  '%',
  '%E0%A4%A=%',
  '{"a":',
  '--xyz\r\nbroken',
  'x'.repeat(20_000),
];

function generateRequest(random: ReturnType<typeof createRandom>): Buffer {
  let target = Buffer.from(random.pick(PREFIXES));
  const parts = 1 + Math.floor(random.next() * 3);
  for (let i = 0; i < parts; i += 1) {
    const piece = random.next() < 0.65 ? turkishForm(random) : Buffer.from(random.pick(BAD_ESCAPES));
    target = Buffer.concat([target, piece, Buffer.from(random.next() < 0.3 ? '/' : '')]);
  }
  const method = random.pick(METHODS);
  const version = random.next() < 0.1 ? 'HTTP/1.0' : 'HTTP/1.1';
  const lines = [`${method} ${target.toString('latin1')} ${version}`];
  const host = random.pick(HOSTS);
  if (host !== '' || version === 'HTTP/1.1') lines.push(`Host: ${host}`);
  if (random.next() < 0.2) lines.push(`X-Forwarded-Host: ${random.pick(HOSTS)}`);
  if (random.next() < 0.2) lines.push(`X-Forwarded-Proto: ${random.pick(['https', 'gopher', 'HTTP', 'ftp'])}`);
  if (random.next() < 0.1) lines.push(`X-Forwarded-For: ${random.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1'])}`);
  if (random.next() < 0.2)
    lines.push(`Cookie: ${random.pick(['nobetci_session=%', 'cookie_consent=accepted', '=;=;', 'a'.repeat(500)])}`);
  if (random.next() < 0.2) lines.push(`Accept-Encoding: ${random.pick(['br', 'gzip;q=0', '*', 'x;q=abc'])}`);
  if (random.next() < 0.1) lines.push(`If-None-Match: ${random.pick(['*', 'W/"x"', '"', ''])}`);
  if (random.next() < 0.1) lines.push(`Origin: ${random.pick(['null', 'http://localhost', 'https://evil.example'])}`);
  let body = Buffer.alloc(0);
  if (method === 'POST' || random.next() < 0.1) {
    body = Buffer.concat([
      Buffer.from(random.pick(BODIES)),
      random.next() < 0.3 ? turkishForm(random) : Buffer.alloc(0),
    ]);
    const type = random.pick(TYPES);
    if (type) lines.push(`Content-Type: ${type}`);
    lines.push(`Content-Length: ${body.length}`);
  }
  lines.push('Connection: close');
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
}

test('2,000 generated malformed requests (Turkish letters in every form, bad escapes, methods, headers, bodies) get no 5xx', async () => {
  const random = createRandom(20261122);
  const requests = Array.from({ length: 2000 }, () => generateRequest(random));
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let index = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 24 }, async () => {
      while (index < requests.length) {
        const request = requests[index++]!;
        const wire = await sendRaw(index % 2 === 0 ? base : proxied, request);
        statuses.set(wire.status, (statuses.get(wire.status) ?? 0) + 1);
        if (wire.status >= 500 || wire.status === 0)
          failures.push(`${wire.status} ← ${request.toString('latin1').split('\r\n')[0]}`);
      }
    }),
  );
  const elapsed = performance.now() - started;
  expect(failures.slice(0, 20)).toEqual([]);
  expect(logged).toEqual([]);
  // Both answers and refusals happened: the generator reaches pages as well as the boundary.
  const seen = JSON.stringify(Object.fromEntries(statuses));
  expect(statuses.get(200) ?? 0, seen).toBeGreaterThan(20);
  expect(statuses.get(400) ?? 0, seen).toBeGreaterThan(50);
  // About 5 s alone on a 2-core machine; the bound only catches a request left hanging (5 s each).
  expect(elapsed, seen).toBeLessThan(25_000);
}, 30_000);
