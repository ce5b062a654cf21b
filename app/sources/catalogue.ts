import { PROVINCES } from '#app/domain/geo/geo.server.ts';

/**
 * The source catalogue: for each of the 81 provinces, its sources in order of trust
 * (docs/decisions/0008-source-chain-and-cross-checks.md). The province's own official list first
 * (its municipality's open data where one publishes it; the chambers' pages come next), then the
 * national approved list (e-Devlet), then the listing site (its province page, then its embeddable
 * page), then the paid APIs. Admins change the chain without a deploy (source_settings): switch a
 * source off, move it, or read it from another address, for one province or for all.
 */

/** The sources every province has, in order of trust after its own official ones. */
export const NATIONAL_CHAIN = [
  'e-devlet',
  'eczaneler.gen.tr',
  'eczaneler.gen.tr/iframe',
  'collectapi',
  'nosyapi',
] as const;

/** Official sources of single provinces, by plate, most trusted first. */
export const OFFICIAL_SOURCES: Readonly<Record<number, readonly string[]>> = {
  34: ['ibb'],
  35: ['izmir-acik-veri'],
};

/** The catalogue's chain of one province (by plate), most trusted first. */
export function listCatalogueChain(plate: number): readonly string[] {
  return [...(OFFICIAL_SOURCES[plate] ?? []), ...NATIONAL_CHAIN];
}

/** The whole catalogue: plate → chain, for the coverage report. */
export function listCatalogue(): { plate: number; chain: readonly string[] }[] {
  return PROVINCES.map((province) => ({ plate: province.plate, chain: listCatalogueChain(province.plate) }));
}
