import { requireProvinceBySlug, type Province } from '#app/domain/geo/geo.server.ts';
import { toTurkishUpper } from '#app/domain/text/turkish.ts';
import { addDays, isIsoDate } from '#app/domain/time/duty-window.ts';
import {
  chamberPharmacies,
  faultAnswer,
  hasFixtureNightLimit,
  html,
  json,
  sharedFault,
  slowness,
  toDottedDate,
  WHOLE_ANSWER_FAULTS,
} from '#tests/support/source-fixtures/chambers/common.ts';
import type { FixturePharmacy, SourceFault } from '#tests/support/source-fixtures/roster.ts';
import type {
  FixtureAnswer,
  FixtureContext,
  FixtureRequest,
  FixtureSource,
} from '#tests/support/source-fixtures/server.ts';

/**
 * The chambers with their own endpoints, first half (family D): Ankara's `getPharmacies` JSON (Ankara
 * and Kırıkkale cards in one fragment), İstanbul's token handshake and markers JSON (İstanbul and
 * Yalova, `text/html`, HTML in `adres`/`tarif`), Antalya's district sections (night limits in the
 * address), Giresun's multi-day API (yesterday, today, tomorrow), Şanlıurfa's grouped roster API,
 * Uşak's `?date=` JSON and Konya's cards with a details POST. Each serves the shared pharmacies for the
 * date asked (or today) with the quirks: names in capitals, a doubled "ECZANESİ" on some, every fifth
 * pharmacy closing at 23:59 where the shape can say so, no map link without a position. Faults are the
 * site's (`oda-ankara`…) for the province; an answer shared by two provinces fails with the first
 * province's fault of a whole-answer kind (challenge…), its sections keep their own data faults.
 */

const ANKARA = requireProvinceBySlug('ankara');
const KIRIKKALE = requireProvinceBySlug('kirikkale');
const ISTANBUL = requireProvinceBySlug('istanbul');
const YALOVA = requireProvinceBySlug('yalova');

/** The faults that strike an answer shared by two provinces: a new token too. */
const WHOLE: readonly SourceFault[] = [...WHOLE_ANSWER_FAULTS, 'token-change'];

type State = { next: number; sessions: Map<string, string>; struck: Set<string> };
const states = new WeakMap<FixtureContext, State>();

function stateOf(context: FixtureContext): State {
  let state = states.get(context);
  if (!state) states.set(context, (state = { next: 1, sessions: new Map(), struck: new Set() }));
  return state;
}

function strikesFirst(state: State, key: string): boolean {
  if (state.struck.has(key)) return false;
  state.struck.add(key);
  return true;
}

/** Opens a session: its cookie header and its first token. */
function openSession(state: State, cookieName: string): { setCookie: string; token: string; id: string } {
  const id = `fx${String(state.next++).padStart(6, '0')}`;
  const token = `tk${String(state.next++).padStart(6, '0')}a9`;
  state.sessions.set(id, token);
  return { id, token, setCookie: `${cookieName}=${id}; path=/; HttpOnly` };
}

function sessionId(request: FixtureRequest, cookieName: string): string | undefined {
  const cookie = [request.headers.cookie ?? ''].flat().join('; ');
  return new RegExp(`(?:^|;\\s*)${cookieName}=([^;]+)`).exec(cookie)?.[1];
}

function page(title: string, content: string): string {
  return `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>${title}</title></head><body><main class="container">${content}</main></body></html>`;
}

const CHANGED = page('Nöbetçi Eczaneler', '<div class="yeni-liste"><p>Nöbetçi eczaneler yeni sistemimizde.</p></div>');
const upperName = (p: FixturePharmacy, i: number) =>
  `${toTurkishUpper(p.name)} ECZANESİ${i % 7 === 3 ? '  ECZANESİ' : ''}`;
const mapsLink = (p: FixturePharmacy) =>
  p.point ? `https://maps.google.com/maps?q=${p.point.lat},${p.point.lng}` : null;
const askedDate = (value: string | null | undefined, context: FixtureContext) =>
  value && isIsoDate(value) ? value : context.today;

function ankaraCard(p: FixturePharmacy, i: number, province: Province): string {
  const district = province === KIRIKKALE && p.district === 'Merkez' ? 'KIRIKKALE MERKEZ' : toTurkishUpper(p.district);
  const map = mapsLink(p);
  return (
    `<div class="col-md-6 inline-box" data-name="${upperName(p, i)}" data-district="${district}"><h4>${upperName(p, i)}</h4>` +
    `<p class="address"><i class="fa fa-map-marker"></i> ${p.address}</p><p><i class="fa fa-phone"></i> <span>${p.phone}</span></p>` +
    `<p><strong>Nöbet Saatleri:</strong> ${hasFixtureNightLimit(i) ? "GECE 23:59'A KADAR AÇIK" : '08:30 - 08:30'}</p>` +
    (map ? `<a href="${map}" target="_blank">Haritada Göster</a>` : '') +
    '</div>'
  );
}

