import { PROVINCES, type Province } from '#app/domain/geo/geo.server.ts';
import { addDays } from '#app/domain/time/duty-window.ts';
import {
  CHALLENGE_PAGE,
  listFixturePharmacies,
  type FixturePharmacy,
  type SourceFault,
} from '#tests/support/source-fixtures/roster.ts';
import type { FixtureAnswer, FixtureContext, FixtureSource } from '#tests/support/source-fixtures/server.ts';

/**
 * The listing site (www.eczaneler.gen.tr) for the fixture source: the province page
 * `/nobetci-{slug}` with its three day tabs, each dated by its duty-period sentence, and the
 * embeddable page `/iframe.php?lokasyon={plate}` with today's list and positions, both shaped like
 * the real pages and built from the shared fixture pharmacies (roster.ts). Faults by source name:
 * 'eczaneler.gen.tr' for the province page, 'eczaneler.gen.tr/iframe' for the embeddable page.
 */

const LISTING_PAGE_SOURCE = 'eczaneler.gen.tr';
const LISTING_IFRAME_SOURCE = 'eczaneler.gen.tr/iframe';

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];
const DAYS = ['Pazar', 'P.tesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'];

/** "27 Kasım Cuma", as the site writes a date. */
function dayLabel(isoDate: string): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${DAYS[d.getUTCDay()]}`;
}

function row(province: Province, pharmacy: FixturePharmacy, i: number): string {
  const { name, district, address, phone, note } = pharmacy;
  return (
    `<tr><td colspan="3" class="border-bottom"><div class="row" style="font-size:110%;"><div class="col-lg-3">` +
    `<a href="/eczane/${province.slug}-${i}"><span class="isim">${name.toLocaleUpperCase('tr-TR')} ECZANESİ</span></a></div>` +
    `<div class='col-lg-6'>${address}` +
    `<div class="py-2"><span class="text-success font-weight-bold">&raquo; </span><span class='font-italic'>${note}</span></div>` +
    `<div class="my-2"><span class="px-2 py-1 rounded bg-info text-white font-weight-bold">${district}</span></div>` +
    (i === 0 ? `<span class="text-danger font-weight-bold">Gece 23:59'a kadar</span>` : '') +
    `</div>` +
    `<div class='col-lg-3 py-lg-2'>${phone}</div></div></td></tr>`
  );
}

function tab(id: string, active: boolean, period: string, rows: string): string {
  return (
    `<div class="tab-pane fade${active ? ' show active' : ''}" id="nav-${id}" role="tabpanel">` +
    `<table class="table table-striped mt-2"><thead class="thead-dark"><tr><td colspan="3">Eczane</td></tr></thead>` +
    `<div class="d-flex alert alert-warning text-center rounded shadow-sm">${period}</div>${rows}</table></div>`
  );
}

/** A page of the site's next design: none of the markup the parsers read. */
function changedLayoutPage(province: Province): string {
  return `<html><body><h1>${province.name} Nöbetçi Eczaneleri</h1><ul class="eczane-listesi"><li>Yeni tasarım</li></ul></body></html>`;
}

/**
 * The province page: tabs for yesterday, today and tomorrow (relative to `today`), each dated by its
 * duty-period sentence; `wrong-day` shifts every tab one day back. `staleActiveTab` marks "dün"
 * active, as the site does after midnight.
 */
export function renderListingPage(
  province: Province,
  today: string,
  fault?: SourceFault,
  options: { staleActiveTab?: boolean } = {},
): string {
  if (fault === 'changed-layout') return changedLayoutPage(province);
  const dates = { dun: addDays(today, -1), bugun: today, yarin: addDays(today, 1) };
  const tabs = (Object.entries(dates) as [string, string][]).map(([id, date]) => {
    const { listedDate, pharmacies } = listFixturePharmacies(province, date, fault);
    const rows = pharmacies.map((pharmacy, i) => row(province, pharmacy, i)).join('');
    const period = `${dayLabel(listedDate)} akşamından ${dayLabel(addDays(listedDate, 1))} sabahına kadar.`;
    const active = options.staleActiveTab ? id === 'dun' : id === 'bugun';
    return tab(id, active, period, rows);
  });
  return (
    `<!DOCTYPE html><html lang="tr"><head><meta charset="UTF-8"><title>${province.name} Nöbetçi Eczaneleri</title></head>` +
    `<body><h1 class="h4">${province.name} Nöbetçi Eczaneleri</h1><nav><div class="nav nav-tabs" id="nav-tab" role="tablist"></div></nav>` +
    `<div class="tab-content" id="nav-tabContent">${tabs.join('')}</div></body></html>`
  );
}

