import { ArrowLeft, ArrowRight, Clock, MapPin, Pill } from '#app/components/icons.tsx';
import { DisplayLinks } from '#app/components/display-links.tsx';
import { PharmacyList } from '#app/components/pharmacy-list.tsx';
import { OtherDayLabel, RosterProvenance, RosterTools } from '#app/components/roster-status.tsx';
import type { DistrictPageData } from '#app/domain/public/public-page.ts';
import { useT } from '#app/components/i18n.tsx';

/** The district page: breadcrumbs, Geri Dön, stat tiles, list, SEO text with keyword chips. */
export function DistrictPage({ data }: { data: DistrictPageData }) {
  const t = useT();
  const { province, district } = data;
  const count = data.pharmacies.length;
  // Nobody on duty here: the nearest districts that have someone come first, one tap each.
  const nearest = count === 0 ? data.otherDistricts.slice(0, 4) : [];
  return (
    <main id="icerik" className="mx-auto max-w-6xl px-4 py-5">
      {/* Breadcrumbs and Geri Dön share a row: on a phone the first pharmacy then fits on the first screen. */}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <nav aria-label={t('district.breadcrumbs')} className="text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-stone-700 dark:text-stone-300">
            <li>
              <a href={data.homeHref} className="underline-offset-2 hover:underline">
                {t('footer.home')}
              </a>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <a href={province.href} className="underline-offset-2 hover:underline">
                {province.name}
              </a>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="font-semibold text-stone-900 dark:text-stone-100">
              {district.name}
            </li>
          </ol>
        </nav>
        <a
          href={province.href}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-stone-300 px-3 font-semibold hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('district.back')}
        </a>
      </div>
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">
        {t('place.heading', { place: district.name })}{' '}
        <span className="block text-base font-semibold text-stone-700 dark:text-stone-300">{province.name}</span>
        <OtherDayLabel tabs={data.dayTabs} />
      </h1>
      <RosterTools data={data} pharmacies={data.pharmacies} />

      {/* With nobody on duty the tiles say nothing useful: the nearest districts come first. */}
      {count > 0 ? (
        // Not on a phone: the list's heading says the same, and with a long weekday in the duty line
        // ("Pazartesi") they pushed the first call button below a 390×844 screen.
        <ul className="my-5 grid grid-cols-3 gap-2 text-center max-sm:hidden" aria-label={t('district.summary')}>
          <li className="rounded-xl bg-white p-2 sm:p-3 dark:bg-stone-900">
            <Pill aria-hidden="true" className="mx-auto size-5 text-brand dark:text-red-400" />
            <p className="text-xl font-black sm:text-2xl">{count}</p>
            <p className="text-xs text-stone-700 dark:text-stone-300">{t('district.statPharmacies')}</p>
          </li>
          <li className="rounded-xl bg-white p-2 sm:p-3 dark:bg-stone-900">
            <Clock aria-hidden="true" className="mx-auto size-5 text-brand dark:text-red-400" />
            <p className="text-xl font-black whitespace-nowrap sm:text-2xl">{t('district.stat24h')}</p>
            <p className="text-xs text-stone-700 dark:text-stone-300">{t('district.statDuration')}</p>
          </li>
          <li className="rounded-xl bg-white p-2 sm:p-3 dark:bg-stone-900">
            <MapPin aria-hidden="true" className="mx-auto size-5 text-brand dark:text-red-400" />
            <p className="text-base leading-tight font-black [overflow-wrap:anywhere] sm:text-2xl">{district.name}</p>
            <p className="text-xs text-stone-700 dark:text-stone-300">{t('district.statDistrict')}</p>
          </li>
        </ul>
      ) : null}

      <section aria-labelledby="list-title" className={count > 0 ? undefined : 'mt-5'}>
        <h2 id="list-title" className="mb-3 text-xl font-bold">
          {t('place.listTitle', { place: district.name, count })}
        </h2>
        {count > 0 ? (
          <PharmacyList pharmacies={data.pharmacies} hints={data.hints} statuses={data.statuses} />
        ) : (
          <div className="rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900">
            <p className="font-semibold">{t('district.none', { district: district.name })}</p>
            {nearest.length > 0 ? (
              <nav aria-labelledby="nearest-title" className="mt-4">
                <h3 id="nearest-title" className="mb-2 font-bold">
                  {t('district.nearestTitle')}
                </h3>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {nearest.map((d) => (
                    <li key={d.slug}>
                      <a
                        href={d.href}
                        className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-stone-300 px-4 py-2 hover:border-brand dark:border-stone-700"
                      >
                        <span>
                          <strong>{d.name}</strong>
                          <span className="block text-sm text-stone-700 dark:text-stone-300">
                            {t('place.countPlain', { count: d.count })}
                            {d.distanceText ? ` · ${d.distanceText}` : ''}
                          </span>
                        </span>
                        <ArrowRight
                          aria-hidden="true"
                          className="size-5 shrink-0 text-brand rtl:-scale-x-100 dark:text-red-400"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <a
              href={province.href}
              className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
            >
              {t('district.showAll', { province: province.name })}
            </a>
          </div>
        )}
      </section>
      <RosterProvenance roster={data.roster} />
      {count > 0 ? <DisplayLinks placeHref={district.href} /> : null}

      {data.otherDistricts.length > 0 ? (
        <nav aria-labelledby="other-title" className="mt-8">
          <h2 id="other-title" className="mb-2 text-lg font-bold">
            {t('district.others', { province: province.name })}{' '}
            <span className="text-sm font-normal text-stone-700 dark:text-stone-300">{t('district.othersOrder')}</span>
          </h2>
          <ul className="flex flex-wrap gap-2">
            {data.otherDistricts.map((d) => (
              <li key={d.slug}>
                <a
                  href={d.href}
                  className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold hover:border-brand dark:border-stone-700 dark:bg-stone-900"
                >
                  {d.name} ({d.count})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section
        aria-labelledby="about-title"
        className="mt-8 rounded-xl bg-white p-5 text-stone-800 dark:bg-stone-900 dark:text-stone-200"
      >
        <h2 id="about-title" className="mb-2 text-lg font-bold">
          {t('district.aboutTitle', { district: district.name })}
        </h2>
        <p>{t('district.about', { province: province.name, district: district.name })}</p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('district.keywords')}>
          {data.keywords.map((k) => (
            <li
              key={k}
              className="rounded-full bg-stone-100 px-3 py-1 text-xs text-stone-800 dark:bg-stone-800 dark:text-stone-200"
            >
              {k}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
