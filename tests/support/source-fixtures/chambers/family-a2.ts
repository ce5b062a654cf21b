import { getDistrict, requireProvinceBySlug, type Province } from '#app/domain/geo/geo.server.ts';
import { toTurkishUpper } from '#app/domain/text/turkish.ts';
import { isIsoDate } from '#app/domain/time/duty-window.ts';
import {
  chamberPharmacies,
  faultAnswer,
  hasFixtureNightLimit,
  html,
  slowness,
  toDottedDate,
} from '#tests/support/source-fixtures/chambers/common.ts';
import { addDays } from '#app/domain/time/duty-window.ts';
import type { FixturePharmacy, SourceFault } from '#tests/support/source-fixtures/roster.ts';
import type { FixtureAnswer, FixtureContext, FixtureSource } from '#tests/support/source-fixtures/server.ts';

/**
 * Family A2 (the 2026 redesign) as the fixture serves it: the Samsun chamber's one page for Samsun
 * and Sinop. The GET gives a form with a hidden `_csrf` token bound to a PHPSESSID session and a
 * district list (Samsun's districts plain, with "ATAKUM SAYFİYE", Atakum's summer zone, as its own
 * option; Sinop's in an optgroup as "SİNOP - BOYABAT"); a POST with the session's cookie and token
 * (`tarih1`, `ilce`, `gnr=ara`) answers that district's cards under a dated heading. A POST without
 * the session's token gets a 403. Faults are the site's ('oda-samsun') for the province of the
 * district asked; the GET, shared by both provinces, fails only with a fault both provinces share.
 * `token-change` renews the session's token once per province, between the form and the query.
 */

const SITE = 'oda-samsun';
const HOST = 'www.samsuneczaciodasi.org.tr';
const PATH = '/nobetci-eczaneler';
const SAMSUN = requireProvinceBySlug('samsun');
const SINOP = requireProvinceBySlug('sinop');

type Option = { id: string; label: string; province: Province; districtSlug: string; summerZone?: boolean };

const SAMSUN_IDS: Record<string, string> = {
  İlkadım: '13',
  Canik: '1851',
  Atakum: '10',
  Tekkeköy: '16',
  Alaçam: '20',
  Asarcık: '32',
  Ayvacık: '34',
  Bafra: '19',
  Çarşamba: '24',
  Havza: '12',
  Kavak: '18',
  Ladik: '30',
  '19 Mayıs': '21',
  Salıpazarı: '40',
  Terme: '22',
  Vezirköprü: '28',
  Yakakent: '36',
};
const SINOP_DISTRICTS = [
  'Merkez',
  'Ayancık',
  'Boyabat',
  'Dikmen',
  'Durağan',
  'Erfelek',
  'Gerze',
  'Saraydüzü',
  'Türkeli',
];

function requireDistrictSlug(province: Province, name: string): string {
  const district = getDistrict(province.slug, name);
  if (!district) throw new Error(`No district ${name} in ${province.name}`);
  return district.slug;
}

const OPTIONS: readonly Option[] = [
  ...Object.entries(SAMSUN_IDS).map(([name, id]) => ({
    id,
    label: toTurkishUpper(name),
    province: SAMSUN,
    districtSlug: requireDistrictSlug(SAMSUN, name),
  })),
  { id: '1800', label: 'ATAKUM SAYFİYE', province: SAMSUN, districtSlug: 'atakum', summerZone: true },
  ...SINOP_DISTRICTS.map((name, i) => ({
    id: String(5701 + i),
    label: `SİNOP - ${toTurkishUpper(name)}`,
    province: SINOP,
    districtSlug: requireDistrictSlug(SINOP, name),
  })),
];

type Session = { token: string };
type State = { sessions: Map<string, Session>; next: number; struck: Set<string> };
const states = new WeakMap<FixtureContext, State>();

function stateOf(context: FixtureContext): State {
  let state = states.get(context);
  if (!state) states.set(context, (state = { sessions: new Map(), next: 1, struck: new Set() }));
  return state;
}

