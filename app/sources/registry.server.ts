import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import { CHAMBER_SOURCES } from '#app/sources/chambers/readers.server.ts';
import { collectApiSource } from '#app/sources/collectapi/source.server.ts';
import { edevletSource } from '#app/sources/e-devlet/source.server.ts';
import { listingIframeSource } from '#app/sources/eczaneler-gen-tr/iframe-source.server.ts';
import { listingSource } from '#app/sources/eczaneler-gen-tr/source.server.ts';
import { ibbSource } from '#app/sources/ibb/source.server.ts';
import { izmirSource } from '#app/sources/izmir-acik-veri/source.server.ts';
import { nosyApiSource } from '#app/sources/nosyapi/source.server.ts';
import type { SourceAdapter } from '#app/sources/source.ts';

/**
 * Every source the scraper can read. Which ones a province reads, and in what order, is the
 * catalogue's (app/sources/catalogue.ts) with the admins' settings laid over it.
 */
export const SOURCES: readonly SourceAdapter[] = [
  ...CHAMBER_SOURCES,
  izmirSource,
  ibbSource,
  edevletSource,
  listingSource,
  listingIframeSource,
  collectApiSource,
  nosyApiSource,
];

export function getSource(name: string): SourceAdapter | null {
  return SOURCES.find((s) => s.name === name) ?? null;
}

/** Every host the sources read (each chamber's pages included), for tests that must reach none of them. */
export function listSourceHosts(): string[] {
  const hosts = new Set<string>();
  for (const source of SOURCES) {
    hosts.add(new URL(source.defaultBaseUrl).host);
    for (const plate of source.plates ?? [])
      if (source.defaultUrlFor) hosts.add(new URL(source.defaultUrlFor(plate)).host);
  }
  for (const site of CHAMBER_SITES) for (const host of site.otherHosts ?? []) hosts.add(host);
  return [...hosts];
}
