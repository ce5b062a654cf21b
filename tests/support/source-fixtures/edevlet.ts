import { PROVINCES, type Province } from '#app/domain/geo/geo.server.ts';
import { toTurkishUpper } from '#app/domain/text/turkish.ts';
import { addDays } from '#app/domain/time/duty-window.ts';
import { CHALLENGE_PAGE, listFixturePharmacies, type FixturePharmacy } from '#tests/support/source-fixtures/roster.ts';
import type { FixtureAnswer, FixtureContext, FixtureSource } from '#tests/support/source-fixtures/server.ts';

/**
 * e-Devlet's "Nöbetçi Eczane Sorgulama" as the fixture source serves it for all 81 provinces: the
 * form (a session cookie and a token), the query's table (names in capitals without "ECZANESİ",
 * phones as `0 - (454) 000 - 1028`, duty 08:30 to 08:30, "Onaylanmış") and each row's map page.
 * Like the real one it answers a query only with the form's cookie and token (otherwise the form
 * again with a token error) and only for today or tomorrow. Faults apply to the query (the
 * province is known only there); `flaky` and `token-change` strike the first query of a province
 * on this server only.
 */

const PATH = '/saglik-titck-nobetci-eczane-sorgulama';
const SESSION_COOKIE = 'TURKIYESESSIONID';

type Session = { token: string; rows: FixturePharmacy[] };
type ServerState = { sessions: Map<string, Session>; next: number; struck: Set<string> };

/** One state per fixture server (its context object lives as long as the server). */
const states = new WeakMap<FixtureContext, ServerState>();

function stateOf(context: FixtureContext): ServerState {
  let state = states.get(context);
  if (!state) {
    state = { sessions: new Map(), next: 1, struck: new Set() };
    states.set(context, state);
  }
  return state;
}

function newToken(state: ServerState): string {
  return `{E0DE7A1E-${String(state.next++).padStart(4, '0')}-4F1C-9A8B-F1C5A7E5${String(state.next).padStart(4, '0')}}`;
}

/** True the first time a fault strikes a province on this server. */
function strikesFirst(state: ServerState, fault: string, province: Province): boolean {
  const key = `${fault}:${province.slug}`;
  if (state.struck.has(key)) return false;
  state.struck.add(key);
  return true;
}

function page(content: string): string {
  return (
    '<!DOCTYPE html><html lang="tr" class="no-js"><head><meta charset="utf-8">' +
    '<title>Nöbetçi Eczane Sorgulama | Türkiye İlaç ve Tıbbi Cihaz Kurumu | e-Devlet Kapısı</title></head>' +
    '<body class="servicePage"><header id="pageHeader"><a href="/" class="logo">e-Devlet Kapısı</a></header>' +
    `<main id="mainContent"><div id="contentStart"><h1 class="pageTitle">Nöbetçi Eczane Sorgulama</h1>${content}` +
    '</div></main><footer id="pageFooter">© e-Devlet Kapısı</footer></body></html>'
  );
}

function formPage(token: string, today: string, notice = ''): string {
  const options = PROVINCES.map((p) => `<option value="${p.plate}">${toTurkishUpper(p.name)}</option>`).join('');
  return page(
    `${notice}<form id="mainForm" action="${PATH}?submit" method="post" class="standardForm">` +
      `<div class="formRow required"><label for="ilkod-address-il">İl</label><select id="ilkod-address-il" name="ilkod-address-il"><option value="">Seçiniz</option>${options}</select></div>` +
      '<div class="formRow"><label for="ilkod-address-ilce">İlçe</label><select id="ilkod-address-ilce" name="ilkod-address-ilce"><option value="">Tümü</option></select></div>' +
      `<div class="formRow required"><label for="nobetTarihi">Nöbet Tarihi</label><input type="text" id="nobetTarihi" name="nobetTarihi" value="${toFormDate(today)}"></div>` +
      `<input type="hidden" name="token" value="${token}">` +
      '<div class="formSubmitRow"><input type="submit" name="btn" class="submitButton" value="Sorgula"></div></form>',
  );
}

function toFormDate(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
}

function fromFormDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const HEADERS = ['İlçe', 'Eczane Adı', 'Adres', 'Telefon', 'Nöbet Başlangıç', 'Nöbet Bitiş', 'Durumu', 'İşlem'];

function resultsPage(pharmacies: FixturePharmacy[], listedDate: string, withHeaders: boolean): string {
  const start = `${toFormDate(listedDate)} 08:30`;
  const end = `${toFormDate(addDays(listedDate, 1))} 08:30`;
  const rows = pharmacies.map((p, i) => {
    const d = p.phoneDigits;
    const cells = [
      toTurkishUpper(p.district),
      toTurkishUpper(p.name),
      escapeHtml(p.address),
      `0 - (${d.slice(0, 3)}) ${d.slice(3, 6)} - ${d.slice(6)}`,
      start,
      end,
      'Onaylanmış',
      `<a href="?harita=Goster&amp;index=${i}" class="mapLink">Haritada Göster</a>`,
    ];
    return `<tr>${cells.map((cell, c) => `<td data-title="${HEADERS[c]}">${cell}</td>`).join('')}</tr>`;
  });
  const head = withHeaders ? `<thead><tr>${HEADERS.map((h) => `<th>${h}</th>`).join('')}</tr></thead>` : '';
  return page(
    `<div class="resultContainer"><table class="resultTable striped hover">${head}<tbody>${rows.join('')}</tbody></table></div>` +
      `<div class="formSubmitRow"><a href="${PATH}" class="backButton">Yeni Sorgulama</a></div>`,
  );
}

