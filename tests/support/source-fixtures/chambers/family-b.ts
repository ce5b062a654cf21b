import type { Province } from '#app/domain/geo/geo.server.ts';
import { toTurkishUpper } from '#app/domain/text/turkish.ts';
import { addDays } from '#app/domain/time/duty-window.ts';
import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import {
  chamberHost,
  chamberPage,
  encodeWindows1254,
  hasFixtureNightLimit,
  provinceByPagePath,
  toDottedDate,
} from '#tests/support/source-fixtures/chambers/common.ts';
import type { FixturePharmacy } from '#tests/support/source-fixtures/roster.ts';
import type { FixtureAnswer, FixtureSource } from '#tests/support/source-fixtures/server.ts';

/**
 * Family B (the older pages) as the fixture serves it, each site in its own way:
 * - Niğde (`eight columns`, windows-1254 declared only in `<meta>`): "NAME - DISTRICT" headings,
 *   `icon-hand-right` directions, a dated page heading, the night limit in bold;
 * - Kırklareli (`eleven columns`, ISO-8859-9 declared only in `<meta>`): district sections
 *   ("LÜLEBURGAZ NÖBETÇİ ECZANELERİ"), doubled "ECZANESİ  ECZANESİ", the night limit in the address;
 * - Aydın (`twelve columns`, moved from /nobetci-4): "NAME - DISTRICT", a duty window on each card;
 * - Karaman: `h2.vatan_hl > span.vatan_span "Merkez Nöbetçi Eczaneler <br />27-11-2026"` sections;
 * - Sivas: `div.team.team-list` cards with the district under the name and a dated heading.
 * Names in capitals; a card without a position has no map link. Faults are the site's for its province.
 */

type Shape = 'nigde' | 'kirklareli' | 'aydin' | 'karaman' | 'sivas';

const SHAPES: Record<string, Shape> = {
  'oda-nigde': 'nigde',
  'oda-kirklareli': 'kirklareli',
  'oda-aydin': 'aydin',
  'oda-karaman': 'karaman',
  'oda-sivas': 'sivas',
};

const NIGHT = "GECE 23:59'A KADAR NÖBETÇİDİR";

function window(date: string): string {
  return `${toDottedDate(date)} 08:30 - ${toDottedDate(addDays(date, 1))} 08:30 arasında nöbetçidir.`;
}

function name(p: FixturePharmacy, i: number, shape: Shape): string {
  const doubled = shape === 'kirklareli' && i % 4 === 1 ? '  ECZANESİ' : '';
  const icon = shape === 'kirklareli' ? '<i class="icon-user-md"></i> ' : '';
  return `<font class="kirmizi"><strong>${icon}${toTurkishUpper(p.name)} ECZANESİ${doubled}</strong></font>`;
}

/** The icon lines of a card, one `<p>` with `<br>` between lines, as these pages write them. */
function lines(p: FixturePharmacy, i: number, shape: Shape, date: string): string {
  const night = hasFixtureNightLimit(i);
  const address = shape === 'kirklareli' && night ? `(GECE SAAT 23.59'A KADAR AÇIK) ${p.address}` : p.address;
  const parts = [`<i class="icon-home"></i> ${address}`];
  if (shape !== 'aydin') parts.push(`<i class="icon-hand-right"></i> ${p.note}`);
  parts.push(`<i class="icon-phone"></i> <a href="tel:0${p.phoneDigits}">${p.phone}</a>`);
  if (shape === 'aydin') parts.push(`<i class="icon-time"></i> ${night ? "GECE 23:59'A KADAR AÇIK" : window(date)}`);
  else if (night && shape !== 'kirklareli') parts.push(`<i class="icon-time"></i> <strong>${NIGHT}</strong>`);
  if (p.point) {
    parts.push(
      `<a href="https://maps.google.com/maps?q=${p.point.lat},${p.point.lng}" target="_blank"><i class="icon-map-marker"></i> Haritada göster</a>`,
    );
  }
  return `<p>${parts.join('<br>\n')}</p>`;
}

function card(p: FixturePharmacy, i: number, shape: Shape, date: string): string {
  const district = toTurkishUpper(p.district);
  if (shape === 'karaman') {
    return (
      '<div class="row" style="margin-bottom:10px"><div class="col-xs-2 col-sm-3"><img src="/images/eczane.png" alt=""></div>' +
      `<div class="col-xs-10 col-sm-9"><h4><i class="icon-arrow-right"></i> ${name(p, i, shape)}</h4>${lines(p, i, shape, date)}</div></div>`
    );
  }
  if (shape === 'sivas') {
    return (
      '<div class="col_half"><div class="team team-list clearfix"><div class="team-image"><img src="/images/eczane.png" alt=""></div>' +
      `<div class="team-desc"><div class="team-title"><h4>${name(p, i, shape)}</h4><span>${district}</span></div>` +
      `<div class="team-content">${lines(p, i, shape, date)}</div></div></div></div>`
    );
  }
  const grid = { nigde: 'eight columns bottom-1', kirklareli: 'eleven columns bottom-1', aydin: 'twelve columns' }[
    shape
  ];
  const heading = shape === 'kirklareli' ? name(p, i, shape) : `${name(p, i, shape)} - ${district}`;
  return `<div class="${grid}"><div class="nobetci"><h5>${heading}</h5>${lines(p, i, shape, date)}</div></div>`;
}

