/**
 * A province's source chain as the scraper reads it: the catalogue's order with the admins'
 * settings laid over it, for all provinces first and then for the one province (its own setting
 * wins). Pure.
 */

export type SourceSetting = Readonly<{
  /** Plate, or null for every province. */
  provinceId: number | null;
  source: string;
  /** null: as the catalogue says (on). */
  enabled: boolean | null;
  /** Place in the chain, 1 first; null: the catalogue's place. */
  position: number | null;
  /** null: the source's own address. */
  baseUrl: string | null;
}>;

export type ChainLink = Readonly<{
  source: string;
  /** Off because an admin switched it off (for this province or for all). */
  switchedOff: boolean;
  /** The address an admin set, or null. */
  baseUrl: string | null;
  /** Where the setting that shapes this link applies: 'province', 'all' or null (the catalogue's). */
  setBy: 'province' | 'all' | null;
}>;

function moveTo<T>(list: T[], item: T, position: number): void {
  const from = list.indexOf(item);
  if (from === -1) return;
  list.splice(from, 1);
  list.splice(Math.max(0, Math.min(list.length, position - 1)), 0, item);
}

export function resolveChain(
  catalogue: readonly string[],
  plate: number,
  settings: readonly SourceSetting[],
): ChainLink[] {
  const order = [...catalogue];
  const forAll = settings.filter((s) => s.provinceId === null && catalogue.includes(s.source));
  const forProvince = settings.filter((s) => s.provinceId === plate && catalogue.includes(s.source));
  for (const setting of [...forAll, ...forProvince]) {
    if (setting.position !== null) moveTo(order, setting.source, setting.position);
  }
  return order.map((source) => {
    const own = forProvince.find((s) => s.source === source);
    const all = forAll.find((s) => s.source === source);
    const enabled = own?.enabled ?? all?.enabled ?? true;
    return {
      source,
      switchedOff: !enabled,
      baseUrl: own?.baseUrl ?? all?.baseUrl ?? null,
      setBy: own ? 'province' : all ? 'all' : null,
    };
  });
}
