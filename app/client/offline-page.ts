/**
 * What the service worker (app/client/service-worker.ts) shows offline: which pages it keeps, the
 * banner over a kept copy, and the page for one it never kept. Pure string building, so the
 * texts can be tested without a browser.
 */
import { classifyPath } from '#app/domain/site/request-kind.ts';
import { decodeEntities } from '#app/domain/text/text.ts';

/** A public page worth keeping for offline use: the landing, province, district, nearest and content pages. */
export function isOfflinePage(url: URL): boolean {
  return classifyPath(url.pathname).keptOffline;
}

const DATE_TIME = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** "22 Kasım Pazar 01:35" in Istanbul time, or null for a missing or broken stamp. */
export function formatFetchedAt(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : DATE_TIME.format(date);
}

/**
 * The banner over a kept copy: offline, when it was fetched, that it may be out of date, call first.
 * `standIn` when the copy is not of the page asked for but of its province (offlineStandIns).
 */
export function offlineBanner(fetchedAtIso: string | null, standIn = false): string {
  const when = formatFetchedAt(fetchedAtIso);
  const age = when ? `Bu liste ${when} tarihinde alındı` : 'Bu liste daha önce alındı';
  const note = standIn ? 'Açtığınız sayfa bu cihazda kayıtlı değil; aynı ilin kayıtlı listesi gösteriliyor. ' : '';
  return (
    `<div id="cevrimdisi" role="status" class="border-b-2 border-amber-400 bg-amber-100 px-4 py-3 text-center text-amber-950">` +
    `<strong>Çevrimdışısınız.</strong> ${note}${age} ve güncel olmayabilir: gitmeden önce eczaneyi arayarak teyit edin. ` +
    `<a href="" class="font-semibold underline">Bağlantı gelince yenileyin</a></div>`
  );
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
  const parts = url.pathname.split('/').filter(Boolean);
  const paths = url.search ? [url.pathname] : [];
  if (parts.length === 2) paths.push(`/${parts[0]}`);
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

/** The pages this device has kept, to open offline instead. */
function keptList(kept: readonly { href: string; label: string }[]): string {
  if (kept.length === 0) return '';
  const items = kept.map((page) => `<li><a href="${escapeHtml(page.href)}">${escapeHtml(page.label)}</a></li>`);
  return `<h2>Bu cihazda kayıtlı sayfalar</h2><ul>${items.join('')}</ul>`;
}

/**
 * A page the phone never kept, asked for offline: the old site's load-failure texts (district or
 * province) with a retry, on a plain self-contained page.
 */
export function offlineFailurePage(pathname: string, kept: readonly { href: string; label: string }[] = []): string {
  const parts = pathname.split('/').filter(Boolean);
  const message =
    parts.length >= 2
      ? 'Eczane bilgileri yüklenirken bir hata oluştu.'
      : parts.length === 1
        ? `${toLabel(parts[0]!)} eczane verileri yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.`
        : 'Sayfa yüklenirken beklenmeyen bir sorun oluştu.';
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bağlantı yok</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:0 auto;padding:3rem 1.5rem;text-align:center;color:#1c1917;background:#fafaf9}a{display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;font-weight:600;color:#fff;background:#b91c1c;text-decoration:none}a+a,li a{color:#1c1917;background:#e7e5e4}h2{margin-top:2rem;font-size:1.1rem}ul{list-style:none;padding:0}</style></head><body><main><h1>Bir hata oluştu</h1><p role="alert">${escapeHtml(message)}</p><p>İnternet bağlantınız yok gibi görünüyor. Bu sayfa daha önce bu cihazda açılmadığı için kayıtlı bir kopyası da yok. Acil durumda 112'yi arayın.</p><a href="">Tekrar Dene</a><a href="/">Ana Sayfa</a>${keptList(kept)}</main></body></html>`;
}
