/**
 * Family A2 (issue 35): the chamber CMS's 2026 redesign, served by the Samsun chamber for Samsun and
 * Sinop from one address. The page is a form: a hidden `_csrf` token (bound to the PHPSESSID
 * session), a district `<select name="ilce">` listing both provinces' districts (grouped by province
 * in `<optgroup>`s or named "SİNOP - BOYABAT"), and dates `tarih1`/`tarih2`. The answer to one
 * district's POST states its date in a heading ("27.11.2026 Tarihli Nöbetçi Eczaneler") and lists
 * `article.nobet-card`s: `span.nobet-card-name`, `span.nobet-card-ilce`, icon lines (`fa-solid
 * fa-house` address, `fa-solid fa-clock` hours), a `tel:` link and a `google.com/maps?q=` link. Pure.
 */
import type { CheerioAPI } from 'cheerio';
import { findDistrictInAddress, getProvince } from '#app/domain/geo/geo.server.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import { findDateIn, toChamberCard, type ChamberCard } from '#app/sources/chambers/chamber-records.ts';
import { ChamberLayoutError, findProvinceDistrict, toField } from '#app/sources/chambers/chamber-text.ts';
import type { SourceProvince } from '#app/sources/source.ts';

/** A cheerio selection of the page's elements. */
type Selection = ReturnType<CheerioAPI>;

/** One option of the district list: its id, its label and the province it is marked with (slug). */
export type FamilyA2District = { id: string; label: string; provinceSlug: string | null };

export type FamilyA2Form = {
  token: string;
  /** Where the form posts (its `action`, as written; empty: the page itself). */
  action: string;
  districts: FamilyA2District[];
};

export type FamilyA2Results = { statedDate: string | null; cards: ChamberCard[] };

/** "SİNOP - BOYABAT" → { province: sinop, rest: "BOYABAT" }; no province prefix → null province. */
function splitProvincePrefix(label: string): { provinceSlug: string | null; rest: string } {
  const match = /^\s*([^-–/]+?)\s*[-–/]\s*(.+)$/.exec(label);
  const province = match ? getProvince(match[1]) : null;
  return province ? { provinceSlug: province.slug, rest: match![2]! } : { provinceSlug: null, rest: label };
}

/** The form of the page: its token, where it posts and the district options. */
export function parseFamilyA2Form(html: string): FamilyA2Form {
  const $ = parseHtml(html);
  const token = $('input[name="_csrf"]').first().attr('value')?.trim() ?? '';
  const select = $('select[name="ilce"]').first();
  if (token === '' || select.length === 0) {
    throw new ChamberLayoutError('nöbet formu (_csrf anahtarı ve ilçe listesi) bulunamadı');
  }
  const districts: FamilyA2District[] = [];
  select.find('option').each((_, element) => {
    const option = $(element);
    const id = option.attr('value')?.trim() ?? '';
    if (id === '' || id === '0') return;
    const label = toField(option.text()) ?? '';
    const group = option.closest('optgroup').attr('label');
    const marked = group ? (getProvince(group)?.slug ?? null) : null;
    const { provinceSlug, rest } = splitProvincePrefix(label);
    districts.push({ id, label: marked ? label : rest, provinceSlug: marked ?? provinceSlug });
  });
  if (districts.length === 0) throw new ChamberLayoutError('ilçe listesi boş');
  const form = select.closest('form');
  return { token, action: form.attr('action')?.trim() ?? '', districts };
}

/**
 * The options of the province asked: those marked with it (optgroup, "SİNOP - …" prefix), and the
 * unmarked ones that name one of its districts ("ATAKUM SAYFİYE" is Atakum's summer zone).
 */
export function listFamilyA2Districts(form: FamilyA2Form, provinceSlug: string): FamilyA2District[] {
  return form.districts.filter((district) =>
    district.provinceSlug !== null
      ? district.provinceSlug === provinceSlug
      : findProvinceDistrict(provinceSlug, district.label) !== null,
  );
}

const TOKEN_WORDS = /\b(csrf|token|guvenlik anahtari|oturum(?:unuzun)? suresi)\b/;
const EXPIRED_WORDS = /\b(gecersiz|doldu|dolmustur|sona erdi|yenileyin|expired|invalid)\b/;

/** True when the answer is the site refusing the session's token ("Oturum süreniz doldu", "CSRF …"). */
export function isFamilyA2TokenRefused(html: string): boolean {
  const $ = parseHtml(html);
  if ($('article.nobet-card').length > 0) return false;
  $('script, style, form').remove();
  const text = toMatchKey($('body').text() || $.root().text());
  return TOKEN_WORDS.test(text) && EXPIRED_WORDS.test(text);
}

/** Where the answer states its date ("27.11.2026 Tarihli Nöbetçi Eczaneler"). */
const STATED_DATE = '.nobet-sonuc-baslik, .nobet-sonuc h1, .nobet-sonuc h2, .nobet-sonuc h3, h1, h2, h3';

/** The text of a card's icon line: the `<span>` after the icon, else the line around it. */
function iconText(card: Selection, icon: string): string | null {
  const found = card.find(icon).first();
  if (found.length === 0) return null;
  const span = found.nextAll('span').first();
  return toField((span.length > 0 ? span : found.parent()).text());
}

const DIRECTION_ICONS = 'i.fa-signs-post, i.fa-diamond-turn-right, i.fa-route, i.fa-arrows, i.fa-circle-info';

function readCard(card: Selection, province: SourceProvince, statedDate: string | null): ChamberCard | null {
  const rawName = toField(card.find('.nobet-card-name').first().text());
  if (!rawName) return null;
  const address = iconText(card, 'i.fa-house');
  const districtText = splitProvincePrefix(toField(card.find('.nobet-card-ilce').first().text()) ?? '').rest;
  const district =
    findProvinceDistrict(province.slug, districtText) ??
    (address ? findDistrictInAddress(province.slug, address) : null);
  return toChamberCard(
    card,
    province,
    {
      name: rawName,
      district: district?.name ?? null,
      address,
      note: iconText(card, DIRECTION_ICONS),
      dutyText: iconText(card, 'i.fa-clock'),
    },
    statedDate,
  );
}

const EMPTY_NOTICE = /\b(bulunamadi|kayit yok|nobetci eczane yok)\b/;

/**
 * The answer to one district's POST: the date it states and its cards. A page without cards lists
 * nobody only when it says so ("… nöbetçi eczane bulunamadı"); otherwise its layout changed
 * (ChamberLayoutError), which must not pass for a quiet night.
 */
export function parseFamilyA2Results(html: string, province: SourceProvince): FamilyA2Results {
  const $ = parseHtml(html);
  const statedDate = findDateIn($, STATED_DATE);
  const cards = $('article.nobet-card')
    .toArray()
    .map((element) => readCard($(element), province, statedDate))
    .filter((card): card is ChamberCard => card !== null);
  if (cards.length === 0 && !EMPTY_NOTICE.test(toMatchKey($('.nobet-bos, .alert, .nobet-sonuc').text()))) {
    throw new ChamberLayoutError('nöbetçi eczane kartları (article.nobet-card) bulunamadı');
  }
  return { statedDate, cards };
}
