import { PROVINCES, requireProvinceBySlug, type Province } from '#app/domain/geo/geo.server.ts';
import { toTurkishUpper } from '#app/domain/text/turkish.ts';
import { isIsoDate } from '#app/domain/time/duty-window.ts';
import { CHAMBER_SITES, type ChamberSite } from '#app/domain/sources/chamber-catalogue.ts';
import {
  chamberHost,
  chamberPharmacies,
  dutyWindowSentence,
  faultAnswer,
  hasFixtureNightLimit,
  html,
  sharedFault,
  slowness,
} from '#tests/support/source-fixtures/chambers/common.ts';
import type { FixturePharmacy, SourceFault } from '#tests/support/source-fixtures/roster.ts';
import type { FixtureAnswer, FixtureContext, FixtureSource } from '#tests/support/source-fixtures/server.ts';

/**
 * The common chamber CMS (family A, and the unverified family-E sites read with its parser) as the
 * fixture serves it, one source per host: each province's shared pharmacies in district sections,
 * `h4` "NAME ECZANESİ - DISTRICT" in capitals (one doubled "ECZANESİ  ECZANESİ"), `fa-home`,
 * `fa-phone` + `tel:`, `fa-arrows` directions on some, `fa-clock-o` duty window, a map link unless
 * the pharmacy has no position, and a night limit on every fifth pharmacy written the host's way.
 * The card markup varies by host (`div.nobetci`, `.nobet-kart`, `.nobetciecz`; Erzurum's regional page
 * with a section `id="xx<plate>"` per province). Pages shared by several provinces carry each one's
 * section, and the real extras are kept: Aksaray's page carries Kırşehir, Zonguldak's Bartın, Van's
 * Bitlis and Hakkari, Mardin's some Şırnak districts. The date form posts `tarih1` (and `gnr`; its
 * "NÖBET KARTI YAZDIR" print submit is refused). Faults are the site's (`oda-…`) per province; a page
 * shared by several provinces takes a page-wide fault (challenge, changed-layout…) from any of them.
 */

type Variant = 'nobetci' | 'nobet-kart' | 'nobetciecz' | 'erzurum';

const VARIANTS = ['nobetci', 'nobet-kart', 'nobetciecz'] as const;
const KNOWN: Readonly<Record<string, Variant>> = {
  'oda-erzurum': 'erzurum',
  'oda-canakkale': 'nobetci',
  'oda-bursa': 'nobetci',
  'oda-aksaray': 'nobet-kart',
  'oda-osmaniye': 'nobet-kart',
  'oda-balikesir': 'nobetciecz',
  'oda-malatya': 'nobetciecz',
};

/** Provinces a page carries beyond those whose page it is (Mardin's carries Şırnak districts). */
const EXTRA: Readonly<Record<string, string>> = { 'oda-mardin': 'sirnak' };

const PRINT = 'NÖBET KARTI YAZDIR';

const upper = (text: string) => toTurkishUpper(text);
const provinceOf = (plate: string | number) => PROVINCES.find((p) => p.plate === Number(plate))!;

function submitOf(variant: Variant): string {
  return variant === 'nobet-kart' ? 'Kayıt Ara' : 'NÖBETLERİ GÖSTER';
}

