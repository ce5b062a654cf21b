/**
 * The Ankara chamber (aeo.org.tr), which also publishes Kırıkkale's list: `GET /getPharmacies/YYYY-MM-DD`
 * answers `{ "html": "…" }`, a fragment of `div.inline-box[data-name][data-district]` cards (the name in
 * `h4`, the phone in a `span`, the address, map links and a "Nöbet Saatleri:" line). One answer carries
 * both provinces' districts: a card is kept only for the province its district belongs to. The answer
 * states no date; it is the date asked. Pure.
 */
import { z } from 'zod';
import { getDistrict, type District } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { requireShape, toHoursFields } from '#app/sources/chambers/chamber-records.ts';
import {
  ChamberLayoutError,
  findProvinceDistrict,
  toChamberName,
  toChamberPhone,
  toField,
  toMapPoint,
} from '#app/sources/chambers/chamber-text.ts';
import type { SourceProvince } from '#app/sources/source.ts';

/** The provinces whose districts the answer carries, the chamber's own first. */
const ANKARA_SERVED = ['ankara', 'kirikkale'] as const;

const answerSchema = z.object({ html: z.string() });

/** "Bu tarihte nöbetçi eczane bulunamadı." and the like: an answer listing nobody. */
const NOBODY = /bulunamad[ıi]|bulunmamaktad[ıi]r|kay[ıi]t yok/iu;

function toProvinceDistrict(provinceSlug: string, raw: string | null): District | null {
  if (raw === null) return null;
  return getDistrict(provinceSlug, raw) ?? findProvinceDistrict(provinceSlug, raw);
}

/**
 * Whether a card of this district belongs to the province asked: its district is one of the
 * province's; a district of the other province is not; one of neither (a typo, an empty attribute)
 * is the chamber's own province's.
 */
function isProvinceCard(provinceSlug: string, raw: string | null): boolean {
  if (toProvinceDistrict(provinceSlug, raw)) return true;
  if (ANKARA_SERVED.some((slug) => slug !== provinceSlug && toProvinceDistrict(slug, raw))) return false;
  return provinceSlug === ANKARA_SERVED[0];
}

/**
 * The province's pharmacies in an answer of `/getPharmacies/<date>`: records for the province asked
 * (the other province's cards left out), an empty list when the fragment lists nobody. Throws
 * ChamberLayoutError when the answer is not `{ html }` or the fragment has no cards and no notice.
 */
export function parseAnkaraPharmacies(
  json: unknown,
  request: { province: Pick<SourceProvince, 'name' | 'slug'>; dutyDate: string },
): RosterRecord[] {
  const $ = parseHtml(requireShape(answerSchema, json, 'getPharmacies answer is not { html }').html);
  const cards = $('div.inline-box[data-name]').toArray();
  if (cards.length === 0) {
    const text = toField($.root().text());
    if (text === null || NOBODY.test(text)) return [];
    throw new ChamberLayoutError('Nöbetçi eczane kartları (div.inline-box[data-name]) bulunamadı');
  }
  const { province, dutyDate } = request;
  const records: RosterRecord[] = [];
  for (const card of cards) {
    const box = $(card);
    const rawDistrict = toField(box.attr('data-district'));
    if (!isProvinceCard(province.slug, rawDistrict)) continue;
    const name = toField(box.find('h4').first().text()) ?? toField(box.attr('data-name'));
    if (name === null) continue;
    const phones = [
      ...box
        .find('span')
        .toArray()
        .map((span) => $(span).text()),
      ...box
        .find('a[href^="tel:"]')
        .toArray()
        .map((link) => $(link).attr('href') ?? ''),
    ];
    const phone = phones.map(toChamberPhone).find((value) => value !== null) ?? null;
    const point = box
      .find('a[href]')
      .toArray()
      .map((link) => toMapPoint($(link).attr('href')))
      .find((value) => value !== null);
    const hoursLine = box
      .find('p, div, li')
      .toArray()
      .map((node) => toField($(node).text()))
      .filter((text): text is string => text !== null && /nöbet saatleri\s*:/iu.test(text))
      // The innermost element that holds the line: a wrapper's text runs on past it.
      .sort((a, b) => a.length - b.length)[0];
    const address = box.find('.address, .adres, p:has(i[class*="map-marker"])').first();
    address.find('i, a, span').remove();
    const district = toProvinceDistrict(province.slug, rawDistrict);
    records.push({
      name: toChamberName(name),
      province: province.name,
      district: district?.name ?? null,
      phone,
      address: toField(address.text()),
      neighbourhood: null,
      note: null,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      // The "Nöbet Saatleri:" line: a night limit, or hours on the list's date ("08:30 - 08:30").
      ...toHoursFields(hoursLine?.replace(/^.*?nöbet saatleri\s*:/iu, '') ?? null, dutyDate),
    });
  }
  return records;
}
