/**
 * Family A (issue 35): the common chamber CMS, read for 41 provinces and tried on the 15 unverified
 * family-E sites. Cards are `div.col-md-12.nobetci`, `.nobet-kart` or `.nobetciecz` (Diyarbakır:
 * loose `h3.text-danger` headings; İzmir: `h4` "NAME - dd.mm.yyyy / İLÇE"), each headed
 * `<h4><strong>NAME ECZANESİ</strong> - DISTRICT</h4>` and followed by icon-marked lines (`fa-home`
 * address, `fa-phone` + `tel:`, `fa-arrow-right` district, `fa-arrows` directions, `fa-clock-o` duty
 * window; Erzurum's `icon-*`) and a `maps?q=LAT,LNG` link. Sections are headed by district or province
 * ("KEPEZ NÖBETÇİ ECZANELER", "KIRŞEHİR BUGÜN NÖBETÇİ ECZANELER", "Van'da Bugün Nöbetçi Eczaneler").
 * Regional pages are filtered to the province asked (family-a/regions.ts). Pure.
 */
import type { CheerioAPI } from 'cheerio';
import type { District } from '#app/domain/geo/geo.server.ts';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { cleanText } from '#app/domain/text/text.ts';
import { toMatchKey } from '#app/domain/text/turkish.ts';
import {
  ChamberLayoutError,
  describeWindow,
  parseDutyHoursText,
  parseDutyWindowText,
  takeNightLimit,
  toChamberName,
  toChamberPhone,
  toField,
  toMapPoint,
} from '#app/sources/chambers/chamber-text.ts';
import {
  findAddressDistrict,
  findStatedDate,
  isForeignAddress,
  readCardDistrict,
  readHeading,
  startScope,
  type Scope,
} from '#app/sources/chambers/family-a/regions.ts';
import type { DatedRoster, SourceProvince } from '#app/sources/source.ts';

/** A cheerio selection and one of its nodes; derived so that the parser needs no domhandler import. */
type Selection = ReturnType<CheerioAPI>;
type DomNode = Selection[number];

export type FamilyAOptions = { province: SourceProvince; fallbackDate: string };

const CARD = '.nobetci, .nobet-kart, .nobetciecz';
const HEADINGS = 'h2, h3, h4, h5, strong, .pagetitle';
/** Where a loose card's lines end: the next heading or card. */
const LOOSE_END = `h2, h3, h4, h5, .pagetitle, ${CARD}`;

type LineKind = 'address' | 'marker' | 'phone' | 'district' | 'note' | 'clock';

/** Icon classes and the line each marks. */
const ICONS: Record<string, LineKind> = {
  'fa-home': 'address',
  'icon-home': 'address',
  'fa-house': 'address',
  'fa-map-marker': 'marker',
  'fa-phone': 'phone',
  'icon-phone': 'phone',
  'fa-arrow-right': 'district',
  'icon-arrow-right': 'district',
  'icon-hand-right': 'district',
  'fa-arrows': 'note',
  'fa-arrows-alt': 'note',
  'fa-map-signs': 'note',
  'fa-clock-o': 'clock',
  'fa-clock': 'clock',
  'icon-time': 'clock',
};

type Link = { href: string; text: string };
type Line = { kind: LineKind | null; text: string; links: Link[] };

/** A card as found: its heading (name) element and the nodes holding its lines. */
type CardNodes = { heading: DomNode; body: DomNode[] };

function iconKind(node: DomNode): LineKind | null {
  if (node.type !== 'tag' || (node.name !== 'i' && node.name !== 'span')) return null;
  for (const name of (node.attribs.class ?? '').split(/\s+/)) if (ICONS[name]) return ICONS[name];
  return null;
}

function textOf(node: DomNode): string {
  if (node.type === 'text') return node.data;
  return node.type === 'tag' ? node.children.map(textOf).join('') : '';
}

