import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { DEMO_SOURCE } from '#app/domain/roster/snapshot.ts';
import { formatDataAge } from '#app/domain/time/duty-text.ts';
import { formatDateTime, formatTurkishDate } from '#app/domain/time/format-date.ts';
import type { AppServices } from '#app/services.server.ts';
import { listApiPharmacies, listApiProvinces, type ApiPharmacyList } from '#app/routes/api/v1/api-data.server.ts';
import {
  listApiNearest,
  MAX_NEAREST_LIMIT,
  MAX_RADIUS_KM,
  type ApiNearbyPharmacy,
} from '#app/routes/api/v1/nearest-data.server.ts';
import { ApiError } from '#app/routes/api/v1/respond.server.ts';

/**
 * The MCP tools (read-only): the same data and fields as the public API `/api/v1`, read from
 * the in-memory snapshot through the API's own functions (api-data.server.ts,
 * nearest-data.server.ts), so a name, a date or a position is understood and refused alike.
 * An expected failure (unknown province, no list for that date) is a tool error result with
 * the API's Turkish message, never a protocol error.
 */

type ApiProvince = {
  plate: number;
  name: string;
  asciiName: string;
  slug: string;
  districts: { name: string; slug: string; pharmacyCount: number }[];
};

/** A number as plain decimals, to 7 places (about 1 cm of latitude): 1e-7 → "0.0000001". */
function toPlainDecimal(value: number): string {
  return value.toFixed(7).replace(/\.?0+$/, '');
}

/** The API's functions read their query from a URL: the tools hand them one of their own. */
function toApiRequest(query: Record<string, string | number | undefined>): Request {
  const url = new URL('http://mcp.invalid/');
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // 1e-7 would be written "1e-7", which the API's number reading refuses: plain decimals instead.
    const text = typeof value === 'number' && !Number.isInteger(value) ? toPlainDecimal(value) : String(value);
    url.searchParams.set(name, text);
  }
  return new Request(url);
}

function toResult(summary: string, body: object): CallToolResult {
  return {
    content: [
      { type: 'text', text: summary },
      { type: 'text', text: JSON.stringify(body) },
    ],
    structuredContent: body as Record<string, unknown>,
  };
}

function toError(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/**
 * Runs a tool: the API's expected failures become tool errors with its message; anything else
 * is logged and answered with a plain apology (no internals reach the assistant).
 */
function answer(services: AppServices, tool: string, run: () => CallToolResult): CallToolResult {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError) return toError(error.message);
    services.log.error({ err: error, tool }, 'mcp tool failed');
    return toError('Beklenmeyen bir hata oluştu; lütfen biraz sonra yeniden deneyin.');
  }
}

const UNKNOWN_PROVINCE_HINT = 'İllerin listesi için list_provinces aracını kullanın.';

function listProvinces(services: AppServices): ApiProvince[] {
  return (listApiProvinces(services).body as { provinces: ApiProvince[] }).provinces;
}

function describeList(body: ApiPharmacyList): string {
  const place = body.district ? `${body.province.name} / ${body.district.name}` : body.province.name;
  const lines = [
    `${place}: ${body.pharmacies.length} nöbetçi eczane, ${formatTurkishDate(body.dutyDate)} nöbeti ` +
      `(${formatDateTime(body.dutyWindow.start)} ile ${formatDateTime(body.dutyWindow.end)} arası).`,
  ];
  if (body.source === null) lines.push('Bu il için bu nöbet gününe ait liste henüz yok.');
  if (body.dataAge) lines.push(`Veri ${body.dataAge} güncellendi (fetchedAt ${body.fetchedAt}).`);
  if (body.provenance) lines.push(`${body.provenance}.`);
  if (body.isStale) lines.push('Uyarı: güncel nöbet listesi henüz yok; bu liste eski olabilir, arayarak teyit edin.');
  if (body.source === DEMO_SOURCE) lines.push('Örnek veri: gerçek eczaneler değildir.');
  return lines.join('\n');
}