function card(variant: Variant, p: FixturePharmacy, i: number, date: string): string {
  const night = hasFixtureNightLimit(i);
  const name = `${upper(`${p.name} Eczanesi`)}${i === 1 ? '  ECZANESİ' : ''}`;
  const district = `${upper(p.district)}${night && variant === 'nobetciecz' ? ' GECE 23:59 ´A KADAR NÖBETÇİDİR' : ''}`;
  const address = `${night && variant === 'nobet-kart' ? "**(GECE SAAT 23.59'A KADAR AÇIK)** " : ''}${upper(p.address)}`;
  const window = `${dutyWindowSentence(date)}${night && (variant === 'nobetci' || variant === 'erzurum') ? " (GECE SAAT 23:59'A KADAR AÇIK)" : ''}`;
  const icon = (fa: string, erzurum: string) => `<i class="${variant === 'erzurum' ? erzurum : `fa ${fa}`}"></i>`;
  const lines = [
    variant === 'erzurum' ? `${icon('', 'icon-arrow-right')} ${upper(p.district)}<br>` : '',
    `${icon('fa-home', 'icon-home')} ${address}<br>`,
    `${icon('fa-phone', 'icon-phone')} <a href="tel:0${p.phoneDigits}">${p.phone}</a><br>`,
    i % 3 === 0 ? `<i class="fa fa-arrows main-color"></i> ${p.note}<br>` : '',
    `<i class="fa fa-clock-o main-color"></i> ${variant === 'nobet-kart' ? `<span>${window}</span>` : `<strong class="tred">${window}</strong>`}<br>`,
    p.point
      ? `<a href="https://maps.google.com/maps?q=${p.point.lat},${p.point.lng}" target="_blank">Haritada görüntülemek için tıklayınız...</a>`
      : '',
  ].join('\n');
  const box = {
    nobetci: ['col-md-12 nobetci', 'tred'],
    'nobet-kart': ['nobet-kart', 'red border'],
    nobetciecz: ['nobetciecz', 'main-color'],
    erzurum: ['col-md-12 nobetci', 'kirmizi'],
  }[variant];
  return `<div class="${box[0]}"><h4 class="${box[1]}"><strong>${name}</strong> - ${district}</h4><p>\n${lines}\n</p></div>`;
}

function heading(variant: Variant, text: string): string {
  if (variant === 'nobet-kart') return `<h5 class="pagetitle">${text}</h5>`;
  if (variant === 'nobetciecz') return `<strong class="ilce-baslik">${text}</strong>`;
  return `<h3 class="main-color">${text}</h3>`;
}

/**
 * One province's list: its district sections, or (a guest province on another's page) one section
 * headed with the province; Şırnak on Mardin's page by district ("CİZRE", "ŞIRNAK MERKEZ").
 */
function provincePart(
  variant: Variant,
  province: Province,
  date: string,
  fault: SourceFault | undefined,
  guest: boolean,
) {
  const { listedDate, pharmacies } = chamberPharmacies(province, date, fault);
  const cards = pharmacies.map((p, i) => ({ p, html: card(variant, p, i, listedDate) }));
  if (variant === 'erzurum') return cards.map((c) => c.html).join('\n');
  if (guest && province.slug !== 'sirnak') {
    const title = heading(variant, `${upper(province.name)} BUGÜN NÖBETÇİ ECZANELER`);
    return [title, ...cards.map((c) => c.html)].join('\n');
  }
  const districts = [...new Set(pharmacies.map((p) => p.district))];
  return districts
    .map((district) => {
      const named = district === 'Merkez' && guest ? `${upper(province.name)} MERKEZ` : upper(district);
      const words = variant === 'nobet-kart' ? 'BUGÜN NÖBETÇİ ECZANELER' : 'NÖBETÇİ ECZANELER';
      const own = cards.filter((c) => c.p.district === district).map((c) => c.html);
      return [heading(variant, `${named} ${words}`), ...own].join('\n');
    })
    .join('\n');
}

function dateForm(variant: Variant, path: string, date: string, districts: readonly string[]): string {
  const options = districts.map((d, i) => `<option value="${i + 1}">${upper(d)}</option>`).join('');
  const list =
    variant === 'nobet-kart'
      ? `<input type="submit" name="gnr" value="${submitOf(variant)}">`
      : `<button type="submit" name="gnr" value="${submitOf(variant)}">${submitOf(variant)}</button>`;
  return (
    `<form method="post" action="${path}" class="nobet-form"><input type="date" name="tarih1" value="${date}">` +
    `<select name="ilce"><option value="">Tüm İlçeler</option>${options}</select>` +
    `<button type="submit" name="gnr" value="${PRINT}">${PRINT}</button>${list}</form>`
  );
}

function listDistrictNames(provinces: readonly Province[], date: string): string[] {
  return [
    ...new Set(provinces.flatMap((p) => chamberPharmacies(p, date, undefined).pharmacies.map((x) => x.district))),
  ];
}

function document(site: ChamberSite, body: string): string {
  return (
    `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Nöbetçi Eczaneler - ${site.label}</title></head>` +
    `<body><header><a href="/">${site.label}</a></header><div class="container">${body}</div>` +
    `<footer><h3>${site.label}</h3><p>Fikstür Sokak No:1</p></footer></body></html>`
  );
}

