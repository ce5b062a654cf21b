/**
 * Konya's duty list (konyanobetcieczaneleri.com): the page lists `article[data-ad][data-bolge]
 * [data-anahtar]` cards inside a container whose `data-veri` is the details address and `data-j` a
 * session token; `POST <data-veri>` with `j=<token>` (and the page's cookie) answers the details keyed
 * by `anahtar`: `{ "<anahtar>": { adres, tel, tarif, lat, lon } }`. The page states no date. Pure.
 */
import { z } from 'zod';
import type { RosterRecord } from '#app/domain/roster/roster-text.ts';
import { parseHtml } from '#app/domain/text/html-parser.ts';
import { apiText, requireShape, toApiRecord } from '#app/sources/chambers/chamber-records.ts';
import { ChamberLayoutError, toField } from '#app/sources/chambers/chamber-text.ts';
import type { SourceProvince } from '#app/sources/source.ts';

export type KonyaCard = { name: string; area: string | null; key: string };

export type KonyaPage = { detailsPath: string | null; token: string | null; cards: KonyaCard[] };

/**
 * The page's cards and where their details are. No cards and no container: ChamberLayoutError; cards
 * without the container's `data-veri` and `data-j`: ChamberLayoutError too (their details are out of
 * reach); the container without cards: the page lists nobody.
 */
export function parseKonyaPage(html: string): KonyaPage {
  const $ = parseHtml(html);
  const container = $('[data-veri][data-j]').first();
  const cards = $('article[data-ad][data-anahtar]')
    .toArray()
    .flatMap((article): KonyaCard[] => {
      const name = toField($(article).attr('data-ad'));
      const key = toField($(article).attr('data-anahtar'));
      return name === null || key === null ? [] : [{ name, key, area: toField($(article).attr('data-bolge')) }];
    });
  if (container.length === 0) {
    throw new ChamberLayoutError(
      cards.length === 0
        ? 'Nöbetçi eczane kartları (article[data-ad][data-anahtar]) bulunamadı'
        : 'Eczane ayrıntılarının adresi ve anahtarı (data-veri, data-j) bulunamadı',
    );
  }
  return { detailsPath: toField(container.attr('data-veri')), token: toField(container.attr('data-j')), cards };
}

const detailsSchema = z.record(
  z.string(),
  z.object({ adres: apiText, tel: apiText, tarif: apiText, lat: apiText, lon: apiText }),
);

export type KonyaDetails = z.infer<typeof detailsSchema>;

/**
 * The details answer: the map, a refusal (`{ "hata": … }`, `{ "error": … }`: the token was not
 * accepted) or an HTML page. ChamberLayoutError for JSON of another shape.
 */
export function parseKonyaDetails(
  body: string,
): { kind: 'details'; details: KonyaDetails } | { kind: 'refused'; reason: string } | { kind: 'html' } {
  const start = body.trimStart().slice(0, 1);
  if (start === '<') return { kind: 'html' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new ChamberLayoutError(`Eczane ayrıntıları JSON değil: ${String(error)}`);
  }
  const refusal = z
    .object({ hata: z.string() })
    .or(z.object({ error: z.string() }))
    .safeParse(json);
  if (refusal.success)
    return { kind: 'refused', reason: 'hata' in refusal.data ? refusal.data.hata : refusal.data.error };
  return { kind: 'details', details: requireShape(detailsSchema, json, 'Eczane ayrıntıları beklenen biçimde değil') };
}

/** The cards with their details merged (a card without details keeps its name and district). */
export function toKonyaRecords(
  cards: readonly KonyaCard[],
  details: KonyaDetails,
  province: Pick<SourceProvince, 'name' | 'slug'>,
): RosterRecord[] {
  return cards.map((card) => {
    const detail = details[card.key];
    return toApiRecord(province, {
      name: card.name,
      district: card.area,
      phone: detail?.tel,
      address: detail?.adres,
      note: detail?.tarif,
      latitude: detail?.lat,
      longitude: detail?.lon,
    });
  });
}