function strikesFirst(state: State, key: string): boolean {
  if (state.struck.has(key)) return false;
  state.struck.add(key);
  return true;
}

function newToken(state: State): string {
  return `Zm9ydW0tJHtuZXh0fQ${String(state.next++).padStart(4, '0')}x7Q`;
}

function page(content: string): string {
  return (
    '<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Nöbetçi Eczaneler | Samsun Eczacı Odası</title>' +
    '<link rel="stylesheet" href="/assets/fontawesome/css/all.min.css"></head><body>' +
    '<header class="site-header"><a href="/" class="logo">Samsun Eczacı Odası</a></header>' +
    `<main class="nobet-page container">${content}</main><footer class="site-footer">© Samsun Eczacı Odası</footer></body></html>`
  );
}

function formHtml(token: string, date: string): string {
  const plain = OPTIONS.filter((o) => o.province === SAMSUN)
    .map((o) => `<option value="${o.id}">${o.label}</option>`)
    .join('');
  const sinop = OPTIONS.filter((o) => o.province === SINOP)
    .map((o) => `<option value="${o.id}">${o.label}</option>`)
    .join('');
  return (
    `<form method="post" action="${PATH}" class="nobet-form"><input type="hidden" name="_csrf" value="${token}">` +
    `<label>Başlangıç<input type="date" name="tarih1" value="${date}"></label>` +
    `<label>Bitiş<input type="date" name="tarih2" value="${date}"></label>` +
    `<select name="ilce" id="ilce" class="form-select"><option value="">İlçe Seçiniz</option>${plain}` +
    `<optgroup label="SİNOP">${sinop}</optgroup></select>` +
    '<button type="submit" name="gnr" value="ara" class="btn btn-danger">Nöbetçileri Göster</button>' +
    '<button type="submit" name="gnr" value="yazdir" class="btn btn-light">Nöbet Kartı Yazdır</button></form>'
  );
}

function card(p: FixturePharmacy, i: number, listedDate: string, districtLabel: string): string {
  const doubled = i % 7 === 3 ? ' ECZANESİ' : '';
  const hours = hasFixtureNightLimit(i)
    ? "GECE 23:59'A KADAR AÇIK"
    : `${toDottedDate(listedDate)} 08:30 - ${toDottedDate(addDays(listedDate, 1))} 08:30`;
  const map = p.point
    ? `<a href="https://www.google.com/maps?q=${p.point.lat},${p.point.lng}" target="_blank" rel="noopener" class="nobet-card-btn"><i class="fa-solid fa-location-dot"></i> Yol Tarifi</a>`
    : '';
  return (
    '<article class="nobet-card"><div class="nobet-card-head">' +
    `<span class="nobet-card-name">${toTurkishUpper(p.name)} ECZANESİ${doubled}</span>` +
    `<span class="nobet-card-ilce">${districtLabel}</span></div><div class="nobet-card-body">` +
    `<p><i class="fa-solid fa-house"></i> <span>${p.address}</span></p>` +
    `<p><i class="fa-solid fa-clock"></i> <span>${hours}</span></p>` +
    `<p><i class="fa-solid fa-signs-post"></i> <span>${p.note}</span></p></div>` +
    `<div class="nobet-card-actions"><a href="tel:0${p.phoneDigits}" class="nobet-card-btn"><i class="fa-solid fa-phone"></i> ${p.phone}</a>${map}</div></article>`
  );
}

function resultsHtml(option: Option, date: string, fault: SourceFault | undefined): string {
  const { listedDate, pharmacies } = chamberPharmacies(option.province, date, fault);
  const listed = pharmacies
    .map((p, i) => ({ p, i }))
    .filter(({ p, i }) => {
      if (p.districtSlug !== option.districtSlug) return false;
      // Atakum's pharmacies are split between the district and its summer zone.
      return option.districtSlug !== 'atakum' || (i % 2 === 1) === Boolean(option.summerZone);
    });
  const body =
    listed.length > 0
      ? `<div class="nobet-grid">${listed.map(({ p, i }) => card(p, i, listedDate, option.label.replace(/^SİNOP - /, ''))).join('')}</div>`
      : '<div class="nobet-bos"><i class="fa-solid fa-circle-info"></i> Seçilen tarih ve ilçe için nöbetçi eczane bulunamadı.</div>';
  return `<section class="nobet-sonuc"><h2 class="nobet-sonuc-baslik">${toDottedDate(listedDate)} Tarihli ${option.label} Nöbetçi Eczaneleri</h2>${body}</section>`;
}

