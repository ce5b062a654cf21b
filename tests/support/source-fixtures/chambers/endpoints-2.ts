import { getDistrict, listDistricts, requireProvinceBySlug, type Province } from '#app/domain/geo/geo.server.ts';
import { toTurkishUpper } from '#app/domain/text/turkish.ts';
import {
  chamberHost,
  chamberPage,
  hasFixtureNightLimit,
  provinceByPagePath,
  requireChamberSite,
  toDottedDate,
} from '#tests/support/source-fixtures/chambers/common.ts';
import type { FixturePharmacy } from '#tests/support/source-fixtures/roster.ts';
import type {
  FixtureAnswer,
  FixtureContext,
  FixtureRequest,
  FixtureSource,
} from '#tests/support/source-fixtures/server.ts';

/**
 * Family D, second half (issue 35, item 3): the chambers of Ordu, Tokat, Hatay, Isparta and Amasya
 * serving the shared fictional pharmacies in each site's own shape: Ordu's page of 19 district
 * iframes and the lists at ordu.eczanesistemi.net ("GÜNDÜZ-GECE: NAME" map links), Tokat's
 * `NBEczane.aspx?gun=&ay=&yil=&bolge=` per district, Hatay's `ymaps.Placemark` script, Isparta's
 * `div.trend-content` cards and Amasya's `.eczaneismi` cards. Every fifth pharmacy has a 23:59 night
 * limit written the site's way. Faults are those of the site (`oda-ordu`…) for its province; Ordu's
 * apply on both of its hosts.
 */

const ROBOTS = 'User-agent: *\nAllow: /\n';
type Indexed = { p: FixturePharmacy; i: number };

/** The fault's own answer, a changed page, or the page built from the day's pharmacies (with their places). */
function serve(
  siteName: string,
  province: Province,
  request: FixtureRequest,
  context: FixtureContext,
  build: (listedDate: string, pharmacies: Indexed[]) => string,
  changed: string,
  dutyDate = context.today,
): FixtureAnswer {
  return chamberPage(siteName, province, request.url.pathname, context, {
    changed,
    dutyDate,
    build: (listedDate, pharmacies) =>
      build(
        listedDate,
        pharmacies.map((p, i) => ({ p, i })),
      ),
  });
}

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** Names in capitals; every sixth has the doubled suffix seen on chamber pages. */
const upperName = ({ p, i }: Indexed) => `${toTurkishUpper(`${p.name} Eczanesi`)}${i % 6 === 2 ? '  ECZANESİ' : ''}`;
const mapHref = (p: FixturePharmacy) =>
  p.point ? `https://maps.google.com/maps?q=${p.point.lat},${p.point.lng}` : null;
const spacedPhone = (d: string) => `0 (${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`;

// ── Ordu: the chamber page and its district lists ─────────────────────────────────────────────
const ORDU_SITE = requireChamberSite('ordueczaciodasi.org.tr');
const ORDU_LISTS = 'ordu.eczanesistemi.net';
const ORDU = requireProvinceBySlug('ordu');
const FIRST_LIST = 700;

function orduChamberPage(): string {
  const sections = listDistricts('ordu').map((district, i) => {
    const upper = toTurkishUpper(district.name);
    const url = `https://${ORDU_LISTS}/list/${FIRST_LIST + i}`;
    // Lazy-loaded frames keep their address in data-lazy-src; some are written protocol-relative.
    const src = i % 5 === 1 ? `src="about:blank" data-lazy-src="${url}"` : `src="${i % 4 === 3 ? url.slice(6) : url}"`;
    const title = i % 2 === 0 ? ` title="${upper} NÖBETÇİ ECZANELERİ"` : '';
    return `<div class="elementor-column"><h3 class="elementor-heading-title">${upper}</h3><iframe ${src}${title} width="100%" height="420" frameborder="0"></iframe></div>`;
  });
  return page(
    'Nöbetçi Eczaneler – Ordu Eczacı Odası',
    `<h1>Nöbetçi Eczaneler</h1>${sections.join('\n')}<iframe src="https://www.google.com/maps/embed?pb=!1m18" title="Oda adresi"></iframe>`,
  );
}

