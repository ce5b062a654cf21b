import { data, type RouterContextProvider } from 'react-router';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import type { DisplayPageData, DisplayView, KioskPageData, PosterPageData } from '#app/domain/public/display-views.ts';
import { EMERGENCY_NUMBERS } from '#app/domain/site/emergency-numbers.ts';
import { joinDistrictUrl } from '#app/domain/site/canonical.ts';
import { resolveSite, type Site } from '#app/domain/site/site.server.ts';
import { DEFAULT_ROTATION, msUntilNextRotation } from '#app/domain/time/duty-window.ts';
import { toIstanbulTime } from '#app/domain/time/istanbul-clock.ts';
import { NEAREST_OFFERED, requirePublicPage, type PathParams } from '#app/routes/public/load-public-page.server.ts';
import type { PublicPageServices } from '#app/routes/public/site-frame.server.ts';

/**
 * The window poster (`/{il}/yazdir`, `/{il}/{ilce}/yazdir`) and the kiosk screen (`…/ekran`):
 * the same list as the live page, read the same way (requirePublicPage, from the snapshot), so
 * an unknown place is the same Turkish 404 and another spelling the same 301, here to the
 * view's own canonical address.
 */

const KIOSK_REFRESH_SECONDS = 60;

/** The live page's address for `url` (`/istanbul/kadikoy/yazdir` → `/istanbul/kadikoy`); the poster keeps `?gun=`. */
function toLiveRequest(url: URL, view: DisplayView): Request {
  const live = new URL(url);
  live.pathname = url.pathname.replace(new RegExp(`/${view}/?$`), '') || '/';
  const day = url.searchParams.get('gun');
  live.search = view === 'yazdir' && day !== null ? `?gun=${encodeURIComponent(day)}` : '';
  return new Request(live);
}

/** A redirect of the live page (another spelling) becomes one to this view. */
function toViewRedirect(error: unknown, view: DisplayView): unknown {
  if (!(error instanceof Response) || error.status < 300 || error.status >= 400) return error;
  const location = error.headers.get('Location');
  if (!location) return error;
  const target = new URL(location, 'http://placeholder');
  const headers = new Headers(error.headers);
  headers.set('Location', `${target.pathname.replace(/\/$/, '')}/${view}${target.search}`);
  return new Response(null, { status: error.status, headers });
}

/** The QR code of `url`, as an SVG document (quiet zone included), error correction M. */
async function toQrSvg(url: string): Promise<string> {
  // Loaded with the first poster, not with the server.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

type DisplayBase = Omit<
  DisplayPageData,
  'view' | 'qrSvg' | 'emergency' | 'refreshSeconds' | 'renderedTime' | 'msUntilRotation'
>;

function loadDisplayBase(
  request: Request,
  params: PathParams,
  services: PublicPageServices,
  view: DisplayView,
  site: Site,
): { base: DisplayBase; provinceSlug: string } {
  const url = new URL(request.url);
  let page;
  try {
    page = requirePublicPage(toLiveRequest(url, view), params, services, site);
  } catch (error) {
    throw toViewRedirect(error, view);
  }
  if (page.kind === 'landing') {
    throw data({ message: `Hangi il ya da ilçe? Adreste belirtin, örneğin /istanbul/${view}.` }, { status: 404 });
  }
  const base: DisplayBase = {
    placeName: page.kind === 'district' ? `${page.district.name}, ${page.province.name}` : page.province.name,
    showDistrict: page.kind === 'province',
    pharmacies: page.pharmacies,
    hints: page.hints,
    roster: page.roster,
    todayLabel: page.todayLabel,
    night: page.night,
    liveUrl: page.kind === 'district' ? joinDistrictUrl(page.provinceUrl, page.district.slug) : page.provinceUrl,
    liveHref: page.kind === 'district' ? page.district.href : page.province.href,
    // A district with nobody on duty names where to go instead, as its live page does.
    nearest:
      page.kind === 'district' && page.pharmacies.length === 0 ? page.otherDistricts.slice(0, NEAREST_OFFERED) : [],
  };
  return { base, provinceSlug: page.province.slug };
}

/** The poster of the place `params` name, with the QR code of its live page. */
export async function requirePosterPage(
  request: Request,
  params: PathParams,
  services: PublicPageServices,
  site: Site = resolveSite(new URL(request.url), services.config.baseDomain),
): Promise<PosterPageData> {
  const { base } = loadDisplayBase(request, params, services, 'yazdir', site);
  return { ...base, view: 'yazdir', qrSvg: await toQrSvg(base.liveUrl), emergency: EMERGENCY_NUMBERS };
}

/** The kiosk screen of the place `params` name: the list in force now, and when the next one starts. */
export function requireKioskPage(
  request: Request,
  params: PathParams,
  services: PublicPageServices,
  site: Site = resolveSite(new URL(request.url), services.config.baseDomain),
): KioskPageData {
  const { base, provinceSlug } = loadDisplayBase(request, params, services, 'ekran', site);
  const now = services.now();
  const rotation = services.snapshots.get().rotations.get(provinceSlug) ?? DEFAULT_ROTATION;
  return {
    ...base,
    view: 'ekran',
    refreshSeconds: KIOSK_REFRESH_SECONDS,
    renderedTime: toIstanbulTime(now),
    msUntilRotation: msUntilNextRotation(now, rotation),
  };
}

/** What a poster or kiosk route hands its loader: the request, the place in its path, the services and the site. */
export function toDisplayInputs(args: {
  request: Request;
  params: { province?: string; district?: string };
  context: Readonly<RouterContextProvider>;
}): [Request, PathParams, PublicPageServices, Site] {
  const { request, params, context } = args;
  return [
    request,
    { first: params.province, second: params.district },
    context.get(servicesContext),
    getRequestSite(context, request),
  ];
}