const CHANGED_PAGE = page(
  '<div class="eczane-listesi"><div class="eczane-satir"><b>Nöbetçi eczane bilgileri yakında yeni sistemimizde.</b></div></div>',
);

const TOKEN_REFUSED = page(
  '<div class="alert alert-danger">Geçersiz istek: güvenlik anahtarı (CSRF) doğrulanamadı. Lütfen sayfayı yenileyin.</div>',
);

function sessionOf(state: State, cookie: string | undefined): Session | undefined {
  const id = /(?:^|;\s*)PHPSESSID=([^;]+)/.exec(cookie ?? '')?.[1];
  return id === undefined ? undefined : state.sessions.get(id);
}

function answerForm(state: State, context: FixtureContext): FixtureAnswer {
  const shared = context.fault(SITE, SAMSUN);
  const fault = shared !== undefined && shared === context.fault(SITE, SINOP) ? shared : undefined;
  const failed = fault === 'flaky' ? null : faultAnswer(fault, context, PATH);
  if (fault === 'flaky' && strikesFirst(state, 'flaky:form'))
    return { status: 503, body: page('<p>Hizmet geçici olarak kullanılamıyor.</p>') };
  if (failed) return failed;
  if (fault === 'changed-layout') return html(CHANGED_PAGE);
  const id = `fx${String(state.next++).padStart(6, '0')}sess`;
  const session = { token: newToken(state) };
  state.sessions.set(id, session);
  return html(page(`<h1 class="nobet-title">Nöbetçi Eczaneler</h1>${formHtml(session.token, context.today)}`), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': `PHPSESSID=${id}; path=/; HttpOnly` },
    ...slowness(fault, context),
  });
}

function answerQuery(state: State, context: FixtureContext, form: URLSearchParams, cookie?: string): FixtureAnswer {
  const session = sessionOf(state, cookie);
  const option = OPTIONS.find((o) => o.id === form.get('ilce'));
  const fault = option ? context.fault(SITE, option.province) : undefined;
  const slow = slowness(fault, context);
  if (option && fault === 'token-change' && session && strikesFirst(state, `token:${option.province.slug}`)) {
    session.token = newToken(state);
  }
  if (!session || form.get('_csrf') !== session.token) return { status: 403, body: TOKEN_REFUSED, ...slow };
  if (!option) return html(page(formHtml(session.token, context.today)));
  if (fault === 'flaky' && strikesFirst(state, `flaky:${option.province.slug}`)) {
    return { status: 503, body: page('<p>Hizmet geçici olarak kullanılamıyor.</p>') };
  }
  const failed = fault === 'flaky' ? null : faultAnswer(fault, context, PATH);
  if (failed) return failed;
  if (fault === 'changed-layout') return html(CHANGED_PAGE, slow);
  const asked = form.get('tarih1') ?? '';
  const date = isIsoDate(asked) ? asked : context.today;
  return html(page(formHtml(session.token, date) + resultsHtml(option, date, fault)), slow);
}

export const familyA2ChamberFixtures: readonly FixtureSource[] = [
  {
    host: HOST,
    robotsTxt: 'User-agent: *\nDisallow: /yonetim/\n',
    handle(request, context) {
      if (request.url.pathname.replace(/\/+$/, '') !== PATH) return null;
      const state = stateOf(context);
      if (request.method === 'GET') return answerForm(state, context);
      if (request.method !== 'POST') return { status: 405, body: 'Method Not Allowed' };
      const cookie = request.headers.cookie;
      return answerQuery(state, context, new URLSearchParams(request.body), Array.isArray(cookie) ? cookie[0] : cookie);
    },
  },
];
