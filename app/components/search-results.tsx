import { Building2, Cross, MapIcon, MapPin, type IconProps } from '#app/components/icons.tsx';
import type { ComponentType } from 'react';
import { ProvincePicker } from '#app/components/province-picker.tsx';
import { SearchBox } from '#app/components/search-box.tsx';
import type { SearchResultLink, SearchResultsData } from '#app/domain/public/public-page.ts';
import { useT } from '#app/components/i18n.tsx';

type Group = { id: string; title: string; icon: ComponentType<IconProps>; links: SearchResultLink[] };

/**
 * `/ara` when a search names nothing exactly: what it may have meant, grouped,
 * one tap each, then the search box and the province picker again.
 */
export function SearchResults({ results }: { results: SearchResultsData }) {
  const t = useT();
  const groups: Group[] = [
    { id: 'iller', title: t('search.provinces'), icon: MapIcon, links: results.provinces },
    { id: 'ilceler', title: t('search.districts'), icon: Building2, links: results.districts },
    { id: 'mahalleler', title: t('search.places'), icon: MapPin, links: results.places },
    { id: 'eczaneler', title: t('search.pharmacies'), icon: Cross, links: results.pharmacies },
  ].filter((g) => g.links.length > 0);
  const onlyTypos = results.total > 0 && groups.every((g) => g.links.every((l) => l.typo));

  return (
    <main id="icerik" className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{t('search.title', { query: results.query })}</h1>
      {results.total === 0 ? (
        <p role="status" className="mt-3 text-stone-800 dark:text-stone-200">
          {t('search.none', { query: results.query })}
        </p>
      ) : (
        <p role="status" className="mt-3 text-stone-800 dark:text-stone-200">
          {onlyTypos ? t('search.onlyTypos') : t('search.partial')}
        </p>
      )}

      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`sonuc-${group.id}`} className="mt-6">
          <h2 id={`sonuc-${group.id}`} className="mb-2 flex items-center gap-2 text-lg font-bold">
            <group.icon aria-hidden="true" className="size-5 text-brand dark:text-red-400" />
            {group.title}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {group.links.map((link) => (
              <li key={link.href + link.label}>
                <a
                  href={link.href}
                  className="flex min-h-11 flex-col justify-center rounded-lg border border-stone-300 bg-white px-4 py-2 hover:border-brand dark:border-stone-700 dark:bg-stone-900"
                >
                  <span className="font-semibold">{link.label}</span>
                  {link.context ? (
                    <span className="text-sm text-stone-700 dark:text-stone-300">{link.context}</span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="yeniden-ara" className="mt-8 rounded-xl bg-white p-4 dark:bg-stone-900">
        <h2 id="yeniden-ara" className="mb-3 text-lg font-bold">
          {t('search.again')}
        </h2>
        <div className="flex flex-col gap-4">
          <SearchBox />
          <ProvincePicker provinces={results.allProvinces} selected={null} />
        </div>
      </section>
    </main>
  );
}
