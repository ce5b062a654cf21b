import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROVINCES, type Province } from '#app/domain/geo/geo.server.ts';
import { fixtureSize as sourceFixtureSize } from '#tests/support/source-fixtures/roster.ts';
import { renderListingIframe, renderListingPage as renderPage } from '#tests/support/source-fixtures/listing.ts';

/**
 * The listing site alone on one local port, for tests that point LISTING_SOURCE_URL at it: the
 * fixture source's listing host (tests/support/source-fixtures/listing.ts: `/nobetci-{slug}` with
 * three day tabs, `/iframe.php?lokasyon={plate}` with positions for all three days' pharmacies) and
 * robots.txt. Provinces can be told to misbehave; every path's hits are counted.
 * `held`: the province's page is answered only once the test calls `release()`, so a run that
 * includes it is certainly still going until then (no timer to guess how long is long enough).
 */
export type Misbehaviour = 'slow' | 'held' | 'error500' | 'forbidden' | 'changed-layout' | 'empty' | 'flaky' | 'few';

export type ListingFixtureOptions = {
  /** The Istanbul date the "bugün" tab is for. */
  today: string;
  misbehave?: Record<string, Misbehaviour>;
  slowMs?: number;
  robotsTxt?: string;
  /** Mark "dün" active instead of "bugün", as the site does after midnight. */
  staleActiveTab?: boolean;
  /** Default: any free port. */
  port?: number;
  /**
   * Only these provinces (slugs) are listed; every other province's page and embeddable page are
   * 404, which a run gives up at once. Default: all 81. For tests about the run rather than the
   * import, so that they do not parse and write 81 provinces' lists.
   */
  provinces?: readonly string[];
};

/** How many pharmacies a province lists on a date in the fixture: at least one in every district. */
export function fixtureSize(province: Province, misbehaviour?: Misbehaviour): number {
  return sourceFixtureSize(province, misbehaviour === 'held' ? undefined : misbehaviour);
}

export function renderListingPage(province: Province, options: ListingFixtureOptions): string {
  const misbehaviour = options.misbehave?.[province.slug];
  return renderPage(province, options.today, misbehaviour === 'held' ? undefined : misbehaviour, {
    staleActiveTab: options.staleActiveTab,
  });
}

export type ListingFixtureServer = {
  url: string;
  hostPort: string;
  /** Requests per path, to check politeness and retries. */
  hits: Map<string, number>;
  userAgents: Set<string>;
  /** Answers the held provinces' pages, those waiting and any asked later. */
  release(): void;
  close(): Promise<void>;
};

export async function startListingFixtureServer(options: ListingFixtureOptions): Promise<ListingFixtureServer> {
  const hits = new Map<string, number>();
  const userAgents = new Set<string>();
  const listed = PROVINCES.filter((p) => !options.provinces || options.provinces.includes(p.slug));
  const bySlug = new Map(listed.map((p) => [p.slug, p]));
  const { promise: released, resolve: release } = Promise.withResolvers<void>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    userAgents.add(req.headers['user-agent'] ?? '');
    const send = (status: number, body: string, type = 'text/html; charset=utf-8') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    if (url.pathname === '/robots.txt')
      return send(200, options.robotsTxt ?? 'User-agent: *\nDisallow: /admin\n', 'text/plain');
    if (url.pathname === '/iframe.php') {
      const province = listed.find((p) => p.plate === Number(url.searchParams.get('lokasyon')));
      if (!province) return send(404, 'yok');
      const fault = options.misbehave?.[province.slug];
      // Positions for the pharmacies of all three tabs, so one scrape locates every one it writes.
      return send(
        200,
        renderListingIframe(province, options.today, fault === 'empty' ? 'empty' : undefined, { allDays: true }),
      );
    }
    const slug = /^\/nobetci-([a-z-]+)$/.exec(url.pathname)?.[1];
    const province = slug ? bySlug.get(slug) : undefined;
    if (!province) return send(404, 'Sayfa bulunamadı');
    const misbehaviour = options.misbehave?.[province.slug];
    if (misbehaviour === 'error500') return send(500, 'Internal Server Error');
    if (misbehaviour === 'forbidden') return send(403, 'Forbidden');
    if (misbehaviour === 'flaky' && hits.get(url.pathname) === 1) return send(503, 'Service Unavailable');
    const body = renderListingPage(province, options);
    if (misbehaviour === 'slow') setTimeout(() => send(200, body), options.slowMs ?? 1500);
    else if (misbehaviour === 'held') void released.then(() => send(200, body));
    else send(200, body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    hits,
    userAgents,
    release: () => release(),
    close: () => {
      // A held answer still open would keep the server from closing.
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