function orduList(districtName: string, listedDate: string, listed: Indexed[]): string {
  const blocks = listed.map(({ p, i }) => {
    const hours = hasFixtureNightLimit(i) ? "GECE 23:59'A KADAR" : i % 7 === 3 ? 'GECE' : 'GÜNDÜZ-GECE';
    return (
      `<div style="font-size:14px;border-bottom:1px solid #ddd;padding:6px 0">` +
      `<a href="${mapHref(p) ?? 'https://maps.google.com/maps?q='}" target="_blank" style="font-weight:bold;color:#c00">${hours}: ${upperName({ p, i })}</a>` +
      `<p>${p.address}</p><p>${p.note} - <a href="tel:0${p.phoneDigits}">${spacedPhone(p.phoneDigits)}</a></p></div>`
    );
  });
  const empty = '<div style="font-size:14px">Bugün bu bölgede nöbetçi eczane bulunmamaktadır.</div>';
  return page(
    'Nöbetçi Eczaneler',
    `<div class="baslik" style="font-size:16px;font-weight:bold">${toTurkishUpper(districtName)} NÖBETÇİ ECZANELER</div>` +
      `<div class="tarih" style="font-size:12px">${toDottedDate(listedDate)}</div>${blocks.join('\n') || empty}`,
  );
}

const orduChamber: FixtureSource = {
  host: chamberHost(ORDU_SITE),
  robotsTxt: ROBOTS,
  handle(request, context) {
    const province = provinceByPagePath(ORDU_SITE, request.url.pathname);
    if (!province) return null;
    const changed = page(
      'Nöbetçi Eczaneler',
      '<p>Nöbet listesi için <a href="/wp-content/uploads/nobet.pdf">tıklayınız</a>.</p>',
    );
    return serve(ORDU_SITE.name, province, request, context, () => orduChamberPage(), changed);
  },
};

const orduLists: FixtureSource = {
  host: ORDU_LISTS,
  robotsTxt: ROBOTS,
  handle(request, context) {
    const id = /^\/list\/(\d+)\/?$/.exec(request.url.pathname)?.[1];
    const district = id ? listDistricts('ordu')[Number(id) - FIRST_LIST] : undefined;
    if (!district) return null;
    const changed = page('Nöbetçi Eczaneler', '<table class="liste"><tr><td>ŞİFA ECZANESİ</td></tr></table>');
    const build = (date: string, all: Indexed[]) =>
      orduList(
        district.name,
        date,
        all.filter(({ p }) => p.districtSlug === district.slug),
      );
    return serve(ORDU_SITE.name, ORDU, request, context, build, changed);
  },
};

// ── Tokat: one list per district and date ─────────────────────────────────────────────────────
const TOKAT_SITE = requireChamberSite('www.tokateo.org');
const TOKAT = requireProvinceBySlug('tokat');

function tokatList(districtSlug: string | null, listedDate: string, all: Indexed[]): string {
  const cards = all
    .filter(({ p }) => p.districtSlug === districtSlug)
    .map((x) => {
      const night = hasFixtureNightLimit(x.i) ? " (GECE SAAT 23.59'A KADAR AÇIK)" : '';
      const d = x.p.phoneDigits;
      return (
        `<div style="width:95%; border:3px solid #000000; margin:4px auto; padding:4px;"><h1>${upperName(x)}</h1>` +
        `<h2>${toTurkishUpper(x.p.address)}${night}</h2><h3>(TEL: 0${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)})</h3></div>`
      );
    });
  return page(
    'Nöbetçi Eczane',
    `<form method="post" id="form1"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1Mg9kFgI" />` +
      `<span id="lblTarih">${toDottedDate(listedDate)} TARİHLİ NÖBETÇİ ECZANELER</span>${cards.join('\n')}</form>`,
  );
}

