import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * A tool call the MCP SDK refuses before a tool runs (a tool that does not exist, arguments that
 * do not match the tool's schema) comes back as a tool error in the SDK's English, around the
 * schema's own Turkish reasons: `MCP error -32602: Input validation error: Invalid arguments for
 * tool list_duty_pharmacies: Tarih YYYY-MM-DD biçiminde olmalıdır. at date`. Those two are
 * written in Turkish on their way out, like every other answer of the tools; any other text is
 * left as it is.
 */
const INVALID_ARGUMENTS = /^MCP error -32602: Input validation error: Invalid arguments for tool (\S+): ([\s\S]*)$/;
const UNKNOWN_TOOL = /^MCP error -32602: Tool (\S+) not found$/;

/** Each schema reason is a line ending in ` at <field>`; the reasons name their field already. */
function toReasons(detail: string): string[] {
  const reasons = detail
    .split('\n')
    .map((line) => line.replace(/ at [^\s]+$/, '').trim())
    .filter(Boolean);
  return [...new Set(reasons)];
}

export function toTurkishToolError(text: string): string {
  const invalid = INVALID_ARGUMENTS.exec(text);
  if (invalid) return `${invalid[1]} aracı için geçersiz argüman: ${toReasons(invalid[2]!).join(' ')}`;
  const unknown = UNKNOWN_TOOL.exec(text);
  if (unknown) return `"${unknown[1]}" adında bir araç yok. Araçların listesi için tools/list isteğini kullanın.`;
  return text;
}

type ToolErrorResult = { isError: true; content: { type: string; text?: unknown }[] };

function isToolError(result: unknown): result is ToolErrorResult {
  if (typeof result !== 'object' || result === null) return false;
  const { isError, content } = result as { isError?: unknown; content?: unknown };
  return isError === true && Array.isArray(content);
}

/** `message` with the SDK's English tool errors (see above) in Turkish; any other message as it is. */
export function withTurkishToolErrors(message: JSONRPCMessage): JSONRPCMessage {
  if (!('result' in message) || !isToolError(message.result)) return message;
  const content = message.result.content.map((part) =>
    part.type === 'text' && typeof part.text === 'string' ? { ...part, text: toTurkishToolError(part.text) } : part,
  );
  return { ...message, result: { ...message.result, content } };
}
