import { expect, test } from 'vitest';
import { describeConnectionCause } from '#app/sources/fetch-failure-text.ts';
import { SafeFetchError } from '#app/sources/safe-fetch-error.ts';
import { toFetchError, toStatusError } from '#app/sources/source.ts';

const page = 'https://www.eczaneler.gen.tr/nobetci-giresun';

/** A SafeFetchError 'network' as the fetcher throws it, with the system error as its cause. */
const networkError = (code: string) =>
  new SafeFetchError('network', page, `Network error while fetching ${page}`, {
    cause: Object.assign(new Error(`connect ${code}`), { code }),
  });

test('HTTP statuses name their cause in Turkish: blocked, not found, server error', () => {
  expect(toStatusError(200, page)).toBeNull();
  expect(toStatusError(403, page)).toMatchObject({
    kind: 'blocked',
    retryable: false,
    message: `Kaynak isteği engelledi (HTTP 403): ${page}`,
  });
  expect(toStatusError(429, page)?.message).toBe(`Kaynak çok fazla istek nedeniyle engelledi (HTTP 429): ${page}`);
  expect(toStatusError(404, page)).toMatchObject({
    kind: 'http',
    retryable: false,
    message: `Sayfa kaynakta bulunamadı (HTTP 404): ${page}`,
  });
  expect(toStatusError(503, page)).toMatchObject({
    kind: 'http',
    retryable: true,
    message: `Kaynakta sunucu hatası (HTTP 503): ${page}`,
  });
  expect(toStatusError(400, page)?.message).toBe(`Kaynak isteği reddetti (HTTP 400): ${page}`);
  expect(toStatusError(304, page)?.message).toBe(`Kaynak beklenmeyen bir yanıt verdi (HTTP 304): ${page}`);
});

test('a failed connection says it could not connect, and why', () => {
  expect(toFetchError(networkError('ECONNREFUSED'), page)).toMatchObject({
    kind: 'unreachable',
    retryable: true,
    message: 'Kaynağa bağlanılamadı: www.eczaneler.gen.tr (bağlantı reddedildi)',
  });
  expect(toFetchError(networkError('ENOTFOUND'), page).message).toBe(
    'Kaynağa bağlanılamadı: www.eczaneler.gen.tr (alan adı çözümlenemedi)',
  );
  expect(describeConnectionCause(networkError('ECONNRESET'))).toBe('bağlantı koptu');
  expect(describeConnectionCause(networkError('EHOSTUNREACH'))).toBe('ağa ulaşılamıyor');
  expect(describeConnectionCause(networkError('DEPTH_ZERO_SELF_SIGNED_CERT'))).toBe('TLS sertifikası doğrulanamadı');
  expect(describeConnectionCause(networkError('EWHATEVER'))).toBe('ağ hatası');
  expect(describeConnectionCause(new SafeFetchError('network', page, 'Host has no addresses'))).toBe(
    'alan adının IP adresi yok',
  );
});

test('a timeout, a private address and other fetcher refusals are named as such', () => {
  expect(toFetchError(new SafeFetchError('timeout', page, 'took longer than 15000 ms'), page)).toMatchObject({
    kind: 'timeout',
    retryable: true,
    message: 'Zaman aşımı: www.eczaneler.gen.tr (kaynak zamanında yanıt vermedi)',
  });
  expect(toFetchError(new SafeFetchError('blocked_address', page, 'Refusing'), page)).toMatchObject({
    kind: 'unreachable',
    retryable: false,
    message: 'Kaynağa bağlanılamadı: www.eczaneler.gen.tr (yerel veya özel ağ adresi; FETCH_ALLOW_HOSTS içinde değil)',
  });
  expect(toFetchError(new SafeFetchError('too_large', page, 'big'), page).message).toBe(
    `Kaynağın yanıtı izin verilen boyuttan büyük: ${page}`,
  );
  expect(toFetchError(new SafeFetchError('too_many_redirects', page, 'loop'), page).message).toBe(
    `Kaynak çok fazla yönlendirme yaptı: ${page}`,
  );
  expect(toFetchError(new Error('socket hang up'), page).message).toBe(
    'Kaynağa bağlanılamadı: www.eczaneler.gen.tr (ağ hatası)',
  );
});