function mapPage(pharmacy: FixturePharmacy | undefined): string {
  const point = pharmacy?.point;
  const script = point
    ? `var map = L.map('harita').setView([${point.lat}, ${point.lng}], 16);` +
      `L.marker([${point.lat}, ${point.lng}]).addTo(map).bindPopup('${toTurkishUpper(pharmacy.name)}');`
    : "var map = L.map('harita').setView([39.0, 35.0], 6);";
  return page(`<div id="harita" style="height:400px"></div><script>${script}</script>`);
}

function html(body: string, headers?: Record<string, string | string[]>): FixtureAnswer {
  return { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers }, body };
}

function notice(kind: 'errorContainer' | 'warningContainer', text: string): string {
  return `<div class="${kind}" role="alert"><ul><li>${text}</li></ul></div>`;
}

function sessionOf(state: ServerState, cookie: string | undefined): Session | undefined {
  const id = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookie ?? '')?.[1];
  return id === undefined ? undefined : state.sessions.get(id);
}

function openForm(state: ServerState, context: FixtureContext): FixtureAnswer {
  const id = `FIKSTUR${String(state.next++).padStart(6, '0')}`;
  const session: Session = { token: newToken(state), rows: [] };
  state.sessions.set(id, session);
  return html(formPage(session.token, context.today), {
    'Set-Cookie': [
      `${SESSION_COOKIE}=${id}; Path=/; Secure; HttpOnly`,
      'language=tr_TR.UTF-8; Expires=Sat, 27 Nov 2027 08:00:00 GMT; Path=/',
    ],
  });
}

function answerQuery(state: ServerState, context: FixtureContext, form: URLSearchParams, cookie?: string) {
  const province = PROVINCES.find((p) => p.plate === Number(form.get('ilkod-address-il')));
  const fault = province ? context.fault('e-devlet', province) : undefined;
  if (fault === 'challenge') return html(CHALLENGE_PAGE);
  if (fault === 'forbidden') return { status: 403, body: page('<p>Erişim engellendi.</p>') };
  if (fault === 'error500') return { status: 500, body: page('<p>Sistem hatası.</p>') };
  if (fault === 'flaky' && province && strikesFirst(state, fault, province)) {
    return { status: 503, body: page('<p>Hizmet geçici olarak kullanılamıyor.</p>') };
  }
  const session = sessionOf(state, cookie);
  const tokenError = notice(
    'errorContainer',
    'Güvenlik anahtarı geçersiz veya süresi dolmuş. Lütfen sayfayı yenileyerek tekrar deneyiniz.',
  );
  if (!session || form.get('token') !== session.token)
    return html(formPage(newToken(state), context.today, tokenError));
  if (fault === 'token-change' && province && strikesFirst(state, fault, province)) {
    session.token = newToken(state);
    return html(formPage(session.token, context.today, tokenError));
  }
  if (!province) return html(formPage(session.token, context.today, notice('errorContainer', 'İl alanı zorunludur.')));
  const dutyDate = fromFormDate(form.get('nobetTarihi') ?? '');
  if (dutyDate !== context.today && dutyDate !== addDays(context.today, 1)) {
    const text = 'Nöbet Tarihi alanı için yalnızca bugünün veya yarının tarihi seçilebilir.';
    return html(formPage(session.token, context.today, notice('errorContainer', text)));
  }
  const { listedDate, pharmacies } = listFixturePharmacies(province, dutyDate, fault);
  session.rows = pharmacies;
  const delayMs = fault === 'slow' ? context.slowMs : undefined;
  if (pharmacies.length === 0) {
    return {
      ...html(formPage(session.token, context.today, notice('warningContainer', 'Sonuç bulunamadı.'))),
      delayMs,
    };
  }
  return { ...html(resultsPage(pharmacies, listedDate, fault !== 'changed-layout')), delayMs };
}

export const edevletFixture: FixtureSource = {
  host: 'www.turkiye.gov.tr',
  robotsTxt: 'User-agent: *\nAllow: /\n',
  handle(request, context) {
    if (request.url.pathname !== PATH) return null;
    const state = stateOf(context);
    const cookie = typeof request.headers.cookie === 'string' ? request.headers.cookie : undefined;
    if (request.method === 'POST' && request.url.searchParams.has('submit')) {
      return answerQuery(state, context, new URLSearchParams(request.body), cookie);
    }
    if (request.method !== 'GET') return { status: 405, body: page('<p>İzin verilmeyen istek.</p>') };
    if (request.url.searchParams.get('harita') === 'Goster') {
      const session = sessionOf(state, cookie);
      if (!session) return openForm(state, context);
      return html(mapPage(session.rows[Number(request.url.searchParams.get('index'))]));
    }
    return openForm(state, context);
  },
};