/** The icon-marked lines of a card: an icon opens a line, `<br>` or a block closes it. */
function readLines(nodes: readonly DomNode[], skip: DomNode): Line[] {
  const lines: Line[] = [{ kind: null, text: '', links: [] }];
  const open = (kind: LineKind | null) => lines.push({ kind, text: '', links: [] });
  const visit = (node: DomNode): void => {
    if (node === skip) return;
    if (node.type === 'text') lines.at(-1)!.text += node.data;
    if (node.type !== 'tag' || node.name === 'script' || node.name === 'style') return;
    const kind = iconKind(node);
    if (kind) return void open(kind);
    if (node.name === 'br') return void open(null);
    if (node.name === 'a' && node.attribs.href) {
      lines.at(-1)!.links.push({ href: node.attribs.href, text: cleanText(textOf(node)) });
    }
    const block = /^(p|div|li|ul|h\d)$/.test(node.name);
    if (block) open(null);
    node.children.forEach(visit);
    if (block) open(null);
  };
  nodes.forEach(visit);
  return lines.map((line) => ({ ...line, text: cleanText(line.text) })).filter((l) => l.text || l.links.length);
}

/** Cards of the page in document order with the section headings between them. */
function listItems($: CheerioAPI, root: Selection): ({ card: CardNodes } | { heading: DomNode })[] {
  const owned = new Set<DomNode>();
  const isOwned = (node: DomNode) => {
    for (let at: DomNode | null = node; at; at = at.parent as DomNode | null) if (owned.has(at)) return true;
    return false;
  };
  const items: ({ card: CardNodes } | { heading: DomNode })[] = [];
  const loose = (heading: DomNode) => {
    const body = $(heading).nextUntil(LOOSE_END).toArray();
    [heading, ...body].forEach((node) => owned.add(node));
    items.push({ card: { heading, body } });
  };
  for (const node of root.find(`${CARD}, ${HEADINGS}`).toArray()) {
    if (isOwned(node) || node.type !== 'tag') continue;
    const element = $(node);
    if (element.is(CARD)) {
      const names = element.find('h3.text-danger, h4');
      if (element.find(CARD).length > 0 || names.length > 1) continue;
      const heading = element.find('h4, h3, h5, h2, strong').first()[0];
      if (!heading) continue;
      owned.add(node);
      items.push({ card: { heading, body: [node] } });
      continue;
    }
    const key = toMatchKey(element.text());
    const isSection = /\bnobetci eczane(ler)?\b/.test(key) && !/\beczanesi\b/.test(key);
    const isName = /\beczane/.test(key) || element.children('strong, b').length > 0;
    if (element.is('h3.text-danger') || (element.is('h4') && !isSection && isName)) {
      loose(node);
    } else if (element.is('h3, h5, .pagetitle') || isSection || (element.is('h2') && /\bnobet/.test(key))) {
      items.push({ heading: node });
    }
  }
  return items;
}

/** "NAME - REST": the name (the `<strong>`, or the text before " - ") and what follows it. */
function splitHeading($: CheerioAPI, heading: DomNode): { name: string; rest: string } {
  const element = $(heading);
  const full = cleanText(element.text());
  const strong = cleanText(element.find('strong, b').first().text());
  if (strong && !/\s[-–]\s/.test(strong) && full.startsWith(strong)) {
    return { name: strong, rest: full.slice(strong.length).replace(/^[\s\-–/:]+/, '') };
  }
  const [name = '', ...rest] = full.split(/\s+[-–]\s+/);
  return { name, rest: rest.join(' - ') };
}

type ReadCard = { record: RosterRecord; windowDate: string | null; statedDate: string | null };

