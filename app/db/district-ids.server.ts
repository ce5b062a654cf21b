import type { Database } from '#app/db/client.server.ts';
import { districts } from '#app/db/schema.ts';

/** Maps "plate|district-slug" to the district row id. */
export type DistrictIdIndex = ReadonlyMap<string, number>;

export function toDistrictKey(plate: number, districtSlug: string): string {
  return `${plate}|${districtSlug}`;
}

export async function loadDistrictIds(db: Database): Promise<DistrictIdIndex> {
  const rows = await db
    .select({ id: districts.id, provinceId: districts.provinceId, slug: districts.slug })
    .from(districts);
  return new Map(rows.map((r) => [toDistrictKey(r.provinceId, r.slug), r.id]));
}
