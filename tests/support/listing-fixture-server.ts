import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '#app/domain/time/duty-window.ts';
import { PROVINCES, listDistricts, type Province } from '#app/domain/geo/geo.server.ts';
import { toPlausiblePoint } from '#app/domain/geo/plausible-point.ts';

/**
 * A local stand-in for the listing site (eczaneler.gen.tr): `/nobetci-{slug}`
 * for all 81 provinces, shaped like the real pages (three day tabs dated by
 * their duty-period sentence, rows with name, address, district badge, landmark
 * note and phone), `/iframe.php?lokasyon={plate}` with coordinates near each pharmacy's district
 * centre (app/domain/geo/plausible-point.ts), and
 * robots.txt. Provinces can be told to misbehave.
 */
export type Misbehaviour = 'slow' | 'error500' | 'forbidden' | 'changed-layout' | 'empty' | 'flaky' | 'few';

export type ListingFixtureOptions = {
  /** The Istanbul date the "bugün" tab is for. */
  today: string;
  misbehave?: Record<string, Misbehaviour>;
  slowMs?: number;
  robotsTxt?: string;
  /** Mark "dün" active instead of "bugün", as the site does after midnight. */
  staleActiveTab?: boolean;
  /** Default: any free port. */
  port?: number;
};

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

function dayLabel(isoDate: string): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${DAYS[d.getUTCDay()]}`;
}

/** How many pharmacies a province lists on a date in the fixture: at least one in every district. */
export function fixtureSize(province: Province, misbehaviour?: Misbehaviour): number {
  if (misbehaviour === 'few') return 1;
  return Math.max(4 + (province.plate % 5), listDistricts(province.slug).length);
}

/** The fixture's i-th pharmacy of a province on a date: the same on the listing page and the embeddable page. */
function fixturePharmacy(province: Province, date: string, i: number) {
  const districts = listDistricts(province.slug);
  const district = districts[(i + province.plate) % districts.length] ?? { name: 'Merkez', slug: 'merkez' };
  const name = `${['Şifa', 'Hayat', 'Güneş', 'Deniz', 'Yıldız', 'Merkez', 'Umut', 'Işık', 'Anka'][i % 9]} ${date.slice(8)}`;
  return {
    name,
    district: district.name,
    address: `Deneme Mahallesi, Fikstür Sokak No:${i + 1} ${district.name} / ${province.name}`,
    phone: `0 (454) 000-${String(10 + i).padStart(2, '0')}-${String(province.plate).padStart(2, '0')}`,
    // Like the real embeddable page, a few pharmacies come without a map link (one in twelve). In a
    // district without a centre of its own the point stands near the province's centre: enough
    // for a scrape to fill coordinates, not a true position.
    point: i % 12 === 11 ? null : toPlausiblePoint(province.slug, district.slug, name, { provinceFallback: true }),
  };
}

function row(province: Province, date: string, i: number): string {
  const { name, district, address, phone } = fixturePharmacy(province, date, i);
  return (
    `<tr><td colspan="3" class="border-bottom"><div class="row" style="font-size:110%;"><div class="col-lg-3">` +
    `<a href="/eczane/${province.slug}-${i}"><span class="isim">${name.toLocaleUpperCase('tr-TR')} ECZANESİ</span></a></div>` +
    `<div class='col-lg-6'>${address}` +
    `<div class="py-2"><span class="text-success font-weight-bold">&raquo; </span><span class='font-italic'>Devlet Hastanesi karşısı</span></div>` +
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

export function renderListingPage(province: Province, options: ListingFixtureOptions): string {
  const misbehaviour = options.misbehave?.[province.slug];
  if (misbehaviour === 'changed-layout') {
    return `<html><body><h1>${province.name} Nöbetçi Eczaneleri</h1><ul class="eczane-listesi"><li>Yeni tasarım</li></ul></body></html>`;
  }
  const dates = { dun: addDays(options.today, -1), bugun: options.today, yarin: addDays(options.today, 1) };
  const tabs = (Object.entries(dates) as [string, string][]).map(([id, date]) => {
    const size = misbehaviour === 'empty' ? 0 : fixtureSize(province, misbehaviour);
    const rows = Array.from({ length: size }, (_, i) => row(province, date, i)).join('');
    const period = `${dayLabel(date)} akşamından ${dayLabel(addDays(date, 1))} sabahına kadar.`;
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

/**
 * The embeddable page, shaped like the real one (three rows per pharmacy; the name row links
 * to `maps?daddr=lat,lng`). The real page lists today's pharmacies only; this one lists the
 * pharmacies of all three day tabs, so that one fixture scrape locates every pharmacy it writes.
 */
export function renderIframe(province: Province, options: ListingFixtureOptions): string {
  const misbehaviour = options.misbehave?.[province.slug];
  const size = misbehaviour === 'empty' ? 0 : fixtureSize(province, misbehaviour);
  const rows = [addDays(options.today, -1), options.today, addDays(options.today, 1)].flatMap((date) =>
    Array.from({ length: size }, (_, i) => {
      const { name, district, address, phone, point } = fixturePharmacy(province, date, i);
      const link = point
        ? `<a href="https://www.google.com/maps?daddr=${point.lat},${point.lng}" target="_blank">${ICON('tarif-ikon.png', `${name} Eczanesi Harita Konumu`)}</a>`
        : '';
      return (
        `<tr><td>${ICON('eczane-sm.jpg', 'eczane')}</td><td><span class='text-dark'><b>${name} Eczanesi</b></span>${link} <span class='text-secondary'>(${district})</span></td></tr>` +
        `<tr><td>${ICON('telefon.png', 'telefon')}</td><td>${phone}</td>` +
        `<tr class='bottomborder'><td class='align-middle'>${ICON('adres.png', 'adres')}</td><td>${address}<br><span class="text-muted">(Devlet Hastanesi karşısı)</span></td></tr>`
      );
    }),
  );
  return (
    `<!doctype html><html lang="tr"><head><meta charset="UTF-8"><title>${province.name} Nöbetçi Eczaneleri</title></head><body>` +
    `<table class='table table-sm table-striped'><thead class='thead-dark'><tr><th colspan='2'>${dayLabel(options.today)} ${province.name} Nöbetçi Eczaneleri</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></body></html>`
  );
}

export type ListingFixtureServer = {
  url: string;
  hostPort: string;
  /** Requests per path, to check politeness and retries. */
  hits: Map<string, number>;
  userAgents: Set<string>;
  close(): Promise<void>;
};

export async function startListingFixtureServer(options: ListingFixtureOptions): Promise<ListingFixtureServer> {
  const hits = new Map<string, number>();
  const userAgents = new Set<string>();
  const bySlug = new Map(PROVINCES.map((p) => [p.slug, p]));
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    userAgents.add(req.headers['user-agent'] ?? '');
    const send = (status: number, body: string, type = 'text/html; charset=utf-8') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    if (url.pathname === '/robots.txt')
      return send(200, options.robotsTxt ?? 'User-agent: *\nDisallow: /admin\n', 'text/plain');
    if (url.pathname === '/iframe.php') {
      const province = PROVINCES.find((p) => p.plate === Number(url.searchParams.get('lokasyon')));
      return province ? send(200, renderIframe(province, options)) : send(404, 'yok');
    }
    const slug = /^\/nobetci-([a-z-]+)$/.exec(url.pathname)?.[1];
    const province = slug ? bySlug.get(slug) : undefined;
    if (!province) return send(404, 'Sayfa bulunamadı');
    const misbehaviour = options.misbehave?.[province.slug];
    if (misbehaviour === 'error500') return send(500, 'Internal Server Error');
    if (misbehaviour === 'forbidden') return send(403, 'Forbidden');
    if (misbehaviour === 'flaky' && hits.get(url.pathname) === 1) return send(503, 'Service Unavailable');
    const body = renderListingPage(province, options);
    if (misbehaviour === 'slow') setTimeout(() => send(200, body), options.slowMs ?? 1500);
    else send(200, body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    hits,
    userAgents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
