import { afterAll, afterEach, expect, test } from 'vitest';
import { fetchRobotsPolicy, toProductToken } from '#app/sources/robots.server.ts';
import { createSafeFetch } from '#app/sources/safe-fetch.server.ts';
import { findClosedPort, installConnectionGuard, startFixtureServer } from '#app/sources/safe-fetch-test-support.ts';
import { toRobotsError } from '#app/sources/source.ts';

const guard = installConnectionGuard();
afterAll(() => guard.restore());
afterEach(() => {
  expect(guard.violations.splice(0), 'no connection may leave 127.0.0.1').toEqual([]);
});

const userAgent = 'NobetciEczaneBot/0.1 (+https://nobetcieczane.example/hakkinda)';

/** A site on 127.0.0.1 whose /robots.txt answers with `status` and `body`. */
async function startSite(status: number, body = '') {
  const server = await startFixtureServer((request, response) => {
    if (request.url === '/moved-robots.txt') response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
    else if (status >= 300 && status < 400) response.writeHead(status, { location: '/moved-robots.txt' }).end();
    else response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
  });
  const fetch = createSafeFetch({ allowHosts: [server.hostPort], userAgent, timeoutMs: 2_000, maxBytes: 500_000 });
  return { server, fetch };
}

test('rules of the group naming our product token apply, not the * group', async () => {
  const { server, fetch } = await startSite(
    200,
    ['User-agent: *', 'Disallow: /', '', 'User-agent: nobetcieczanebot', 'Disallow: /private', 'Allow: /'].join('\n'),
  );
  const policy = await fetchRobotsPolicy(fetch, server.origin, userAgent);
  expect(policy.isAllowed(`${server.origin}/nobetci-istanbul`)).toBe(true);
  expect(policy.isAllowed(`${server.origin}/private/list`)).toBe(false);
  expect(policy.reason).toBeUndefined();
  expect(server.requests[0]?.url).toBe('/robots.txt');
  expect(server.requests[0]?.headers['user-agent']).toBe(userAgent);
});

test('the * group applies when no group names our product token', async () => {
  const { server, fetch } = await startSite(
    200,
    ['User-agent: Googlebot', 'Disallow: /', '', 'User-agent: *', 'Disallow: /ara', 'Crawl-delay: 2.5'].join('\n'),
  );
  const policy = await fetchRobotsPolicy(fetch, server.origin, userAgent);
  expect(policy.isAllowed(`${server.origin}/nobetci-ankara`)).toBe(true);
  expect(policy.isAllowed(`${server.origin}/ara?q=eczane`)).toBe(false);
  expect(policy.crawlDelayMs).toBe(2_500);
});

test('Crawl-delay of our group is given in milliseconds, and is null when absent', async () => {
  const withDelay = await startSite(200, 'User-agent: NobetciEczaneBot\nCrawl-delay: 3\nDisallow:\n');
  expect((await fetchRobotsPolicy(withDelay.fetch, withDelay.server.origin, userAgent)).crawlDelayMs).toBe(3_000);
  const withoutDelay = await startSite(200, 'User-agent: *\nDisallow: /admin\n');
  expect((await fetchRobotsPolicy(withoutDelay.fetch, withoutDelay.server.origin, userAgent)).crawlDelayMs).toBeNull();
});

test('an empty robots.txt allows everything', async () => {
  const { server, fetch } = await startSite(200, '');
  const policy = await fetchRobotsPolicy(fetch, server.origin, userAgent);
  expect(policy.isAllowed(`${server.origin}/anything`)).toBe(true);
});

test('a 4xx answer for robots.txt allows everything', async () => {
  for (const status of [404, 410, 401, 403]) {
    const { server, fetch } = await startSite(status, 'User-agent: *\nDisallow: /\n');
    const policy = await fetchRobotsPolicy(fetch, server.origin, userAgent);
    expect(policy.isAllowed(`${server.origin}/nobetci-izmir`), String(status)).toBe(true);
    expect(policy.crawlDelayMs).toBeNull();
    expect(policy.reason).toContain(String(status));
    expect(policy.unreachable).toBeNull();
  }
});

test('a 5xx answer for robots.txt disallows everything for the run', async () => {
  for (const status of [500, 503]) {
    const { server, fetch } = await startSite(status, 'User-agent: *\nAllow: /\n');
    const policy = await fetchRobotsPolicy(fetch, server.origin, userAgent);
    expect(policy.isAllowed(`${server.origin}/nobetci-izmir`), String(status)).toBe(false);
    expect(policy.reason).toContain(String(status));
    expect(policy.unreachable).toEqual({
      kind: 'http',
      message: `Kaynakta sunucu hatası: ${server.hostPort} (robots.txt alınamadı: HTTP ${status})`,
    });
  }
});

