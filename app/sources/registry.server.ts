import { collectApiSource } from '#app/sources/collectapi/source.server.ts';
import { listingSource } from '#app/sources/eczaneler-gen-tr/source.server.ts';
import type { SourceAdapter } from '#app/sources/source.ts';

/** Every source the scraper can read, the default first. */
export const SOURCES: readonly SourceAdapter[] = [listingSource, collectApiSource];

export function getSource(name: string): SourceAdapter | null {
  return SOURCES.find((s) => s.name === name) ?? null;
}

export const DEFAULT_SOURCE = listingSource;
