import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * The MCP endpoint (`/mcp`) as an assistant meets it: the SDK's own client over Streamable HTTP
 * against the real site on an ephemeral port, its answers compared with the public API's.
 */

// 2026-11-22 12:00 in Istanbul: duty date 2026-11-22 (rotation 08:30).
let clock = new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let base: string;
let client: Client;

beforeAll(async () => {
  services = await createTestServices({ now: () => clock });
  const fetchedAt = new Date(clock.getTime() - 12 * 60_000);
  const today = [
    'Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 01 | Adres: Moda Cad. 1 | Koordinat: 40.984,29.026',
    'Eczane Adı: Bahariye | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 02 | Adres: Bahariye Cad. 2 | Koordinat: 40.989,29.029',
    'Eczane Adı: Beşiktaş Merkez | Konum: İstanbul | İlçe: Beşiktaş | Adres: Barbaros Bulvarı 3 | Koordinat: 41.043,29.007',
    'Eczane Adı: Hayat | Konum: Giresun | İlçe: Merkez | Telefon: 0454 316 12 34 | Adres: Gazi Cad. 4',
  ];
  const yesterday = ['Eczane Adı: Dünkü | Konum: İstanbul | İlçe: Kadıköy | Adres: Söğütlüçeşme Cad. 5'];
  for (const [dutyDate, lines] of [
    ['2026-11-22', today],
    ['2026-11-21', yesterday],
  ] as const) {
    const result = await services.importRosterText(lines.join('\n'), { dutyDate, source: 'import', fetchedAt });
    expect(result.success).toBe(true);
  }
  site = await startSiteServers(services);
  base = await site.listen({ edgeCache: site.createEdgeCache() });

  client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
}, 60_000);
afterAll(async () => {
  await client?.close();
  await site?.close();
  await services?.dispose();
});

type TextContent = { type: 'text'; text: string };
type ToolResult = { isError?: boolean; content: TextContent[]; structuredContent?: Record<string, unknown> };

async function callTool(name: string, args: Record<string, unknown> = {}): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

async function getApi(path: string): Promise<unknown> {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return response.json();
}

