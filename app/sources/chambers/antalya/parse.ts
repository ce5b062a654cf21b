/**
 * The Antalya chamber's page (`/tr/nobetci-eczaneler`): `.nobetciler` holds one `.ilce` section per
 * district, headed `.ilcebas span`, with `.nobetciDiv` cards. A card's name and phone are `tel:` links
 * (the first link's text is the name, an empty `tel:` means no phone); `a.nadres` is the map link
 * (`q=lat,lng`) around the address, which may begin with a night limit: "**(GECE SAAT 23.59'A KADAR
 * AÇIK)**", "*(GECE SAAT 02:00'A KADAR AÇIK)*". The page states no date. Pure.
 */
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import {
  ChamberLayoutError,
  takeNightLimit,
  toChamberName,
  toChamberPhone,
  toDistrictName,
  toField,
  toMapPoint,
} from '#app/sources/chambers/chamber-text.ts';
import type { SourceProvince } from '#app/sources/source.ts';

/**
 * The pharmacies of the page, in page order: an empty list when `.nobetciler` lists nobody;
 * ChamberLayoutError when the page has no `.nobetciler` block, or district sections without a card
 * this parser can read.
 */
export function parseAntalyaPage(html: string, province: Pick<SourceProvince, 'name' | 'slug'>): RosterRecord[] {
  const $ = parseHtml(html);
  const list = $('.nobetciler');
  if (list.length === 0) throw new ChamberLayoutError('Nöbetçi eczane listesi (.nobetciler) bulunamadı');
  const records: RosterRecord[] = [];
  for (const section of list.find('.ilce').toArray()) {
    const district = toDistrictName(province.slug, $(section).find('.ilcebas span').first().text());
    for (const card of $(section).find('.nobetciDiv').toArray()) {
      const links = $(card).find('a[href^="tel:"]');
      const name = toField(links.first().text());
      if (name === null) continue;
      const phone =
        links
          .toArray()
          .flatMap((link) => [$(link).attr('href'), $(link).text()])
          .map((value) => toChamberPhone(value))
          .find((value) => value !== null) ?? null;
      const mapLink = $(card).find('a.nadres').first();
      const { dutyHours, rest } = takeNightLimit(mapLink.text());
      const point = toMapPoint(mapLink.attr('href'));
      records.push({
        name: toChamberName(name),
        province: province.name,
        district,
        phone,
        address: rest,
        dutyHours,
        neighbourhood: null,
        note: null,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
      });
    }
  }
  const cards = list.find('.nobetciDiv').length;
  if (records.length === 0 && (cards > 0 || list.find('.ilce').length > 0)) {
    throw new ChamberLayoutError('Nöbetçi eczane kartları (.nobetciDiv ve tel: bağlantısındaki ad) bulunamadı');
  }
  return records;
}
