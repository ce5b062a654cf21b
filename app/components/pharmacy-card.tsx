import { Clock, MapPin, Navigation, Phone } from 'lucide-react';
import type { SnapshotPharmacy } from '#app/domain/snapshot.ts';

/** One pharmacy: name, duty hours, location, address, call and map actions (spec 2.4). */
export function PharmacyCard({ pharmacy }: { pharmacy: SnapshotPharmacy }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-800 dark:bg-stone-900">
      <header className="flex flex-col gap-1.5">
        <h3 className="text-lg leading-tight font-bold">{pharmacy.name}</h3>
        <p className="inline-flex w-fit items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
          <Clock aria-hidden="true" className="size-3.5" />
          {pharmacy.dutyHours}
        </p>
      </header>
      <p className="flex items-start gap-1.5 text-sm font-medium text-stone-700 dark:text-stone-300">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand dark:text-red-400" />
        <span>{pharmacy.locationLine}</span>
      </p>
      {pharmacy.address ? <p className="text-sm text-stone-700 dark:text-stone-300">{pharmacy.address}</p> : null}
      {pharmacy.note ? <p className="text-sm text-stone-600 italic dark:text-stone-400">{pharmacy.note}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {pharmacy.telHref ? (
          <a
            href={pharmacy.telHref}
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-call px-4 font-semibold text-white hover:bg-call-dark"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span>
              <span className="sr-only">{pharmacy.name} ara: </span>
              {pharmacy.phoneDisplay}
            </span>
          </a>
        ) : pharmacy.phoneDisplay ? (
          <p className="text-sm">{pharmacy.phoneDisplay}</p>
        ) : null}
        {pharmacy.mapUrl ? (
          <a
            href={pharmacy.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 px-4 font-semibold text-stone-800 hover:bg-stone-100 dark:border-stone-700 dark:text-stone-100 dark:hover:bg-stone-800"
          >
            <Navigation aria-hidden="true" className="size-4" />
            Haritada Göster
            <span className="sr-only"> (yeni sekmede açılır)</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