function postMcp(body: object): Promise<Response> {
  return fetch(`${base}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify(body),
  });
}

test('the server introduces itself and offers four read-only tools', async () => {
  expect(client.getServerVersion()?.name).toBe('nobetci-eczane');
  expect(client.getInstructions()).toContain('arayarak teyit');
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual([
    'list_districts',
    'list_duty_pharmacies',
    'list_provinces',
    'nearest_pharmacies',
  ]);
  for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
  const list = tools.find((t) => t.name === 'list_duty_pharmacies');
  expect(list?.inputSchema.required).toEqual(['province']);
  expect(Object.keys(list?.inputSchema.properties ?? {}).sort()).toEqual(['date', 'district', 'province']);
});

test('an MCP client lists İstanbul’s pharmacies on duty: the public API’s answer, with its data age', async () => {
  const result = await callTool('list_duty_pharmacies', { province: 'İstanbul' });
  expect(result.isError).toBeFalsy();
  const api = await getApi('/api/v1/provinces/istanbul/pharmacies');
  expect(result.structuredContent).toEqual(api);
  expect(JSON.parse(result.content[1]!.text)).toEqual(api);
  const body = result.structuredContent as { pharmacies: { name: string }[]; fetchedAt: string; dataAge: string };
  expect(body.pharmacies.map((p) => p.name).sort()).toEqual([
    'Bahariye Eczanesi',
    'Beşiktaş Merkez Eczanesi',
    'Moda Eczanesi',
  ]);
  expect(body.fetchedAt).toBe('2026-11-22T08:48:00.000Z');
  expect(body.dataAge).toBe('12 dakika önce');
  expect(result.content[0]!.text).toBe(
    'İstanbul: 3 nöbetçi eczane, 22 Kasım 2026 Pazar nöbeti (22 Kasım 2026 08:30 ile 23 Kasım 2026 08:30 arası).\n' +
      'Veri 12 dakika önce güncellendi (fetchedAt 2026-11-22T08:48:00.000Z).\n' +
      'Kaynak: Elle yüklenen liste · 11:48.',
  );
});

test('a district in ASCII spelling, and another duty date, answer as the API does', async () => {
  const kadikoy = await callTool('list_duty_pharmacies', { province: 'istanbul', district: 'KADIKOY' });
  expect(kadikoy.structuredContent).toEqual(await getApi('/api/v1/provinces/istanbul/districts/kadikoy/pharmacies'));
  expect(kadikoy.content[0]!.text).toMatch(/^İstanbul \/ Kadıköy: 2 nöbetçi eczane/);

  const past = await callTool('list_duty_pharmacies', { province: '34', district: 'Kadıköy', date: '2026-11-21' });
  expect(past.structuredContent).toEqual(
    await getApi('/api/v1/provinces/istanbul/districts/kadikoy/pharmacies?date=2026-11-21'),
  );
  expect((past.structuredContent as { pharmacies: { name: string }[] }).pharmacies.map((p) => p.name)).toEqual([
    'Dünkü Eczanesi',
  ]);
});

test('unknown places, a date without a list and a malformed date are tool errors in Turkish; an unknown tool is refused', async () => {
  const atlantis = await callTool('list_duty_pharmacies', { province: 'Atlantis' });
  expect(atlantis.isError).toBe(true);
  expect(atlantis.content[0]!.text).toBe(
    '"Atlantis" adında bir il bulunamadı. İllerin listesi için list_provinces aracını kullanın.',
  );
  const district = await callTool('list_duty_pharmacies', { province: 'İstanbul', district: 'Xyz' });
  expect(district).toMatchObject({
    isError: true,
    content: [{ text: 'İstanbul ilinde "Xyz" adında bir ilçe bulunamadı.' }],
  });
  // A province without any list: an empty answer that says so, not an error.
  const empty = await callTool('list_duty_pharmacies', { province: 'Ordu' });
  expect(empty.isError).toBeFalsy();
  expect(empty.content[0]!.text).toContain('Bu il için bu nöbet gününe ait liste henüz yok.');
  expect(empty.structuredContent).toMatchObject({ pharmacies: [], fetchedAt: null, dataAge: null });
  const noList = await callTool('list_duty_pharmacies', { province: 'Giresun', date: '2026-11-01' });
  expect(noList).toMatchObject({ isError: true, content: [{ text: 'Giresun için 2026-11-01 tarihli liste yok.' }] });
  // Arguments the tool's schema refuses: the SDK's refusal, in Turkish like the rest.
  const badDate = await callTool('list_duty_pharmacies', { province: 'Giresun', date: '22.11.2026' });
  expect(badDate).toMatchObject({
    isError: true,
    content: [{ text: 'list_duty_pharmacies aracı için geçersiz argüman: Tarih YYYY-MM-DD biçiminde olmalıdır.' }],
  });
  const missing = await callTool('list_duty_pharmacies', {});
  expect(missing).toMatchObject({
    isError: true,
    content: [
      {
        text: 'list_duty_pharmacies aracı için geçersiz argüman: İl ve ilçe adı 1 ile 64 karakter arasında olmalıdır.',
      },
    ],
  });
  // A tool that does not exist is a protocol error (MCP), which the client throws.
  await expect(callTool('find_pharmacy', { province: 'Giresun' })).rejects.toMatchObject({
    code: -32602,
    message:
      'MCP error -32602: "find_pharmacy" adında bir araç yok. Araçların listesi için tools/list isteğini kullanın.',
  });
  const districts = await callTool('list_districts', { province: 'Narnia' });
  expect(districts).toMatchObject({
    isError: true,
    content: [{ text: expect.stringContaining('"Narnia" adında bir il bulunamadı.') }],
  });
});

test('provinces and districts resolve Turkish and ASCII names, with the counts of the list in force', async () => {
  const provinces = await callTool('list_provinces');
  const all = (provinces.structuredContent as { provinces: Record<string, unknown>[] }).provinces;
  expect(all).toHaveLength(81);
  expect(all.find((p) => p.slug === 'istanbul')).toEqual({
    plate: 34,
    name: 'İstanbul',
    asciiName: 'Istanbul',
    slug: 'istanbul',
    districtCount: 39,
    pharmacyCount: 3,
  });
  expect(all.find((p) => p.slug === 'sanliurfa')).toMatchObject({ name: 'Şanlıurfa', asciiName: 'Sanliurfa' });

  for (const spelling of ['İstanbul', 'ISTANBUL', 'istanbul', '34']) {
    const result = await callTool('list_districts', { province: spelling });
    const body = result.structuredContent as {
      province: { name: string };
      districts: { name: string; slug: string; pharmacyCount: number }[];
    };
    expect(body.province.name).toBe('İstanbul');
    expect(body.districts).toHaveLength(39);
    expect(body.districts.find((d) => d.slug === 'kadikoy')).toEqual({
      name: 'Kadıköy',
      slug: 'kadikoy',
      pharmacyCount: 2,
    });
  }
});

test('the nearest pharmacies to a position: the API’s fields plus each list’s data age', async () => {
  const result = await callTool('nearest_pharmacies', { latitude: 40.9851, longitude: 29.0262, limit: 2 });
  expect(result.isError).toBeFalsy();
  const api = (await getApi('/api/v1/pharmacies/nearest?lat=40.9851&lng=29.0262&limit=2')) as {
    pharmacies: Record<string, unknown>[];
  };
  const body = result.structuredContent as { withinTurkey: boolean; pharmacies: Record<string, unknown>[] };
  expect(body.withinTurkey).toBe(true);
  expect(body.pharmacies.map((p) => p.name)).toEqual(['Moda Eczanesi', 'Bahariye Eczanesi']);
  expect(body.pharmacies).toEqual(
    api.pharmacies.map((p) => ({ ...p, fetchedAt: '2026-11-22T08:48:00.000Z', dataAge: '12 dakika önce' })),
  );
  expect(result.content[0]!.text).toBe('2 nöbetçi eczane bulundu, 2 tanesi şu an açık.');

  // A tiny number is still a position (before: "1e-7" reached the API's reader and was refused).
  const equator = await callTool('nearest_pharmacies', { latitude: 1e-7, longitude: 29 });
  expect(equator.isError).toBeFalsy();
  expect(equator.content[0]!.text).toBe('Bu konum Türkiye sınırları içinde görünmüyor; nöbetçi eczane aranmadı.');
  const abroad = await callTool('nearest_pharmacies', { latitude: 48.8566, longitude: 2.3522 });
  expect(abroad.content[0]!.text).toBe('Bu konum Türkiye sınırları içinde görünmüyor; nöbetçi eczane aranmadı.');
  expect((abroad.structuredContent as { pharmacies: unknown[] }).pharmacies).toEqual([]);
  const invalid = await callTool('nearest_pharmacies', { latitude: 123, longitude: 29, limit: 500 });
  expect(invalid).toMatchObject({
    isError: true,
    content: [
      {
        text:
          'nearest_pharmacies aracı için geçersiz argüman: Enlem -90 ile 90 arasında bir sayı olmalıdır. ' +
          '"limit" 1 ile 50 arasında bir tam sayı olmalıdır.',
      },
    ],
  });
});

test('GET /mcp is refused (no event stream), never cached', async () => {
  for (let i = 0; i < 2; i += 1) {
    const response = await fetch(`${base}/mcp`, { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Cache')).toBeNull();
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('yalnızca POST');
  }
});

test('a web page on another site may call /mcp: the preflight and the answers allow any origin', async () => {
  const preflight = await fetch(`${base}/mcp`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://inspector.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type, mcp-protocol-version',
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/Content-Type.*Mcp-Protocol-Version/);

  const answer = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      Origin: 'https://inspector.example',
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(((await answer.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(4);
  // The public pages keep their own rule: no CORS, and a form from another site is refused.
  const page = await fetch(`${base}/istanbul`, { method: 'OPTIONS', headers: { Origin: 'https://inspector.example' } });
  expect(page.headers.get('Access-Control-Allow-Origin')).toBeNull();
});

test('a client gets 60 requests a minute; the 61st is refused with a JSON-RPC error and Retry-After', async () => {
  // A fresh minute for this test's budget.
  clock = new Date(clock.getTime() + 61_000);
  const listTools = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
  const first = await postMcp(listTools);
  expect(first.status).toBe(200);
  expect(first.headers.get('Cache-Control')).toBe('no-store');
  expect(((await first.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(4);
  for (let i = 2; i <= 60; i += 1) expect((await postMcp(listTools)).status).toBe(200);

  clock = new Date(clock.getTime() + 20_000);
  const refused = await postMcp(listTools);
  expect(refused.status).toBe(429);
  expect(refused.headers.get('Retry-After')).toBe('40');
  expect(await refused.json()).toEqual({
    jsonrpc: '2.0',
    error: { code: -32000, message: 'Çok fazla istek: dakikada en çok 60 istek. 40 saniye sonra yeniden deneyin.' },
    id: null,
  });
  await expect(client.listTools()).rejects.toThrow(/429|Çok fazla istek/);

  clock = new Date(clock.getTime() + 40_000);
  expect((await postMcp(listTools)).status).toBe(200);
});

test('the API documentation page gives assistants the MCP address and a client configuration', async () => {
  const response = await fetch(`${base}/api-belgeleri`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Yapay zekâ asistanları (MCP)');
  expect(html).toContain(`>${base}/mcp</code>`);
  expect(html).toContain(`&quot;url&quot;: &quot;${base}/mcp&quot;`);
  // The JSON API's example request is on the same address, not a placeholder host.
  expect(html).toContain(`fetch(&#x27;${base}/api/v1/provinces/istanbul/districts/kadikoy/pharmacies&#x27;)`);
});

test('seventy clients of one IPv6 /64 behind a trusted proxy share one budget', async () => {
  clock = new Date(clock.getTime() + 61_000);
  // The same site behind a proxy on this machine: the client address comes from X-Forwarded-For.
  const proxied = await site.listen({
    edgeCache: site.createEdgeCache(),
    config: { trustProxy: ['loopback'], baseDomain: null, publicOrigin: null },
  });
  const from = (ip: string) =>
    fetch(`${proxied}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'X-Forwarded-For': ip,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
  const statuses: number[] = [];
  for (let i = 0; i < 70; i += 1) {
    const answer = await from(`2001:db8:5:6:${i.toString(16)}:${(i * 613).toString(16)}::${(i + 1).toString(16)}`);
    statuses.push(answer.status);
    await answer.body?.cancel();
  }
  expect(statuses.filter((s) => s === 200)).toHaveLength(60);
  expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
  // Another /64 and an IPv4 client have budgets of their own.
  expect((await from('2001:db8:5:7::1')).status).toBe(200);
  expect((await from('::ffff:198.51.100.9')).status).toBe(200);
});
