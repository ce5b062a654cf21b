import { ChevronRight } from '#app/components/icons.tsx';
import { formatDateTime } from '#app/domain/time/format-date.ts';
import { toRunStatusLabel } from '#app/domain/admin/scrape-report.ts';
import type { LastRun, RunProblem } from '#app/domain/admin/views.ts';

const TRIGGERS: Record<string, string> = { manual: 'elle', schedule: 'zamanlama', cli: 'komut satırı' };

type ProblemGroup = { status: RunProblem['status']; reason: string | null; provinces: string[] };

/** Provinces grouped by what went wrong, the commonest first: one unreachable source is one line, not 81. */
function groupProblems(problems: readonly RunProblem[]): ProblemGroup[] {
  const groups = new Map<string, ProblemGroup>();
  for (const p of problems) {
    const key = `${p.status}\u0000${p.reason ?? ''}`;
    const group = groups.get(key) ?? { status: p.status, reason: p.reason, provinces: [] };
    group.provinces.push(p.province);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.provinces.length - a.provinces.length);
}

/** The newest run: counts per outcome, and the provinces that kept old data or failed, with why. */
export function LastRunSummary({ run }: { run: LastRun | null }) {
  return (
    <section
      aria-labelledby="last-run-title"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="last-run-title" className="text-lg font-bold">
        Son Çalışma
      </h2>
      {run ? (
        <>
          <p className="text-sm">
            {formatDateTime(run.startedAt)} ({TRIGGERS[run.trigger] ?? run.trigger}) ·{' '}
            <span className="font-semibold">{toRunStatusLabel(run.status)}</span> · {run.provincesDone} /{' '}
            {run.provincesTotal} il
          </p>
          {/* Both kinds of province that were not updated keep their previous list. */}
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm tabular-nums">
            <li>Güncellenen: {run.counts.imported}</li>
            <li>Listesi reddedilen: {run.counts.kept}</li>
            <li>Hata veren: {run.counts.failed}</li>
            <li>Eklenen kayıt: {run.insertedCount}</li>
            <li>Silinen kayıt: {run.removedCount}</li>
          </ul>
          {run.problems.length > 0 ? (
            <details className="group text-sm">
              <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 font-semibold focus-visible:outline-2 focus-visible:outline-brand">
                {/* inline-flex drops the summary's own marker: this one shows it opens. */}
                <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
                Güncellenemeyen iller ({run.problems.length})
              </summary>
              <ul className="mt-2 flex flex-col gap-3">
                {groupProblems(run.problems).map((group) => (
                  <li key={`${group.status}-${group.reason ?? ''}`} className="flex flex-col gap-0.5">
                    <p className="break-words">
                      <span
                        className={`font-semibold ${group.status === 'failed' ? 'text-red-800 dark:text-red-300' : ''}`}
                      >
                        {group.status === 'failed' ? 'Hata' : 'Önceki liste korundu'} ({group.provinces.length} il):
                      </span>{' '}
                      {group.reason ?? 'Neden kaydedilmedi'}
                    </p>
                    <p className="break-words text-stone-700 dark:text-stone-300">{group.provinces.join(', ')}</p>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-stone-700 dark:text-stone-300">Henüz veri çekme işlemi yapılmadı.</p>
      )}
    </section>
  );
}
