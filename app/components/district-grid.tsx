import { KeptMarkup, markupOwner } from '#app/components/kept-markup.tsx';
import type { DistrictOption } from '#app/domain/public/public-page.ts';
import { useT } from '#app/components/i18n.tsx';

/**
 * District buttons with their on-duty counts; each opens the district page, those with nobody on
 * duty too (greyed, "nöbetçi yok"). Plain links
 * styled by .district-tiles (app.css): İstanbul repeats a tile 39 times, so the server renders them
 * once per province, links and counts.
 */
export function DistrictGrid({
  province,
  provinceSlug,
  districts,
}: {
  province: string;
  provinceSlug: string;
  districts: readonly DistrictOption[];
}) {
  const t = useT();
  return (
    <section id="ilceler" aria-labelledby="districts-title" className="mt-8 scroll-mt-4">
      <h2 id="districts-title" className="text-xl font-bold">
        {t('districts.title', { province })}
      </h2>
      <p className="mb-3 text-sm text-stone-700 dark:text-stone-300">{t('districts.intro')}</p>
      <KeptMarkup
        as="ul"
        className="district-tiles"
        owner={markupOwner(`district-tiles:${provinceSlug}`)}
        cacheKey={districts.map((d) => `${d.href} ${d.count}`).join('\n')}
      >
        {() => (
          <>
            {districts.map((d) => (
              <li key={d.slug}>
                {d.count > 0 ? (
                  <a href={d.href}>
                    <span>{d.name}</span>
                    <span>
                      {d.count}
                      <span className="sr-only">{` ${t('districts.onDuty')}`}</span>
                    </span>
                  </a>
                ) : (
                  // Still a link: its page names the nearest districts with someone on duty.
                  <a href={d.href} className="flex-wrap text-stone-600 dark:text-stone-400">
                    <span>{d.name}</span>
                    <span className="bg-stone-200 text-xs font-normal text-stone-700 dark:bg-stone-800 dark:text-stone-300">
                      {t('districts.none')}
                    </span>
                  </a>
                )}
              </li>
            ))}
          </>
        )}
      </KeptMarkup>
    </section>
  );
}
