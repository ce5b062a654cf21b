import { requireProvinceBySlug, type Province } from '#app/domain/geo/geo.server.ts';
import { toTurkishUpper } from '#app/domain/text/turkish.ts';
import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import {
  chamberHost,
  chamberPage,
  chamberPharmacies,
  dutyWindowSentence,
  hasFixtureNightLimit,
  provinceByPagePath,
  toDottedDate,
} from '#tests/support/source-fixtures/chambers/common.ts';
import type { FixturePharmacy } from '#tests/support/source-fixtures/roster.ts';
import type { FixtureSource } from '#tests/support/source-fixtures/server.ts';

/**
 * Family C (the Trabzon chamber's regional template) as the fixture serves it: one page a province,
 * `/nobetci-eczaneler/<plate>`, with `div.standart-post` cards (`h2` name in capitals, some with a
 * doubled "ECZANESİ  ECZANESİ", `a.category` district, `ul.post-tags li` duty, `fa-home` address,
 * `fa-arrows` directions, `tel:` and `maps?q=` links, no map link without a position). Trabzon and
 * Rize write a dated window on each card; Artvin and Gümüşhane hours only ("08:30 - 08:30") under a
 * dated heading; every fifth pharmacy has "GECE 23:59'A KADAR AÇIK". Like the regional pages, Rize's
 * carries Artvin's Hopa and Merkez cards and Trabzon's one of Gümüşhane's. Faults: 'oda-trabzon'.
 */

const SITE = CHAMBER_SITES.find((s) => s.name === 'oda-trabzon')!;

/** Cards of a neighbouring province a page carries (the regional quirk the reader must filter). */
function neighbourCards(province: Province, date: string): string[] {
  const of = (slug: string, keep: (p: FixturePharmacy) => boolean) => {
    const neighbour = requireProvinceBySlug(slug);
    const { pharmacies } = chamberPharmacies(neighbour, date, undefined);
    return pharmacies
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => keep(p))
      .map(({ p, i }) => card(p, i, date, true));
  };
  if (province.slug === 'rize') return of('artvin', (p) => p.district === 'Hopa' || p.district === 'Merkez');
  if (province.slug === 'trabzon') return of('gumushane', (p) => p.district === 'Torul');
  return [];
}

function card(p: FixturePharmacy, i: number, date: string, dated: boolean): string {
  const doubled = i % 6 === 2 ? '  ECZANESİ' : '';
  const name = `${toTurkishUpper(p.name)} ECZANESİ${doubled}`;
  const duty = hasFixtureNightLimit(i) ? "GECE 23:59'A KADAR AÇIK" : dated ? dutyWindowSentence(date) : '08:30 - 08:30';
  const map = p.point
    ? `<br><a href="https://maps.google.com/maps?q=${p.point.lat},${p.point.lng}" target="_blank">Haritada görüntülemek için tıklayınız...</a>`
    : '';
  return (
    '<div class="col-md-6 col-sm-6"><div class="news-post standart-post"><div class="post-image">' +
    `<a href="#"><img src="/upload/eczane.jpg" alt="${name}"></a><a href="#" class="category">${toTurkishUpper(p.district)}</a></div>` +
    `<h2 class="red"><strong>${name}</strong></h2>` +
    `<ul class="post-tags"><li><i class="fa fa-calendar"></i> ${duty}</li></ul>` +
    `<p><i class="fa fa-home"></i> ${p.address}<br><i class="fa fa-arrows"></i> ${p.note}<br>` +
    `<i class="fa fa-phone"></i> <a href="tel:0${p.phoneDigits}">0${p.phoneDigits}</a>${map}</p></div></div>`
  );
}

function pageHtml(province: Province, body: string, heading: string): string {
  return (
    '<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Nöbetçi Eczaneler - Trabzon Eczacı Odası</title></head>' +
    '<body><header class="clearfix"><a class="navbar-brand" href="/">Trabzon Eczacı Odası</a><ul class="nav">' +
    ['61', '8', '29', '53'].map((plate) => `<li><a href="/nobetci-eczaneler/${plate}">${plate}</a></li>`).join('') +
    `</ul></header><section class="block-wrapper"><div class="container"><div class="title-section"><h1><span>${heading}</span></h1></div>` +
    `<div class="row">${body}</div></div></section><footer>Trabzon Eczacı Odası</footer></body></html>`
  );
}

const CHANGED_PAGE =
  '<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Nöbetçi Eczaneler</title></head><body>' +
  '<div class="app" id="nobet-app" data-api="/api/nobet"></div><noscript>Bu sayfa için JavaScript gerekir.</noscript></body></html>';

export const familyCChamberFixtures: readonly FixtureSource[] = [
  {
    host: chamberHost(SITE),
    robotsTxt: 'User-agent: *\nDisallow: /panel/\n',
    handle(request, context) {
      const province = provinceByPagePath(SITE, request.url.pathname);
      if (!province || request.method !== 'GET') return null;
      return chamberPage(SITE.name, province, request.url.pathname, context, {
        changed: CHANGED_PAGE,
        build(listedDate, pharmacies) {
          const dated = province.slug === 'trabzon' || province.slug === 'rize';
          const upper = toTurkishUpper(province.name);
          const heading = dated
            ? `${upper} NÖBETÇİ ECZANELER`
            : `${toDottedDate(listedDate)} ${upper} NÖBETÇİ ECZANELER`;
          const cards = pharmacies.map((p, i) => card(p, i, listedDate, dated));
          const body =
            cards.length === 0
              ? '<div class="col-md-12"><div class="alert alert-info">Nöbetçi eczane bulunamadı.</div></div>'
              : [...cards, ...neighbourCards(province, listedDate)].join('');
          return pageHtml(province, body, heading);
        },
      });
    },
  },
];