function readCard($: CheerioAPI, card: CardNodes, scope: Scope, options: FamilyAOptions): ReadCard | null {
  const { province } = options;
  const { name: rawName, rest } = splitHeading($, card.heading);
  const name = toChamberName(rawName);
  if (name === 'Eczane') return null;
  const statedDate = findStatedDate(rest) ?? scope.statedDate;
  const lines = readLines(card.body, card.heading);
  const line = (kind: LineKind) => lines.find((l) => l.kind === kind) ?? null;
  const addressNight = takeNightLimit(line('address')?.text ?? line('marker')?.text);
  const headingNight = takeNightLimit(rest.replace(/\d{1,2}[./-]\d{1,2}[./-]\d{4}/, ' ').replace(/^[\s/]+/, ''));
  const districtText = [headingNight.rest, $(card.heading).find('small').text(), line('district')?.text];
  const cardDistrict = readCardDistrict(
    province,
    districtText.filter((t): t is string => !!t),
  );
  if (cardDistrict === 'foreign' || scope.owner === 'other') return null;
  const address = addressNight.rest;
  let district: District | null = cardDistrict ?? scope.district;
  if (!district && address) {
    if (isForeignAddress(province, address)) return null;
    district = findAddressDistrict(province, address);
  }
  const allText = lines.map((l) => l.text).join(' ');
  const clock = line('clock')?.text ?? null;
  const clockNight = takeNightLimit(clock);
  const night = [addressNight, headingNight, clockNight, takeNightLimit(allText), scope.night].find((n) => n?.limit);
  const dated = parseDutyWindowText(clock) ?? parseDutyWindowText(allText);
  const hours = clockNight.rest ? parseDutyHoursText(clockNight.rest, statedDate ?? options.fallbackDate) : null;
  const window = dated ?? hours;
  const wholeDay = window ? window.end.getTime() - window.start.getTime() >= 23 * 3600_000 : true;
  const phoneLink = [...(line('phone')?.links ?? []), ...lines.flatMap((l) => l.links)].find((l) =>
    /^tel:/i.test(l.href),
  );
  const point =
    lines
      .flatMap((l) => l.links)
      .map((l) => toMapPoint(l.href))
      .find(Boolean) ?? null;
  return {
    windowDate: dated?.dutyDate ?? null,
    statedDate,
    record: {
      name,
      province: province.name,
      district: district?.name ?? null,
      phone: toChamberPhone(phoneLink?.text) ?? toChamberPhone(phoneLink?.href) ?? toChamberPhone(line('phone')?.text),
      address,
      dutyHours: night?.dutyHours ?? (window && !wholeDay ? describeWindow(window) : null),
      neighbourhood: null,
      note: toField(line('note')?.text),
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      dutyStart: window?.start ?? null,
      dutyEnd: window?.end ?? null,
    },
  };
}

/** Erzurum's regional page: one section per plate (`id="xx25"`); the one of the plate asked. */
function findPlateSection($: CheerioAPI, plate: number): Selection | null {
  const sections = $('[id^="xx"]').filter((_, node) => /^xx\d{1,2}$/.test($(node).attr('id') ?? ''));
  if (sections.length === 0) return null;
  const own = sections.filter((_, node) => Number(($(node).attr('id') ?? '').slice(2)) === plate);
  if (own.length === 0) throw new ChamberLayoutError(`bölge sayfasında ${plate} plakalı ilin bölümü (xx${plate}) yok`);
  return own.first();
}

/** The date the page states for its list, in a heading about the duty ("… 27.11.2026 Nöbetçi Eczaneler"). */
function findPageDate($: CheerioAPI): string | null {
  for (const node of $('h1, h2, h3, h4, h5, .pagetitle, strong').toArray()) {
    const text = $(node).text();
    if (!/\bnobet/.test(toMatchKey(text)) || /\beczanesi\b/.test(toMatchKey(text))) continue;
    const date = findStatedDate(text);
    if (date) return date;
  }
  return null;
}

/**
 * The page's pharmacies of the province asked, one roster per duty date: each card dated by its
 * duty window, else by the date its heading or the page states, else by the windows of the other
 * cards, else by `fallbackDate`. Throws ChamberLayoutError when the page has neither cards nor
 * section headings; sections without cards give a roster with no records.
 */
