import { z } from 'zod';

/**
 * The "Bilgi yanlış mı?" form (`/eczane/{id}/bildir`): what a visitor may say is wrong about a
 * pharmacy. No personal data is asked; the note is optional and short. The admin reads the
 * categories' Turkish labels.
 */

export const REPORT_CATEGORIES = ['phone', 'address', 'not_on_duty', 'closed', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

const REPORT_CATEGORY_LABELS: Readonly<Record<ReportCategory, string>> = {
  phone: 'Telefon yanlış',
  address: 'Adres yanlış',
  not_on_duty: 'Nöbetçi değil',
  closed: 'Kapalı',
  other: 'Diğer',
};

export const MAX_NOTE_LENGTH = 500;
/** Reports one client may send in an hour; the next is refused (429) until the oldest leaves the window. */
export const REPORTS_PER_HOUR = 20;
export const REPORT_WINDOW_MS = 60 * 60 * 1000;
/** The hidden field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website';

const formSchema = z.object({
  category: z.enum(REPORT_CATEGORIES),
  note: z
    .string()
    .default('')
    .transform((note) => note.replace(/\r\n?/g, '\n').normalize('NFC').trim())
    .refine((note) => [...note].length <= MAX_NOTE_LENGTH),
});

export type ReportInput = { category: ReportCategory; note: string | null };

export type ParsedReport =
  | { kind: 'report'; report: ReportInput }
  /** The honeypot was filled in: a bot. It is thanked like a person and nothing is stored. */
  | { kind: 'bot' }
  /** Which field is wrong; the page words it in its language (report.errorCategory, report.errorNote). */
  | { kind: 'invalid'; field: 'category' | 'note' };

/** The submitted form: a report, a bot, or the first field that is wrong. */
export function parseReportForm(form: FormData): ParsedReport {
  const trap = form.get(HONEYPOT_FIELD);
  if (typeof trap === 'string' && trap.trim() !== '') return { kind: 'bot' };
  const category = form.get('category');
  const note = form.get('note');
  const parsed = formSchema.safeParse({
    category: typeof category === 'string' ? category : undefined,
    note: typeof note === 'string' ? note : undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'note' ? 'note' : 'category';
    return { kind: 'invalid', field };
  }
  return {
    kind: 'report',
    report: { category: parsed.data.category, note: parsed.data.note === '' ? null : parsed.data.note },
  };
}

export function toReportCategoryLabel(category: string): string {
  return (REPORT_CATEGORY_LABELS as Record<string, string>)[category] ?? 'Diğer';
}
