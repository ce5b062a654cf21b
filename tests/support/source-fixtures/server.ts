import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Province } from '#app/domain/geo/geo.server.ts';
import type { SourceFault } from '#tests/support/source-fixtures/roster.ts';
import { endpoints1ChamberFixtures } from '#tests/support/source-fixtures/chambers/endpoints-1.ts';
import { endpoints2ChamberFixtures } from '#tests/support/source-fixtures/chambers/endpoints-2.ts';
import { familyAChamberFixtures } from '#tests/support/source-fixtures/chambers/family-a.ts';
import { familyA2ChamberFixtures } from '#tests/support/source-fixtures/chambers/family-a2.ts';
import { familyBChamberFixtures } from '#tests/support/source-fixtures/chambers/family-b.ts';
import { familyCChamberFixtures } from '#tests/support/source-fixtures/chambers/family-c.ts';
import { collectApiFixture } from '#tests/support/source-fixtures/collectapi.ts';
import { edevletFixture } from '#tests/support/source-fixtures/edevlet.ts';
import { ibbFixture } from '#tests/support/source-fixtures/ibb.ts';
import { izmirFixture } from '#tests/support/source-fixtures/izmir.ts';
import { listingFixture } from '#tests/support/source-fixtures/listing.ts';
import { nosyApiFixture } from '#tests/support/source-fixtures/nosyapi.ts';

/**
 * The local fixture source: one listener per real host (the 60 chamber sites and Ordu's district
 * lists, each in its family's shape, tests/support/source-fixtures/chambers/; the listing site,
 * e-Devlet, İzmir's and İstanbul's municipalities, CollectAPI, NosyAPI), each answering in that source's shape for all 81
 * provinces with the shared fictional pharmacies (roster.ts), and faults on chosen provinces.
 * `hostMap` is the SOURCE_HOST_MAP value that sends the app's requests here. Every request is
 * logged with its time, so a test can check that no host was asked twice within the request interval.
 */

export type FixtureRequest = { method: string; url: URL; headers: IncomingHttpHeaders; body: string };
export type FixtureAnswer = {
  status: number;
  headers?: Record<string, string | string[]>;
  /** A Buffer for pages in a legacy encoding (windows-1254). */
  body: string | Buffer;
  /** Answer after this long (the `slow` fault). */
  delayMs?: number;
};

export type FixtureContext = {
  /** The Istanbul date of "today" for this server. */
  today: string;
  /** The fault set for this source and province, if any (the source's adapter name, e.g. 'e-devlet'). */
  fault(source: string, province: Province): SourceFault | undefined;
  /** How many times this host has been asked for this path so far, this request included. */
  hits(path: string): number;
  slowMs: number;
};

export type FixtureSource = {
  /** The real host the app asks (`www.turkiye.gov.tr`). */
  host: string;
  robotsTxt: string;
  /** null: 404. */
  handle(request: FixtureRequest, context: FixtureContext): FixtureAnswer | null;
};

const FIXTURE_SOURCES: readonly FixtureSource[] = [
  ...familyAChamberFixtures,
  ...familyA2ChamberFixtures,
  ...familyBChamberFixtures,
  ...familyCChamberFixtures,
  ...endpoints1ChamberFixtures,
  ...endpoints2ChamberFixtures,
  listingFixture,
  edevletFixture,
  izmirFixture,
  ibbFixture,
  collectApiFixture,
  nosyApiFixture,
];

export type SourceFixtureOptions = {
  today: string;
  /** Faults by source name, then province slug: `{ 'eczaneler.gen.tr': { giresun: 'challenge' } }`. */
  faults?: Record<string, Record<string, SourceFault>>;
  /** Every province of a source misbehaves the same way: `{ 'eczaneler.gen.tr': 'challenge' }`. */
  sourceFaults?: Record<string, SourceFault>;
  slowMs?: number;
  /** First port to listen on (the next ones follow); default: free ports from the system. */
  port?: number;
};

/** `at`: milliseconds on the monotonic clock (performance.now()), for spacing between requests. */
type FixtureLogEntry = { host: string; method: string; path: string; at: number };

export type SourceFixtureServers = {
  /** SOURCE_HOST_MAP: `www.eczaneler.gen.tr=http://127.0.0.1:4010,…`. */
  hostMap: string;
  /** FETCH_ALLOW_HOSTS entries, `127.0.0.1:4010`… */
  allowHosts: string[];
  /** The listener's origin for a real host. */
  origins: Map<string, string>;
  log: FixtureLogEntry[];
  userAgents: Set<string>;
  /** The most requests any one host got within `windowMs` (a sliding window), and which host. */
  busiestWithin(windowMs: number): { host: string; count: number };
  /** The same within one second, the production interval (the bench prints it). */
  busiestSecond(): { host: string; count: number };
  close(): Promise<void>;
};

export async function startSourceFixtureServers(options: SourceFixtureOptions): Promise<SourceFixtureServers> {
  const log: FixtureLogEntry[] = [];
  const userAgents = new Set<string>();
  const servers: Server[] = [];
  const origins = new Map<string, string>();
  for (const [index, source] of FIXTURE_SOURCES.entries()) {
    const hits = new Map<string, number>();
    const context: FixtureContext = {
      today: options.today,
      fault: (name, province) => options.faults?.[name]?.[province.slug] ?? options.sourceFaults?.[name],
      hits: (path) => hits.get(path) ?? 0,
      slowMs: options.slowMs ?? 1500,
    };
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', `http://${source.host}`);
        hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
        log.push({
          host: source.host,
          method: req.method ?? 'GET',
          path: `${url.pathname}${url.search}`,
          at: performance.now(),
        });
        userAgents.add(req.headers['user-agent'] ?? '');
        const answer: FixtureAnswer =
          url.pathname === '/robots.txt'
            ? { status: 200, headers: { 'Content-Type': 'text/plain' }, body: source.robotsTxt }
            : (source.handle(
                {
                  method: req.method ?? 'GET',
                  url,
                  headers: req.headers,
                  body: Buffer.concat(chunks).toString('utf8'),
                },
                context,
              ) ?? { status: 404, body: 'Sayfa bulunamadı' });
        const send = () => {
          res.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8', ...answer.headers });
          res.end(answer.body);
        };
        if (answer.delayMs) setTimeout(send, answer.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) =>
      server.listen(options.port === undefined ? 0 : options.port + index, '127.0.0.1', resolve),
    );
    servers.push(server);
    origins.set(source.host, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  function busiestWithin(windowMs: number): { host: string; count: number } {
    let busiest = { host: '', count: 0 };
    for (const host of origins.keys()) {
      const times = log.filter((entry) => entry.host === host).map((entry) => entry.at);
      let first = 0;
      for (let last = 0; last < times.length; last++) {
        while ((times[last] as number) - (times[first] as number) >= windowMs) first++;
        if (last - first + 1 > busiest.count) busiest = { host, count: last - first + 1 };
      }
    }
    return busiest;
  }
  return {
    hostMap: [...origins].map(([host, origin]) => `${host}=${origin}`).join(','),
    allowHosts: [...origins.values()].map((origin) => new URL(origin).host),
    origins,
    log,
    userAgents,
    busiestWithin,
    busiestSecond: () => busiestWithin(1000),
    close: () =>
      Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(
        () => undefined,
      ),
  };
}
