/**
 * Any site may call `/mcp` from a browser (an assistant or an inspector running in a web page), as
 * it may call the public API: the tools are read-only and no cookie is read. The preflight is
 * answered by the HTTP layer's input boundary (server/request-boundary.ts) with `MCP_PREFLIGHT`; app/routes/api/mcp/mcp-http.server.ts adds `MCP_CORS` to every answer.
 */
export const MCP_CORS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version, Retry-After',
};
export const MCP_PREFLIGHT: Readonly<Record<string, string>> = {
  ...MCP_CORS,
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Accept, Content-Type, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
  'Access-Control-Max-Age': '86400',
  Allow: 'GET, HEAD, POST, OPTIONS',
};
