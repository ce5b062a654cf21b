import { createRequire } from 'node:module';
import type * as Cheerio from 'cheerio';

/**
 * cheerio, loaded the first time HTML is parsed rather than when the server starts (it takes
 * about 140 ms to load, and only scrapes and the content fetcher parse HTML).
 */
const require = createRequire(import.meta.url);
let cheerio: typeof Cheerio | undefined;

export function parseHtml(html: string): Cheerio.CheerioAPI {
  cheerio ??= require('cheerio') as typeof Cheerio;
  return cheerio.load(html);
}
