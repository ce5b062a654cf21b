import { parseArgs } from 'node:util';
import type { ScrapeProgress } from '#app/domain/admin/scrape-run.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { describeDisagreements, describeFallbacks, toRunStatusLabel } from '#app/domain/admin/scrape-report.ts';
import { toSourceLabel } from '#app/domain/sources/provenance.ts';
import { withPossessive } from '#app/domain/text/number-suffixes.ts';
import { ScrapeRequestError } from '#app/jobs/scrape-service.server.ts';
import { SOURCES } from '#app/sources/registry.server.ts';
import { runCli, withServices } from './cli.ts';

/**
 * `npm run scrape -- [--province <name>]... [--source <name>]`: the daily
 * scrape from the command line (with the embedded database, stop the server
 * first). Prints a progress bar and a summary, in Turkish like the admin
 * screens, with each province that kept its previous roster and why. Exits
 * non-zero only when the run itself could not happen.
 */
const others = SOURCES.filter((s) => !s.name.startsWith('oda-')).map((s) => s.name);
const usage = `Usage: npm run scrape -- [--province <name>]... [--source <oda-<il>|${others.join('|')}>]
Without --source each province reads its source chain (app/sources/catalogue.ts, with the admins' settings).
Chambers are oda-<il> by the chamber's own province (oda-erzurum reads Erzurum, Ardahan, Bayburt, Kars, Iğdır):
npm run sources:coverage lists them.`;

function drawProgress(p: ScrapeProgress): void {
  const width = 30;
  const filled = Math.round((p.done / p.total) * width);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${p.done}/${p.total} ${p.outcome.province}`;
  if (process.stdout.isTTY) process.stdout.write(`\r${bar.padEnd(70)}`);
  else if (p.done === p.total || p.done % 10 === 0) console.log(bar);
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        province: { type: 'string', multiple: true },
        source: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }

  return withServices({ purpose: 'scrape CLI', logLevel: process.env.LOG_LEVEL ?? 'silent' }, async (services) => {
    services.scraper.events.on('progress', drawProgress);
    const started = performance.now();
    let summary;
    try {
      summary = await services.scraper.run({ trigger: 'cli', source: values.source, provinces: values.province });
    } catch (error) {
      if (!(error instanceof ScrapeRequestError)) throw error;
      console.error(`${error.message}\n${usage}`);
      return 2;
    }
    if (process.stdout.isTTY) process.stdout.write('\n');
    const { run, outcomes } = summary;
    const failed = outcomes
      .filter((o) => o.status !== 'imported')
      .map((o) => ({ ...o, name: getProvince(o.province)?.name ?? o.province }))
      .sort((a, b) => a.name.localeCompare(b.name, 'tr-TR'));
    const seconds = ((performance.now() - started) / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 1 });
    console.log(
      `Çalışma #${run.id}: ${toRunStatusLabel(run.status)} (${seconds} sn). ` +
        `${outcomes.length - failed.length}/${outcomes.length} il güncellendi, ` +
        `${run.insertedCount} kayıt eklendi, ${run.removedCount} kayıt silindi.`,
    );
    const names = {
      province: (slug: string) => getProvince(slug)?.name ?? slug,
      source: toSourceLabel,
      agreement: (same: number, total: number) => `${total} eczanenin ${withPossessive(same)} aynı`,
    };
    const bySource = new Map<string, number>();
    for (const o of outcomes) if (o.source) bySource.set(o.source, (bySource.get(o.source) ?? 0) + 1);
    console.log(
      `Kaynaklar: ${[...bySource].map(([source, n]) => `${toSourceLabel(source)} ${n} il`).join(', ') || 'yok'}. ` +
        `Karşılaştırılan: ${outcomes.filter((o) => o.check).length} il.`,
    );
    console.log(describeFallbacks(outcomes, names, outcomes.length) ?? 'Yedek kaynağa düşen il yok.');
    const disagreements = describeDisagreements(outcomes, names);
    if (disagreements) console.log(disagreements);
    if (failed.length > 0) console.log('Önceki listesini koruyan iller:');
    for (const o of failed)
      console.log(`  ${o.name} (${o.status === 'failed' ? 'hata' : 'korundu'}): ${o.reason ?? 'neden bilinmiyor'}`);
    return 0;
  });
}

await runCli(main);
