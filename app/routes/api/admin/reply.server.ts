/**
 * How every admin endpoint answers in JSON: one admin's data, so never kept by any cache
 * (`Cache-Control: no-store`), with the status and any extra headers given.
 */
export function jsonReply(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, {
    status: init.status ?? 200,
    headers: { 'Cache-Control': 'no-store', ...init.headers },
  });
}

/** 405 for a method the endpoint does not take, naming the one it does in `Allow`, with the endpoint's own body. */
export function methodNotAllowed(allowed: 'GET' | 'POST', body: unknown): Response {
  return jsonReply(body, { status: 405, headers: { Allow: allowed } });
}
