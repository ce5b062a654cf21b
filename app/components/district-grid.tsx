import { Link } from 'react-router';
import type { DistrictOption } from '#app/domain/public/public-page.ts';

/** District buttons with their on-duty counts (spec 2.6); each opens the district page. */
export function DistrictGrid({ province, districts }: { province: string; districts: readonly DistrictOption[] }) {
  return (
    <section aria-labelledby="districts-title" className="mt-8">
      <h2 id="districts-title" className="text-xl font-bold">
        {province} İlçeleri
      </h2>
      <p className="mb-3 text-sm text-stone-700 dark:text-stone-300">
        Her ilçe için ayrıntılı nöbetçi eczane listesi vardır.
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {districts.map((d) => (
          <li key={d.slug}>
            <Link
              to={d.href}
              className="flex min-h-12 items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white px-3 py-2 font-semibold hover:border-brand hover:bg-red-50 dark:border-stone-800 dark:bg-stone-900 dark:hover:bg-stone-800"
            >
              <span>{d.name}</span>
              <span className="rounded-full bg-brand px-2 text-sm text-white" aria-label={`${d.count} nöbetçi eczane`}>
                {d.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
