import { findChamberSite } from '#app/domain/sources/chamber-catalogue.ts';

/**
 * The source catalogue: for each of the 81 provinces, its sources in order of trust
 * (docs/decisions/0008-source-chain-and-cross-checks.md). The province's own official list first:
 * its pharmacists' chamber, which draws up the roster (app/domain/sources/chamber-catalogue.ts,
 * docs/decisions/0009-chamber-sources.md), then its municipality's open data where one publishes it;
 * then the
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

/** Municipalities' open data, by plate: official, after the chamber. */
const MUNICIPAL_SOURCES: Readonly<Record<number, readonly string[]>> = {
  34: ['ibb'],
  35: ['izmir-acik-veri'],
};

/** Official sources of one province (by plate), most trusted first: its chamber, then its municipality. */
function listOfficialSources(plate: number): readonly string[] {
  const chamber = findChamberSite(plate);
  return [...(chamber ? [chamber.name] : []), ...(MUNICIPAL_SOURCES[plate] ?? [])];
}

/** The catalogue's chain of one province (by plate), most trusted first. */
export function listCatalogueChain(plate: number): readonly string[] {
  return [...listOfficialSources(plate), ...NATIONAL_CHAIN];
}
