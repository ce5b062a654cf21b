/**
 * Family B (issue 35): the chambers' older pages (Niğde, Kırklareli, Aydın, Karaman, Sivas). A card
 * sits in a skeleton grid cell (`eight columns`, `eleven columns`, `twelve columns`), a Bootstrap
 * row (Karaman) or a `div.team.team-list` (Sivas); its name is in `font.kirmizi > strong`, its lines
 * are marked by icons (`icon-home` address, `icon-hand-right` directions, or the district on some,
 * `icon-time` duty text) with `tel:` and `maps … q=` links. The district is written after the name
 * ("ŞİFA ECZANESİ - BOR"), under it (Sivas), in a section heading ("LÜLEBURGAZ NÖBETÇİ
 * ECZANELERİ", Karaman's "Merkez Nöbetçi Eczaneler <br />06-10-2026") or only in the address. Some
 * pages come in windows-1254 or ISO-8859-9 (decoded before they get here). Pure.
 */
import type { CheerioAPI } from 'cheerio';
import { findDistrictInAddress, getDistrict } from '#app/domain/geo/geo.server.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import { findDateIn, textAfterIcon, toChamberCard, type ChamberCard } from '#app/sources/chambers/chamber-records.ts';
import {
  ChamberLayoutError,
  findProvinceDistrict,
  takeNightLimit,
  toChamberPhone,
  toField,
  toIsoDate,
} from '#app/sources/chambers/chamber-text.ts';
import type { SourceProvince } from '#app/sources/source.ts';

/** A cheerio selection of the page's elements. */
type Selection = ReturnType<CheerioAPI>;

export type FamilyBPage = { statedDate: string | null; cards: ChamberCard[] };

const NAME = 'font.kirmizi > strong';
const SECTION = 'h1, h2, h3, .vatan_span';
const CARD = '.team-list, .columns, div.row';

/** Where a page states its date: a dated heading or Karaman's list head ("… <br />27-11-2026"). */
const STATED_DATE = `${SECTION}, .tarih`;

/** "ŞİFA ECZANESİ - BOR" in the name's heading: the text after the name, as a district of the province. */
function districtBesideName(name: Selection, provinceSlug: string): string | null {
  const heading = name.closest('h1, h2, h3, h4, h5, h6, p');
  const rest = toField(
    heading
      .text()
      .replace(name.text(), ' ')
      .replace(/^[\s\-–|/]+/, ''),
  );
  return rest ? (getDistrict(provinceSlug, rest)?.name ?? null) : null;
}

function readCard(
  $: CheerioAPI,
  name: Selection,
  province: SourceProvince,
  section: { district: string | null },
  listDate: string | null,
): ChamberCard | null {
  const card = name.closest(CARD);
  const rawName = toField(name.text());
  if (!rawName || card.length === 0) return null;
  const tel = card.find('a[href^="tel:"]').first();
  let address = textAfterIcon($, card, 'i.icon-home');
  if (!address && tel.length === 0) return null;
  const hand = textAfterIcon($, card, 'i.icon-hand-right');
  const handDistrict = hand ? getDistrict(province.slug, hand) : null;
  // A night limit is written on its own line, in bold, or inside the address ("(GECE SAAT 23.59'A KADAR AÇIK)").
  let dutyText = textAfterIcon($, card, 'i.icon-time');
  if (!takeNightLimit(dutyText).limit) {
    const inAddress = takeNightLimit(address);
    const inBold = card
      .find('strong')
      .toArray()
      .map((element) => $(element).text())
      .find((text) => takeNightLimit(text).limit);
    if (inAddress.limit) {
      dutyText = inAddress.dutyHours;
      address = inAddress.rest;
    } else if (inBold) dutyText = inBold;
  }
  const district =
    districtBesideName(name, province.slug) ??
    findProvinceDistrict(province.slug, card.find('.team-title span').first().text())?.name ??
    handDistrict?.name ??
    section.district ??
    (address ? findDistrictInAddress(province.slug, address)?.name : undefined) ??
    null;
  return toChamberCard(
    card,
    province,
    {
      name: rawName,
      district,
      address,
      note: handDistrict ? null : hand,
      dutyText,
      phone: toChamberPhone(textAfterIcon($, card, 'i.icon-phone')),
    },
    listDate,
  );
}

/**
 * The district a section heading names ("LÜLEBURGAZ NÖBETÇİ ECZANELERİ", "Merkez Nöbetçi
 * Eczaneler"); not the centre for a heading that only names the province ("NİĞDE NÖBETÇİ ECZANELER").
 */
function sectionDistrict(province: SourceProvince, text: string): string | null {
  const key = toMatchKey(text);
  const district = findProvinceDistrict(province.slug, text);
  if (district?.slug === 'merkez' && !key.includes('merkez')) return null;
  return district?.name ?? null;
}

const EMPTY_NOTICE = /\b(bulunamadi|kayit yok|nobetci eczane yok|listelenecek eczane yok)\b/;

/**
 * A family-B page: the date it states and its cards, each with the district its own line, its
 * section heading or its address names. A page listing nobody says so ("… bulunamadı") or keeps its
 * dated list head (Karaman); one with neither cards nor those is a changed layout.
 */
export function parseFamilyBPage(html: string, province: SourceProvince): FamilyBPage {
  const $ = parseHtml(html);
  const statedDate = findDateIn($, STATED_DATE);
  const section = { district: null as string | null };
  const cards: ChamberCard[] = [];
  // Headings and names in document order: a section heading names the district of the cards under it.
  for (const element of $(`${SECTION}, ${NAME}`).toArray()) {
    const item = $(element);
    if (item.is(NAME)) {
      const card = readCard($, item, province, section, statedDate);
      if (card) cards.push(card);
    } else if (toMatchKey(item.text()).includes('nobet')) {
      section.district = sectionDistrict(province, item.text());
    }
  }
  if (cards.length === 0) {
    const notice = toMatchKey($('body').text() || $.root().text());
    const datedHead = $('.vatan_span')
      .toArray()
      .some((element) => toIsoDate($(element).text()) !== null);
    if (!EMPTY_NOTICE.test(notice) && !datedHead) {
      throw new ChamberLayoutError('nöbetçi eczane adları (font.kirmizi > strong) bulunamadı');
    }
  }
  return { statedDate, cards };
}
