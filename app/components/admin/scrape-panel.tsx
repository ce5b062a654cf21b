import { Play } from '#app/components/icons.tsx';
import { CsrfField } from '#app/components/admin/admin-frame.tsx';
import { SCRAPER_ENDPOINT, useScrapeRun } from '#app/components/admin/use-scrape-run.ts';
import type { ProgressMessage, ScrapeResponse } from '#app/domain/admin/scrape-report.ts';

/**
 * The dashboard's "run the daily scraper" block: what it does, the button, a
 * live "X / 81 il" bar, the error banner and the result box. The
 * button is a plain form post until the page is interactive.
 */
export function ScrapePanel(props: {
  initialProgress: ProgressMessage | null;
  provinceNames: Record<string, string>;
  provinceCount: number;
}) {
  const run = useScrapeRun(props.initialProgress);
  const live = run.progress ?? (run.requesting ? { done: 0, total: props.provinceCount, province: null } : null);
  const busy = run.busy;
  return (
    <section
      aria-labelledby="scrape-title"
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="scrape-title" className="text-lg font-bold">
        Günlük Veri Çekme
      </h2>
      <div className="space-y-2 text-sm text-stone-700 dark:text-stone-300">
        <p>
          {props.provinceCount} ilin nöbetçi eczane listeleri, listeleme sitesinin günlük sekmelerinden (dün, bugün,
          yarın) okunur ve her il, her nöbet günü için ayrı ayrı kaydedilir.
        </p>
        <p>
          Veriler önceden silinmez: alınamayan, engellenen ya da şüpheli derecede kısa gelen bir liste, o ilin son iyi
          listesinin yerine geçmez. İşlem illerin yanıt hızına göre birkaç saniyeden birkaç dakikaya kadar sürer;
          Otomatik Zamanlama sekmesindeki zamanlamalar onu her gün kendiliğinden çalıştırır.
        </p>
      </div>
      <form
        method="post"
        action={SCRAPER_ENDPOINT}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) run.start();
        }}
      >
        <CsrfField />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-70"
        >
          <Play aria-hidden="true" className="size-5" />
          {busy ? 'Veri çekiliyor...' : 'Günlük Veri Çekme İşlemini Başlat'}
        </button>
      </form>
      {live ? <ProgressBar progress={live} provinceNames={props.provinceNames} /> : null}
      {/* The result box below says the same when the run itself reported the failure: once is enough. */}
      {run.error && run.error !== run.result?.error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm break-words text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {run.error}
        </p>
      ) : null}
      <div aria-live="polite">{run.result ? <ResultBox result={run.result} /> : null}</div>
    </section>
  );
}

function ProgressBar({
  progress,
  provinceNames,
}: {
  progress: ProgressMessage;
  provinceNames: Record<string, string>;
}) {
  const share = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const last = progress.province ? (provinceNames[progress.province] ?? progress.province) : null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm font-semibold tabular-nums">
        <span id="scrape-progress-label">
          {progress.done} / {progress.total} il
        </span>
        {last ? <span className="font-normal text-stone-700 dark:text-stone-300">Son: {last}</span> : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby="scrape-progress-label"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        className="h-3 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

function ResultBox({ result }: { result: ScrapeResponse }) {
  const tone = result.success
    ? 'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50'
    : 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50';
  return (
    <div className={`flex flex-col gap-2 rounded-lg border p-4 text-sm ${tone}`}>
      <h3 className="font-bold">{result.success ? 'İşlem başarılı' : 'İşlem başarısız'}</h3>
      <p className="break-words">{result.success ? result.message : (result.error ?? 'Scraper çalıştırılamadı')}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 tabular-nums">
        <div>
          <dt className="inline font-semibold">Silinen: </dt>
          <dd className="inline">{result.clearedCount}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Eklenen: </dt>
          <dd className="inline">{result.insertedCount}</dd>
        </div>
      </dl>
      {result.pharmacies.length > 0 ? (
        <>
          <h4 className="font-semibold">Örnek eczaneler</h4>
          <ul className="flex flex-col gap-1">
            {result.pharmacies.map((p, i) => (
              <li key={`${p.name}-${i}`}>
                <span className="font-semibold">{p.name}</span> · {p.district ?? 'Merkez'} · {p.phone ?? 'Telefon yok'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