test('an unreachable robots.txt disallows everything for the run, and says the source could not be reached', async () => {
  const port = await findClosedPort();
  const fetch = createSafeFetch({ allowHosts: [`127.0.0.1:${port}`], userAgent, timeoutMs: 2_000, maxBytes: 500_000 });
  const policy = await fetchRobotsPolicy(fetch, `http://127.0.0.1:${port}`, userAgent);
  expect(policy.isAllowed(`http://127.0.0.1:${port}/`)).toBe(false);
  expect(policy.reason).toContain('could not be fetched');
  expect(policy.unreachable).toEqual({
    kind: 'unreachable',
    message: `Kaynağa bağlanılamadı: 127.0.0.1:${port} (robots.txt alınamadı: bağlantı reddedildi)`,
  });
});

test('a robots.txt that does not answer in time is reported as a timeout', async () => {
  const silent = await startFixtureServer(() => {
    // Never answers: the fetcher's deadline ends the request.
  });
  const fetch = createSafeFetch({ allowHosts: [silent.hostPort], userAgent, timeoutMs: 200, maxBytes: 500_000 });
  const policy = await fetchRobotsPolicy(fetch, silent.origin, userAgent);
  expect(policy.isAllowed(`${silent.origin}/nobetci-izmir`)).toBe(false);
  expect(policy.unreachable).toEqual({
    kind: 'timeout',
    message: `Zaman aşımı: ${silent.hostPort} (robots.txt alınamadı: kaynak zamanında yanıt vermedi)`,
  });
});

test('a robots.txt on a host the fetcher may not reach disallows everything without a request', async () => {
  const { server } = await startSite(200, '');
  const fetch = createSafeFetch({ allowHosts: [], userAgent, timeoutMs: 2_000, maxBytes: 500_000 });
  const policy = await fetchRobotsPolicy(fetch, server.origin, userAgent);
  expect(policy.isAllowed(`${server.origin}/`)).toBe(false);
  expect(server.connections()).toBe(0);
  expect(policy.unreachable?.message).toBe(
    `Kaynağa bağlanılamadı: ${server.hostPort} (robots.txt alınamadı: yerel veya özel ağ adresi; FETCH_ALLOW_HOSTS içinde değil)`,
  );
});

test('pages are refused in Turkish: a Disallow rule as a refusal, an unread robots.txt as no connection', async () => {
  const { server, fetch } = await startSite(200, 'User-agent: *\nDisallow: /gizli\n');
  const rules = await fetchRobotsPolicy(fetch, server.origin, userAgent);
  expect(toRobotsError(rules, `${server.origin}/nobetci-bursa`)).toBeNull();
  const refused = toRobotsError(rules, `${server.origin}/gizli/sayfa`);
  expect(refused).toMatchObject({
    kind: 'robots',
    retryable: false,
    message: `Kaynağın robots.txt dosyası bu sayfaya erişimi yasaklıyor: ${server.origin}/gizli/sayfa`,
  });

  const port = await findClosedPort();
  const closed = createSafeFetch({ allowHosts: [`127.0.0.1:${port}`], userAgent, timeoutMs: 2_000, maxBytes: 500_000 });
  const unread = await fetchRobotsPolicy(closed, `http://127.0.0.1:${port}`, userAgent);
  const unreachable = toRobotsError(unread, `http://127.0.0.1:${port}/nobetci-bursa`);
  expect(unreachable?.kind).toBe('unreachable');
  expect(unreachable?.message).toMatch(
    /^Kaynağa bağlanılamadı: 127\.0\.0\.1:\d+ \(robots\.txt alınamadı: bağlantı reddedildi\)$/,
  );
  expect(unreachable?.message).not.toMatch(/yasaklıyor|disallows/);
});

test('a redirected robots.txt is followed and its rules apply to the original origin', async () => {
  const { server, fetch } = await startSite(301, 'User-agent: *\nDisallow: /gizli\n');
  const policy = await fetchRobotsPolicy(fetch, `${server.origin}/`, userAgent);
  expect(policy.isAllowed(`${server.origin}/gizli/sayfa`)).toBe(false);
  expect(policy.isAllowed(`${server.origin}/nobetci-bursa`)).toBe(true);
  expect(server.requests.map((request) => request.url)).toEqual(['/robots.txt', '/moved-robots.txt']);
});

test('a policy does not allow URLs of another origin, and always allows robots.txt itself', async () => {
  const { server, fetch } = await startSite(200, 'User-agent: *\nDisallow: /\n');
  const policy = await fetchRobotsPolicy(fetch, server.origin, userAgent);
  expect(policy.isAllowed(`${server.origin}/nobetci-adana`)).toBe(false);
  expect(policy.isAllowed(`${server.origin}/robots.txt`)).toBe(true);
  expect(policy.isAllowed('https://other.example.com/nobetci-adana')).toBe(false);
  expect(policy.isAllowed('not a url')).toBe(false);
});

test('the product token is the User-Agent part before the first slash', () => {
  expect(toProductToken(userAgent)).toBe('NobetciEczaneBot');
  expect(toProductToken('SimpleBot')).toBe('SimpleBot');
  expect(toProductToken('')).toBe('*');
});
