import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  JSONRPCMessageSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  RequestIdSchema,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/**
 * What the MCP SDK (1.32.2) answers off the JSON-RPC 2.0 and MCP 2025-06-18 rules, put right
 * before a message reaches it:
 * - valid JSON that is not a JSON-RPC message (`42`, `{}`) is an invalid request (-32600), where
 *   the SDK says parse error (-32700), which JSON-RPC keeps for a body that is not JSON at all;
 * - batches (a JSON array) left JSON-RPC-over-MCP in 2025-06-18: a client of that version or later
 *   (its `MCP-Protocol-Version` header, or the initialize inside the batch) gets -32600; an older
 *   client (no header means 2025-03-26, as the SDK assumes) may still send one;
 * - a request of a method the server has, without the params it needs, is invalid params (-32602)
 *   in one sentence, where the SDK answers an internal error (-32603) with the schema's dump.
 */

export type Refusal = { code: number; message: string; id: RequestId | null };

/** The first protocol version without JSON-RPC batches. */
const NO_BATCH_SINCE = '2025-06-18';

/** The requests this server answers (the SDK's server and its tools); any other method is -32601. */
const HANDLED_REQUESTS = [InitializeRequestSchema, PingRequestSchema, ListToolsRequestSchema, CallToolRequestSchema];
const REQUEST_SCHEMAS = new Map(HANDLED_REQUESTS.map((schema) => [schema.shape.method.value as string, schema]));

function readableId(value: unknown): RequestId | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const id = RequestIdSchema.safeParse(value.id);
  return id.success ? id.data : null;
}

const invalidRequest = (message: string, id: RequestId | null = null): Refusal => ({ code: -32600, message, id });

function initializeVersion(messages: unknown[]): string | null {
  for (const message of messages) {
    const initialize = InitializeRequestSchema.safeParse(message);
    if (initialize.success) return initialize.data.params.protocolVersion;
  }
  return null;
}

/**
 * The body of a POST to `/mcp`, parsed: the value to hand the SDK, or the refusal to answer
 * (with 400) instead. `protocolVersion` is the request's `MCP-Protocol-Version` header.
 */
export function screenBody(text: string, protocolVersion: string | null): { body: unknown } | { refusal: Refusal } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { refusal: { code: -32700, message: 'Ayrıştırma hatası: istek gövdesi geçerli bir JSON değil.', id: null } };
  }
  if (!Array.isArray(body)) {
    if (JSONRPCMessageSchema.safeParse(body).success) return { body };
    return {
      refusal: invalidRequest(
        'Geçersiz istek: gövde "jsonrpc": "2.0" ve "method" alanları olan bir JSON-RPC 2.0 nesnesi olmalıdır.',
        readableId(body),
      ),
    };
  }
  if (body.length === 0) return { refusal: invalidRequest('Geçersiz istek: boş toplu istek (batch).') };
  const version = protocolVersion ?? initializeVersion(body);
  if (version !== null && version >= NO_BATCH_SINCE) {
    return {
      refusal: invalidRequest(
        `Geçersiz istek: MCP ${NO_BATCH_SINCE} ve sonrasında toplu istek (JSON dizisi) desteklenmez; ` +
          'her isteği ayrı gönderin.',
      ),
    };
  }
  if (!body.every((message) => JSONRPCMessageSchema.safeParse(message).success)) {
    return { refusal: invalidRequest('Geçersiz istek: toplu istekteki her öğe bir JSON-RPC 2.0 nesnesi olmalıdır.') };
  }
  return { body };
}

/** At most three fields are named: a sentence, not a list. */
const MAX_FIELDS = 3;

/** The refusal of a request whose params its method's schema does not take; null when they fit (or not a request). */
export function checkParams(message: JSONRPCMessage): JSONRPCErrorResponse | null {
  if (!('method' in message) || !('id' in message)) return null;
  const schema = REQUEST_SCHEMAS.get(message.method);
  if (!schema) return null;
  const parsed = schema.safeParse(message);
  if (parsed.success) return null;
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'params'))];
  const named = fields
    .slice(0, MAX_FIELDS)
    .map((field) => `"${field}"`)
    .join(', ');
  return {
    jsonrpc: '2.0',
    id: message.id,
    error: { code: -32602, message: `Geçersiz parametreler (${message.method}): ${named} eksik ya da geçersiz.` },
  };
}