function answerAnkara(request: FixtureRequest, context: FixtureContext): FixtureAnswer | null {
  const path = request.url.pathname;
  const match = /^\/getPharmacies\/([\d-]+)$/.exec(path);
  if (!match)
    return path === '/nobetci-eczaneler' ? html(page('Nöbetçi Eczaneler', '<div id="pharmacies"></div>')) : null;
  const fault = sharedFault(context, 'oda-ankara', [ANKARA, KIRIKKALE], WHOLE);
  const failed = faultAnswer(fault, context, path);
  if (failed) return failed;
  if (fault === 'changed-layout') return json({ html: '<ul class="eczane-listesi"><li>DENEME ECZANESİ</li></ul>' });
  const date = askedDate(match[1], context);
  const cards = [ANKARA, KIRIKKALE].flatMap((province) =>
    chamberPharmacies(province, date, context.fault('oda-ankara', province)).pharmacies.map((p, i) =>
      ankaraCard(p, i, province),
    ),
  );
  const body =
    cards.length > 0 ? `<div class="row">${cards.join('')}</div>` : '<p class="alert">Nöbetçi eczane bulunamadı.</p>';
  return json({ html: body }, slowness(fault, context));
}

const IEO_COOKIE = 'PHPSESSID';

function istanbulRecord(p: FixturePharmacy, i: number, province: Province, listedDate: string, fault?: SourceFault) {
  const end = hasFixtureNightLimit(i) ? `${listedDate}T23:59:00+03:00` : `${addDays(listedDate, 1)}T08:30:00+03:00`;
  const [street, rest] = p.address.split(', ');
  return {
    sicil: String(1000 * province.plate + i),
    eczane_ad: upperName(p, i),
    eczane_tel: `0${p.phoneDigits}`,
    adres: `${street}<br />${rest} <b>${toTurkishUpper(p.district)}</b>`,
    tarif: `<p>${p.note} &amp; <i>otobüs durağı yanı</i></p>`,
    lat: p.point ? p.point.lat.toFixed(6) : '',
    lng: p.point ? p.point.lng.toFixed(6) : '',
    nobet_bitis: i % 6 === 5 && fault !== 'wrong-day' ? null : end,
    il: province.name,
    ilce: p.district,
    mahalle: 'Deneme Mah.',
    semt: p.district,
  };
}

function answerIstanbul(request: FixtureRequest, context: FixtureContext): FixtureAnswer | null {
  const path = request.url.pathname;
  const state = stateOf(context);
  const fault = sharedFault(context, 'oda-istanbul', [ISTANBUL, YALOVA], WHOLE);
  if (path === '/nobetci-eczane/' && request.method === 'GET') {
    const failed = fault === 'html-instead-of-json' ? null : faultAnswer(fault, context, path);
    if (failed) return failed;
    if (fault === 'changed-layout') return html(CHANGED);
    const session = openSession(state, IEO_COOKIE);
    const form = `<form id="eczane-form" method="post"><input type="hidden" id="h" name="h" value="${session.token}" /><input type="hidden" name="jx" value="1" /></form>`;
    return html(page('Nöbetçi Eczane', form), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': session.setCookie },
    });
  }
  if (path !== '/nobetci-eczane/index.php' || request.method !== 'POST') return null;
  const failed = faultAnswer(fault === 'flaky' ? undefined : fault, context, path);
  if (failed) return failed;
  const form = new URLSearchParams(request.body);
  const id = sessionId(request, IEO_COOKIE);
  if (fault === 'token-change' && id && strikesFirst(state, 'token')) state.sessions.set(id, `tk-new-${state.next++}`);
  const label = { headers: { 'Content-Type': 'text/html; charset=UTF-8' }, ...slowness(fault, context) };
  if (!id || form.get('h') !== state.sessions.get(id) || form.get('islem') !== 'get_eczane_markers') {
    return json({ error: 1, mesaj: 'Geçersiz istek' }, label);
  }
  const eczaneler = [ISTANBUL, YALOVA].flatMap((province) => {
    const own = context.fault('oda-istanbul', province);
    const { listedDate, pharmacies } = chamberPharmacies(province, context.today, own);
    return pharmacies.map((p, i) => istanbulRecord(p, i, province, listedDate, own));
  });
  return json({ error: 0, eczaneler }, label);
}

