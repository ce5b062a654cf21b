import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import type { SearchSuggestion } from '#app/domain/public/public-page.ts';
import { listSuggestions } from '#app/domain/public/search.ts';

let indexPromise: Promise<SearchSuggestion[]> | null = null;
function loadIndex(): Promise<SearchSuggestion[]> {
  indexPromise ??= fetch('/arama-dizini.json')
    .then((r) => (r.ok ? (r.json() as Promise<SearchSuggestion[]>) : []))
    .catch(() => {
      indexPromise = null;
      return [];
    });
  return indexPromise;
}

/**
 * Province and district search (spec 2.7, 4, 5). Without JavaScript it is a
 * plain form to /ara; with it, a combobox with up to 8 suggestions: arrows wrap,
 * Enter picks, Escape and an outside click close, Ara picks the first.
 */
export function SearchBox({ label = 'İl veya ilçe ara' }: { label?: string }) {
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<SearchSuggestion[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const suggestions = index ? listSuggestions(index, query) : [];
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  function ensureIndex() {
    if (!index) void loadIndex().then(setIndex);
  }

  function choose(entry: SearchSuggestion) {
    setQuery('');
    setOpen(false);
    setActive(-1);
    if (/^https?:/.test(entry.href)) window.location.assign(entry.href);
    else void navigate(entry.href);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      const entry = expanded ? (suggestions[active] ?? suggestions[0]) : undefined;
      if (entry) {
        event.preventDefault();
        choose(entry);
      }
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape; with the list open, Escape only closes the list.
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <Form
      ref={rootRef}
      action="/ara"
      method="get"
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        const first = suggestions[0];
        if (first) {
          event.preventDefault();
          choose(first);
        }
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          autoComplete="off"
          placeholder="İl veya ilçe yazın (örn. Kadıköy)"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          value={query}
          maxLength={64}
          onFocus={ensureIndex}
          onChange={(event) => {
            ensureIndex();
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className="min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-4 text-base text-stone-900 placeholder:text-stone-500 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:placeholder:text-stone-400"
        />
        <button
          type="submit"
          className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          <Search aria-hidden="true" className="size-5" />
          Ara
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Öneriler"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg border border-stone-200 bg-white text-left shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        {suggestions.map((entry, i) => (
          <li
            key={`${entry.type}-${entry.href}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(entry)}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 py-2 text-stone-900 dark:text-stone-100 ${i === active ? 'bg-red-50 dark:bg-stone-700' : 'hover:bg-stone-100 dark:hover:bg-stone-800'}`}
          >
            <span>{entry.display}</span>
            <span className="text-xs text-stone-600 dark:text-stone-300">
              {entry.type === 'province' ? `İl · ${String(entry.plateCode).padStart(2, '0')}` : 'İlçe'}
            </span>
          </li>
        ))}
      </ul>
    </Form>
  );
}
