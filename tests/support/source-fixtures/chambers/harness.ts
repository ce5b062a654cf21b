import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeBody } from '#app/sources/safe-fetch-charset.ts';
import {
  SourceError,
  toFetchError,
  type SourceContext,
  type SourceRequestInit,
  type SourceResponse,
} from '#app/sources/source.ts';
import type { SourceFault } from '#tests/support/source-fixtures/roster.ts';
// Types only: server.ts imports every chamber fixture, and they import common.ts.
import type {
  FixtureAnswer,
  FixtureContext,
  FixtureRequest,
  FixtureSource,
} from '#tests/support/source-fixtures/server.ts';

/**
 * The chamber readers' tests harness (issue 35): only the fixture sources a test names, served on
 * local ports with the fixture server's faults and "today" (tests/support/source-fixtures/server.ts),
 * and a SourceContext that sends each real host to its listener. Its fetch is the polite client
 * without the pacing or robots.txt: method, headers, body and cookie go through, the body is decoded
 * by its charset (a `<meta>` one for the legacy pages) and a 5xx is tried once more. Every request is
 * logged, so a test can check what a reader asked.
 */

export type ChamberFixtureOptions = {
  /** The Istanbul date of "today" for the fixtures. */
  today: string;
  /** Faults by source name, then province slug: `{ 'oda-samsun': { sinop: 'empty' } }`. */
  faults?: Record<string, Record<string, SourceFault>>;
  /** Every province of a source misbehaves the same way: `{ 'oda-samsun': 'challenge' }`. */
  sourceFaults?: Record<string, SourceFault>;
  /** How long the `slow` fault waits; default 1500, as the fixture server's. */
  slowMs?: number;
};

/** One request a fixture listener answered: `path` without the query, `url` on the real host. */
type ChamberFixtureRequest = { method: string; host: string; path: string; url: URL; body: string };

export type ChamberFixtures = {
  today: string;
  /** The listener's origin for a real host. */
  origins: Map<string, string>;
  log: ChamberFixtureRequest[];
  close(): Promise<void>;
};

const open = new Set<ChamberFixtures>();

/** Serves these fixture sources on 127.0.0.1, one listener each on a free port. */
export async function serveChamberFixtures(
  sources: readonly FixtureSource[],
  options: ChamberFixtureOptions,
): Promise<ChamberFixtures> {
  const servers: Server[] = [];
  const origins = new Map<string, string>();
  const log: ChamberFixtureRequest[] = [];
  for (const source of sources) {
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
        const method = req.method ?? 'GET';
        const body = Buffer.concat(chunks).toString('utf8');
        hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
        log.push({ method, host: source.host, path: url.pathname, url, body });
        const answer = answerOf(source, { method, url, headers: req.headers, body }, context);
        const send = () => {
          res.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8', ...answer.headers });
          res.end(answer.body);
        };
        if (answer.delayMs) setTimeout(send, answer.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    origins.set(source.host, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  let closing: Promise<void> | null = null;
  const fixtures: ChamberFixtures = {
    today: options.today,
    origins,
    log,
    close() {
      open.delete(fixtures);
      closing ??= Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      ).then(() => undefined);
      return closing;
    },
  };
  open.add(fixtures);
  return fixtures;
}

/** The source's answer: its robots.txt, its handler's answer, a 404 where it has none, or a 599. */
function answerOf(source: FixtureSource, request: FixtureRequest, context: FixtureContext): FixtureAnswer {
  if (request.url.pathname === '/robots.txt') {
    return { status: 200, headers: { 'Content-Type': 'text/plain' }, body: source.robotsTxt };
  }
  try {
    return source.handle(request, context) ?? { status: 404, body: 'Sayfa bulunamadı' };
  } catch (error) {
    // A fixture bug answers at once, with its message, rather than leaving the reader to time out.
    return { status: 599, body: String(error) };
  }
}

/** Closes every listener still open (for `afterEach`). */
export async function closeChamberFixtures(): Promise<void> {
  await Promise.all([...open].map((fixtures) => fixtures.close()));
}

export type ChamberContextOptions = {
  /** The province's page address (the catalogue's), as the engine gives it. */
  baseUrl: string;
  /** Default: 10:00 UTC on the fixtures' today. */
  now?: () => Date;
  runState?: Map<string, unknown>;
};

/**
 * A SourceContext against the served fixtures; `requests` lists each request sent, `METHOD url` on
 * the real host (a retry too). A host the fixtures do not serve is unreachable.
 */
export function createChamberContext(
  fixtures: ChamberFixtures,
  options: ChamberContextOptions,
): SourceContext & { requests: string[] } {
  const requests: string[] = [];
  const once = async (url: string, init: SourceRequestInit): Promise<SourceResponse> => {
    const target = new URL(url);
    const origin = fixtures.origins.get(target.host);
    if (!origin) throw new SourceError('unreachable', `Fikstürde böyle bir sunucu yok: ${target.host}`, false);
    const method = init.method ?? 'GET';
    requests.push(`${method} ${url}`);
    try {
      const response = await fetch(new URL(`${target.pathname}${target.search}`, origin), {
        method,
        headers: { ...init.headers, ...(init.cookie ? { Cookie: init.cookie } : {}) },
        body: method === 'POST' ? init.body : undefined,
        signal: init.signal,
      });
      const body = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get('content-type');
      return {
        status: response.status,
        url,
        contentType,
        headers: response.headers,
        text: () => decodeBody(body, contentType),
      };
    } catch (error) {
      throw toFetchError(error, url);
    }
  };
  return {
    requests,
    now: options.now ?? (() => new Date(`${fixtures.today}T10:00:00Z`)),
    keys: { collectApi: null, nosyApi: null },
    baseUrl: options.baseUrl,
    runState: options.runState,
    async fetch(url, init = {}) {
      const first = await once(url, init);
      // The polite client tries a 5xx once more.
      return first.status >= 500 ? once(url, init) : first;
    },
  };
}
