import { z } from 'zod';
import type { AdminActor } from '#app/auth/actor.server.ts';
import { fetchSampleData } from '#app/admin/sample-data.server.ts';
import { listExistingRecords } from '#app/db/existing-records.server.ts';
import type { ProcessPageData, SampleActionData } from '#app/domain/admin/views.ts';
import { getDutyDate, isIsoDate } from '#app/domain/time/duty-window.ts';
import { getProvince, PROVINCES, type Province } from '#app/domain/geo/geo.server.ts';
import {
  BLANK_TEXT_ERROR,
  FETCH_FAILED,
  MAX_TEXT_BYTES,
  TEXT_TOO_LARGE_ERROR,
} from '#app/domain/admin/process-report.ts';
import type { AppServices } from '#app/services.server.ts';

/** The process page's data: the duty date in force, the province names and the existing records. */
export async function loadProcessPage(
  services: Pick<AppServices, 'db' | 'now' | 'rotation'>,
): Promise<ProcessPageData> {
  return {
    defaultDutyDate: getDutyDate(services.now(), services.rotation),
    provinces: PROVINCES.map((province) => province.name),
    existing: await listExistingRecords(services.db),
  };
}

const formSchema = z.object({
  text: z
    .string()
    .refine((text) => text.trim() !== '', { error: BLANK_TEXT_ERROR })
    .refine((text) => Buffer.byteLength(text) <= MAX_TEXT_BYTES, { error: TEXT_TOO_LARGE_ERROR }),
  dutyDate: z.string().refine(isIsoDate, { error: 'Geçerli bir nöbet tarihi seçin' }),
  province: z.string().max(64, { error: 'İl adı en fazla 64 karakter olabilir' }).optional(),
  confirmShrink: z.literal('1').optional(),
});

export type ProcessForm =
  | { ok: true; text: string; dutyDate: string; province: Province | null; confirmShrink: boolean }
  | { ok: false; error: string; text: string };

/** The process form's fields: the text (not blank, at most 1 MB), the duty date and the optional default province. */
export function parseProcessForm(form: FormData): ProcessForm {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const text = field('text') ?? '';
  const parsed = formSchema.safeParse({
    text,
    dutyDate: field('dutyDate') ?? '',
    province: field('province'),
    confirmShrink: field('confirmShrink') === '1' ? '1' : undefined,
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? BLANK_TEXT_ERROR, text };
  const name = parsed.data.province?.trim() ?? '';
  const province = name === '' ? null : getProvince(name);
  if (name !== '' && !province) return { ok: false, error: `Bilinmeyen il: ${name}`, text };
  return {
    ok: true,
    text: parsed.data.text,
    dutyDate: parsed.data.dutyDate,
    province,
    confirmShrink: parsed.data.confirmShrink === '1',
  };
}

const sampleSchema = z.object({ province: z.string().trim().max(64).optional() });

/**
 * "Örnek Veri Çek" (`intent` sample): one province's list from the listing source as labelled
 * lines, as POST /api/admin/sample-data gives scripts. Default province Giresun.
 */
export async function loadSampleForForm(
  services: Parameters<typeof fetchSampleData>[0],
  form: FormData,
  actor: AdminActor,
): Promise<{ data: SampleActionData; status: number }> {
  const parsed = sampleSchema.safeParse({ province: form.get('province') ?? undefined });
  if (!parsed.success) return { data: { ok: false, error: 'Geçersiz il adı' }, status: 400 };
  const name = parsed.data.province || 'Giresun';
  const province = getProvince(name);
  if (!province) return { data: { ok: false, error: `Bilinmeyen il: ${name}` }, status: 400 };
  const result = await fetchSampleData(services, province, actor);
  if (!result.success || result.rawData === null) {
    return { data: { ok: false, error: result.error ?? FETCH_FAILED }, status: 502 };
  }
  const { rawData, dutyDate, count } = result;
  return { data: { ok: true, province: province.name, rawData, dutyDate, count }, status: 200 };
}
