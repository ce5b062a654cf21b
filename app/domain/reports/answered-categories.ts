import type { ReportCategory } from '#app/domain/reports/report-form.ts';

/** The kinds of correction an admin can accept (app/db/corrections.server.ts). */
export type CorrectionKind = 'phone' | 'address' | 'location' | 'off_duty';

const ANSWERS: Record<CorrectionKind, readonly ReportCategory[]> = {
  phone: ['phone'],
  address: ['address'],
  location: ['address'],
  off_duty: ['not_on_duty', 'closed'],
};

/**
 * The report categories that accepted corrections answer: a phone correction answers "Telefon
 * yanlış", "not on duty" answers "Nöbetçi değil" and "Kapalı", and any correction answers "Diğer".
 * A pharmacy's other open reports stay open for their own decision: accepting a new phone number
 * does not settle a report that the pharmacy was closed.
 */
export function toAnsweredCategories(kinds: readonly CorrectionKind[]): ReportCategory[] {
  const answered = new Set<ReportCategory>(['other']);
  for (const kind of kinds) for (const category of ANSWERS[kind]) answered.add(category);
  return [...answered];
}
