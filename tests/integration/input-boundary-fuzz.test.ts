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

/**
 * A small deterministic generator (mulberry32), so a failure repeats. It notes which entry of each
 * list it picked: the test checks that every one was, so a few hundred requests are enough.
 */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const picked = new Map<readonly unknown[], Set<number>>();
  const pick = <T>(items: readonly T[]): T => {
    const index = Math.floor(next() * items.length);
    picked.set(items, (picked.get(items) ?? new Set()).add(index));
    return items[index]!;
  };
  /** The lists some entry of which was never picked. */
  const unpicked = (lists: readonly (readonly unknown[])[]) =>
    lists.filter((items) => (picked.get(items)?.size ?? 0) < items.length);
  return { next, pick, unpicked };
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

/** The forms of a Turkish word on the wire: raw UTF-8, %-UTF-8, Latin-5 bytes, %-Latin-5, double-encoded, lower-case escapes. */
const FORMS: readonly ((word: string) => Buffer)[] = [
  (word) => Buffer.from(word, 'utf8'),
  (word) => Buffer.from(encodeURIComponent(word)),
  (word) => toLatinBytes(word),
  (word) => Buffer.from(percent(toLatinBytes(word))),
  (word) => Buffer.from(encodeURIComponent(encodeURIComponent(word))),
  (word) => Buffer.from(encodeURIComponent(word).toLowerCase()),
];

/** A Turkish word in one of its forms on the wire. */
function turkishForm(random: ReturnType<typeof createRandom>): Buffer {
  const word = random.pick(TURKISH);
  return random.pick(FORMS)(word);
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

const PROTOS = ['https', 'gopher', 'HTTP', 'ftp'];
const FORWARDED_FOR = ['1.2.3.4', 'garbage', '::1, 10.0.0.1'];
const COOKIES = ['nobetci_session=%', 'cookie_consent=accepted', '=;=;', 'a'.repeat(500)];
const ENCODINGS = ['br', 'gzip;q=0', '*', 'x;q=abc'];
const ETAGS = ['*', 'W/"x"', '"', ''];
const ORIGINS = ['null', 'http://localhost', 'https://evil.example'];
/** Every list the generator picks from: each of their entries is sent at least once. */
const LISTS = [
  TURKISH,
  FORMS,
  PREFIXES,
  BAD_ESCAPES,
  METHODS,
  HOSTS,
  TYPES,
  BODIES,
  PROTOS,
  FORWARDED_FOR,
  COOKIES,
  ENCODINGS,
  ETAGS,
  ORIGINS,
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
  if (random.next() < 0.2) lines.push(`X-Forwarded-Proto: ${random.pick(PROTOS)}`);
  if (random.next() < 0.1) lines.push(`X-Forwarded-For: ${random.pick(FORWARDED_FOR)}`);
  if (random.next() < 0.2) lines.push(`Cookie: ${random.pick(COOKIES)}`);
  if (random.next() < 0.2) lines.push(`Accept-Encoding: ${random.pick(ENCODINGS)}`);
  if (random.next() < 0.1) lines.push(`If-None-Match: ${random.pick(ETAGS)}`);
  if (random.next() < 0.1) lines.push(`Origin: ${random.pick(ORIGINS)}`);
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

test('600 generated malformed requests (Turkish letters in every form, bad escapes, methods, headers, bodies) get no 5xx', async () => {
  const random = createRandom(20261122);
  const requests = Array.from({ length: 600 }, () => generateRequest(random));
  // Every word, form, prefix, escape, method, host, header value, type and body is among them.
  expect(random.unpicked(LISTS)).toEqual([]);
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
  expect(statuses.get(200) ?? 0, seen).toBeGreaterThan(6);
  expect(statuses.get(400) ?? 0, seen).toBeGreaterThan(15);
  // About 1.5 s alone on a 2-core machine; the bound only catches a request left hanging (5 s each).
  expect(elapsed, seen).toBeLessThan(25_000);
}, 30_000);
