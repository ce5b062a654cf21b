import { Download, FileText, LoaderCircle, Play } from '#app/components/icons.tsx';
import { useEffect, useState } from 'react';
import { Form, useFetcher, useNavigation } from 'react-router';
import { CsrfField, useAdminFrame } from '#app/components/admin/admin-frame.tsx';
import { busyButtonProps } from '#app/components/admin/busy-button.ts';
import { ProcessResult } from '#app/components/admin/process-result.tsx';
import { useHydrated } from '#app/components/admin/use-hydrated.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';
import {
  BLANK_TEXT_ERROR,
  FETCH_FAILED,
  toRejectedReport,
  type ProcessReport,
} from '#app/domain/admin/process-report.ts';
import { EXAMPLE_ROSTER_TEXT } from '#app/domain/roster/sample-lines.ts';
import type { SampleActionData } from '#app/domain/admin/views.ts';

const fieldClass =
  'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base font-normal dark:border-stone-600 dark:bg-stone-950';
const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-50 disabled:opacity-60 dark:border-stone-600 dark:bg-stone-900 dark:hover:bg-stone-800';

type SampleState = { status: 'idle' | 'loading' | 'done' | 'error'; message: string };
const NO_SAMPLE: SampleState = { status: 'idle', message: '' };
/** The example lines only show the format: the import refuses them, and this says so up front. */
const EXAMPLE_FILLED: SampleState = {
  status: 'done',
  message: 'Örnek satırlar yalnızca biçimi gösterir ve kaydedilmez; yerlerine ilin gerçek listesini yazın.',
};
export type ProcessDataFormProps = {
  defaultDutyDate: string;
  provinces: readonly string[];
  initialText: string;
  report: ProcessReport | null;
};

const PROCESS_FORM_ID = 'process-form';

/**
 * The text sent last, kept on this device until an import of it succeeds: a session that ended
 * meanwhile (12 hours, or a sign-out in another tab) sends the press to the login page, and the
 * pasted list was gone when the admin came back.
 */
const DRAFT_KEY = 'nobetci:process-data-draft';

/** The 81 provinces as a select's options. */
function ProvinceOptions({ provinces }: { provinces: readonly string[] }) {
  return provinces.map((name) => (
    <option key={name} value={name}>
      {name}
    </option>
  ));
}

function readDraft(): string {
  try {
    return window.localStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(DRAFT_KEY);
    else window.localStorage.setItem(DRAFT_KEY, text);
  } catch {
    // Storage full or off: the form works as before, without the safety copy.
  }
}

/**
 * The process page's form: the pharmacy text, the duty date and an
 * optional default province, sample and example fillers, and the process button.
 * Processing is a plain form POST, so it works without JavaScript.
 */
