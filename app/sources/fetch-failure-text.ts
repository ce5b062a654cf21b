import { SafeFetchError } from '#app/sources/safe-fetch-error.ts';

/**
 * Why an outbound request failed, in the Turkish the admin screens show: the scrapers' per-province
 * reasons, robots.txt that could not be read, the sample data and the content fetcher. Pure.
 */

/** How a failure is reported: it names the real cause (no connection, timeout, an HTTP status …). */
export type FetchFailure = {
  kind: 'unreachable' | 'timeout' | 'http';
  /** Worth another try a little later (network trouble, timeouts, 5xx). */
  retryable: boolean;
  /** "Kaynağa bağlanılamadı", "Zaman aşımı", "Kaynakta sunucu hatası" … */
  headline: string;
  /** The cause in a few words ("bağlantı reddedildi", "HTTP 503"), or null when the headline says it all. */
  detail: string | null;
};

const CONNECTION_CAUSES: [codes: readonly string[], text: string][] = [
  [['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA'], 'alan adı çözümlenemedi'],
  [['ECONNREFUSED'], 'bağlantı reddedildi'],
  [['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'], 'bağlantı koptu'],
  [['EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'EHOSTDOWN'], 'ağa ulaşılamıyor'],
  [['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT'], 'bağlantı zaman aşımına uğradı'],
];

/** The first `code` along an error's cause chain ("ECONNREFUSED", "ENOTFOUND" …). */
function findErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && !(current instanceof SafeFetchError)) return code;
    current = cause;
  }
  return null;
}

/** Why a connection could not be made, in a few Turkish words ("bağlantı reddedildi"). */
export function describeConnectionCause(error: unknown): string {
  const code = findErrorCode(error);
  if (code !== null) {
    for (const [codes, text] of CONNECTION_CAUSES) if (codes.includes(code)) return text;
    if (code.startsWith('CERT_') || code.startsWith('ERR_TLS_') || code.includes('SIGNED_CERT')) {
      return 'TLS sertifikası doğrulanamadı';
    }
  }
  if (error instanceof SafeFetchError && error.cause === undefined) return 'alan adının IP adresi yok';
  return 'ağ hatası';
}

/** A non-2xx answer as a failure: 403/429 blocked, 404 not found, 5xx server error (retryable). */
export function toStatusFailure(status: number): FetchFailure {
  const detail = `HTTP ${status}`;
  const failure = (headline: string, retryable = false): FetchFailure => ({
    kind: 'http',
    retryable,
    headline,
    detail,
  });
  if (status === 403) return failure('Kaynak isteği engelledi');
  if (status === 429) return failure('Kaynak çok fazla istek nedeniyle engelledi');
  if (status === 404 || status === 410) return failure('Sayfa kaynakta bulunamadı');
  if (status >= 500 && status < 600) return failure('Kaynakta sunucu hatası', true);
  if (status >= 400 && status < 500) return failure('Kaynak isteği reddetti');
  return failure('Kaynak beklenmeyen bir yanıt verdi');
}

/** A thrown fetch (the SSRF-safe fetcher's SafeFetchError, or anything else) as a failure. */
export function toFetchFailure(error: unknown): FetchFailure {
  const code = error instanceof SafeFetchError ? error.code : 'network';
  switch (code) {
    case 'timeout':
      return { kind: 'timeout', retryable: true, headline: 'Zaman aşımı', detail: 'kaynak zamanında yanıt vermedi' };
    case 'network':
      return {
        kind: 'unreachable',
        retryable: true,
        headline: 'Kaynağa bağlanılamadı',
        detail: describeConnectionCause(error),
      };
    case 'blocked_address':
      return {
        kind: 'unreachable',
        retryable: false,
        headline: 'Kaynağa bağlanılamadı',
        detail: 'yerel veya özel ağ adresi; FETCH_ALLOW_HOSTS içinde değil',
      };
    case 'too_large':
      return { kind: 'http', retryable: false, headline: 'Kaynağın yanıtı izin verilen boyuttan büyük', detail: null };
    case 'too_many_redirects':
      return { kind: 'http', retryable: false, headline: 'Kaynak çok fazla yönlendirme yaptı', detail: null };
    case 'invalid_url':
    case 'blocked_protocol':
      return { kind: 'http', retryable: false, headline: 'Kaynak geçersiz bir adrese yönlendirdi', detail: null };
  }
}

/** "host:port" of a URL as people write it (no default port); the text itself when it is no URL. */
export function toHostLabel(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
