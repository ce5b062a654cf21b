/**
 * Cross-origin access, in one place, for the two endpoints any site may call from a browser: the
 * public JSON API (`/api/v1/…`, read-only, no cookie read) and `/mcp` (read-only tools). Each has
 * the headers every answer carries (`answer`) and those of its preflight (`preflight`), which the
 * HTTP layer's input boundary answers (server/request-boundary.ts) and the API's routes answer
 * alike when one reaches them. Nothing else on the site allows another origin.
 */
export type CorsPolicy = {
  /** The methods the endpoint takes, as its `Allow` header says. */
  methods: string;
  /** On every answer. */
  answer: Readonly<Record<string, string>>;
  /** On the answer to a preflight (OPTIONS), with `Allow`. */
  preflight: Readonly<Record<string, string>>;
};

function toCorsPolicy(policy: {
  methods: string;
  /** What a browser may send: the request headers the endpoint reads. */
  requestHeaders: string;
  /** What a browser's script may read of an answer, beyond the safelisted headers. */
  exposedHeaders: string;
  /** The methods the preflight allows across origins, when fewer than `methods`. */
  crossOriginMethods?: string;
}): CorsPolicy {
  const answer = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': policy.exposedHeaders,
  };
  return {
    methods: policy.methods,
    answer,
    preflight: {
      ...answer,
      'Access-Control-Allow-Methods': policy.crossOriginMethods ?? policy.methods,
      'Access-Control-Allow-Headers': policy.requestHeaders,
      'Access-Control-Max-Age': '86400',
      Allow: policy.methods,
    },
  };
}

export const API_V1_CORS = toCorsPolicy({
  methods: 'GET, HEAD, OPTIONS',
  requestHeaders: 'Accept, Content-Type, If-None-Match',
  exposedHeaders: 'ETag, Cache-Control',
});

/** An assistant or an inspector running in a web page posts JSON-RPC; the session lives in headers. */
export const MCP_CORS = toCorsPolicy({
  methods: 'GET, HEAD, POST, OPTIONS',
  crossOriginMethods: 'POST, OPTIONS',
  requestHeaders: 'Accept, Content-Type, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
  exposedHeaders: 'Mcp-Session-Id, Mcp-Protocol-Version, Retry-After',
});