export function ProcessDataForm({ defaultDutyDate, provinces, initialText, report }: ProcessDataFormProps) {
  const hydrated = useHydrated();
  const { csrfToken } = useAdminFrame();
  const sampleFetcher = useFetcher<SampleActionData>();
  const navigation = useNavigation();
  const processing = navigation.state !== 'idle' && navigation.formData?.has('text') === true;
  const [text, setText] = useState(initialText);
  const [dutyDate, setDutyDate] = useState(defaultDutyDate);
  const [sampleProvince, setSampleProvince] = useState('Giresun');
  const [sample, setSample] = useState<SampleState>(NO_SAMPLE);
  const [blank, setBlank] = useState(false);
  const [restored, setRestored] = useState(false);
  const blankText = text.trim() === '';

  // Back after a lost session: the text that was being imported is put back. Device storage is
  // read once the page has hydrated (the server has none), so this is an effect.
  useEffect(() => {
    const draft = readDraft();
    if (initialText !== '' || draft.trim() === '') return;
    /* eslint-disable react-hooks/set-state-in-effect -- restoring from device storage, once */
    setText(draft);
    setRestored(true);
    /* eslint-enable react-hooks/set-state-in-effect */
    // Only when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // An import that wrote everything it was given needs no copy any more.
  useEffect(() => {
    if (report?.success && report.held.length === 0) writeDraft(null);
  }, [report]);
  const shown = blank ? toRejectedReport(BLANK_TEXT_ERROR) : report;

  // The page's action fetches the sample (`intent` sample, audited); its lines fill the text box.
  const [sampled, setSampled] = useState<SampleActionData | undefined>(undefined);
  const sampleReply = sampleFetcher.state === 'idle' ? sampleFetcher.data : undefined;
  if (sampleReply !== sampled) {
    setSampled(sampleReply);
    if (sampleReply?.ok) {
      setText(sampleReply.rawData);
      setBlank(false);
      if (sampleReply.dutyDate) setDutyDate(sampleReply.dutyDate);
      const day = sampleReply.dutyDate ? ` (${formatTurkishDate(sampleReply.dutyDate)} nöbeti)` : '';
      setSample({
        status: 'done',
        message: `${sampleReply.province} için ${sampleReply.count} eczane getirildi${day}. Gözden geçirip "Verileri İşle" ile kaydedin.`,
      });
    } else if (sampleReply) {
      setSample({ status: 'error', message: sampleReply.error || FETCH_FAILED });
    }
  }

  function loadSample() {
    setSample({ status: 'loading', message: '' });
    void sampleFetcher.submit({ intent: 'sample', province: sampleProvince, csrf: csrfToken }, { method: 'post' });
  }

  return (
    <section
      aria-labelledby="veri-girisi"
      className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="veri-girisi" className="text-lg font-bold">
        Veri Girişi
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex min-w-40 flex-col gap-1 text-sm font-semibold">
          Örnek veri ili
          <select
            value={sampleProvince}
            onChange={(event) => setSampleProvince(event.target.value)}
            className={fieldClass}
          >
            <ProvinceOptions provinces={provinces} />
          </select>
        </label>
        <button
          type="button"
          onClick={loadSample}
          disabled={!hydrated || sample.status === 'loading'}
          className={secondaryButton}
        >
          {sample.status === 'loading' ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {sample.status === 'loading' ? 'Veri çekiliyor...' : 'Örnek Veri Çek'}
        </button>
        <button
          type="button"
          disabled={!hydrated}
          onClick={() => {
            setText(EXAMPLE_ROSTER_TEXT);
            setBlank(false);
            setSample(EXAMPLE_FILLED);
          }}
          className={secondaryButton}
        >
          <FileText aria-hidden="true" className="size-4" /> Örnek Satırları Doldur
        </button>
      </div>
      <p
        role={sample.status === 'error' ? 'alert' : 'status'}
        className={`mt-2 text-sm ${sample.status === 'error' ? 'font-semibold text-red-800 dark:text-red-300' : 'text-stone-700 dark:text-stone-300'}`}
      >
        {sample.message}
      </p>

      <Form
        id={PROCESS_FORM_ID}
        method="post"
        className="mt-3 flex flex-col gap-4"
        onSubmit={(event) => {
          setBlank(blankText);
          setRestored(false);
          if (blankText) {
            event.preventDefault();
            return;
          }
          writeDraft(text);
          // The sample's message (a failed fetch, say) belongs to that fetch, not to this result.
          setSample(NO_SAMPLE);
        }}
      >
        <CsrfField />
        <div className="flex flex-col gap-1">
          <label htmlFor="pharmacy-text" className="text-sm font-semibold">
            Eczane verileri
          </label>
          <p id="pharmacy-text-hint" className="text-sm text-stone-700 dark:text-stone-300">
            Her satıra bir eczane: Eczane Adı: … | Konum: … | İlçe: … | Telefon: … | Adres: …
          </p>
          {restored ? (
            <p
              role="status"
              className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
            >
              Son gönderdiğiniz ve henüz kaydedilmemiş metin geri yüklendi. Kontrol edip yeniden “Verileri İşle”ye
              basın.
            </p>
          ) : null}
          <textarea
            id="pharmacy-text"
            name="text"
            rows={14}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setBlank(false);
            }}
            aria-describedby="pharmacy-text-hint"
            spellCheck={false}
            placeholder="Eczane Adı: Hayat Eczanesi | Konum: Giresun | İlçe: Merkez | Telefon: 0454 000 00 00 | Adres: …"
            className="min-h-64 w-full rounded-lg border border-stone-300 bg-white p-3 font-mono text-sm dark:border-stone-600 dark:bg-stone-950"
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Nöbet tarihi
            <input
              type="date"
              name="dutyDate"
              required
              value={dutyDate}
              onChange={(event) => setDutyDate(event.target.value)}
              className={fieldClass}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            İl (Konum yazılmamış satırlar için)
            <select name="province" defaultValue="" className={fieldClass}>
              <option value="">Seçilmedi</option>
              <ProvinceOptions provinces={provinces} />
            </select>
          </label>
        </div>
        <button
          type="submit"
          disabled={hydrated && blankText}
          {...busyButtonProps(processing)}
          className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60 aria-disabled:opacity-60"
        >
          {processing ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
          {processing ? 'İşleniyor...' : 'Verileri İşle'}
        </button>
      </Form>
      {shown ? <ProcessResult report={shown} formId={PROCESS_FORM_ID} /> : null}
    </section>
  );
}
