import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { WIDGET_THEMES } from '#app/domain/public/widget-config.ts';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * Every kind of HTML page the site serves, rendered through the real HTTP stack and checked by
 * the W3C Nu HTML Checker (vnu.jar from the vnu-jar package, on Java): no errors. The checker
 * runs once over all the pages, one JVM start for the whole file.
 */

// 2026-11-22 12:00 in Istanbul: the day's lists are in force.
const now = () => new Date('2026-11-22T09:00:00Z');
let services: Awaited<ReturnType<typeof createTestServices>>;
let sites: SiteServers;
let dir: string;

beforeAll(async () => {
  services = await createTestServices({ now });
  const lines = [
    'Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 01 | Adres: Moda Cad. 1',
    'Eczane Adı: Bahariye | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 02 | Adres: Bahariye Cad. 2',
    'Eczane Adı: Beşiktaş Merkez | Konum: İstanbul | İlçe: Beşiktaş | Adres: Barbaros Bulvarı 3',
  ];
  const result = await services.importRosterText(lines.join('\n'), {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: now(),
  });
  expect(result.success).toBe(true);
  sites = await startSiteServers(services);
  dir = mkdtempSync(path.join(tmpdir(), 'html-validity-'));
});
afterAll(async () => {
  await sites?.close();
  await services?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One page of each kind, by the name an error is reported under, and the status it answers. */
function pagesToCheck(pharmacyId: string): { name: string; path: string; status: number }[] {
  return [
    { name: 'landing', path: '/', status: 200 },
    { name: 'province', path: '/istanbul', status: 200 },
    { name: 'district', path: '/istanbul/kadikoy', status: 200 },
    { name: 'search-results', path: '/ara?q=moda', status: 200 },
    { name: 'nearest', path: '/yakin', status: 200 },
    { name: 'nearest-position', path: '/yakin?lat=40.99&lng=29.03', status: 200 },
    ...WIDGET_THEMES.map((theme) => ({
      name: `widget-${theme}`,
      path: `/widget?province=Istanbul&theme=${theme}`,
      status: 200,
    })),
    { name: 'widget-builder', path: '/sitene-ekle', status: 200 },
    { name: 'poster', path: '/istanbul/yazdir', status: 200 },
    { name: 'kiosk', path: '/istanbul/kadikoy/ekran', status: 200 },
    { name: 'share', path: `/eczane/${pharmacyId}/paylas`, status: 200 },
    { name: 'report', path: `/eczane/${pharmacyId}/bildir`, status: 200 },
    { name: 'about', path: '/hakkinda', status: 200 },
    { name: 'health-guide', path: '/saglik-rehberi', status: 200 },
    { name: 'pharmacy-guide', path: '/eczane-rehberi', status: 200 },
    { name: 'blog', path: '/blog', status: 200 },
    { name: 'api-docs', path: '/api-belgeleri', status: 200 },
    { name: 'legal-terms', path: '/kullanim-kosullari', status: 200 },
    { name: 'legal-privacy', path: '/gizlilik-politikasi', status: 200 },
    { name: 'legal-cookies', path: '/cerez-politikasi', status: 200 },
    { name: 'admin-login', path: '/adminxyz/giris', status: 200 },
    { name: 'not-found', path: '/olmayan-yer', status: 404 },
  ];
}

type VnuMessage = { type: string; url?: string; message: string; lastLine?: number; extract?: string };

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * One short run of the checker: the JVM's quick compiler only (its optimising one spends more CPU
 * than a run this short wins back) and the serial collector, about half the CPU of the default on
 * two cores (12 s down to 7 s measured). The quick compiler's frames are larger, so the checker's
 * deep schema recursion needs a bigger thread stack than its 512 KB minimum.
 */
const JVM_FLAGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m'];

/** A clear failure, not a skip, where Java is missing: CI installs it (.ci/run). */
async function requireJava(): Promise<void> {
  const missing = await new Promise<boolean>((resolve) => execFile('java', ['-version'], (error) => resolve(!!error)));
  if (missing) {
    throw new Error(
      'The HTML check needs Java for the Nu HTML Checker (vnu.jar), and `java` is not on PATH: ' +
        'install a Java runtime (on Debian: apt-get install default-jre-headless, as .ci/run does).',
    );
  }
}

/** The checker's errors for these files, from one run of vnu.jar. */
async function runVnu(files: string[]): Promise<VnuMessage[]> {
  const output = await new Promise<string>((resolve, reject) => {
    // vnu exits 1 when it finds errors; its report is on stdout either way (--stdout).
    execFile(
      'java',
      [...JVM_FLAGS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (stdout.trim().startsWith('{')) resolve(stdout);
        else reject(new Error(`vnu.jar did not report: ${error?.message ?? ''}\n${stderr}`));
      },
    );
  });
  return (JSON.parse(output) as { messages: VnuMessage[] }).messages;
}

test('every kind of page is valid HTML for the Nu HTML Checker', async () => {
  await requireJava();
  const base = await sites.listen();
  const district = await (await fetch(`${base}/istanbul/kadikoy`)).text();
  const pharmacyId = /id="eczane-(\d+)"/.exec(district)?.[1];
  expect(pharmacyId, 'a pharmacy card on the district page').toBeDefined();

  const files = new Map<string, string>();
  for (const page of pagesToCheck(pharmacyId!)) {
    const response = await fetch(base + page.path, { redirect: 'manual' });
    expect(`${page.path} ${response.status}`).toBe(`${page.path} ${page.status}`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const file = path.join(dir, `${page.name}.html`);
    writeFileSync(file, await response.text());
    files.set(file, page.name);
  }

  const messages = await runVnu([...files.keys()]);
  const pageOf = (message: VnuMessage) => files.get(message.url ? new URL(message.url).pathname : '') ?? '?';
  const errors = messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({ page: pageOf(message), message: message.message, extract: message.extract ?? '' }));
  expect(
    errors.map((error) => `${error.page}: ${error.message}\n    …${error.extract.replace(/\s+/g, ' ').slice(0, 160)}…`),
  ).toEqual([]);
}, 180_000);