const ICON = (file: string, alt: string) => `<img width='24' height='24' src='/resimler/${file}' alt='${alt}'>`;

/** The embeddable page's three rows for one pharmacy: name (map link, district), phone, address (note). */
function iframeRows({ name, district, address, phone, note, point }: FixturePharmacy): string {
  const link = point
    ? `<a href="https://www.google.com/maps?daddr=${point.lat},${point.lng}" target="_blank">${ICON('tarif-ikon.png', `${name} Eczanesi Harita Konumu`)}</a>`
    : '';
  return (
    `<tr><td>${ICON('eczane-sm.jpg', 'eczane')}</td><td><span class='text-dark'><b>${name} Eczanesi</b></span>${link} <span class='text-secondary'>(${district})</span></td></tr>` +
    `<tr><td>${ICON('telefon.png', 'telefon')}</td><td>${phone}</td>` +
    `<tr class='bottomborder'><td class='align-middle'>${ICON('adres.png', 'adres')}</td><td>${address}<br><span class="text-muted">(${note})</span></td></tr>`
  );
}

/**
 * The embeddable page, shaped like the real one: a table headed by the date ("27 Kasım Cuma") and
 * three rows per pharmacy, today's list only (`wrong-day`: yesterday's, headed so). `allDays` also
 * lists yesterday's and tomorrow's pharmacies under today's heading, for a stand-in that should
 * locate every pharmacy of the province page's three tabs.
 */
export function renderListingIframe(
  province: Province,
  today: string,
  fault?: SourceFault,
  options: { allDays?: boolean } = {},
): string {
  if (fault === 'changed-layout') return changedLayoutPage(province);
  const { listedDate, pharmacies } = listFixturePharmacies(province, today, fault);
  const extra = options.allDays
    ? [addDays(today, -1), addDays(today, 1)].flatMap((date) => listFixturePharmacies(province, date, fault).pharmacies)
    : [];
  const rows = [...pharmacies, ...extra].map(iframeRows).join('');
  return (
    `<!doctype html><html lang="tr"><head><meta charset="UTF-8"><title>${province.name} Nöbetçi Eczaneleri</title></head><body>` +
    `<table class='table table-sm table-striped'><thead class='thead-dark'><tr><th scope='col' colspan='2' class='py-2'>` +
    `${dayLabel(listedDate)} <a href="https://www.eczaneler.gen.tr/nobetci-${province.slug}" target="_blank">${province.name} Nöbetçi Eczaneleri</a></th></tr></thead>` +
    `<tbody>${rows}</tbody></table></body></html>`
  );
}

/** The answer a fault gives instead of the page, or null when the page is to be served. */
function toFaultAnswer(fault: SourceFault | undefined, context: FixtureContext, path: string): FixtureAnswer | null {
  if (fault === 'challenge') return { status: 200, body: CHALLENGE_PAGE };
  if (fault === 'forbidden') return { status: 403, body: 'Forbidden' };
  if (fault === 'error500') return { status: 500, body: 'Internal Server Error' };
  if (fault === 'flaky' && context.hits(path) === 1) return { status: 503, body: 'Service Unavailable' };
  return null;
}

function serve(body: string, fault: SourceFault | undefined, context: FixtureContext): FixtureAnswer {
  return { status: 200, body, ...(fault === 'slow' ? { delayMs: context.slowMs } : {}) };
}

export const listingFixture: FixtureSource = {
  host: 'www.eczaneler.gen.tr',
  robotsTxt: 'User-agent: *\nDisallow: /admin\n',
  handle({ url }, context) {
    if (url.pathname === '/iframe.php') {
      const plate = Number(url.searchParams.get('lokasyon'));
      const province = PROVINCES.find((p) => p.plate === plate);
      if (!province) return null;
      const fault = context.fault(LISTING_IFRAME_SOURCE, province);
      return (
        toFaultAnswer(fault, context, url.pathname) ??
        serve(renderListingIframe(province, context.today, fault), fault, context)
      );
    }
    const slug = /^\/nobetci-([a-z-]+)$/.exec(url.pathname)?.[1];
    const province = PROVINCES.find((p) => p.slug === slug);
    if (!province) return null;
    const fault = context.fault(LISTING_PAGE_SOURCE, province);
    return (
      toFaultAnswer(fault, context, url.pathname) ??
      serve(renderListingPage(province, context.today, fault), fault, context)
    );
  },
};
