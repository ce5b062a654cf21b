import { addDays } from '#app/domain/time/duty-window.ts';
import { listDistricts, type Province } from '#app/domain/geo/geo.server.ts';
import { toPlausiblePoint } from '#app/domain/geo/plausible-point.ts';

/**
 * The fictional pharmacies every fixture source serves, the same for one province and date in each
 * source's own shape (the listing site's rows, e-Devlet's table, the municipalities' JSON…), so a
 * cross-check of two fixture sources agrees unless a fault says otherwise. Dates are relative to the
 * fixture's `today`, never to the machine's clock.
 */

/**
 * What a fixture source can be told to do wrong for a province:
 * - challenge: a 200 "Just a moment…" bot-challenge page (Cloudflare's markers) instead of the data;
 * - forbidden: 403; error500: 500 every time; flaky: 503 on the first request, then fine;
 * - slow: answers after `slowMs`; empty: a valid answer listing nobody;
 * - wrong-day: a valid list dated the day before the one asked;
 * - missing3: the list lacks the province's last three pharmacies (a cross-check disagrees);
 * - few: one pharmacy (the shrink guard); changed-layout: a page without the expected markup;
 * - html-instead-of-json: an HTML error page where JSON belongs;
 * - token-change: a session source's token changes between the form and the query (once).
 */
export type SourceFault =
  | 'challenge'
  | 'forbidden'
  | 'error500'
  | 'flaky'
  | 'slow'
  | 'empty'
  | 'wrong-day'
  | 'missing3'
  | 'few'
  | 'changed-layout'
  | 'html-instead-of-json'
  | 'token-change';

export type FixturePharmacy = {
  /** Without the "Eczanesi" suffix: "Şifa 27". */
  name: string;
  district: string;
  districtSlug: string;
  address: string;
  /** "0 (454) 000-10-28": the same digits in every source, written each source's way. */
  phone: string;
  /** Ten digits, for sources that write phones their own way. */
  phoneDigits: string;
  note: string;
  point: { lat: number; lng: number } | null;
};

const NAMES = ['Şifa', 'Hayat', 'Güneş', 'Deniz', 'Yıldız', 'Merkez', 'Umut', 'Işık', 'Anka'];

/** How many pharmacies a province lists on a date in the fixture: at least one in every district. */
export function fixtureSize(province: Province, fault?: SourceFault): number {
  if (fault === 'few') return 1;
  if (fault === 'empty') return 0;
  const full = Math.max(4 + (province.plate % 5), listDistricts(province.slug).length);
  return fault === 'missing3' ? full - 3 : full;
}

/** The fixture's i-th pharmacy of a province on a duty date. */
function fixturePharmacy(province: Province, date: string, i: number): FixturePharmacy {
  const districts = listDistricts(province.slug);
  const district = districts[(i + province.plate) % districts.length] ?? { name: 'Merkez', slug: 'merkez' };
  const name = `${NAMES[i % NAMES.length]} ${date.slice(8)}`;
  const area = province.plate === 34 ? '212' : '454';
  const line = `${String(10 + i).padStart(2, '0')}${String(province.plate).padStart(2, '0')}`;
  return {
    name,
    district: district.name,
    districtSlug: district.slug,
    address: `Deneme Mahallesi, Fikstür Sokak No:${i + 1} ${district.name} / ${province.name}`,
    phone: `0 (${area}) 000-${line.slice(0, 2)}-${line.slice(2)}`,
    phoneDigits: `${area}000${line}`,
    note: 'Devlet Hastanesi karşısı',
    // Like the real embeddable page, a few pharmacies come without a position (one in twelve). In a
    // district without a centre of its own the point stands near the province's centre.
    point: i % 12 === 11 ? null : toPlausiblePoint(province.slug, district.slug, name, { provinceFallback: true }),
  };
}

/**
 * The pharmacies a fixture source lists for a province on the duty date asked, with the fault
 * applied: `wrong-day` lists the day before (the caller dates its answer with `listedDate`).
 */
export function listFixturePharmacies(
  province: Province,
  dutyDate: string,
  fault?: SourceFault,
): { listedDate: string; pharmacies: FixturePharmacy[] } {
  const listedDate = fault === 'wrong-day' ? addDays(dutyDate, -1) : dutyDate;
  const size = fixtureSize(province, fault);
  return {
    listedDate,
    pharmacies: Array.from({ length: size }, (_, i) => fixturePharmacy(province, listedDate, i)),
  };
}

/** A 200 page with Cloudflare's challenge markers, as the listing site serves a bot. */
export const CHALLENGE_PAGE =
  '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>' +
  '<meta http-equiv="refresh" content="390"></head><body><div class="main-wrapper" role="main">' +
  '<h1 class="zone-name-title h1">www.eczaneler.gen.tr</h1><h2>Checking if the site connection is secure</h2>' +
  '<noscript>Enable JavaScript and cookies to continue</noscript>' +
  "<script>(function(){window._cf_chl_opt={cvId: '3',cZone: 'www.eczaneler.gen.tr',cType: 'managed'};" +
  "var a = document.createElement('script');a.src = '/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1';" +
  'document.getElementsByTagName("head")[0].appendChild(a);}());</script></div></body></html>';

/** An HTML error page where JSON belongs, as İzmir's open data has been seen to answer. */
export const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>Hata</title></head><body><h1>Servis geçici olarak kullanılamıyor</h1></body></html>';
