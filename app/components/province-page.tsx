import { Globe, X } from '#app/components/icons.tsx';
import { DisplayLinks } from '#app/components/display-links.tsx';
import { DistrictGrid } from '#app/components/district-grid.tsx';
import { KeptMarkup, markupOwner } from '#app/components/kept-markup.tsx';
import { PharmacyList } from '#app/components/pharmacy-list.tsx';
import { ProvincePicker } from '#app/components/province-picker.tsx';
import { OtherDayLabel, RosterProvenance, RosterTools } from '#app/components/roster-status.tsx';
import { toNightOtherDayLink } from '#app/domain/public/duty-words.ts';
import type { ProvincePageData } from '#app/domain/public/public-page.ts';
import { formatLongDate } from '#app/domain/i18n/format.ts';
import { useT } from '#app/components/i18n.tsx';

/**
 * The province view: title, count, badges, filters, district grid and pharmacy cards.
 * The district filter is a GET form (`?ilce=`); the page script submits it as soon as a district
 * is chosen and shows the loading line meanwhile.
 */
export function ProvincePage({ data }: { data: ProvincePageData }) {
  const t = useT();
  const { province } = data;
  const district = data.districts.find((d) => d.slug === data.selectedDistrict) ?? null;
  const shown = district ? data.pharmacies.filter((p) => p.districtSlug === district.slug) : data.pharmacies;
  // Those with pharmacies on duty first, most first; then, greyed, those with nobody (still links).
  const tiles = [
    ...data.districts.filter((d) => d.count > 0).sort((a, b) => b.count - a.count),
    ...data.districts.filter((d) => d.count === 0),
  ];
  const showTiles = !district && tiles.length > 0;
  const clearHref = data.onSubdomain ? '?' : `?province=${province.slug}`;
  // No list for the day shown, while another day has one (tomorrow's imported early): say so and link it.
  const otherDay = data.roster
    ? null
    : (data.dayTabs.find((t) => !t.active && t.id === 'yarin') ??
      data.dayTabs.find((t) => !t.active && t.id === 'dun') ??
      null);
  // Between midnight and the rotation "this day's list" is ambiguous: the list of this duty.

  return (
    <main id="icerik" className="mx-auto max-w-6xl px-4 py-5">
      <div className="mb-3">
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">
          {t('place.heading', { place: province.name })} <OtherDayLabel tabs={data.dayTabs} />
        </h1>
        <p className="mt-1 text-lg font-semibold text-stone-800 dark:text-stone-200">
          {t('place.count', { count: data.pharmacies.length })}
          {/* The tiles come after the list, which is long in a big city: one tap down to them. */}
          {showTiles ? (
            <a
              href="#ilceler"
              className="ms-3 inline-flex min-h-11 items-center align-middle text-base text-blue-800 underline underline-offset-2 dark:text-blue-300"
            >
              {t('province.districtsLink')}
              <span aria-hidden="true">&nbsp;↓</span>
            </a>
          ) : null}
        </p>
        {data.hostBadge ? (
          <ul className="mt-2 flex flex-wrap gap-2 text-xs font-semibold" aria-label={t('province.badges')}>
            <li className="inline-flex items-center gap-1 rounded-full bg-stone-200 px-2.5 py-1 text-stone-800 dark:bg-stone-800 dark:text-stone-200">
              <Globe aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('province.hostBadge')} </span>
              {data.hostBadge}
            </li>
          </ul>
        ) : null}
        <RosterTools data={data} pharmacies={shown} />
      </div>

      <section
        aria-labelledby="filter-title"
        className="mb-5 rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900"
      >
        <h2 id="filter-title" className="sr-only">
          {t('province.filter')}
        </h2>
        {/*
         * Each form a row of its own on a phone: two side by side left the district select ~60 px at
         * 390 px ("جمي" of "جميع أقضية إسطنبول"). In a column narrower than 24rem Filtrele goes under
         * the select, which then shows "All districts of Afyonkarahisar" whole.
         */}
        <div className="grid grid-cols-[repeat(auto-fit,minmax(min(18rem,100%),1fr))] gap-3">
          <ProvincePicker provinces={data.provinces} selected={province.slug} />
          <form method="get" className="@container flex flex-col gap-1">
            {data.onSubdomain ? null : <input type="hidden" name="province" value={province.slug} />}
            <label htmlFor="district-filter" className="text-sm font-semibold">
              {t('province.chooseDistrict')}
            </label>
            <KeptMarkup
              as="div"
              className="flex flex-col gap-2 @min-[24rem]:flex-row"
              owner={markupOwner(`district-filter:${province.slug}:${district?.slug ?? ''}`)}
              cacheKey={data.districts.map((d) => `${d.slug} ${d.count}`).join('\n')}
            >
              {() => (
                <>
                  <select
                    id="district-filter"
                    name="ilce"
                    defaultValue={district?.slug ?? ''}
                    disabled={data.districts.length === 0}
                    className="min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 disabled:opacity-60 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
                  >
                    <option value="">{t('province.allDistricts', { province: province.name })}</option>
                    {data.districts.map((d) => (
                      <option key={d.slug} value={d.slug}>
                        {d.name} ({d.count})
                      </option>
                    ))}
                  </select>
                  {/* An explicit action (WCAG 3.2.2): choosing a district only selects it. */}
                  <button type="submit" className="min-h-12 rounded-lg bg-stone-800 px-4 font-semibold text-white">
                    {t('province.filterSubmit')}
                  </button>
                </>
              )}
            </KeptMarkup>
          </form>
        </div>
        {district ? (
          <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm dark:bg-red-950">
            <p>
              <strong>{t('province.activeFilter')}</strong> {district.name}{' '}
              {t('place.countShort', { count: shown.length })}
            </p>
            <a
              href={clearHref}
              className="ms-auto inline-flex min-h-11 items-center gap-1 rounded-lg border border-red-300 bg-white px-3 font-semibold text-red-900 dark:border-red-800 dark:bg-stone-900 dark:text-red-100"
            >
              <X aria-hidden="true" className="size-4" />
              {t('province.clearFilter')}
            </a>
          </div>
        ) : null}
      </section>

      <p role="status" data-loading="" hidden className="my-6 text-center font-semibold">
        {t('province.loading')}
      </p>

      <section aria-labelledby="list-title">
        <h2 id="list-title" className="mb-3 text-xl font-bold">
          {t('place.listTitle', { place: district ? district.name : province.name, count: shown.length })}
        </h2>
        {shown.length > 0 ? (
          <PharmacyList pharmacies={shown} hints={data.hints} statuses={data.statuses} wholeRoster={!district} />
        ) : district ? (
          <div className="rounded-xl border border-stone-200 bg-white p-6 text-center dark:border-stone-800 dark:bg-stone-900">
            <h3 className="text-lg font-bold">{t('district.noneTitle', { district: district.name })}</h3>
            <p className="mt-1 text-stone-700 dark:text-stone-300">{t('district.none', { district: district.name })}</p>
            {data.nearestToSelected.length > 0 ? (
              <nav aria-labelledby="nearest-title" className="mt-4">
                <h4 id="nearest-title" className="mb-2 font-bold">
                  {t('district.nearestTitle')}
                </h4>
                <ul className="flex flex-wrap justify-center gap-2">
                  {data.nearestToSelected.map((d) => (
                    <li key={d.slug}>
                      <a
                        href={d.href}
                        className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-3 font-semibold hover:border-brand dark:border-stone-700"
                      >
                        {d.name} ({t('place.countPlain', { count: d.count })}
                        {d.distanceText ? ` · ${d.distanceText}` : ''})
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <a
              href={clearHref}
              className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
            >
              {t('district.showAll', { province: province.name })}
            </a>
          </div>
        ) : (
          <div className="rounded-xl border border-stone-200 bg-white p-6 text-center dark:border-stone-800 dark:bg-stone-900">
            <p className="font-semibold">
              {data.roster
                ? t(data.night ? 'province.noneLeftNight' : 'province.noneLeft', { province: province.name })
                : otherDay
                  ? t(data.night ? 'province.notYetNight' : 'province.notYet', { province: province.name })
                  : t('province.noData', { province: province.name })}
            </p>
            {otherDay ? (
              <a
                href={otherDay.href}
                className="mt-4 me-2 inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 font-semibold hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800"
              >
                {otherDay.window
                  ? toNightOtherDayLink(otherDay.id, otherDay.window, t)
                  : t('province.otherDayLink', { day: otherDay.label, date: formatLongDate(t.locale, otherDay.date) })}
              </a>
            ) : null}
            {data.onSubdomain ? (
              <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
                {t('province.onHost', { host: data.hostBadge ?? '', province: province.name })}
              </p>
            ) : null}
            <a
              href=""
              className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
            >
              {t('province.retry')}
            </a>
          </div>
        )}
      </section>
      <RosterProvenance roster={data.roster} />
      {shown.length > 0 ? <DisplayLinks placeHref={district ? district.href : province.href} /> : null}

      {showTiles ? <DistrictGrid province={province.name} provinceSlug={province.slug} districts={tiles} /> : null}
    </main>
  );
}
