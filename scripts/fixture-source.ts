import { parseArgs } from 'node:util';
import { getDutyDate } from '#app/domain/time/duty-window.ts';
import type { SourceFault } from '#tests/support/source-fixtures/roster.ts';
import { startSourceFixtureServers } from '#tests/support/source-fixtures/server.ts';

/**
 * `node scripts/fixture-source.ts [--port 4010] [--fault source=fault]... [--fault source:province=fault]...`:
 * serves local stand-ins for every source host (the 60 chamber sites, the listing site, e-Devlet, İzmir's and İstanbul's
 * municipalities, CollectAPI, NosyAPI) with 81 provinces of fictional pharmacies, on consecutive
 * ports, and prints the SOURCE_HOST_MAP that sends the scraper there:
 *   node scripts/fixture-source.ts --fault eczaneler.gen.tr=challenge &
 *   SOURCE_HOST_MAP=… COLLECTAPI_KEY=x NOSYAPI_KEY=x DEMO_DATA=false npm run scrape
 */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, fault: { type: 'string', multiple: true, default: [] } },
});
const sourceFaults: Record<string, SourceFault> = {};
const faults: Record<string, Record<string, SourceFault>> = {};
for (const spec of values.fault) {
  const match = /^([^:=]+)(?::([a-z-]+))?=([a-z0-9-]+)$/.exec(spec);
  if (!match) {
    console.error(`--fault ${spec}: write source=fault or source:province=fault (e.g. e-devlet:giresun=wrong-day)`);
    process.exit(2);
  }
  const [, source = '', province, fault] = match;
  if (province) (faults[source] ??= {})[province] = fault as SourceFault;
  else sourceFaults[source] = fault as SourceFault;
}
// The duty date in force (the scraper's), not the calendar's: before the 08:30 rotation the two
// differ, and chamber lists of the calendar's date were refused as another day's (68 provinces
// filled from CollectAPI at 07:02).
const servers = await startSourceFixtureServers({
  today: getDutyDate(new Date()),
  port: Number(values.port),
  faults,
  sourceFaults,
});
console.log(`Fixture sources on ${[...servers.origins.values()].join(', ')} (Ctrl+C stops them)`);
console.log(`SOURCE_HOST_MAP=${servers.hostMap}`);
const close = () => void servers.close().then(() => process.exit(0));
process.on('SIGINT', close);
process.on('SIGTERM', close);
