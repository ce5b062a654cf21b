import { CHAMBER_SITES } from '#app/domain/sources/chamber-catalogue.ts';
import { z } from 'zod';
import type { AdminActor } from '#app/auth/actor.server.ts';
import { audit } from '#app/auth/audit.server.ts';
import type { AppConfig } from '#app/config/env.server.ts';
import { listOpenProblems } from '#app/db/alert-problems.server.ts';
import { listSourceHealth } from '#app/db/source-health.server.ts';
import { listSourceSettings, saveSourceSetting, type SourceSettingChange } from '#app/db/source-settings.server.ts';
import {
  ALL_PROVINCES_SCOPE,
  filterProvinces,
  isSourceFilter,
  summarizeProvinces,
  toLinkViews,
  toProvinceView,
  toOwnAddress,
  type SourceFacts,
} from '#app/domain/admin/source-health-view.ts';
import type { SourceProvinceView, SourcesPage } from '#app/domain/admin/views.ts';
import { getProvince, PROVINCES, type Province } from '#app/domain/geo/geo.server.ts';
import { selectRosterInForce } from '#app/domain/roster/snapshot.ts';
import { resolveChain, type SourceSetting } from '#app/domain/sources/chain.ts';
import type { AppServices } from '#app/services.server.ts';
import { listCatalogueChain, NATIONAL_CHAIN } from '#app/sources/catalogue.ts';
import { SOURCES } from '#app/sources/registry.server.ts';
import { toDefaultBaseUrl } from '#app/sources/source-fetch.server.ts';

/**
 * `/adminxyz/kaynaklar` (issue 34, items 1 and 6): each province's source chain with each source's
 * health, and the admins' changes to the chain (switch off or on, move, re-address) for one
 * province or for all, each audited. A change is read by the next run; nothing is deployed.
 */

const UNVERIFIED_CHAMBERS = new Set(CHAMBER_SITES.filter((site) => !site.verified).map((site) => site.name));

/** The sources as this server's configuration has them (keys, addresses). */
function listSourceFacts(config: AppConfig): Map<string, SourceFacts> {
  const keys = { collectApi: config.collectApiKey, nosyApi: config.nosyApiKey };
  return new Map(
    SOURCES.map((adapter) => [
      adapter.name,
      {
        name: adapter.name,
        // A chamber page only tried with the common parser says so (family E, issue 35 item 4).
        label: UNVERIFIED_CHAMBERS.has(adapter.name) ? `${adapter.label} (doğrulanmadı)` : adapter.label,
        family: adapter.family,
        hasKey: adapter.isEnabled(keys),
        plates: adapter.plates,
        defaultBaseUrl: toDefaultBaseUrl(config, adapter),
        defaultUrls: adapter.defaultUrlFor
          ? Object.fromEntries((adapter.plates ?? []).map((plate) => [plate, toDefaultBaseUrl(config, adapter, plate)]))
          : undefined,
      },
    ]),
  );
}

/** Every province's chain and health, as the page and the coverage report show them. */
/** What the Kaynaklar page reads of the services. */
type SourcesPageServices = Pick<AppServices, 'db' | 'now' | 'config' | 'snapshots'>;

export async function loadProvinceSourceViews(
  services: SourcesPageServices,
  settings?: readonly SourceSetting[],
): Promise<SourceProvinceView[]> {
  const now = services.now();
  const [chainSettings, health, problems] = await Promise.all([
    settings ?? listSourceSettings(services.db),
    listSourceHealth(services.db),
    listOpenProblems(services.db),
  ]);
  const sources = listSourceFacts(services.config);
  const snapshot = services.snapshots.get();
  return PROVINCES.map((province) => {
    const selection = selectRosterInForce(snapshot, province.slug, now);
    return toProvinceView(
      {
        plate: province.plate,
        slug: province.slug,
        name: province.name,
        links: resolveChain(listCatalogueChain(province.plate), province.plate, chainSettings),
        health: health.filter((h) => h.provinceId === province.plate),
        dutyDateInForce: selection.dutyDate,
        roster: selection.roster,
        problems: problems.filter((p) => p.provinceSlug === province.slug).map((p) => p.text),
      },
      { sources, now },
    );
  });
}

