import type { SearchSuggestion } from '#app/domain/public/public-page.ts';
import { includesFolded } from '#app/domain/text/turkish.ts';

export const MAX_SUGGESTIONS = 8;

/** Substring match on the display text that ignores Turkish case; provinces first; at most 8. */
export function listSuggestions(index: readonly SearchSuggestion[], query: string): SearchSuggestion[] {
  const q = query.trim();
  if (q.length < 1) return [];
  const matches: SearchSuggestion[] = [];
  for (const type of ['province', 'district'] as const) {
    for (const entry of index) {
      if (entry.type === type && includesFolded(entry.display, q)) {
        matches.push(entry);
        if (matches.length === MAX_SUGGESTIONS) return matches;
      }
    }
  }
  return matches;
}
