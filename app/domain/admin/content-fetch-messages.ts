/**
 * Texts of the admin content fetcher, shared by the server and the
 * page, and the URL check both run before anything is fetched.
 */

export const EXAMPLE_URL = 'https://www.eczaneler.gen.tr';

export const CONTENT_MESSAGES = {
  urlRequired: 'Lütfen bir URL girin',
  urlInvalid: `Geçerli bir URL girin (örn: ${EXAMPLE_URL})`,
  urlProtocol: 'Yalnızca http:// ve https:// ile başlayan adresler çekilebilir',
  urlBlocked:
    'Bu adrese erişime izin verilmiyor: yerel ve özel ağ adresleri (localhost, 127.0.0.1, 10.x, 192.168.x gibi) güvenlik nedeniyle engellenir',
  fetchFailed: 'İçerik çekilirken bir hata oluştu',
  fetched: 'İçerik Başarıyla Çekildi',
  saveNeedsContent: 'Veritabanına kaydetmek için önce içerik çekin',
  saveFailed: 'Veritabanına kaydedilirken bir hata oluştu',
  taskCreateFailed: 'Zamanlanmış görev oluşturulurken bir hata oluştu',
  taskDeleteFailed: 'Zamanlanmış görev silinirken bir hata oluştu',
  taskUpdateFailed: 'Zamanlanmış görev güncellenirken bir hata oluştu',
  taskRunFailed: 'Görev çalıştırılırken bir hata oluştu',
  /** The old endpoint's fallback error, kept for API clients. */
  taskRunFallback: 'Task execution failed',
  taskNotFound: 'Görev bulunamadı',
  timeInvalid: 'Geçerli bir saat girin (SS:DD, 24 saat)',
  useRunPost:
    'Bu uç nokta görevi çalıştırdığı için GET kabul etmez; aynı parametrelerle POST isteği gönderin (X-CSRF-Token başlığıyla)',
} as const;

/** Success note of the save step: the old product's 'eczaneler_tr' table is the duty roster here. */
export function formatSaveSuccess(inserted: number, removed: number): string {
  return `Veriler başarıyla nöbet listesine kaydedildi (${inserted} eklendi, ${removed} silindi)`;
}

/** "https://…", or a scheme without slashes that must be refused as it is ("javascript:", "data:", "mailto:"). */
const HAS_SCHEME = /^(?:[a-z][a-z\d+.-]*:\/\/|(?:javascript|data|mailto|file|blob|about):)/i;

export type UrlCheck = { ok: true; url: URL } | { ok: false; error: string };

/**
 * Empty, unparseable and non-http(s) addresses are refused before any request. An address typed
 * or copied without its scheme ("www.eczaneler.gen.tr/…", as a browser's address bar shows it)
 * is read as https.
 */
export function checkTargetUrl(input: string): UrlCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: CONTENT_MESSAGES.urlRequired };
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, error: CONTENT_MESSAGES.urlInvalid };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: CONTENT_MESSAGES.urlProtocol };
  if (url.hostname === '') return { ok: false, error: CONTENT_MESSAGES.urlInvalid };
  return { ok: true, url };
}
