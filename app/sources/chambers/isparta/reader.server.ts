import { readOnePage } from '#app/sources/chambers/chamber-source.server.ts';
import { parseIspartaPage } from '#app/sources/chambers/isparta/parse.ts';

/**
 * Isparta: one GET of the chamber page (`div.trend-content` cards), dated by the date its heading
 * states, else the first date asked.
 */
export const readIsparta = readOnePage(parseIspartaPage);
