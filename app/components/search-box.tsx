import { Search } from '#app/components/icons.tsx';
import { useId } from 'react';
import { useT } from '#app/components/i18n.tsx';
import { localiseHref } from '#app/domain/i18n/locale.ts';

/**
 * Province and district search. Server-rendered as a plain form
 * to /ara, which works without JavaScript; the page script turns it into a
 * combobox with suggestions (app/client/search-combobox.ts).
 */
export function SearchBox({ label }: { label?: string }) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  return (
    <form
      action={localiseHref(t.locale, '/ara')}
      method="get"
      role="search"
      className="relative w-full"
      data-search-box=""
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {label ?? t('search.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          name="q"
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          role="combobox"
          aria-expanded={false}
          aria-controls={listId}
          aria-autocomplete="list"
          maxLength={64}
          className="min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-4 text-base text-stone-900 placeholder:text-stone-500 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          <Search aria-hidden="true" className="size-5" />
          {t('search.submit')}
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-stone-200 bg-white text-start shadow-lg dark:border-stone-700 dark:bg-stone-900"
      />
      {/* How many suggestions appeared, for screen readers (the page script writes it). */}
      <p role="status" className="sr-only" data-search-status="" />
    </form>
  );
}
