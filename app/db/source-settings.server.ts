import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#app/db/client.server.ts';
import { sourceSettings } from '#app/db/schema-sources.ts';
import type { SourceSetting } from '#app/domain/sources/chain.ts';

/** Admins' changes to the source chain (app/domain/sources/chain.ts lays them over the catalogue). */

export async function listSourceSettings(db: Database): Promise<SourceSetting[]> {
  const rows = await db
    .select({
      provinceId: sourceSettings.provinceId,
      source: sourceSettings.source,
      enabled: sourceSettings.enabled,
      position: sourceSettings.position,
      baseUrl: sourceSettings.baseUrl,
    })
    .from(sourceSettings)
    // Settings are laid over the catalogue in this order, so the latest move of a source wins.
    .orderBy(sourceSettings.updatedAt, sourceSettings.id);
  return rows;
}

export type SourceSettingChange = {
  provinceId: number | null;
  source: string;
  /** undefined: keep; null: back to the catalogue's. */
  enabled?: boolean | null;
  position?: number | null;
  baseUrl?: string | null;
};

/** Writes one setting (one province or all); a setting left with nothing to say is removed. */
export async function saveSourceSetting(
  db: Database,
  change: SourceSettingChange,
  by: { userId: number | null; now: Date },
): Promise<SourceSetting | null> {
  const scope = and(
    change.provinceId === null ? isNull(sourceSettings.provinceId) : eq(sourceSettings.provinceId, change.provinceId),
    eq(sourceSettings.source, change.source),
  );
  return db.transaction(async (tx) => {
    const [known] = await tx.select().from(sourceSettings).where(scope).for('update');
    const next = {
      enabled: change.enabled === undefined ? (known?.enabled ?? null) : change.enabled,
      position: change.position === undefined ? (known?.position ?? null) : change.position,
      baseUrl: change.baseUrl === undefined ? (known?.baseUrl ?? null) : change.baseUrl,
    };
    if (next.enabled === null && next.position === null && next.baseUrl === null) {
      await tx.delete(sourceSettings).where(scope);
      return null;
    }
    await tx
      .insert(sourceSettings)
      .values({
        provinceId: change.provinceId,
        source: change.source,
        ...next,
        updatedAt: by.now,
        updatedBy: by.userId,
      })
      .onConflictDoUpdate({
        target: [sourceSettings.provinceId, sourceSettings.source],
        set: { ...next, updatedAt: by.now, updatedBy: by.userId },
      });
    return { provinceId: change.provinceId, source: change.source, ...next };
  });
}
