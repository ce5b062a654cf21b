import { parseArgs } from 'node:util';
import { toIstanbulDate } from '#app/domain/time/istanbul-clock.ts';
import { startListingFixtureServer } from '#tests/support/listing-fixture-server.ts';

/**
 * `node scripts/fixture-source.ts [--port 4010]`: serves a local stand-in for
 * the listing site (81 provinces, fictional pharmacies) so the scraper can be
 * tried without the internet:
 *   LISTING_SOURCE_URL=http://127.0.0.1:4010 FETCH_ALLOW_HOSTS=127.0.0.1:4010 npm run scrape
 */
const { values } = parseArgs({ options: { port: { type: 'string', default: '4010' } } });
const server = await startListingFixtureServer({ today: toIstanbulDate(new Date()), port: Number(values.port) });
console.log(`Fixture listing source on ${server.url} (Ctrl+C stops it)`);
process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
