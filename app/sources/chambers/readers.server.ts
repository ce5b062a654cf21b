import { readAmasya } from '#app/sources/chambers/amasya/reader.server.ts';
import { readAnkara } from '#app/sources/chambers/ankara/reader.server.ts';
import { readAntalya } from '#app/sources/chambers/antalya/reader.server.ts';
import { CHAMBER_SITES, type ChamberReaderKind } from '#app/domain/sources/chamber-catalogue.ts';
import { createChamberSource, type ChamberReader } from '#app/sources/chambers/chamber-source.server.ts';
import { readFamilyA } from '#app/sources/chambers/family-a/reader.server.ts';
import { readFamilyA2 } from '#app/sources/chambers/family-a2/reader.server.ts';
import { readFamilyB } from '#app/sources/chambers/family-b/reader.server.ts';
import { readFamilyC } from '#app/sources/chambers/family-c/reader.server.ts';
import { readGiresun } from '#app/sources/chambers/giresun/reader.server.ts';
import { readHatay } from '#app/sources/chambers/hatay/reader.server.ts';
import { readIsparta } from '#app/sources/chambers/isparta/reader.server.ts';
import { readIstanbul } from '#app/sources/chambers/istanbul/reader.server.ts';
import { readKonya } from '#app/sources/chambers/konya/reader.server.ts';
import { readOrdu } from '#app/sources/chambers/ordu/reader.server.ts';
import { readSanliurfa } from '#app/sources/chambers/sanliurfa/reader.server.ts';
import { readTokat } from '#app/sources/chambers/tokat/reader.server.ts';
import { readUsak } from '#app/sources/chambers/usak/reader.server.ts';
import type { SourceAdapter } from '#app/sources/source.ts';

/** Each chamber reader by the catalogue's kind (app/domain/sources/chamber-catalogue.ts). */
const READERS: Readonly<Record<ChamberReaderKind, ChamberReader>> = {
  a: readFamilyA,
  a2: readFamilyA2,
  b: readFamilyB,
  c: readFamilyC,
  amasya: readAmasya,
  ankara: readAnkara,
  antalya: readAntalya,
  giresun: readGiresun,
  hatay: readHatay,
  isparta: readIsparta,
  istanbul: readIstanbul,
  konya: readKonya,
  ordu: readOrdu,
  sanliurfa: readSanliurfa,
  tokat: readTokat,
  usak: readUsak,
};

/** The 60 chamber sites as sources of the chain, in the catalogue's order. */
export const CHAMBER_SOURCES: readonly SourceAdapter[] = CHAMBER_SITES.map((site) =>
  createChamberSource(site, READERS[site.reader]),
);
