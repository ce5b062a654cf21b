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

test('a tool that does not exist points to the list; any other text is left as it is', () => {
  expect(toTurkishToolError('MCP error -32602: Tool find_pharmacy not found')).toBe(
    '"find_pharmacy" adında bir araç yok. Araçların listesi için tools/list isteğini kullanın.',
  );
  expect(toTurkishToolError('"Atlantis" adında bir il bulunamadı.')).toBe('"Atlantis" adında bir il bulunamadı.');
});

test('only tool error results are rewritten; other messages pass unchanged', () => {
  const refused = {
    jsonrpc: '2.0' as const,
    id: 3,
    result: { isError: true, content: [{ type: 'text', text: 'MCP error -32602: Tool nope not found' }] },
  };
  expect(withTurkishToolErrors(refused)).toEqual({
    ...refused,
    result: {
      isError: true,
      content: [
        { type: 'text', text: '"nope" adında bir araç yok. Araçların listesi için tools/list isteğini kullanın.' },
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
