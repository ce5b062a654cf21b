/**
 * What the service worker (app/client/service-worker.ts) shows offline: which pages it keeps, the
 * banner over a kept copy, and the page for one it never kept. Pure string building, so the
 * texts can be tested without a browser.
 */
import type { RememberedPlace } from '#app/client/remember-place.ts';
import {
  INTL_LOCALE,
  LOCALES,
  localiseHref,
  splitLocale,
  TEXT_DIRECTION,
  type Locale,
} from '#app/domain/i18n/locale.ts';
import { classifyPath } from '#app/domain/site/request-kind.ts';
import { decodeEntities } from '#app/domain/text/text.ts';

/**
 * The offline words in each language, chosen by the kept page's address (`/en/…`). The service
 * worker is a bundle of its own, loaded before any page: it carries these few sentences rather
 * than the page catalogues and their formatter (docs/decisions/0010-languages.md).
 */
type OfflineWords = {
  offline: string;
  standIn: string;
  /** The whole sentence about the list's age, with its date or without. */
  age(when: string | null): string;
  reload: string;
  title: string;
  failed: string;
  pharmacyLoad: string;
  provinceLoad(province: string): string;
  pageLoad: string;
  noCopy: string;
  retry: string;
  home: string;
  kept: string;
  /** The remembered place's link, before its name: the landing page's words (`landing.remembered`). */
  remembered: string;
};

const WORDS: Readonly<Record<Locale, OfflineWords>> = {
  tr: {
    offline: 'Çevrimdışısınız.',
    standIn: 'Açtığınız sayfa bu cihazda kayıtlı değil; aynı ilin kayıtlı listesi gösteriliyor. ',
    age: (when) =>
      `${when ? `Bu liste ${when} tarihinde alındı` : 'Bu liste daha önce alındı'} ve güncel olmayabilir: gitmeden önce eczaneyi arayarak teyit edin.`,
    reload: 'Bağlantı gelince yenileyin',
    title: 'Bağlantı yok',
    failed: 'Bir hata oluştu',
    pharmacyLoad: 'Eczane bilgileri yüklenirken bir hata oluştu.',
    provinceLoad: (province) =>
      `${province} eczane verileri yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.`,
    pageLoad: 'Sayfa yüklenirken beklenmeyen bir sorun oluştu.',
    noCopy:
      "İnternet bağlantınız yok gibi görünüyor. Bu sayfa daha önce bu cihazda açılmadığı için kayıtlı bir kopyası da yok. Acil durumda 112'yi arayın.",
    retry: 'Tekrar Dene',
    home: 'Ana Sayfa',
    kept: 'Bu cihazda kayıtlı sayfalar',
    remembered: 'Son baktığınız',
  },
  en: {
    offline: 'You are offline.',
    standIn: 'The page you opened is not kept on this device; the kept list of the same province is shown. ',
    age: (when) =>
      `${when ? `This list was fetched on ${when}` : 'This list was fetched earlier'} and may be out of date: call the pharmacy to confirm before you go.`,
    reload: 'Refresh when you are back online',
    title: 'No connection',
    failed: 'Something went wrong',
    pharmacyLoad: 'Something went wrong while loading the pharmacies.',
    provinceLoad: (province) =>
      `Something went wrong while loading the pharmacies of ${province}. Please try again later.`,
    pageLoad: 'Something unexpected went wrong while loading the page.',
    noCopy:
      'You seem to have no internet connection, and this page was never opened on this device, so no copy is kept. In an emergency call 112.',
    retry: 'Try again',
    home: 'Home',
    kept: 'Pages kept on this device',
    remembered: 'Where you last looked',
  },
  ar: {
    offline: 'أنت غير متصل بالإنترنت.',
    standIn: 'الصفحة التي فتحتها غير محفوظة على هذا الجهاز؛ تُعرض القائمة المحفوظة للولاية نفسها. ',
    age: (when) =>
      `${when ? `جُلبت هذه القائمة في ${when}` : 'جُلبت هذه القائمة في وقت سابق'} وقد لا تكون محدّثة: اتصل بالصيدلية للتأكد قبل الذهاب.`,
    reload: 'حدّث الصفحة عند عودة الاتصال',
    title: 'لا يوجد اتصال',
    failed: 'حدث خطأ',
    pharmacyLoad: 'حدث خطأ أثناء تحميل معلومات الصيدليات.',
    provinceLoad: (province) => `حدثت مشكلة أثناء تحميل بيانات صيدليات ${province}. يرجى المحاولة لاحقًا.`,
    pageLoad: 'حدثت مشكلة غير متوقعة أثناء تحميل الصفحة.',
    noCopy:
      'يبدو أنه لا يوجد اتصال بالإنترنت، ولم تُفتح هذه الصفحة على هذا الجهاز من قبل، فلا توجد نسخة محفوظة منها. في حالة الطوارئ اتصل بالرقم 112.',
    retry: 'حاول مرة أخرى',
    home: 'الصفحة الرئيسية',
    kept: 'الصفحات المحفوظة على هذا الجهاز',
    remembered: 'آخر مكان بحثت فيه',
  },
};

