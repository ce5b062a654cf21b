import type { ReportCategory } from '#app/domain/reports/report-form.ts';

/** What the report page (`/eczane/{id}/bildir`) shows: the loader's view and the form's state after a refusal. */

type ReportPharmacyView = {
  id: number;
  name: string;
  /** "Kadıköy / İstanbul". */
  place: string;
  address: string | null;
  phoneDisplay: string | null;
};

export type ReportPageView = { pharmacy: ReportPharmacyView; backHref: string; sent: boolean };

export type ReportFormState = {
  status: 'invalid' | 'refused';
  message: string;
  field: 'category' | 'note' | null;
  category: ReportCategory | null;
  note: string;
};
