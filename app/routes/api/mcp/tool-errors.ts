import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * A tool call the MCP SDK refuses before a tool runs comes back as a tool error result in the
 * SDK's English. Two of them are put right on their way out:
 * - arguments that do not match the tool's schema (`MCP error -32602: Input validation error:
 *   Invalid arguments for tool list_duty_pharmacies: Tarih YYYY-MM-DD biçiminde olmalıdır. at
 *   date`) stay a tool error, so the assistant can correct its call, with the schema's own Turkish
 *   reasons;
 * - a tool that does not exist (`MCP error -32602: Tool find_pharmacy not found`) is a protocol
 *   error in MCP, not a result: a JSON-RPC error -32602, in Turkish.
 * Any other message is left as it is.
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
  return text;
}

function unknownToolMessage(name: string): string {
  return `"${name}" adında bir araç yok. Araçların listesi için tools/list isteğini kullanın.`;
}

type ToolErrorResult = { isError: true; content: { type: string; text?: unknown }[] };

function isToolError(result: unknown): result is ToolErrorResult {
  if (typeof result !== 'object' || result === null) return false;
  const { isError, content } = result as { isError?: unknown; content?: unknown };
  return isError === true && Array.isArray(content);
}

/** `message` with the SDK's English tool errors (see above) put right; any other message as it is. */
export function withTurkishToolErrors(message: JSONRPCMessage): JSONRPCMessage {
  if (!('result' in message) || !isToolError(message.result)) return message;
  const [first] = message.result.content;
  const unknown = first?.type === 'text' && typeof first.text === 'string' ? UNKNOWN_TOOL.exec(first.text) : null;
  if (unknown) {
    return { jsonrpc: '2.0', id: message.id, error: { code: -32602, message: unknownToolMessage(unknown[1]!) } };
  }
  const content = message.result.content.map((part) =>
    part.type === 'text' && typeof part.text === 'string' ? { ...part, text: toTurkishToolError(part.text) } : part,
  );
  return { ...message, result: { ...message.result, content } };
}
