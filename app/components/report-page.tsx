import { useT } from '#app/components/i18n.tsx';
import { PhoneNumber, SourceText } from '#app/components/pharmacy-card.tsx';
import type { MessageKey } from '#app/domain/i18n/translate.ts';
import {
  HONEYPOT_FIELD,
  MAX_NOTE_LENGTH,
  REPORT_CATEGORIES,
  type ReportCategory,
} from '#app/domain/reports/report-form.ts';
import type { ReportFormState, ReportPageView } from '#app/domain/reports/report-view.ts';

/** The choices' words in the page's language; what is stored is the category's code, as in Turkish. */
const CATEGORY_LABELS: Readonly<Record<ReportCategory, MessageKey>> = {
  phone: 'report.categoryPhone',
  address: 'report.categoryAddress',
  not_on_duty: 'report.categoryNotOnDuty',
  closed: 'report.categoryClosed',
  other: 'report.categoryOther',
};

/**
 * `/eczane/{id}/bildir` (and `/en/…`, `/ar/…`): the pharmacy's essentials and a short form (what
 * is wrong, an optional note), or, once sent, what happens next, in the page's language; the
 * pharmacy's name and address stay as the source wrote them. Rendered on the server only: a plain
 * HTML form.
 */
export function ReportPage({ view, state }: { view: ReportPageView; state: ReportFormState | null }) {
  const t = useT();
  const { pharmacy } = view;
  const sourceLang = t.locale === 'tr' ? undefined : 'tr';
  return (
    <main id="icerik" className="mx-auto max-w-xl px-4 py-6">
      <h1 className="text-2xl font-black tracking-tight">{view.sent ? t('report.thanks') : t('report.title')}</h1>
      <section
        aria-label={t('report.pharmacy')}
        className="mt-4 rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
      >
        <p className="text-lg font-bold" lang={sourceLang}>
          <SourceText text={pharmacy.name} />
        </p>
        {pharmacy.place ? <p className="text-sm text-stone-700 dark:text-stone-300">{pharmacy.place}</p> : null}
        {pharmacy.address ? (
          <p className="mt-1" lang={sourceLang}>
            <SourceText text={pharmacy.address} />
          </p>
        ) : null}
        {pharmacy.phoneDisplay ? (
          <p className="mt-1 tabular-nums">
            {t('report.phone')} <PhoneNumber text={pharmacy.phoneDisplay} />
          </p>
        ) : null}
      </section>
      {view.sent ? <Sent backHref={view.backHref} /> : <ReportForm state={state} backHref={view.backHref} />}
    </main>
  );
}

function Sent({ backHref }: { backHref: string }) {
  const t = useT();
  return (
    <section
      aria-labelledby="sent-title"
      className="mt-6 rounded-xl bg-green-50 p-4 text-green-950 dark:bg-green-950 dark:text-green-50"
    >
      {/* A heading may not be a status itself (the HTML checker): its wrapper is. */}
      <div role="status">
        <h2 id="sent-title" className="font-bold">
          {t('report.sentTitle')}
        </h2>
      </div>
      <p className="mt-2">{t('report.sentCheck')}</p>
      <p className="mt-2">{t('report.sentMeanwhile')}</p>
      <p className="mt-4">
        <a href={backHref} className="font-semibold underline underline-offset-2">
          {t('report.backToList')}
        </a>
      </p>
    </section>
  );
}

const inputClass =
  'w-full rounded-lg border border-stone-400 bg-white p-3 text-base dark:border-stone-600 dark:bg-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

function ReportForm({ state, backHref }: { state: ReportFormState | null; backHref: string }) {
  const t = useT();
  const noteError = state?.field === 'note';
  const categoryError = state?.field === 'category';
  return (
    <form method="post" className="mt-6 flex flex-col gap-5" noValidate>
      {state ? (
        // Focused on load (the form came back from the server): an alert rendered with the page is not announced.
        <p
          role="alert"
          id="report-error"
          tabIndex={-1}
          autoFocus
          className="rounded-lg bg-red-50 p-3 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {state.message}
        </p>
      ) : null}
      <fieldset aria-describedby={categoryError ? 'report-error' : undefined}>
        <legend className="font-bold">{t('report.whatIsWrong')}</legend>
        <div className="mt-2 flex flex-col gap-1">
          {REPORT_CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2">
              <input
                type="radio"
                name="category"
                value={category}
                required
                defaultChecked={state?.category === category}
                className="size-5 accent-brand"
              />
              {t(CATEGORY_LABELS[category])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="report-note" className="font-bold">
          {t('report.note')} <span className="font-normal">{t('report.optional')}</span>
        </label>
        <p id="report-note-hint" className="text-sm text-stone-700 dark:text-stone-300">
          {t('report.noteHint', { max: MAX_NOTE_LENGTH })}
        </p>
        <textarea
          id="report-note"
          name="note"
          rows={4}
          maxLength={MAX_NOTE_LENGTH}
          defaultValue={state?.note ?? ''}
          dir="auto"
          aria-describedby={noteError ? 'report-note-hint report-error' : 'report-note-hint'}
          aria-invalid={noteError || undefined}
          className={inputClass}
        />
      </div>
      {/* A trap for bots: hidden from people and screen readers, never focused. */}
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="report-website">{t('report.honeypot')}</label>
        <input id="report-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('report.submit')}
        </button>
        <a href={backHref} className="inline-flex min-h-11 items-center underline underline-offset-2">
          {t('report.cancel')}
        </a>
      </div>
    </form>
  );
}
