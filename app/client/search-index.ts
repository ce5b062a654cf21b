import type { SearchSuggestion } from '#app/domain/public/public-page.ts';

let indexPromise: Promise<readonly SearchSuggestion[]> | null = null;

/** Every province and district (`/arama-dizini.json`), fetched once per page; a failed fetch is tried again next time. */
export function loadSearchIndex(): Promise<readonly SearchSuggestion[]> {
  indexPromise ??= fetch('/arama-dizini.json')
    .then((r) => (r.ok ? (r.json() as Promise<SearchSuggestion[]>) : []))
    .catch(() => {
      indexPromise = null;
      return [];
    });
  return indexPromise;
}
