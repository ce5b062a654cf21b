import { isNotModified, toMaxAge, toSharedCacheControl, toWeakEtag } from '#app/domain/site/cache-headers.ts';
import { API_V1_CORS } from '#app/domain/site/cors.ts';
import type { AppServices } from '#app/services.server.ts';
import type { ApiErrorBody, ApiErrorCode } from '#app/routes/api/v1/api-schemas.ts';

/**
 * What every `/api/v1` response shares: JSON, open CORS, and the site's one caching
 * rule (app/domain/site/cache-headers.ts): a short public cache that never outlives the
 * next duty rotation, a weak ETag of the body, and 304 when the client already
 * holds it. Expected failures are `ApiError`s and become `{ error: { code, message } }`
 * with their status.
 */

export type { ApiErrorCode } from '#app/routes/api/v1/api-schemas.ts';

export class ApiError extends Error {
  readonly status: 400 | 404 | 405;
  readonly code: ApiErrorCode;

  constructor(status: 400 | 404 | 405, code: ApiErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function badRequest(message: string): never {
  throw new ApiError(400, 'bad_request', message);
}

export function notFound(message: string): never {
  throw new ApiError(404, 'not_found', message);
}

/** What a data function hands back: the body and the rotation times it depends on. */
export type ApiPayload = { body: unknown; rotations: readonly string[] };

function respondJson(request: Request, body: unknown, status: number, maxAge: number): Response {
  const text = JSON.stringify(body);
  const etag = toWeakEtag(text);
  const headers = new Headers({
    ...API_V1_CORS.answer,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': toSharedCacheControl(maxAge),
    ETag: etag,
  });
  if (status === 200 && isNotModified(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(text, { status, headers });
}

function toErrorBody(error: ApiError): ApiErrorBody {
  return { error: { code: error.code, message: error.message } };
}

/** Runs a data function and answers with its JSON, or with the expected error it threw. */
export function respondApi(request: Request, services: AppServices, build: () => ApiPayload): Response {
  const now = services.now();
  try {
    const { body, rotations } = build();
    return respondJson(request, body, 200, toMaxAge(now, [services.rotation, ...rotations]));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return respondJson(request, toErrorBody(error), error.status, toMaxAge(now, [services.rotation]));
  }
}

/** The route `action`: answers the CORS preflight; any other method is not allowed. */
export function respondPreflight(request: Request, services: AppServices): Response {
  if (request.method.toUpperCase() === 'OPTIONS') {
    return new Response(null, { status: 204, headers: API_V1_CORS.preflight });
  }
  const error = new ApiError(405, 'method_not_allowed', 'Bu adres yalnızca GET isteklerini kabul eder.');
  const response = respondJson(request, toErrorBody(error), 405, toMaxAge(services.now(), [services.rotation]));
  response.headers.set('Allow', API_V1_CORS.methods);
  return response;
}