const PLACE_NAME = 'İl ve ilçe adı 1 ile 64 karakter arasında olmalıdır.';
const DATE = 'Tarih YYYY-MM-DD biçiminde olmalıdır.';
const LATITUDE = 'Enlem -90 ile 90 arasında bir sayı olmalıdır.';
const LONGITUDE = 'Boylam -180 ile 180 arasında bir sayı olmalıdır.';
const LIMIT = `"limit" 1 ile ${MAX_NEAREST_LIMIT} arasında bir tam sayı olmalıdır.`;
const RADIUS = `"radiusKm" 1 ile ${MAX_RADIUS_KM} arasında bir sayı olmalıdır.`;
const placeName = () => z.string({ error: PLACE_NAME }).trim().min(1, PLACE_NAME).max(64, PLACE_NAME);

const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

export const MCP_INSTRUCTIONS =
  'Türkiye nöbetçi eczaneleri (81 il, 973 ilçe). İl ve ilçe adları Türkçe harflerle ya da ASCII ' +
  '("Şanlıurfa", "sanliurfa", "urfa", plaka "63") verilebilir. Tarih verilmezse o an geçerli nöbet listesi ' +
  'döner. Nöbetçi eczane bilgisi değişebilir: kullanıcıya eczaneyi arayarak teyit etmesini söyleyin. ' +
  'Turkish on-duty pharmacies; read-only.';