export async function loadSourcesPage(services: SourcesPageServices, url: URL): Promise<SourcesPage> {
  const settings = await listSourceSettings(services.db);
  const [views, problems] = await Promise.all([
    loadProvinceSourceViews(services, settings),
    listOpenProblems(services.db),
  ]);
  const filterParam = url.searchParams.get('filtre');
  const provinceParam = url.searchParams.get('il');
  const filter = filterParam !== null && isSourceFilter(filterParam) ? filterParam : null;
  const detail = provinceParam ? (views.find((v) => v.slug === getProvince(provinceParam)?.slug) ?? null) : null;
  const notices = [
    filterParam !== null && filter === null ? 'Bilinmeyen süzgeç; tüm iller gösteriliyor.' : null,
    provinceParam && detail === null ? 'İl bulunamadı; tüm iller gösteriliyor.' : null,
  ].filter((n) => n !== null);
  return {
    summary: summarizeProvinces(views),
    filter,
    notice: notices.length > 0 ? notices.join(' ') : null,
    // The detail view shows one province; the table is left out of its data.
    provinces: detail ? [] : filterProvinces(views, filter),
    detail,
    allChain: toLinkViews(resolveChain(NATIONAL_CHAIN, 0, settings), {
      plate: null,
      sources: listSourceFacts(services.config),
      health: [],
      now: services.now(),
    }),
    problems: problems.map((p) => ({
      key: p.key,
      text: p.text,
      openedAt: p.openedAt.toISOString(),
      provinceSlug: p.provinceSlug,
    })),
    provinceOptions: PROVINCES.map((p) => ({ slug: p.slug, name: p.name })),
  };
}

const SOURCE_MESSAGES = {
  invalid: 'Geçersiz istek',
  province: 'İl bulunamadı.',
  source: 'Bu kaynak bu zincirde yok.',
  address:
    'Geçerli bir adres girin: http:// ya da https:// ile başlayan, kullanıcı adı, soru işareti (?) ve # içermeyen bir adres (örn. https://www.ornek-eczaciodasi.org.tr).',
  top: 'Kaynak zaten zincirin başında.',
  bottom: 'Kaynak zaten zincirin sonunda.',
  failed: 'Ayar kaydedilemedi. Lütfen tekrar deneyin.',
  nextRun: 'Değişiklik bir sonraki veri çekmede geçerli olur.',
} as const;

/** A typed address as a source's base URL (no trailing slash); '' clears it; null when it is not one. */
function toSourceBaseUrl(typed: string): string | '' | null {
  const text = typed.trim();
  if (text === '') return '';
  if (text.length > 300 || /[?#\s]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const text = z.string().max(400);
const base = { scope: text, source: text };
const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('toggle'), ...base, enabled: z.enum(['true', 'false']) }),
  z.object({ intent: z.literal('move'), ...base, direction: z.enum(['up', 'down']) }),
  z.object({ intent: z.literal('address'), ...base, baseUrl: text.default('') }),
  z.object({ intent: z.literal('reset'), ...base }),
]);

export type SourceActionResult =
  | { ok: true; message: string; scope: string; source: string }
  | { ok: false; message: string; scope: string | null; source: string | null; status: number };

type Scope = { province: Province | null; name: string; chain: readonly string[] };

function toScope(value: string): Scope | null {
  if (value === ALL_PROVINCES_SCOPE) return { province: null, name: 'Tüm iller', chain: NATIONAL_CHAIN };
  const province = getProvince(value);
  return province ? { province, name: province.name, chain: listCatalogueChain(province.plate) } : null;
}

type Change = { change: string; setting: SourceSettingChange; said: string } | { refused: string };

