import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * `/mcp` against JSON-RPC 2.0 and MCP 2025-06-18, probed as a hand-written client would: raw
 * bodies over the real HTTP stack, the exact error codes checked. What an SDK client never sends
 * (a bare number, a batch, a call without its params) is what this file sends.
 */

let services: Awaited<ReturnType<typeof createTestServices>>;
let site: SiteServers;
let base: string;

beforeAll(async () => {
  // The budget of 60 requests a minute is per minute of this clock: it never moves here.
  services = await createTestServices({ now: () => new Date('2026-11-22T09:00:00Z') });
  site = await startSiteServers(services);
  base = await site.listen({ edgeCache: site.createEdgeCache() });
}, 60_000);
afterAll(async () => {
  await site?.close();
  await services?.dispose();
});

type RpcError = {
  jsonrpc: '2.0';
  id: string | number | null;
  error: { code: number; message: string; data?: unknown };
};

async function post(body: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

const postJson = (value: unknown, headers?: Record<string, string>) => post(JSON.stringify(value), headers);
const V2025_06_18 = { 'MCP-Protocol-Version': '2025-06-18' };

test('a body that is not JSON is a parse error (-32700)', async () => {
  const answer = await post('{"jsonrpc": "2.0", "method": "tools/list", "id": 1');
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
});

test('valid JSON that is not a request object is an invalid request (-32600), never a parse error', async () => {
  for (const value of [
    42,
    'tools/list',
    null,
    true,
    {},
    { foo: 'bar' },
    { jsonrpc: '2.0', method: 1, params: 'bar' },
  ]) {
    const answer = await postJson(value);
    expect(answer.status, JSON.stringify(value)).toBe(400);
    expect(answer.body, JSON.stringify(value)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
  }
  // A readable id is answered back, so the caller can tell which request was refused.
  const wrongVersion = await postJson({ jsonrpc: '1.0', id: 7, method: 'tools/list' });
  expect(wrongVersion.status).toBe(400);
  expect(wrongVersion.body).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32600 } });
});

test('a method the server does not have is method not found (-32601)', async () => {
  const answer = await postJson({ jsonrpc: '2.0', id: 3, method: 'prompts/list' }, V2025_06_18);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found' } });
});

test('a known method without the params it needs is invalid params (-32602) with a short message', async () => {
  const probes = [
    { jsonrpc: '2.0', id: 4, method: 'tools/call' },
    { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { arguments: { province: 'Giresun' } } },
    { jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 42 } },
    { jsonrpc: '2.0', id: 7, method: 'initialize' },
    { jsonrpc: '2.0', id: 8, method: 'initialize', params: { protocolVersion: '2025-06-18' } },
  ];
  for (const probe of probes) {
    const answer = await postJson(probe, probe.method === 'initialize' ? {} : V2025_06_18);
    expect(answer.status, JSON.stringify(probe)).toBe(200);
    const { error, id } = answer.body as RpcError;
    expect(id).toBe(probe.id);
    expect(error.code, JSON.stringify(probe)).toBe(-32602);
    // One Turkish sentence naming what is wrong: no schema dump, no stack.
    expect(error.message).toMatch(/^Geçersiz parametreler \(.+\): .+\.$/);
    expect(error.message).not.toMatch(/[{}[\]\n]|ZodError|invalid_type|Internal/);
    expect(error).not.toHaveProperty('data');
  }
  const noName = await postJson(probes[1], V2025_06_18);
  expect((noName.body as RpcError).error.message).toBe(
    'Geçersiz parametreler (tools/call): "params.name" eksik ya da geçersiz.',
  );
});

test('an unknown tool is a JSON-RPC error (-32602); a tool that runs and fails is a result with isError', async () => {
  const unknown = await postJson(
    { jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'find_pharmacy', arguments: {} } },
    V2025_06_18,
  );
  expect(unknown.status).toBe(200);
  expect(unknown.body).toEqual({
    jsonrpc: '2.0',
    id: 9,
    error: {
      code: -32602,
      message: '"find_pharmacy" adında bir araç yok. Araçların listesi için tools/list isteğini kullanın.',
    },
  });

  const failed = await postJson(
    {
      jsonrpc: '2.0',
      id: 10,
      method: 'tools/call',
      params: { name: 'list_districts', arguments: { province: 'Narnia' } },
    },
    V2025_06_18,
  );
  expect(failed.status).toBe(200);
  expect(failed.body).toEqual({
    jsonrpc: '2.0',
    id: 10,
    result: {
      isError: true,
      content: [
        {
          type: 'text',
          text: '"Narnia" adında bir il bulunamadı. İllerin listesi için list_provinces aracını kullanın.',
        },
      ],
    },
  });
});

test('a batch is refused (-32600) under MCP 2025-06-18 and later, by header or by the initialize inside it', async () => {
  const batch = [
    { jsonrpc: '2.0', id: 11, method: 'tools/list' },
    { jsonrpc: '2.0', id: 12, method: 'ping' },
  ];
  for (const version of ['2025-06-18', '2025-11-25']) {
    const answer = await postJson(batch, { 'MCP-Protocol-Version': version });
    expect(answer.status, version).toBe(400);
    expect(answer.body, version).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
  }
  const initialize = {
    jsonrpc: '2.0',
    id: 13,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
  };
  const initializeBatch = await postJson([initialize]);
  expect(initializeBatch.status).toBe(400);
  expect(initializeBatch.body).toMatchObject({ id: null, error: { code: -32600 } });
  // An empty array is an invalid request in any version (JSON-RPC 2.0).
  const empty = await postJson([]);
  expect(empty.status).toBe(400);
  expect(empty.body).toMatchObject({ id: null, error: { code: -32600 } });

  // A client of 2025-03-26 (the version assumed without the header) may still batch.
  const older = await postJson(batch, { 'MCP-Protocol-Version': '2025-03-26' });
  expect(older.status).toBe(200);
  const answers = older.body as { id: number; result: object }[];
  expect(answers.map((a) => a.id).sort()).toEqual([11, 12]);
  expect(answers.find((a) => a.id === 12)?.result).toEqual({});
  const withoutHeader = await postJson(batch);
  expect(withoutHeader.status).toBe(200);
  expect(withoutHeader.body).toHaveLength(2);
});

test('initialize advertises only what the server does: tools, without list-change notifications', async () => {
  const answer = await postJson({
    jsonrpc: '2.0',
    id: 14,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
  });
  expect(answer.status).toBe(200);
  const { result } = answer.body as { result: { protocolVersion: string; capabilities: Record<string, unknown> } };
  expect(result.protocolVersion).toBe('2025-06-18');
  // A stateless server never speaks first, so it cannot announce that its tool list changed.
  expect(result.capabilities).toEqual({ tools: { listChanged: false } });
});

test('a notification is accepted without an answer; an unsupported protocol version is a 400', async () => {
  const notification = await postJson({ jsonrpc: '2.0', method: 'notifications/initialized' }, V2025_06_18);
  expect(notification).toEqual({ status: 202, body: null });
  const future = await postJson(
    { jsonrpc: '2.0', id: 15, method: 'tools/list' },
    { 'MCP-Protocol-Version': '2099-01-01' },
  );
  expect(future.status).toBe(400);
  expect(future.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
});