export function parseFamilyA(html: string, options: FamilyAOptions): DatedRoster[] {
  const $ = parseHtml(html);
  const plateSection = findPlateSection($, options.province.plate);
  const root = plateSection ?? $.root();
  const items = listItems($, root);
  const hasSections = items.some((item) => 'heading' in item && /\bnobet/.test(toMatchKey($(item.heading).text())));
  if (!plateSection && !hasSections && !items.some((item) => 'card' in item)) {
    throw new ChamberLayoutError(
      'nöbetçi eczane kartları (div.nobetci, .nobet-kart, .nobetciecz) ve bölüm başlıkları bulunamadı',
    );
  }
  const pageDate = findPageDate($);
  const headingTexts = items.flatMap((item) => ('heading' in item ? [$(item.heading).text()] : []));
  let scope = startScope(options.province, headingTexts, pageDate);
  const cards: ReadCard[] = [];
  for (const item of items) {
    if ('heading' in item) scope = readHeading(scope, options.province, $(item.heading).text());
    else {
      const card = readCard($, item.card, scope, options);
      if (card) cards.push(card);
    }
  }
  const windowDates = new Set(cards.flatMap((card) => (card.windowDate ? [card.windowDate] : [])));
  const commonDate = windowDates.size === 1 ? [...windowDates][0]! : null;
  const undated = pageDate ?? commonDate ?? options.fallbackDate;
  const byDate = new Map<string, RosterRecord[]>();
  const seen = new Set<string>();
  for (const card of cards) {
    const dutyDate = card.windowDate ?? card.statedDate ?? undated;
    const key = `${dutyDate}|${toMatchKey(card.record.name)}|${card.record.phone ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    byDate.set(dutyDate, [...(byDate.get(dutyDate) ?? []), card.record]);
  }
  if (byDate.size === 0) return [{ dutyDate: undated, records: [] }];
  return [...byDate].map(([dutyDate, records]) => ({ dutyDate, records }));
}

/** The page's date form: where it posts and its fields but `tarih1` (the date, filled by the reader). */
export type FamilyADateForm = { action: string; method: 'GET' | 'POST'; fields: Record<string, string> };

/**
 * The form that lists another date (`tarih1`, `ilce`, the `gnr` submit "NÖBETLERİ GÖSTER" or "Kayıt
 * Ara"), or null. A "NÖBET KARTI YAZDIR" submit prints a card and is never the one chosen; `ilce` is
 * set to all districts.
 */
export function findFamilyADateForm(html: string): FamilyADateForm | null {
  const $ = parseHtml(html);
  for (const node of $('form').toArray()) {
    const form = $(node);
    if (form.find('[name="tarih1"]').length === 0) continue;
    const submit = form
      .find('[name="gnr"]')
      .toArray()
      .map((element) => $(element))
      .find((element) => !/\byazdir/.test(toMatchKey(`${element.attr('value') ?? ''} ${element.text()}`)));
    if (!submit) continue;
    const fields: Record<string, string> = {};
    form.find('input[type="hidden"][name]').each((_, input) => {
      fields[$(input).attr('name')!] = $(input).attr('value') ?? '';
    });
    const options = form
      .find('select[name="ilce"] option')
      .toArray()
      .map((option) => $(option));
    const all =
      options.find((option) => (option.attr('value') ?? '').trim() === '') ??
      options.find((option) => /\b(tum|tumu|hepsi)\b/.test(toMatchKey(option.text())));
    fields.ilce = all?.attr('value')?.trim() ?? '';
    fields.gnr = submit.attr('value') ?? cleanText(submit.text());
    const method = /^get$/i.test(form.attr('method') ?? '') ? 'GET' : 'POST';
    return { action: form.attr('action')?.trim() ?? '', method, fields };
  }
  return null;
}
