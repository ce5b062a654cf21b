import { formatCoverageLine, summarizeProvinces } from '#app/domain/admin/source-health-view.ts';
import { loadProvinceSourceViews } from '#app/routes/admin/sources.server.ts';
import { formatChamberSummary, listChamberCoverage } from '#app/sources/chambers/coverage.ts';
import { runCli, withServices } from './cli.ts';

/**
 * `npm run sources:coverage`: each province's source chain in order of trust, as the next run reads
 * it (the catalogue, app/sources/catalogue.ts, with the admins' settings and this server's keys),
 * and how many provinces have at least two independent sources (of different families), the
 * Kaynaklar page's first line; then the chambers' coverage by site family, naming the provinces whose
 * chamber page is only tried ("doğrulanmadı"). Exit code 1 when a province has fewer than two.
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
    const unverified = listChamberCoverage().filter((row) => row.status === 'doğrulanmadı');
    console.log(formatChamberSummary());
    console.log(
      `Doğrulanmadı (oda sayfası denenir, uymazsa sıradaki kaynak): ${unverified.map((r) => r.province).join(', ')}`,
    );
    return covered === total ? 0 : 1;
  });
}

await runCli(main);