/** What an intent changes in the setting of its scope, or why it is refused. */
function toChange(
  input: z.infer<typeof intentSchema>,
  scope: Scope,
  settings: readonly SourceSetting[],
  facts: SourceFacts | undefined,
): Change {
  const provinceId = scope.province?.plate ?? null;
  const setting: SourceSettingChange = { provinceId, source: input.source };
  if (input.intent === 'toggle') {
    const on = input.enabled === 'true';
    // On is the catalogue's own unless the setting for all provinces says off.
    const offForAll = settings.some((s) => s.provinceId === null && s.source === input.source && s.enabled === false);
    setting.enabled = on ? (provinceId !== null && offForAll ? true : null) : false;
    return { change: on ? 'on' : 'off', setting, said: on ? 'açıldı' : 'kapatıldı' };
  }
  if (input.intent === 'move') {
    const order = resolveChain(scope.chain, provinceId ?? 0, settings).map((l) => l.source);
    const at = order.indexOf(input.source) + 1;
    const to = input.direction === 'up' ? at - 1 : at + 1;
    if (to < 1) return { refused: SOURCE_MESSAGES.top };
    if (to > order.length) return { refused: SOURCE_MESSAGES.bottom };
    setting.position = to;
    return { change: input.direction, setting, said: `${to}. sıraya taşındı` };
  }
  if (input.intent === 'address') {
    const address = toSourceBaseUrl(input.baseUrl);
    if (address === null) return { refused: SOURCE_MESSAGES.address };
    setting.baseUrl = address === '' || address === toOwnAddress(facts, provinceId) ? null : address;
    return setting.baseUrl === null
      ? { change: 'address_cleared', setting, said: 'kendi adresinden okunacak' }
      : { change: 'address', setting, said: `${setting.baseUrl} adresinden okunacak` };
  }
  return {
    change: 'reset',
    setting: { ...setting, enabled: null, position: null, baseUrl: null },
    said: 'katalogdaki ayarına döndü',
  };
}

/** Switch off or on, move, re-address or reset one source for one province or all; audited. */
export async function runSourceIntent(
  services: Pick<AppServices, 'db' | 'now' | 'config' | 'log'>,
  form: FormData,
  actor: AdminActor,
): Promise<SourceActionResult> {
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, message: SOURCE_MESSAGES.invalid, scope: null, source: null, status: 400 };
  const input = parsed.data;
  const fail = (message: string, status = 400): SourceActionResult => ({
    ok: false,
    message,
    scope: input.scope,
    source: input.source,
    status,
  });
  const scope = toScope(input.scope);
  if (!scope) return fail(SOURCE_MESSAGES.province, 404);
  if (!scope.chain.includes(input.source)) return fail(SOURCE_MESSAGES.source);
  try {
    const settings = await listSourceSettings(services.db);
    const facts = listSourceFacts(services.config).get(input.source);
    const change = toChange(input, scope, settings, facts);
    if ('refused' in change) return fail(change.refused);
    const saved = await saveSourceSetting(services.db, change.setting, { userId: actor.userId, now: services.now() });
    await audit(services.db, {
      action: 'source_setting',
      now: services.now(),
      userId: actor.userId,
      username: actor.username,
      ip: actor.ip,
      detail: {
        ...(scope.province ? { province: scope.province.slug } : { scope: 'all' }),
        source: input.source,
        change: change.change,
        enabled: saved?.enabled ?? null,
        position: saved?.position ?? null,
        baseUrl: saved?.baseUrl ?? null,
      },
    });
    const label = facts?.label ?? input.source;
    return {
      ok: true,
      message: `${scope.name}: ${label} ${change.said}. ${SOURCE_MESSAGES.nextRun}`,
      scope: input.scope,
      source: input.source,
    };
  } catch (error) {
    services.log.error({ err: error, intent: input.intent }, 'source setting change failed');
    return fail(SOURCE_MESSAGES.failed, 503);
  }
}
