import type { SearchSuggestion } from '#app/domain/public/public-page.ts';
import { loadSearchIndex } from '#app/client/search-index.ts';
import { listSuggestions } from '#app/domain/public/search.ts';

/**
 * The search box's suggestions, on the form that SearchBox
 * (app/components/search-box.tsx) renders: without JavaScript a plain form to
 * /ara. Up to 8 suggestions; arrows wrap, Enter picks, Escape and an outside
 * click close, Ara picks the first.
 */

const OPTION_CLASS =
  'flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 py-2 text-stone-900 dark:text-stone-100';
/** The active suggestion: a tint and a brand bar at its start (the tint alone was ~1.05:1 against white). */
const ACTIVE_CLASS = 'bg-red-100 shadow-[inset_4px_0_0_var(--color-brand)] dark:bg-stone-700';
const IDLE_CLASS = 'hover:bg-stone-100 dark:hover:bg-stone-800';

/**
 * When no province or district matches, one option says what Enter does: search neighbourhoods,
 * pharmacy names and likely typos on the results page (`/ara`), which the index here does not hold.
 */
type SearchAll = { type: 'search'; display: string; href: string };
type Option = SearchSuggestion | SearchAll;

function typeLabel(entry: Option): string {
  if (entry.type === 'search') return 'Mahalle, eczane adı';
  return entry.type === 'province' ? `İl · ${String(entry.plateCode).padStart(2, '0')}` : 'İlçe';
}

function toSearchAll(form: HTMLFormElement, query: string): SearchAll[] {
  const q = query.trim();
  if (q.length < 2) return [];
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return [{ type: 'search', display: `“${q}” için ara`, href: `${new URL(form.action).pathname}?${params}` }];
}

/** What the status line says: the count, or that Enter searches further (empty while nothing is typed). */
function toStatusText(found: number, shown: number): string {
  if (found > 0) return `${found} öneri; ok tuşlarıyla seçip Enter’a basın.`;
  return shown > 0 ? 'İl veya ilçe bulunamadı; Enter ile mahalle ve eczane adlarında arayın.' : '';
}

export function enhanceSearchBox(form: HTMLFormElement, go: (href: string) => void): void {
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]');
  const list = form.querySelector<HTMLUListElement>('ul[role="listbox"]');
  const status = form.querySelector<HTMLElement>('[data-search-status]');
  if (!input || !list) return;
  let index: readonly SearchSuggestion[] | null = null;
  let suggestions: Option[] = [];
  let active = -1;
  let open = false;

  function render() {
    const expanded = open && suggestions.length > 0;
    input!.setAttribute('aria-expanded', String(expanded));
    list!.hidden = !expanded;
    if (expanded && active >= 0) input!.setAttribute('aria-activedescendant', `${list!.id}-${active}`);
    else input!.removeAttribute('aria-activedescendant');
    list!.replaceChildren(
      ...suggestions.map((entry, i) => {
        const li = document.createElement('li');
        li.id = `${list!.id}-${i}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', String(i === active));
        li.className = `${OPTION_CLASS} ${i === active ? ACTIVE_CLASS : IDLE_CLASS}`;
        const name = document.createElement('span');
        name.textContent = entry.display;
        const kind = document.createElement('span');
        kind.className = 'text-xs text-stone-600 dark:text-stone-300';
        kind.textContent = typeLabel(entry);
        // Read as "Kadıköy (İstanbul), İlçe", not "Kadıköy (İstanbul)İlçe".
        li.setAttribute('aria-label', `${entry.display}, ${typeLabel(entry)}`);
        li.append(name, kind);
        li.addEventListener('pointerdown', (event) => event.preventDefault());
        li.addEventListener('click', () => choose(entry));
        return li;
      }),
    );
  }

  function update() {
    const found = index ? listSuggestions(index, input!.value) : [];
    suggestions = index && found.length === 0 ? toSearchAll(form, input!.value) : found;
    render();
    if (status) status.textContent = toStatusText(found.length, suggestions.length);
  }

  function ensureIndex() {
    if (index) return;
    void loadSearchIndex().then((loaded) => {
      index = loaded;
      update();
    });
  }

  function close() {
    open = false;
    active = -1;
    render();
  }

  function choose(entry: Option) {
    input!.value = '';
    suggestions = [];
    close();
    go(entry.href);
  }

  input.addEventListener('focus', ensureIndex);
  input.addEventListener('input', () => {
    ensureIndex();
    open = true;
    active = -1;
    update();
  });
  input.addEventListener('keydown', (event) => {
    const expanded = open && suggestions.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      open = true;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      active = (active + step + suggestions.length) % suggestions.length;
      render();
    } else if (event.key === 'Enter') {
      const entry = expanded ? (suggestions[active] ?? suggestions[0]) : undefined;
      if (entry) {
        event.preventDefault();
        choose(entry);
      }
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape; with the list open, Escape only closes the list.
      if (expanded) event.preventDefault();
      close();
    }
  });
  form.addEventListener('submit', (event) => {
    const first = suggestions[0];
    if (first) {
      event.preventDefault();
      choose(first);
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (open && !form.contains(event.target as Node)) close();
  });
}
