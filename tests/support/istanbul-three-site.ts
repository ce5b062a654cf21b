import { expect } from 'vitest';
import { startSiteServers, type SiteServers } from '#tests/support/site-servers.ts';
import { createTestServices } from '#tests/support/test-services.ts';

/**
 * The site over a real import of roster `lines` for the duty of 2026-11-22, fetched at `now()`'s
 * first reading, through the real HTTP stack.
 */
export async function startSiteWithList(
  now: () => Date,
  lines: readonly string[],
): Promise<{ services: Awaited<ReturnType<typeof createTestServices>>; sites: SiteServers; base: string }> {
  const services = await createTestServices({ now });
  const result = await services.importRosterText(lines.join('\n'), {
    dutyDate: '2026-11-22',
    source: 'import',
    fetchedAt: now(),
  });
  expect(result.success).toBe(true);
  const sites = await startSiteServers(services);
  return { services, sites, base: await sites.listen() };
}

/**
 * The site over a small real import: İstanbul's list of 2026-11-22 with two pharmacies in Kadıköy
 * (with phones) and one in Beşiktaş (without). For tests of what the public pages say about a list.
 */
export function startIstanbulThreeSite(now: () => Date): ReturnType<typeof startSiteWithList> {
  return startSiteWithList(now, [
    'Eczane Adı: Moda | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 01 | Adres: Moda Cad. 1',
    'Eczane Adı: Bahariye | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 02 | Adres: Bahariye Cad. 2',
    'Eczane Adı: Beşiktaş Merkez | Konum: İstanbul | İlçe: Beşiktaş | Adres: Barbaros Bulvarı 3',
  ]);
}

/** A page of the site at `base` as a visitor gets it; anything but a 200 fails the test, naming the path. */
export async function fetchPage(base: string, path: string): Promise<string> {
  const response = await fetch(base + path);
  expect(response.status, path).toBe(200);
  return response.text();
}
