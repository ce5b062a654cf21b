import { KeptMarkup, markupOwner } from '#app/components/kept-markup.tsx';
import type { ProvinceSummary } from '#app/domain/public/public-page.ts';
import { useT } from '#app/components/i18n.tsx';
import { localiseHref } from '#app/domain/i18n/locale.ts';

/**
 * A province select (name plus plate code) and its Git button. Choosing only selects: the page
 * opens on Git, or on Enter in the select (WCAG 3.2.2, no change of page on a mere choice). Without
 * JavaScript, Git submits to /ara, which redirects; with it, Git and Enter open the option's
 * `data-href` directly (`data-navigate`, app/client/page-script.ts). The 81 options are rendered
 * once per selected province and link pattern, not on every page.
 */
export function ProvincePicker({
  provinces,
  selected,
}: {
  provinces: readonly ProvinceSummary[];
  selected: string | null;
}) {
  const t = useT();
  return (
    <form
      action={localiseHref(t.locale, '/ara')}
      method="get"
      className="@container flex w-full flex-col gap-1 text-start"
    >
      <label htmlFor="province-picker" className="text-sm font-semibold">
        {t('picker.label')}{' '}
        <span className="font-normal text-stone-700 dark:text-stone-300">
          {t('picker.count', { count: provinces.length })}
        </span>
      </label>
      {/* In a narrow column (the province page's filter on a phone) Git goes under the select: room for a name. */}
      <KeptMarkup
        as="div"
        className="flex flex-col gap-2 @min-[16rem]:flex-row"
        owner={markupOwner(`province-picker:${selected ?? ''}`)}
        cacheKey={provinces.map((p) => `${p.slug} ${p.href}`).join('\n')}
      >
        {() => (
          <>
            <select
              id="province-picker"
              name="il"
              defaultValue={selected ?? ''}
              data-navigate=""
              className="min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
            >
              <option value="" disabled>
                {t('picker.placeholder')}
              </option>
              {provinces.map((p) => (
                <option key={p.slug} value={p.slug} data-href={p.href}>
                  {p.name} ({String(p.plate).padStart(2, '0')})
                </option>
              ))}
            </select>
            <button type="submit" className="min-h-12 rounded-lg bg-stone-800 px-4 font-semibold text-white">
              {t('picker.go')}
            </button>
          </>
        )}
      </KeptMarkup>
    </form>
  );
}
