import { parseAmasyaPage } from '#app/sources/chambers/amasya/parse.ts';
import { readOnePage } from '#app/sources/chambers/chamber-source.server.ts';

/**
 * Amasya: one GET of the chamber page (`.eczaneismi` cards), dated by the date its heading states,
 * else the first date asked. The site is at times behind a Cloudflare "Just a moment" challenge:
 * `requirePage` reports it as `blocked` and the engine falls over to the next source.
 */
export const readAmasya = readOnePage(parseAmasyaPage);
