import { sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { districts, provinces } from '#app/db/schema.ts';
import { PROVINCES, TOTAL_DISTRICTS, listDistricts } from '#app/domain/geo/geo.server.ts';

/** Fills the province and district reference tables; cheap when they are complete. */
export async function seedReferenceData(db: Database): Promise<void> {
  const [counts] = await db
    .select({
      provinces: sql<number>`(select count(*)::int from ${provinces})`,
      districts: sql<number>`(select count(*)::int from ${districts})`,
    })
    .from(sql`(select 1) as one`);
  if (counts && counts.provinces === PROVINCES.length && counts.districts === TOTAL_DISTRICTS) return;

  await db.transaction(async (tx) => {
    await tx
      .insert(provinces)
      .values(
        PROVINCES.map((p) => ({
          id: p.plate,
          name: p.name,
          asciiName: p.asciiName,
          slug: p.slug,
          aliases: [...p.aliases],
        })),
      )
      .onConflictDoUpdate({
        target: provinces.id,
        set: { name: sql`excluded.name`, asciiName: sql`excluded.ascii_name`, aliases: sql`excluded.aliases` },
      });
    await tx
      .insert(districts)
      .values(
        PROVINCES.flatMap((p) =>
          listDistricts(p.slug).map((d) => ({ provinceId: p.plate, name: d.name, slug: d.slug })),
        ),
      )
      .onConflictDoNothing({ target: [districts.provinceId, districts.slug] });
  });
}
