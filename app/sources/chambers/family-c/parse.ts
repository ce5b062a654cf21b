/**
 * Family C (issue 35): the Trabzon chamber's regional template, one page a province
 * (`/nobetci-eczaneler/<plate>`: Trabzon 61, Artvin 8, Gümüşhane 29, Rize 53). A card is a
 * `div.standart-post` with the name in its `h2`, the district in `a.category`, the duty in
 * `ul.post-tags li` (a dated window "27.11.2026 08:30 - 28.11.2026 08:30 arası nöbetçidir.", hours
 * only "08:30 - 08:30" under a dated page heading, or a night limit), then `fa-home` address,
 * `tel:` and `maps … q=` links. A province's page may carry a neighbour's cards (a district or an
 * address of another province): those are dropped, never imported. Pure.
 */
import type { CheerioAPI } from 'cheerio';
import { PROVINCES, findDistrictInAddress, getDistrict, getProvince } from '#app/domain/geo/geo.server.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import { findDateIn, textAfterIcon, toChamberCard, type ChamberCard } from '#app/sources/chambers/chamber-records.ts';
import { ChamberLayoutError, findProvinceDistrict, toField } from '#app/sources/chambers/chamber-text.ts';
import type { SourceProvince } from '#app/sources/source.ts';

/** A cheerio selection of the page's elements. */
type Selection = ReturnType<CheerioAPI>;

export type FamilyCPage = {
  statedDate: string | null;
  cards: ChamberCard[];
  /** Cards of another province the page carried, left out. */
  dropped: number;
};

/** Where the page's heading states its date ("27.11.2026 ARTVİN NÖBETÇİ ECZANELER"). */
const STATED_DATE = '.title-section, h1, .page-title';

/** The province an address ends with ("… Hopa / Artvin"), when it is not the one asked. */
function otherProvinceInAddress(address: string | null, provinceSlug: string): boolean {
  const last = (address ?? '').split(/[/,]/).at(-1)?.trim() ?? '';
  // Words only: "No:40" is no plate code.
  const word = toMatchKey(last)
    .split(' ')
    .filter((w) => /^\p{L}+$/u.test(w))
    .at(-1);
  const named = word ? getProvince(word) : null;
  return named !== null && named.slug !== provinceSlug;
}

/** A district name that is a district of some other province but not of the one asked ("HOPA" on Rize's page). */
function isOtherProvincesDistrict(text: string, provinceSlug: string): boolean {
  if (findProvinceDistrict(provinceSlug, text)) return false;
  return PROVINCES.some(
    (p) => p.slug !== provinceSlug && getDistrict(p.slug, text) !== null && toMatchKey(text) !== 'merkez',
  );
}

function readCard(
  $: CheerioAPI,
  card: Selection,
  province: SourceProvince,
  listDate: string | null,
): ChamberCard | 'other' | null {
  const rawName = toField(card.find('h2').first().text());
  if (!rawName) return null;
  const category = toField(card.find('a.category').first().text());
  const address = textAfterIcon($, card, 'i.fa-home');
  if (
    otherProvinceInAddress(address, province.slug) ||
    (category && isOtherProvincesDistrict(category, province.slug))
  ) {
    return 'other';
  }
  const district =
    (category ? findProvinceDistrict(province.slug, category) : null) ??
    (address ? findDistrictInAddress(province.slug, address) : null);
  const dutyText = toField(
    card
      .find('ul.post-tags li')
      .toArray()
      .map((li) => $(li).text())
      .join(' '),
  );
  return toChamberCard(
    card,
    province,
    {
      name: rawName,
      district: district?.name ?? null,
      address,
      note: textAfterIcon($, card, 'i.fa-arrows, i.fa-hand-o-right, i.fa-map-signs'),
      dutyText,
    },
    listDate,
  );
}

const EMPTY_NOTICE = /\b(bulunamadi|kayit yok|nobetci eczane yok)\b/;

/**
 * A family-C page for the province asked: the date it states, its cards of that province, and how
 * many of another province it carried. No card and no "bulunamadı" notice: a changed layout.
 */
export function parseFamilyCPage(html: string, province: SourceProvince): FamilyCPage {
  const $ = parseHtml(html);
  const statedDate = findDateIn($, STATED_DATE);
  const cards: ChamberCard[] = [];
  let dropped = 0;
  for (const element of $('div.standart-post').toArray()) {
    const card = readCard($, $(element), province, statedDate);
    if (card === 'other') dropped += 1;
    else if (card) cards.push(card);
  }
  if (cards.length === 0 && dropped === 0) {
    const notice = toMatchKey($('body').text() || $.root().text());
    if (!EMPTY_NOTICE.test(notice)) {
      throw new ChamberLayoutError('nöbetçi eczane kartları (div.standart-post) bulunamadı');
    }
  }
  return { statedDate, cards, dropped };
}
