import { AlertTriangle } from 'lucide-react';
import type { RosterMeta } from '#app/domain/public-page.ts';

/** The duty date of the list shown and, when it is not today's, a clear warning. */
export function RosterStatus({ roster }: { roster: RosterMeta }) {
  return (
    <>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Nöbet günü: <strong>{roster.dutyDateLabel}</strong> (ertesi sabaha kadar)
      </p>
      {roster.isStale ? (
        <p
          role="alert"
          className="mt-2 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Bugünün nöbet listesi henüz alınamadı. Gösterilen liste {roster.dutyDateLabel} tarihlidir; gitmeden önce
          eczaneyi arayarak teyit edin.
        </p>
      ) : null}
    </>
  );
}
