import { PROVINCES } from '#app/domain/geo/geo.server.ts';
import { CHAMBER_SITES, findChamberSite, type ChamberSite } from '#app/domain/sources/chamber-catalogue.ts';

/**
 * The chambers' coverage (issue 35, "Done means"): for each of the 81 provinces, the chamber site it
 * is read from, the site family and whether its parser is verified on the site's markup ("okunuyor")
 * or only tried (family E: "doğrulanmadı", served by the next source when it does not fit). Pure.
 */

export type ChamberCoverageRow = Readonly<{
  plate: number;
  province: string;
  source: string;
  label: string;
  family: ChamberSite['family'];
  page: string;
  status: 'okunuyor' | 'doğrulanmadı';
}>;

export function listChamberCoverage(): ChamberCoverageRow[] {
  return PROVINCES.flatMap((province) => {
    const site = findChamberSite(province.plate);
    if (!site) return [];
    return [
      {
        plate: province.plate,
        province: province.name,
        source: site.name,
        label: site.label,
        family: site.family,
        page: site.pages[province.plate] ?? '',
        status: site.verified ? 'okunuyor' : 'doğrulanmadı',
      },
    ];
  });
}

/** Provinces per family, and how many have a verified chamber parser. */
export function countChamberCoverage(rows: readonly ChamberCoverageRow[] = listChamberCoverage()): {
  byFamily: Record<ChamberSite['family'], number>;
  verified: number;
  unverified: number;
  sites: number;
} {
  const byFamily = { A: 0, A2: 0, B: 0, C: 0, D: 0, E: 0 };
  for (const row of rows) byFamily[row.family]++;
  const verified = rows.filter((r) => r.status === 'okunuyor').length;
  return { byFamily, verified, unverified: rows.length - verified, sites: CHAMBER_SITES.length };
}

/** "Odalar: 66 il okunuyor (A 41, A2 2, B 5, C 4, D 14), 15 il doğrulanmadı (E); 60 oda sitesi". */
export function formatChamberSummary(counts = countChamberCoverage()): string {
  const { byFamily: f } = counts;
  return (
    `Odalar: ${counts.verified} il okunuyor (A ${f.A}, A2 ${f.A2}, B ${f.B}, C ${f.C}, D ${f.D}), ` +
    `${counts.unverified} il doğrulanmadı (E ${f.E}); ${counts.sites} oda sitesi`
  );
}
