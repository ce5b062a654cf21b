import { readOnePage } from '#app/sources/chambers/chamber-source.server.ts';
import { parseHatayPage } from '#app/sources/chambers/hatay/parse.ts';

/**
 * Hatay: one GET of the chamber page; the pharmacies are the placemarks of its map script. The page
 * states no date, so the list is the first date asked.
 */
export const readHatay = readOnePage(parseHatayPage);
