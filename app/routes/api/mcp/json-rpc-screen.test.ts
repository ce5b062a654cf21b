import { expect, test } from 'vitest';
import { checkParams, screenBody } from '#app/routes/api/mcp/json-rpc-screen.ts';

const codeOf = (result: ReturnType<typeof screenBody>) => ('refusal' in result ? result.refusal.code : null);

test('not JSON is a parse error; JSON that is not a message is an invalid request, with its id when readable', () => {
  expect(codeOf(screenBody('{"jsonrpc":', null))).toBe(-32700);
  expect(codeOf(screenBody('', null))).toBe(-32700);
  for (const text of ['42', '"ping"', 'null', '{}', '{"jsonrpc":"2.0","method":1}']) {
    expect(screenBody(text, null), text).toEqual({ refusal: expect.objectContaining({ code: -32600, id: null }) });
  }
  expect(screenBody('{"jsonrpc":"1.0","id":"a","method":"ping"}', null)).toEqual({
    refusal: expect.objectContaining({ code: -32600, id: 'a' }),
  });
  expect(screenBody('{"jsonrpc":"2.0","id":1,"method":"ping"}', '2025-06-18')).toEqual({
    body: { jsonrpc: '2.0', id: 1, method: 'ping' },
  });
});

test('a batch passes only for a client older than 2025-06-18; an empty or malformed one never', () => {
  const batch = JSON.stringify([
    { jsonrpc: '2.0', id: 1, method: 'ping' },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
  ]);
  expect(codeOf(screenBody(batch, '2025-06-18'))).toBe(-32600);
  expect(codeOf(screenBody(batch, '2025-11-25'))).toBe(-32600);
  expect(codeOf(screenBody(batch, '2025-03-26'))).toBeNull();
  expect(codeOf(screenBody(batch, null))).toBeNull();
  const initialize = (protocolVersion: string) =>
    JSON.stringify([
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion, capabilities: {}, clientInfo: { name: 'c', version: '1' } },
      },
    ]);
  expect(codeOf(screenBody(initialize('2025-06-18'), null))).toBe(-32600);
  expect(codeOf(screenBody(initialize('2024-11-05'), null))).toBeNull();
  expect(codeOf(screenBody('[]', null))).toBe(-32600);
  expect(codeOf(screenBody('[1, 2]', '2025-03-26'))).toBe(-32600);
});

test('a handled method without its params is -32602 naming the fields; other methods and notifications pass', () => {
  expect(checkParams({ jsonrpc: '2.0', id: 1, method: 'tools/call' })).toEqual({
    jsonrpc: '2.0',
    id: 1,
    error: { code: -32602, message: 'Geçersiz parametreler (tools/call): "params" eksik ya da geçersiz.' },
  });
  expect(
    checkParams({ jsonrpc: '2.0', id: 2, method: 'initialize', params: { protocolVersion: '2025-06-18' } }),
  ).toEqual({
    jsonrpc: '2.0',
    id: 2,
    error: {
      code: -32602,
      message: 'Geçersiz parametreler (initialize): "params.capabilities", "params.clientInfo" eksik ya da geçersiz.',
    },
  });
  expect(checkParams({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'list_provinces' } })).toBeNull();
  expect(checkParams({ jsonrpc: '2.0', id: 4, method: 'prompts/get' })).toBeNull();
  expect(checkParams({ jsonrpc: '2.0', method: 'notifications/initialized' })).toBeNull();
});
