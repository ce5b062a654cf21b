import { expect, test } from 'vitest';
import { toTurkishToolError, withTurkishToolErrors } from '#app/routes/api/mcp/tool-errors.ts';

test('arguments the schema refuses: the tool and its Turkish reasons, without the SDK’s English', () => {
  expect(
    toTurkishToolError(
      'MCP error -32602: Input validation error: Invalid arguments for tool nearest_pharmacies: ' +
        'Enlem -90 ile 90 arasında bir sayı olmalıdır. at latitude\n' +
        '"limit" 1 ile 50 arasında bir tam sayı olmalıdır. at limit',
    ),
  ).toBe(
    'nearest_pharmacies aracı için geçersiz argüman: Enlem -90 ile 90 arasında bir sayı olmalıdır. ' +
      '"limit" 1 ile 50 arasında bir tam sayı olmalıdır.',
  );
  // The same reason for two fields is said once.
  expect(
    toTurkishToolError(
      'MCP error -32602: Input validation error: Invalid arguments for tool list_districts: ' +
        'İl ve ilçe adı 1 ile 64 karakter arasında olmalıdır. at province\n' +
        'İl ve ilçe adı 1 ile 64 karakter arasında olmalıdır. at district',
    ),
  ).toBe('list_districts aracı için geçersiz argüman: İl ve ilçe adı 1 ile 64 karakter arasında olmalıdır.');
});

test('text that is not an argument refusal is left as it is', () => {
  expect(toTurkishToolError('"Atlantis" adında bir il bulunamadı.')).toBe('"Atlantis" adında bir il bulunamadı.');
});

test('a tool that does not exist becomes a JSON-RPC error (-32602) pointing to the list', () => {
  const refused = {
    jsonrpc: '2.0' as const,
    id: 3,
    result: { isError: true, content: [{ type: 'text', text: 'MCP error -32602: Tool nope not found' }] },
  };
  expect(withTurkishToolErrors(refused)).toEqual({
    jsonrpc: '2.0',
    id: 3,
    error: {
      code: -32602,
      message: '"nope" adında bir araç yok. Araçların listesi için tools/list isteğini kullanın.',
    },
  });
});

test('only tool error results are rewritten; other messages pass unchanged', () => {
  const invalid = {
    jsonrpc: '2.0' as const,
    id: 2,
    result: {
      isError: true,
      content: [
        {
          type: 'text',
          text: 'MCP error -32602: Input validation error: Invalid arguments for tool list_duty_pharmacies: Tarih YYYY-MM-DD biçiminde olmalıdır. at date',
        },
      ],
    },
  };
  expect(withTurkishToolErrors(invalid)).toEqual({
    ...invalid,
    result: {
      isError: true,
      content: [
        {
          type: 'text',
          text: 'list_duty_pharmacies aracı için geçersiz argüman: Tarih YYYY-MM-DD biçiminde olmalıdır.',
        },
      ],
    },
  });
  const answered = {
    jsonrpc: '2.0' as const,
    id: 4,
    result: { content: [{ type: 'text', text: 'MCP error -32602: Tool nope not found' }] },
  };
  expect(withTurkishToolErrors(answered)).toBe(answered);
  const request = { jsonrpc: '2.0' as const, id: 5, method: 'tools/list' };
  expect(withTurkishToolErrors(request)).toBe(request);
});