function antalyaCard(p: FixturePharmacy, i: number): string {
  const limit = hasFixtureNightLimit(i) ? "**(GECE SAAT 23.59'A KADAR AÇIK)** " : '';
  const tel = `tel:0${p.phoneDigits.slice(0, 3)} ${p.phoneDigits.slice(3, 6)} ${p.phoneDigits.slice(6, 8)} ${p.phoneDigits.slice(8)}`;
  return (
    `<div class="nesne row nobetciDiv "><div class="col-md-4 tablo yuksek"><div class="hucre hucre-ortala">` +
    `<a href="${tel}">${upperName(p, i)}</a><br /><a href="${tel}">${p.phone}</a></div></div>` +
    `<div class="col-md-8 tablo yuksek"><div class="hucre hucre-ortala"><a href="${mapsLink(p) ?? '#'}" class="nadres" target="_blank">` +
    `<img src="/Resim/Upload/mapi.png" class="mapi" /> ${limit}${toTurkishUpper(p.address)}</a></div></div></div>`
  );
}

function answerAntalya(request: FixtureRequest, context: FixtureContext): FixtureAnswer | null {
  if (request.url.pathname !== '/tr/nobetci-eczaneler') return null;
  const province = requireProvinceBySlug('antalya');
  const fault = context.fault('oda-antalya', province);
  const failed = faultAnswer(fault, context, request.url.pathname);
  if (failed) return failed;
  if (fault === 'changed-layout') return html(CHANGED);
  const sections = new Map<string, string[]>();
  chamberPharmacies(province, context.today, fault).pharmacies.forEach((p, i) =>
    sections.set(p.district, [...(sections.get(p.district) ?? []), antalyaCard(p, i)]),
  );
  const body = [...sections]
    .map(
      ([district, cards]) =>
        `<div class="ilce"><div class="ilcebas"><span> ${district}</span></div>${cards.join('')}</div>`,
    )
    .join('');
  return html(page('Nöbetçi Eczaneler', `<div class="nobetciler">${body}</div>`), slowness(fault, context));
}

function answerGiresun(request: FixtureRequest, context: FixtureContext): FixtureAnswer | null {
  if (request.url.pathname !== '/api/pharmacies') return null;
  const province = requireProvinceBySlug('giresun');
  const fault = context.fault('oda-giresun', province);
  const failed = faultAnswer(fault, context, request.url.pathname);
  if (failed) return failed;
  if (fault === 'changed-layout') return json({ status: 'ok', result: { eczaneler: [] } });
  const dates = fault === 'wrong-day' ? [-2, -1] : [-1, 0, 1];
  const records = dates.flatMap((offset) => {
    const date = addDays(context.today, offset);
    return chamberPharmacies(province, date, fault === 'wrong-day' ? undefined : fault).pharmacies.map((p, i) => ({
      date: toDottedDate(date),
      name: upperName(p, i),
      district: toTurkishUpper(p.district),
      address: p.address,
      phone: p.phone,
      tarif: p.note,
      duty_status: hasFixtureNightLimit(i) ? "GECE 23:59'A KADAR AÇIK" : '08:30 - 08:30',
      lat: p.point?.lat ?? null,
      lng: p.point?.lng ?? null,
    }));
  });
  return json(records, slowness(fault, context));
}

function answerSanliurfa(request: FixtureRequest, context: FixtureContext): FixtureAnswer | null {
  if (request.url.pathname !== '/api/duty-rosters/list-grouped') return null;
  const province = requireProvinceBySlug('sanliurfa');
  const fault = context.fault('oda-sanliurfa', province);
  const failed = faultAnswer(fault, context, request.url.pathname);
  if (failed) return failed;
  if (fault === 'changed-layout') return json({ success: true, items: [] });
  const from = askedDate(request.url.searchParams.get('dutyDateFrom'), context);
  const to = askedDate(request.url.searchParams.get('dutyDateTo'), context);
  const content = [];
  for (let date = from; date <= to && content.length < 100; date = addDays(date, 1)) {
    const { listedDate, pharmacies } = chamberPharmacies(province, date, fault);
    const regions = new Map<string, FixturePharmacy[]>();
    for (const p of pharmacies) regions.set(p.district, [...(regions.get(p.district) ?? []), p]);
    for (const [district, list] of regions) {
      content.push({
        regionName: toTurkishUpper(district),
        dutyDate: listedDate,
        dutyList: list.map((p, i) => ({
          eczane: {
            name: upperName(p, i),
            district,
            location: p.address,
            phone: p.phone,
            latitude: p.point?.lat ?? null,
            longitude: p.point?.lng ?? null,
          },
        })),
      });
    }
  }
  return json({ content, totalElements: content.length, size: 100, number: 0 }, slowness(fault, context));
}