/** A public page worth keeping for offline use: the landing, province, district, nearest and content pages. */
export function isOfflinePage(url: URL): boolean {
  return classifyPath(url.pathname).keptOffline;
}

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

/** "22 Kasım Pazar 01:35" in Istanbul time (in the page's language), or null for a missing or broken stamp. */
export function formatFetchedAt(iso: string | null, locale: Locale = 'tr'): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat(INTL_LOCALE[locale], DATE_TIME_OPTIONS).format(date);
}

/**
 * The banner over a kept copy: offline, when it was fetched, that it may be out of date, call first.
 * `standIn` when the copy is not of the page asked for but of its province (offlineStandIns).
 */
export function offlineBanner(fetchedAtIso: string | null, standIn = false, locale: Locale = 'tr'): string {
  const words = WORDS[locale];
  const note = standIn ? words.standIn : '';
  return (
    `<div id="cevrimdisi" role="status" class="border-b-2 border-amber-400 bg-amber-100 px-4 py-3 text-center text-amber-950">` +
    `<strong>${words.offline}</strong> ${note}${words.age(formatFetchedAt(fetchedAtIso, locale))} ` +
    `<a href="" class="font-semibold underline">${words.reload}</a></div>`
  );
}

/** The language of a page by its address, for its offline words. */
export function offlineLocale(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

/**
 * A kept page with the offline banner at the top of its main content (a landmark, after the
 * header and the skip link, which stays the page's first link), or at the top of the body of a
 * page without one.
 */
export function withOfflineBanner(html: string, banner: string): string {
  const inMain = html.replace(/<main([^>]*)>/, `<main$1>${banner}`);
  return inMain !== html ? inMain : html.replace(/<body([^>]*)>/, `<body$1>${banner}`);
}

/**
 * Offline, for a page never kept: the kept pages that list the same pharmacies, best first. The
 * district filter (`/istanbul?province=istanbul&ilce=kadikoy`) and the day tabs change only the
 * query, so the province page itself; a district page (`/istanbul/kadikoy`), its province's.
 */
export function offlineStandIns(url: URL): string[] {
  if (!isOfflinePage(url)) return [];
  const { locale, path } = splitLocale(url.pathname);
  const prefix = locale === 'tr' ? '' : `/${locale}`;
  const parts = path.split('/').filter(Boolean);
  const paths = url.search ? [url.pathname] : [];
  if (parts.length === 2) paths.push(`${prefix}/${parts[0]}`);
  return paths;
}

/** A kept page's name for the list of what is on this device: its title up to the site's name. */
export function toKeptPageLabel(html: string): string | null {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.split(' - ')[0]?.trim();
  return title ? decodeEntities(title) : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "kadikoy" → "Kadikoy": a readable place from the address, as the error pages do. */
function toLabel(slug: string): string {
  const text = decodeURIComponentSafe(slug).replace(/-/g, ' ');
  return text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1).toLocaleLowerCase('tr-TR');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The remembered place on the failure page: the address of its page and its name ("İstanbul / Kadıköy"). */
export type RememberedLink = { href: string; place: string };

/**
 * The place the visitor last looked at (the `province_preference` and `district_preference`
 * cookies, app/client/remember-place.ts) as a link from the page `here`, in here's language, as the
 * site links it (app/domain/site/site.server.ts): `/istanbul/kadikoy`; on the province's own host
 * (`istanbul.{base}`, `istanbul.localhost`) `/kadikoy`. Under BASE_DOMAIN the cookies' Domain
 * (`cookieDomain`, where the browser tells it) is the base: from another host the link goes to
 * `https://istanbul.{base}/kadikoy`. When this device has kept the place's page (`kept`: paths) in
 * another language only, the link goes to that copy rather than to a page that cannot open. None
 * when nothing is remembered, or when the place's page is the one that could not be opened.
 */
export function toRememberedLink(
  remembered: RememberedPlace | null,
  here: URL,
  { cookieDomain = null, kept = new Set() }: { cookieDomain?: string | null; kept?: ReadonlySet<string> } = {},
): RememberedLink | null {
  if (!remembered) return null;
  const { province, district } = remembered;
  const base = cookieDomain?.replace(/^\./, '') || null;
  const provinceHost = base ? `${province.slug}.${base}` : null;
  const onProvinceHost = provinceHost ? here.hostname === provinceHost : here.hostname.startsWith(`${province.slug}.`);
  const onHost = district ? `/${district.slug}` : '/';
  const href = localiseHref(
    offlineLocale(here.pathname),
    onProvinceHost
      ? onHost
      : provinceHost
        ? `${here.protocol}//${provinceHost}${here.port ? `:${here.port}` : ''}${onHost}`
        : `/${province.slug}${district ? `/${district.slug}` : ''}`,
  );
  const chosen = href.startsWith('/') ? (toLanguageVersions(href).find((path) => kept.has(path)) ?? href) : href;
  const target = new URL(chosen, here);
  if (target.origin === here.origin && target.pathname === here.pathname) return null;
  return { href: chosen, place: district ? `${province.name} / ${district.name}` : province.name };
}

/** A page's address in every language, its own first: `/ar/istanbul/kadikoy`, `/istanbul/kadikoy`, `/en/istanbul/kadikoy`. */
function toLanguageVersions(href: string): string[] {
  const { locale, path } = splitLocale(href);
  return [locale, ...LOCALES.filter((other) => other !== locale)].map((other) => localiseHref(other, path));
}

/** The remembered place, first among the ways on; its name is Turkish data (`lang="tr"` on other pages). */
function rememberedOffer(remembered: RememberedLink | null, locale: Locale, words: OfflineWords): string {
  if (!remembered) return '';
  const place = escapeHtml(remembered.place);
  const name = locale === 'tr' ? place : `<span lang="tr">${place}</span>`;
  return `<p class="son"><a href="${escapeHtml(remembered.href)}">${words.remembered}: ${name}</a></p>`;
}

/** The pages this device has kept, to open offline instead. */
function keptList(kept: readonly { href: string; label: string }[], words: OfflineWords): string {
  if (kept.length === 0) return '';
  const items = kept.map((page) => `<li><a href="${escapeHtml(page.href)}">${escapeHtml(page.label)}</a></li>`);
  return `<h2>${words.kept}</h2><ul>${items.join('')}</ul>`;
}

/**
 * A page the phone never kept, asked for offline: the old site's load-failure texts (district or
 * province) with a retry, on a plain self-contained page; the place the visitor last looked at
 * (`remembered`, toRememberedLink) first, then the other pages this device has kept.
 */
export function offlineFailurePage(
  pathname: string,
  kept: readonly { href: string; label: string }[] = [],
  remembered: RememberedLink | null = null,
): string {
  const { locale, path } = splitLocale(pathname);
  const words = WORDS[locale];
  const parts = path.split('/').filter(Boolean);
  const message =
    parts.length >= 2
      ? words.pharmacyLoad
      : parts.length === 1
        ? words.provinceLoad(toLabel(parts[0]!))
        : words.pageLoad;
  const home = locale === 'tr' ? '/' : `/${locale}/`;
  const others = remembered ? kept.filter((page) => page.href !== remembered.href) : kept;
  return `<!doctype html><html lang="${locale}" dir="${TEXT_DIRECTION[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${words.title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:0 auto;padding:3rem 1.5rem;text-align:center;color:#1c1917;background:#fafaf9}a{display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;font-weight:600;color:#fff;background:#b91c1c;text-decoration:none}a+a,li a{color:#1c1917;background:#e7e5e4}.son a{color:#b91c1c;background:#fff;border:2px solid #b91c1c;font-size:1.125rem}h2{margin-top:2rem;font-size:1.1rem}ul{list-style:none;padding:0}</style></head><body><main><h1>${words.failed}</h1><p role="alert">${escapeHtml(message)}</p><p>${words.noCopy}</p>${rememberedOffer(remembered, locale, words)}<a href="">${words.retry}</a><a href="${home}">${words.home}</a>${keptList(others, words)}</main></body></html>`;
}
