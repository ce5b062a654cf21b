import { z } from 'zod';
import { listExistingRecords } from '#app/db/existing-records.server.ts';
import type { ProcessPageData } from '#app/domain/admin/views.ts';
import { getDutyDate, isIsoDate } from '#app/domain/time/duty-window.ts';
import { getProvince, PROVINCES, type Province } from '#app/domain/geo/geo.server.ts';
import { BLANK_TEXT_ERROR, MAX_TEXT_BYTES, TEXT_TOO_LARGE_ERROR } from '#app/domain/admin/process-report.ts';
import type { AppServices } from '#app/services.server.ts';

/** The process page's data: the duty date in force, the province names and the existing records. */
export async function loadProcessPage(services: AppServices): Promise<ProcessPageData> {
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
