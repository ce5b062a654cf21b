import { localiseHref, splitLocale, TEXT_DIRECTION, type Locale } from '#app/domain/i18n/locale.ts';
import { translatorFor, type MessageKey } from '#app/domain/i18n/translate.ts';
import { classifyPath } from '#app/domain/site/request-kind.ts';
import type { ServerResponse } from 'node:http';

/**
 * The answers of the HTTP boundary to requests it refuses: a short Turkish page, or JSON under
 * `/api/` (`{ error: { code, message } }` for the public API, `{ success: false, error }` for the
 * admin endpoints, as their own answers are shaped). Never stored by a cache.
 *
 * An English or Arabic page's address (`/en/…`, `/ar/…`: the path names the language,
 * app/domain/i18n/locale.ts) is refused in its language, from the catalogues, where a visitor can
 * meet the refusal: a form sent from another site (403) and a page that failed (500). Any other
 * refusal there, and one with its own (Turkish) message, stays Turkish and says so (`lang="tr"`).
 */

export type RefusalStatus = 400 | 403 | 404 | 405 | 408 | 413 | 415 | 421 | 429 | 431 | 500 | 503;

const TITLES: Record<RefusalStatus, { title: string; message: string; code: string }> = {
  400: {
    title: 'Geçersiz istek',
    message: 'Adres okunamadı. Ana sayfadan ilinizi seçerek devam edebilirsiniz.',
    code: 'bad_request',
  },
  403: {
    title: 'Form başka bir siteden gönderildi',
    message:
      'Bu form bu sitenin sayfasından gönderilmediği için güvenliğiniz adına kabul edilmedi. Sayfayı bu siteden açıp yeniden deneyin.',
    code: 'forbidden',
  },
  404: { title: 'Sayfa bulunamadı', message: 'Aradığınız sayfa bulunamadı.', code: 'not_found' },
  405: {
    title: 'Bu istek desteklenmiyor',
    message: 'Bu adres bu istek yöntemini kabul etmiyor.',
    code: 'method_not_allowed',
  },
  408: { title: 'İstek zaman aşımına uğradı', message: 'İstek zamanında tamamlanmadı.', code: 'request_timeout' },
  429: {
    title: 'Çok fazla istek',
    message: 'Kısa sürede çok sayıda sayfa istendi. Lütfen birkaç saniye bekleyip tekrar deneyin.',
    code: 'too_many_requests',
  },
  431: { title: 'İstek başlıkları çok büyük', message: 'İsteğin başlıkları çok büyük.', code: 'headers_too_large' },
  413: { title: 'İstek çok büyük', message: 'Gönderilen veri bu adres için çok büyük.', code: 'payload_too_large' },
  415: {
    title: 'Desteklenmeyen içerik türü',
    message: 'Gönderilen verinin türü bu adres için uygun değil.',
    code: 'unsupported_media_type',
  },
  421: {
    title: 'Bu adres yapılandırılmamış',
    message:
      'Bu sunucu istenen alan adı için yapılandırılmamış. Yönetici BASE_DOMAIN veya PUBLIC_ORIGIN ayarını yapmalıdır.',
    code: 'misdirected_request',
  },
  503: {
    title: 'Sunucu şu anda çok meşgul',
    message: 'Sunucu şu anda çok sayıda isteği işliyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    code: 'service_unavailable',
  },
  500: {
    title: 'Bir hata oluştu',
    message: 'Beklenmeyen bir sorun oluştu. Lütfen biraz sonra tekrar deneyin.',
    code: 'internal_error',
  },
};

/** The refusals a visitor of an English or Arabic page may meet, in the catalogues' words. */
const LOCALISED: Partial<Record<RefusalStatus, { title: MessageKey; message: MessageKey }>> = {
  403: { title: 'refusal.crossSiteTitle', message: 'refusal.crossSite' },
  500: { title: 'error.title', message: 'error.pageLoad' },
};

type RefusalPage = { locale: Locale; title: string; message: string; home: string; homeHref: string };

/** The refusal page's words: in the path's language where the catalogues have them, else Turkish. */
function toRefusalPage(status: RefusalStatus, pathname: string, message: string | undefined): RefusalPage {
  const { locale } = splitLocale(pathname);
  const keys = LOCALISED[status];
  if (locale === 'tr' || !keys || message !== undefined) {
    const known = TITLES[status];
    return {
      locale: 'tr',
      title: known.title,
      message: message ?? known.message,
      home: 'Ana sayfaya dön',
      homeHref: '/',
    };
  }
  const t = translatorFor(locale);
  return {
    locale,
    title: t(keys.title),
    message: t(keys.message),
    home: t('error.homeChoose'),
    homeHref: localiseHref(locale, '/'),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function toPathname(url: string | undefined): string {
  const path = url ?? '/';
  return path.startsWith('/') ? path.split('?')[0]! : '/';
}

/** The body of a refusal: JSON under /api/, else a short page in the path's language (Turkish but for 403 and 500). */
export function toRefusalBody(
  status: RefusalStatus,
  pathname: string,
  message?: string,
): { type: string; body: string } {
  const known = TITLES[status];
  const text = message ?? known.message;
  const kind = classifyPath(pathname);
  if (kind.json) {
    return {
      type: 'application/json; charset=utf-8',
      body: JSON.stringify(
        kind.kind === 'api' ? { error: { code: known.code, message: text } } : { success: false, error: text },
      ),
    };
  }
  const page = toRefusalPage(status, pathname, message);
  const title = escapeHtml(page.title);
  // Turkish keeps its markup as it was; English and Arabic say their direction too.
  const dir = page.locale === 'tr' ? '' : ` dir="${TEXT_DIRECTION[page.locale]}"`;
  return {
    type: 'text/html; charset=utf-8',
    body:
      `<!doctype html><html lang="${page.locale}"${dir}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${title}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
      `<h1>${title}</h1><p>${escapeHtml(page.message)}</p><p><a href="${page.homeHref}">${escapeHtml(page.home)}</a></p></body></html>`,
  };
}

export function refuse(
  res: ServerResponse,
  url: string | undefined,
  status: RefusalStatus,
  options: { message?: string; headers?: Record<string, string>; head?: boolean } = {},
): void {
  const { type, body } = toRefusalBody(status, toPathname(url), options.message);
  res.statusCode = status;
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(options.head ? undefined : body);
}