/** Cards grouped by district in the page's order of first appearance. */
function byDistrict(pharmacies: FixturePharmacy[]): Map<string, { p: FixturePharmacy; i: number }[]> {
  const groups = new Map<string, { p: FixturePharmacy; i: number }[]>();
  pharmacies.forEach((p, i) => groups.set(p.district, [...(groups.get(p.district) ?? []), { p, i }]));
  return groups;
}

const EMPTY_NOTICE = '<p class="uyari">Bugün için nöbetçi eczane kaydı bulunamadı.</p>';

function listHtml(shape: Shape, listedDate: string, pharmacies: FixturePharmacy[]): string {
  const dotted = toDottedDate(listedDate);
  if (shape === 'karaman') {
    if (pharmacies.length === 0) {
      return `<div class="nobet-bolge"><h2 class="vatan_hl"><span class="vatan_span">Merkez Nöbetçi Eczaneler <br />${dotted.replaceAll('.', '-')}</span></h2></div>`;
    }
    return [...byDistrict(pharmacies)]
      .map(
        ([district, items]) =>
          `<div class="nobet-bolge"><h2 class="vatan_hl"><span class="vatan_span">${district} Nöbetçi Eczaneler <br />${dotted.replaceAll('.', '-')}</span></h2>` +
          `${items.map(({ p, i }) => card(p, i, shape, listedDate)).join('')}</div>`,
      )
      .join('');
  }
  if (pharmacies.length === 0) return `<div class="sixteen columns">${EMPTY_NOTICE}</div>`;
  if (shape === 'kirklareli') {
    return [...byDistrict(pharmacies)]
      .map(
        ([district, items]) =>
          `<div class="sixteen columns"><h3 class="ilce-baslik">${toTurkishUpper(district)} NÖBETÇİ ECZANELERİ</h3></div>` +
          items.map(({ p, i }) => card(p, i, shape, listedDate)).join(''),
      )
      .join('');
  }
  return pharmacies.map((p, i) => card(p, i, shape, listedDate)).join('');
}

function pageHtml(shape: Shape, province: Province, listedDate: string, pharmacies: FixturePharmacy[]): string {
  const charset =
    {
      nigde: '<meta http-equiv="Content-Type" content="text/html; charset=windows-1254">',
      kirklareli: '<meta charset="iso-8859-9">',
    }[shape as string] ?? '<meta charset="utf-8">';
  const dated =
    shape === 'nigde' || shape === 'sivas'
      ? `<h3 class="tarih">${toDottedDate(listedDate)} Tarihli Nöbetçi Eczaneler</h3>`
      : shape === 'kirklareli'
        ? `<h2 class="tarih">${toDottedDate(listedDate)} Günü Nöbetçi Eczaneler</h2>`
        : '';
  return (
    `<!DOCTYPE html><html lang="tr"><head>${charset}<title>${province.name} Eczacı Odası - Nöbetçi Eczaneler</title>` +
    '<link rel="stylesheet" href="/css/skeleton.css"><link rel="stylesheet" href="/css/font-awesome.css"></head><body>' +
    `<div id="header"><div class="container"><div class="sixteen columns"><a href="/" class="logo">${province.name} Eczacı Odası</a></div></div></div>` +
    `<div class="container"><div class="sixteen columns"><h1 class="page-title">Nöbetçi Eczaneler</h1>${dated}</div>` +
    `${listHtml(shape, listedDate, pharmacies)}</div>` +
    `<div id="footer"><div class="container"><div class="sixteen columns">${province.name} Eczacı Odası</div></div></div></body></html>`
  );
}

const CHANGED_PAGE =
  '<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Nöbetçi Eczaneler</title></head><body>' +
  '<main class="yeni-tasarim"><h1>Nöbetçi Eczaneler</h1><div class="eczane-kutu"><b>Listemiz yeni sitemize taşınıyor.</b></div></main></body></html>';

function fixtureFor(siteName: string): FixtureSource {
  const site = CHAMBER_SITES.find((s) => s.name === siteName);
  if (!site) throw new Error(`No chamber site ${siteName}`);
  const shape = SHAPES[site.name]!;
  const legacy = shape === 'nigde' || shape === 'kirklareli';
  return {
    host: chamberHost(site),
    robotsTxt: 'User-agent: *\nDisallow: /admin/\n',
    handle(request, context): FixtureAnswer | null {
      // Aydın's list moved from /nobetci-4; the old address sends visitors on.
      if (shape === 'aydin' && request.url.pathname === '/nobetci-4') {
        return { status: 301, headers: { Location: '/2nobetci-eczaneler' }, body: '' };
      }
      const province = provinceByPagePath(site, request.url.pathname);
      if (!province || request.method !== 'GET') return null;
      return chamberPage(site.name, province, request.url.pathname, context, {
        changed: CHANGED_PAGE,
        build(listedDate, pharmacies) {
          const page = pageHtml(shape, province, listedDate, pharmacies);
          // The legacy pages declare their encoding only in <meta>: the header names no charset.
          if (!legacy) return page;
          return { status: 200, headers: { 'Content-Type': 'text/html' }, body: encodeWindows1254(page) };
        },
      });
    },
  };
}

export const familyBChamberFixtures: readonly FixtureSource[] = Object.keys(SHAPES).map(fixtureFor);
