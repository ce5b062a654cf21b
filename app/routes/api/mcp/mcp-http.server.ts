import type { AppServices } from '#app/services.server.ts';
import { toClientKey } from '#app/domain/site/client-key.ts';
import { createClientLimiter, type ClientLimiter } from '#app/routes/api/mcp/client-limit.ts';
import { MCP_CORS } from '#app/domain/site/cors.ts';
import { withTurkishToolErrors } from '#app/routes/api/mcp/tool-errors.ts';

/**
 * `/mcp`: the Model Context Protocol over Streamable HTTP, stateless (a fresh server and
 * transport per request, no session), answering JSON rather than an event stream. Each client
 * (one IPv4 address or IPv6 /64, however spelled) has a budget of requests a minute; past it, 429
 * with a JSON-RPC error and `Retry-After`. Nothing here is cached: every answer says `no-store`.
 */

const MCP_REQUESTS_PER_MINUTE = 60;

/** The SDK and the tools load with the first MCP request, not with the server (about 80 ms of start-up). */
function loadMcp() {
  return Promise.all([
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
    import('@modelcontextprotocol/sdk/server/requestBody.js'),
    import('@modelcontextprotocol/sdk/shared/mediaType.js'),
    import('#app/routes/api/mcp/mcp-tools.server.ts'),
    import('#app/routes/api/mcp/json-rpc-screen.ts'),
  ]);
}
/** Tool calls are a few hundred bytes; the HTTP layer bounds public bodies to 16 KB as well. */
const MAX_BODY_BYTES = 16 * 1024;

const limiters = new WeakMap<AppServices, ClientLimiter>();

function getLimiter(services: AppServices): ClientLimiter {
  let limiter = limiters.get(services);
  if (!limiter) {
    limiter = createClientLimiter({ limit: MCP_REQUESTS_PER_MINUTE, windowMs: 60_000 });
    limiters.set(services, limiter);
  }
  return limiter;
}

function jsonRpcError(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  { code, id }: { code: number; id: string | number | null } = { code: -32000, id: null },
): Response {
  const body = { jsonrpc: '2.0', error: { code, message }, id };
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...MCP_CORS.answer,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** GET (an event stream for server messages) is not offered: the server never speaks first. */
export function refuseMcpStream(): Response {
  return jsonRpcError(405, 'Bu MCP uç noktası yalnızca POST isteklerini kabul eder (durumsuz Streamable HTTP).', {
    Allow: 'POST',
  });
}

export async function handleMcpRequest(services: AppServices, ip: string, request: Request): Promise<Response> {
  const decision = getLimiter(services).take(toClientKey(ip), services.now());
  if (!decision.allowed) {
    return jsonRpcError(
      429,
      `Çok fazla istek: dakikada en çok ${MCP_REQUESTS_PER_MINUTE} istek. ` +
        `${decision.retryAfterSeconds} saniye sonra yeniden deneyin.`,
      { 'Retry-After': String(decision.retryAfterSeconds) },
    );
  }
  const [
    { WebStandardStreamableHTTPServerTransport },
    { readRequestBody },
    { isJsonContentType },
    { createPharmacyMcpServer },
    { screenBody, checkParams },
  ] = await loadMcp();
  // A request the SDK refuses for its headers (406, 415) goes to it unread; any other body is read
  // and screened here first (json-rpc-screen.ts), then handed over parsed.
  const accept = request.headers.get('Accept') ?? '';
  const readable = accept.includes('application/json') && accept.includes('text/event-stream');
  let parsedBody: unknown;
  if (readable && isJsonContentType(request.headers.get('Content-Type'))) {
    const read = await readRequestBody(request, MAX_BODY_BYTES);
    if (read.tooLarge) return jsonRpcError(413, `İstek gövdesi en çok ${MAX_BODY_BYTES} bayt olabilir.`);
    const screened = screenBody(read.text, request.headers.get('MCP-Protocol-Version'));
    if ('refusal' in screened) return jsonRpcError(400, screened.refusal.message, {}, screened.refusal);
    parsedBody = screened.body;
  }
  const server = createPharmacyMcpServer(services);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_BODY_BYTES,
  });
  // The SDK's own refusals of a tool call go out in Turkish, an unknown tool as a JSON-RPC error (tool-errors.ts).
  const send = transport.send.bind(transport);
  transport.send = (message, options) => send(withTurkishToolErrors(message), options);
  try {
    await server.connect(transport);
    // A request without the params its method needs is answered here (-32602), before the SDK's
    // handler turns its schema failure into an internal error.
    const deliver = transport.onmessage!;
    transport.onmessage = (message, extra) => {
      const refusal = checkParams(message);
      if (!refusal) return deliver(message, extra);
      transport.send(refusal).catch((error: unknown) => services.log.error({ err: error }, 'mcp refusal not sent'));
    };
    const response = await transport.handleRequest(request, parsedBody === undefined ? undefined : { parsedBody });
    response.headers.set('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(MCP_CORS.answer)) response.headers.set(name, value);
    return response;
  } finally {
    await server.close();
  }
}