/** A redesign the parser does not know: a plain list, no cards and no section headings. */
function changedLayout(site: ChamberSite, pharmacies: readonly FixturePharmacy[]): string {
  const items = pharmacies.map(
    (p) =>
      `<li class="pharmacy-item"><span class="pharmacy-name">${p.name} Eczanesi</span><span>${p.district}</span></li>`,
  );
  return document(site, `<h1>Nöbetçi Eczaneler</h1><ul class="pharmacy-list">${items.join('')}</ul>`);
}

function variantOf(site: ChamberSite, index: number): Variant {
  return KNOWN[site.name] ?? VARIANTS[index % VARIANTS.length]!;
}

/** The provinces whose catalogue page is `path`, the site's own province first. */
function pageProvinces(site: ChamberSite, path: string): Province[] {
  const wanted = path.replace(/\/+$/, '');
  const home = site.name.slice('oda-'.length);
  return Object.entries(site.pages)
    .filter(([, url]) => new URL(url).pathname.replace(/\/+$/, '') === wanted)
    .map(([plate]) => provinceOf(plate))
    .sort((a, b) => Number(b.slug === home) - Number(a.slug === home));
}

function answerPage(
  site: ChamberSite,
  variant: Variant,
  path: string,
  date: string,
  context: FixtureContext,
): FixtureAnswer {
  const own = pageProvinces(site, path);
  const pageFault = sharedFault(context, site.name, own);
  const failure = faultAnswer(pageFault, context, path);
  if (failure) return failure;
  const extra = EXTRA[site.name] ? [requireProvinceBySlug(EXTRA[site.name]!)] : [];
  const listed = variant === 'erzurum' ? Object.keys(site.pages).map((plate) => provinceOf(plate)) : [...own, ...extra];
  if (pageFault === 'changed-layout') {
    return html(
      changedLayout(site, chamberPharmacies(own[0]!, date, undefined).pharmacies),
      slowness(pageFault, context),
    );
  }
  const parts = listed.map((province, at) => {
    const part = provincePart(variant, province, date, context.fault(site.name, province), at > 0);
    return variant === 'erzurum' ? `<div class="tab-pane" id="xx${province.plate}">${part}</div>` : part;
  });
  const body =
    variant === 'erzurum'
      ? `<ul class="nav nav-tabs">${listed.map((p) => `<li><a href="#xx${p.plate}">${upper(p.name)}</a></li>`).join('')}</ul>` +
        `<div class="tab-content">${parts.join('\n')}</div>`
      : `${dateForm(variant, path, date, listDistrictNames(listed, date))}` +
        `<h3 class="main-color">Bugün Nöbetçi Eczaneler</h3>${parts.join('\n')}` +
        (parts.every((part) => !part.includes('<h4')) ? '<p>Nöbetçi eczane bulunamadı.</p>' : '');
  return html(document(site, body), slowness(pageFault, context));
}

function fixtureFor(site: ChamberSite, index: number): FixtureSource {
  const variant = variantOf(site, index);
  return {
    host: chamberHost(site),
    robotsTxt: 'User-agent: *\nAllow: /\n',
    handle(request, context) {
      const path = request.url.pathname;
      if (pageProvinces(site, path).length === 0) return null;
      if (request.method === 'GET') return answerPage(site, variant, path, context.today, context);
      if (request.method !== 'POST' || variant === 'erzurum') return { status: 405, body: 'Method Not Allowed' };
      const form = new URLSearchParams(request.body);
      const date = form.get('tarih1') ?? '';
      if (form.get('gnr') === PRINT) return { status: 400, body: 'Nöbet kartı yazdırma bu adreste yapılamaz' };
      if (form.get('gnr') !== submitOf(variant) || !isIsoDate(date)) return { status: 400, body: 'Geçersiz form' };
      return answerPage(site, variant, path, date, context);
    },
  };
}

/** One fixture source per host of every chamber site read with the family-A parser (families A and E). */
export const familyAChamberFixtures: readonly FixtureSource[] = CHAMBER_SITES.filter((site) => site.reader === 'a').map(
  fixtureFor,
);