function answerUsak(request: FixtureRequest, context: FixtureContext): FixtureAnswer | null {
  if (request.url.pathname !== '/usak-nobetci-eczaneler') return null;
  const province = requireProvinceBySlug('usak');
  const fault = context.fault('oda-usak', province);
  const failed = faultAnswer(fault, context, request.url.pathname);
  if (failed) return failed;
  if (fault === 'changed-layout') return json({ durum: 'ok', eczaneler: [] });
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') return html(CHANGED);
  const asked = askedDate(request.url.searchParams.get('date'), context);
  const served = asked >= addDays(context.today, -7) && asked <= addDays(context.today, 1);
  const { listedDate, pharmacies } = chamberPharmacies(province, served ? asked : context.today, fault);
  const data = pharmacies.map((p, i) => ({
    pharmacy: {
      name: upperName(p, i),
      district: toTurkishUpper(p.district),
      adres: p.address,
      gsm: `05${p.phoneDigits.slice(2)}`,
      phone: i % 4 === 2 ? '' : p.phone,
      lat: p.point?.lat ?? null,
      lng: p.point?.lng ?? null,
    },
  }));
  return json({ success: true, redirected: !served, selected_date: listedDate, data }, slowness(fault, context));
}

const KONYA_DETAILS = '/ajax/nobetci-detay.php';

function answerKonya(request: FixtureRequest, context: FixtureContext): FixtureAnswer | null {
  const province = requireProvinceBySlug('konya');
  const fault = context.fault('oda-konya', province);
  const path = request.url.pathname;
  const state = stateOf(context);
  const { pharmacies } = chamberPharmacies(province, context.today, fault);
  const key = (i: number) => `k${province.plate}${String(i).padStart(3, '0')}`;
  if (path === '/' && request.method === 'GET') {
    const failed = fault === 'html-instead-of-json' ? null : faultAnswer(fault, context, path);
    if (failed) return failed;
    if (fault === 'changed-layout') return html(CHANGED);
    const session = openSession(state, 'KNE');
    const cards = pharmacies.map(
      (p, i) =>
        `<article class="eczane-kart" data-ad="${upperName(p, i)}" data-bolge="${toTurkishUpper(p.district)}" data-anahtar="${key(i)}">` +
        `<h3>${upperName(p, i)}</h3><span class="bolge">${toTurkishUpper(p.district)}</span><div class="detay">Yükleniyor…</div></article>`,
    );
    const body = `<section id="nobetciler" data-veri="${KONYA_DETAILS}" data-j="${session.token}"><h2>Nöbetçi Eczaneler</h2>${cards.join('')}</section>`;
    return html(page('Konya Nöbetçi Eczaneleri', body), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': session.setCookie },
    });
  }
  if (path !== KONYA_DETAILS || request.method !== 'POST') return null;
  const failed = faultAnswer(fault === 'flaky' ? undefined : fault, context, path);
  if (failed) return failed;
  const id = sessionId(request, 'KNE');
  if (fault === 'token-change' && id && strikesFirst(state, 'konya-token')) state.sessions.set(id, 'tk-new');
  if (!id || new URLSearchParams(request.body).get('j') !== state.sessions.get(id)) {
    return json({ hata: 'Oturum süresi doldu, sayfayı yenileyin.' });
  }
  const details = Object.fromEntries(
    pharmacies.map((p, i) => [
      key(i),
      { adres: p.address, tel: p.phone, tarif: p.note, lat: p.point?.lat ?? null, lon: p.point?.lng ?? null },
    ]),
  );
  return json(details, slowness(fault, context));
}

const source = (host: string, handle: FixtureSource['handle']): FixtureSource => ({
  host,
  robotsTxt: 'User-agent: *\nDisallow: /admin/\n',
  handle,
});

export const endpoints1ChamberFixtures: readonly FixtureSource[] = [
  source('www.aeo.org.tr', answerAnkara),
  source('www.istanbuleczaciodasi.org.tr', answerIstanbul),
  source('www.antalyaeo.org.tr', answerAntalya),
  source('www.giresuneczaciodasi.org.tr', answerGiresun),
  source('www.sanliurfaeo.org.tr', answerSanliurfa),
  source('usakeczaciodasi.org.tr', answerUsak),
  source('www.konyanobetcieczaneleri.com', answerKonya),
];
