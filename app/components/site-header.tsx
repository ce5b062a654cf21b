import { useT } from '#app/components/i18n.tsx';
import { Globe, Info } from '#app/components/icons.tsx';
import type { ReactNode } from 'react';
import { localiseHref } from '#app/domain/i18n/locale.ts';
import type { LanguageLink } from '#app/domain/public/public-page.ts';

/**
 * The same page in the other languages: a globe in the header (the sign a visitor who cannot read
 * the page looks for) that opens plain links, each named in its own language and marked so for a
 * screen reader's voice. A disclosure, so it works without JavaScript and takes no room from the
 * page on a phone, where the first pharmacy's call button must stay on the first screen.
 */
function LanguageSwitch({ languages }: { languages: readonly LanguageLink[] }) {
  const t = useT();
  const others = languages.filter((language) => !language.current);
  if (others.length === 0) return null;
  return (
    <details className="relative" data-language-switch="">
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800 [&::-webkit-details-marker]:hidden">
        <Globe aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">
          {others.map((language, i) => (
            <span key={language.locale} lang={language.locale}>
              {i > 0 ? ' · ' : ''}
              {language.name}
            </span>
          ))}
        </span>
      </summary>
      <ul
        aria-label={t('header.languages')}
        className="absolute end-0 z-30 mt-1 min-w-36 rounded-lg border border-stone-200 bg-white p-1 shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        {others.map((language) => (
          <li key={language.locale}>
            <a
              href={language.href}
              hrefLang={language.locale}
              lang={language.locale}
              className="flex min-h-11 items-center rounded-md px-3 font-semibold text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800"
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Logo, today's date, About, and an optional action slot (Yenile); above them, the other languages. */
export function SiteHeader({
  todayLabel,
  homeHref = '/',
  languages = [],
  children,
}: {
  todayLabel: string;
  homeHref?: string;
  languages?: readonly LanguageLink[];
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <header className="border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
        {/*
          The name and the date wrap between words, never inside one: with large text (200%) or on the
          narrowest phones the buttons move to a line of their own instead of squeezing the name
          letter by letter.
        */}
        <a href={homeHref} className="flex min-h-11 grow basis-32 items-center gap-2 font-bold">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand text-xl font-black text-white"
          >
            E
          </span>
          <span className="leading-tight">
            <span className="block">{t('site.name')}</span>
            <span className="block text-xs font-normal text-stone-700 dark:text-stone-300">
              {/* Not a <time>: at night it names the duty in force ("Bu geceki nöbet: …"), not one date. */}
              <span>{todayLabel}</span>
            </span>
          </span>
        </a>
        <nav aria-label={t('header.site')} className="ms-auto flex shrink-0 items-center gap-2">
          {children}
          <LanguageSwitch languages={languages} />
          <a
            href={localiseHref(t.locale, '/hakkinda')}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
          >
            <Info aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t('header.about')}</span>
          </a>
        </nav>
      </div>
    </header>
  );
}

/**
 * The sample-data notice (docs/decisions/0006-honest-first-visit.md): on a page whose list is demo data, or, on pages
 * without a list, while some provinces still show demo data. A landmark of its own, so that a
 * screen reader's list of landmarks reaches it too (axe `region`).
 */
export function DemoNotice({ scope }: { scope: 'this-page' | 'some-provinces' }) {
  const t = useT();
  return (
    <aside aria-label={t('demo.label')}>
      <p
        role="note"
        className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
      >
        <strong>{t('demo.title')}</strong> {scope === 'this-page' ? t('demo.thisPage') : t('demo.someProvinces')}{' '}
        {t('demo.emergency')}
      </p>
    </aside>
  );
}
