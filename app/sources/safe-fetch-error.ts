export type SafeFetchErrorCode =
  'invalid_url' | 'blocked_protocol' | 'blocked_address' | 'too_many_redirects' | 'too_large' | 'timeout' | 'network';

/** Every failure of the SSRF-safe fetcher; `code` says which rule stopped it, `url` which request. */
export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  readonly code: SafeFetchErrorCode;
  readonly url: string;

  constructor(code: SafeFetchErrorCode, url: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.url = url;
  }
}