export function createPharmacyMcpServer(services: AppServices): McpServer {
  const server = new McpServer(
    { name: 'nobetci-eczane', title: 'Nöbetçi Eczane', version: '1.0.0' },
    { instructions: MCP_INSTRUCTIONS },
  );

  server.registerTool(
    'list_provinces',
    {
      title: 'İller',
      description:
        "Türkiye'nin 81 ili: plaka, Türkçe ad, ASCII ad, adres adı (slug), ilçe sayısı ve geçerli nöbet listesindeki eczane sayısı.",
      annotations: READ_ONLY,
    },
    () =>
      answer(services, 'list_provinces', () => {
        const provinces = listProvinces(services).map(({ districts, ...province }) => ({
          ...province,
          districtCount: districts.length,
          pharmacyCount: districts.reduce((sum, d) => sum + d.pharmacyCount, 0),
        }));
        return toResult(`${provinces.length} il.`, { provinces });
      }),
  );

  server.registerTool(
    'list_districts',
    {
      title: 'İlçeler',
      description:
        'Bir ilin ilçeleri (Türkçe ad ve adres adı) ve her birinin geçerli nöbet listesindeki eczane sayısı. ' +
        'İl adı Türkçe, ASCII, kısa ad ya da plaka kodu olabilir.',
      inputSchema: { province: placeName().describe('İl: "İstanbul", "istanbul", "34"') },
      annotations: READ_ONLY,
    },
    ({ province: value }) =>
      answer(services, 'list_districts', () => {
        const province = getProvince(value);
        if (!province) return toError(`"${value}" adında bir il bulunamadı. ${UNKNOWN_PROVINCE_HINT}`);
        const found = listProvinces(services).find((p) => p.slug === province.slug);
        const districts = found?.districts ?? [];
        return toResult(`${province.name}: ${districts.length} ilçe.`, {
          province: { plate: province.plate, name: province.name, slug: province.slug },
          districts,
        });
      }),
  );

  server.registerTool(
    'list_duty_pharmacies',
    {
      title: 'Nöbetçi eczaneler',
      description:
        'Bir ilin (isteğe bağlı bir ilçesinin) nöbetçi eczaneleri: ad, adres, telefon, nöbet saatleri, harita ' +
        'bağlantısı, koordinat; nöbet dönemi ve verinin yaşı (fetchedAt, dataAge). Tarih verilmezse o an ' +
        'geçerli liste. Alanlar /api/v1/provinces/{il}[/districts/{ilce}]/pharmacies ile aynıdır.',
      inputSchema: {
        province: placeName().describe('İl: "İstanbul", "istanbul", "34"'),
        district: placeName().optional().describe('İlçe: "Kadıköy" ya da "kadikoy"'),
        date: z
          .string({ error: DATE })
          .regex(/^\d{4}-\d{2}-\d{2}$/, DATE)
          .optional()
          .describe('Nöbet günü, YYYY-MM-DD; verilmezse o an geçerli nöbet'),
      },
      annotations: READ_ONLY,
    },
    ({ province, district, date }) =>
      answer(services, 'list_duty_pharmacies', () => {
        if (!getProvince(province)) return toError(`"${province}" adında bir il bulunamadı. ${UNKNOWN_PROVINCE_HINT}`);
        const { body } = listApiPharmacies(services, toApiRequest({ date }), { province, district });
        const list = body as ApiPharmacyList;
        return toResult(describeList(list), list);
      }),
  );

  server.registerTool(
    'nearest_pharmacies',
    {
      title: 'En yakın nöbetçi eczaneler',
      description:
        'Bir konuma en yakın nöbetçi eczaneler, il sınırı gözetmeden: önce şu an açık olanlar; her biri uzaklık ' +
        '(distanceKm), açık olup olmadığı (openStatus) ve listesinin yaşıyla (fetchedAt, dataAge). Konum 3 ' +
        'ondalığa (yaklaşık 100 m) yuvarlanır. Alanlar /api/v1/pharmacies/nearest ile aynıdır.',
      inputSchema: {
        latitude: z.number({ error: LATITUDE }).min(-90, LATITUDE).max(90, LATITUDE).describe('Enlem, ör. 40.984'),
        longitude: z
          .number({ error: LONGITUDE })
          .min(-180, LONGITUDE)
          .max(180, LONGITUDE)
          .describe('Boylam, ör. 29.058'),
        limit: z
          .number({ error: LIMIT })
          .int(LIMIT)
          .min(1, LIMIT)
          .max(MAX_NEAREST_LIMIT, LIMIT)
          .optional()
          .describe('En çok kaç eczane (varsayılan 10)'),
        radiusKm: z
          .number({ error: RADIUS })
          .min(1, RADIUS)
          .max(MAX_RADIUS_KM, RADIUS)
          .optional()
          .describe('Arama yarıçapı, km (varsayılan 50)'),
      },
      annotations: READ_ONLY,
    },
    ({ latitude, longitude, limit, radiusKm }) =>
      answer(services, 'nearest_pharmacies', () => {
        const request = toApiRequest({ lat: latitude, lng: longitude, limit, radiusKm });
        const body = listApiNearest(services, request).body as {
          withinTurkey: boolean;
          pharmacies: ApiNearbyPharmacy[];
        };
        const snapshot = services.snapshots.get();
        const now = services.now();
        const pharmacies = body.pharmacies.map((p) => {
          const roster = snapshot.rosters.get(p.province.slug)?.find((r) => r.dutyDate === p.dutyDate);
          const fetchedAt = roster?.fetchedAt ?? null;
          return { ...p, fetchedAt, dataAge: fetchedAt ? formatDataAge(new Date(fetchedAt), now) : null };
        });
        const open = pharmacies.filter((p) => p.openStatus.kind === 'open' || p.openStatus.kind === 'open-until');
        const summary = body.withinTurkey
          ? `${pharmacies.length} nöbetçi eczane bulundu, ${open.length} tanesi şu an açık.`
          : 'Bu konum Türkiye sınırları içinde görünmüyor; nöbetçi eczane aranmadı.';
        return toResult(summary, { ...body, pharmacies });
      }),
  );

  // The SDK advertises `tools.listChanged`; a stateless server has no stream to announce a change
  // on (and its tools never change), so it says so rather than promise a notification.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}