/** gun/ay/yil as an ISO date (with or without leading zeros), else null. */
function toAskedDate(query: URLSearchParams): string | null {
  const [day, month, year] = ['gun', 'ay', 'yil'].map((key) => query.get(key) ?? '');
  if (!/^\d{1,2}$/.test(day!) || !/^\d{1,2}$/.test(month!) || !/^\d{4}$/.test(year!)) return null;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

const tokatChamber: FixtureSource = {
  host: chamberHost(TOKAT_SITE),
  robotsTxt: ROBOTS,
  handle(request, context) {
    const path = request.url.pathname.toLowerCase();
    const changed = page('Nöbetçi Eczaneler', '<div class="card"><h5 class="card-title">ŞİFA ECZANESİ</h5></div>');
    if (path === '/nobetcieczane.aspx') {
      const options = listDistricts('tokat').map(
        (d) => `<option>${d.slug === 'merkez' ? 'TOKAT' : toTurkishUpper(d.name)}</option>`,
      );
      const landing = `<form id="form1"><select name="bolge">${options.join('')}</select><iframe src="NBEczane.aspx"></iframe></form>`;
      return serve(TOKAT_SITE.name, TOKAT, request, context, () => page('Nöbetçi Eczaneler', landing), changed);
    }
    if (path !== '/nbeczane.aspx') return null;
    const bolge = request.url.searchParams.get('bolge') ?? '';
    const district = getDistrict('tokat', bolge === 'MERKEZ' ? 'Merkez' : bolge);
    const asked = toAskedDate(request.url.searchParams) ?? context.today;
    const build = (date: string, all: Indexed[]) => tokatList(district?.slug ?? null, date, all);
    return serve(TOKAT_SITE.name, TOKAT, request, context, build, changed, asked);
  },
};

// ── Hatay: the Yandex map script ──────────────────────────────────────────────────────────────
const HATAY_SITE = requireChamberSite('www.hatayeo.org.tr');

function hatayPlacemark({ p, i }: Indexed): string {
  const at = p.point ? `${p.point.lat}, ${p.point.lng}` : '0, 0';
  const name = upperName({ p, i });
  const district = toTurkishUpper(p.district);
  const night = hasFixtureNightLimit(i);
  // Quotes and spacing vary as hand-edited scripts do; one balloon is built from joined strings.
  if (i % 3 === 1) {
    const extra = night ? "<br/>GECE 23:59'A KADAR AÇIK" : '';
    return `.add( new ymaps.Placemark( [ ${at} ] , { "balloonContent" : "<strong>${name}</strong><br/>${district}<br/>${p.address}${extra}<br/>${p.phone}" } ) )`;
  }
  const extra = night ? "<br>GECE 23:59\\'A KADAR AÇIK" : '';
  const content =
    i % 3 === 2
      ? `'<strong>${name}</strong>' + '<br>${district}' + '<br>${p.phone}${extra}'`
      : `'<strong>${name}</strong><br>${district}<br>${p.phone}${extra}'`;
  return `.add(new ymaps.Placemark([${at}], {balloonContent: ${content}}, {preset: 'islands#redMedicalIcon'}))`;
}

const hatayChamber: FixtureSource = {
  host: chamberHost(HATAY_SITE),
  robotsTxt: ROBOTS,
  handle(request, context) {
    const province = provinceByPagePath(HATAY_SITE, request.url.pathname);
    if (!province) return null;
    const build = (_date: string, all: Indexed[]) =>
      page(
        'Nöbetçi Eczaneler - Hatay Eczacı Odası',
        `<h1>Nöbetçi Eczaneler</h1><div id="map" style="width:100%;height:520px"></div>` +
          `<script src="https://api-maps.yandex.ru/2.1/?lang=tr_TR"></script><script type="text/javascript">` +
          `ymaps.ready(init);\nfunction init() {\n  var myMap = new ymaps.Map("map", { center: [36.2025, 36.1606], zoom: 9 });\n` +
          `  myMap.geoObjects\n    ${all.map(hatayPlacemark).join('\n    ')};\n}\n</script>`,
      );
    const changed = page(
      'Nöbetçi Eczaneler',
      `<div id="map"></div><script>L.marker([36.2, 36.16]).addTo(map).bindPopup('<b>ŞİFA ECZANESİ</b>');</script>`,
    );
    return serve(HATAY_SITE.name, province, request, context, build, changed);
  },
};

// ── Isparta: trend-content cards ──────────────────────────────────────────────────────────────
const ISPARTA_SITE = requireChamberSite('www.ispartaeo.org.tr');

function ispartaCard({ p, i }: Indexed): string {
  const href = mapHref(p);
  return (
    `<div class="col-lg-4"><div class="trend-item box-shadow"><div class="trend-image"><img src="/assets/images/eczane.png" alt=""></div>` +
    `<div class="trend-content"><h5 class="theme"><i class="fa fa-building"></i> ${toTurkishUpper(p.district)}</h5><h3>${upperName({ p, i })}</h3>` +
    `<p><i class="fa fa-map-marker"></i> ${p.address}</p>` +
    `<p><i class="fa fa-phone"></i> <a href="tel:0${p.phoneDigits}">${spacedPhone(p.phoneDigits)}</a></p>` +
    (hasFixtureNightLimit(i) ? `<p><i class="fa fa-clock-o"></i> GECE 23:59'A KADAR NÖBETÇİDİR</p>` : '') +
    (href
      ? `<a href="${href}" class="nir-btn" target="_blank"><i class="fa fa-map-marker"></i> Haritada Göster</a>`
      : '') +
    `</div></div></div>`
  );
}

const ispartaChamber: FixtureSource = {
  host: chamberHost(ISPARTA_SITE),
  robotsTxt: ROBOTS,
  handle(request, context) {
    const province = provinceByPagePath(ISPARTA_SITE, request.url.pathname);
    if (!province) return null;
    const build = (date: string, all: Indexed[]) =>
      page(
        'Nöbetçi Eczaneler | Isparta Eczacı Odası',
        `<section class="breadcrumb-main"><h1 class="page-title">Nöbetçi Eczaneler</h1></section>` +
          `<div class="trend-box"><h2 class="section-title">${toDottedDate(date)} Tarihli Nöbetçi Eczaneler</h2><div class="row">` +
          (all.map(ispartaCard).join('\n') ||
            '<div class="alert alert-warning">Bugün için nöbetçi eczane bulunmamaktadır.</div>') +
          `</div></div>`,
      );
    const changed = page(
      'Nöbetçi Eczaneler',
      '<table class="table"><thead><tr><th>Eczane</th><th>Adres</th></tr></thead><tbody><tr><td>ŞİFA ECZANESİ</td><td>Merkez</td></tr></tbody></table>',
    );
    return serve(ISPARTA_SITE.name, province, request, context, build, changed);
  },
};

// ── Amasya: eczaneismi cards (at times behind a Cloudflare challenge: the `challenge` fault) ──
const AMASYA_SITE = requireChamberSite('www.amasyaeo.org.tr');

function amasyaCard({ p, i }: Indexed): string {
  const href = mapHref(p);
  const night = hasFixtureNightLimit(i) ? " (GECE 23.59'A KADAR AÇIK)" : '';
  return (
    `<div class="eczane-kutu"><div class="eczaneilce">${toTurkishUpper(p.district)}</div><div class="eczaneismi">${upperName({ p, i })}</div>` +
    `<div class="eczaneadres">${p.address}${night}</div>` +
    `<div class="eczanetel"><i class="fa fa-phone"></i> <a href="tel:0${p.phoneDigits}">${spacedPhone(p.phoneDigits)}</a></div>` +
    (href
      ? `<a class="eczaneharita" href="${href.replace('maps.google.com/maps', 'www.google.com/maps')}" target="_blank">Haritada Göster</a>`
      : '') +
    `</div>`
  );
}

const amasyaChamber: FixtureSource = {
  host: chamberHost(AMASYA_SITE),
  robotsTxt: ROBOTS,
  handle(request, context) {
    const province = provinceByPagePath(AMASYA_SITE, request.url.pathname);
    if (!province) return null;
    const build = (date: string, all: Indexed[]) =>
      page(
        'Nöbet Listesi – Amasya Eczacı Odası',
        `<article class="page"><h1 class="entry-title">Nöbet Listesi</h1><div class="entry-content">` +
          `<h2 class="nobet-tarih">${toDottedDate(date)} Tarihli Nöbetçi Eczaneler</h2><div class="eczaneler">` +
          (all.map(amasyaCard).join('\n') || '<p>Bugün için nöbetçi eczane bulunmamaktadır.</p>') +
          `</div></div></article>`,
      );
    const changed = page(
      'Nöbet Listesi',
      '<article class="page"><h1 class="entry-title">Nöbet Listesi</h1><p>Nöbet listesi yakında yayınlanacaktır.</p></article>',
    );
    return serve(AMASYA_SITE.name, province, request, context, build, changed);
  },
};

export const endpoints2ChamberFixtures: readonly FixtureSource[] = [
  orduChamber,
  orduLists,
  tokatChamber,
  hatayChamber,
  ispartaChamber,
  amasyaChamber,
];
