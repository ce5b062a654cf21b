import { formatCoverageLine, summarizeProvinces } from '#app/domain/admin/source-health-view.ts';
import { loadProvinceSourceViews } from '#app/routes/admin/sources.server.ts';
import { runCli, withServices } from './cli.ts';

/**
 * `npm run sources:coverage`: each province's source chain in order of trust, as the next run reads
 * it (the catalogue, app/sources/catalogue.ts, with the admins' settings and this server's keys),
 * and how many provinces have at least two independent sources (of different families), the
 * Kaynaklar page's first line. Exit code 1 when a province has fewer.
 */
async function main(): Promise<number> {
  if (process.argv.length > 2) {
    console.error('Usage: npm run sources:coverage');
    return 2;
  }
  return withServices({ purpose: 'source coverage CLI', logLevel: 'silent' }, async (services) => {
    const views = await loadProvinceSourceViews(services);
    console.log('Kaynak zincirleri, güven sırasıyla (parantez içindekiler kapalı):');
    for (const view of views) console.log(formatCoverageLine(view));
    const { covered, total } = summarizeProvinces(views);
    console.log(`\n${covered}/${total} il en az iki bağımsız kaynağa sahip`);
    return covered === total ? 0 : 1;
  });
}

await runCli(main);
