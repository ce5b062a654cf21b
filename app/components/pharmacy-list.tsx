import { useT } from '#app/components/i18n.tsx';
import { inLanguage, KeptMarkup, ownerIn } from '#app/components/kept-markup.tsx';
import { useMarkupCache, type MarkupCache } from '#app/components/markup-cache.ts';
import { PharmacyCard } from '#app/components/pharmacy-card.tsx';
import type { PharmacyHint } from '#app/domain/public/public-page.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';

type Hints = Readonly<Record<number, PharmacyHint>>;

const hintKey = (hint: PharmacyHint | null | undefined) => (hint ? `${hint.kind}|${hint.text}` : '');

function Cards({
  pharmacies,
  hints,
  cache,
}: {
  pharmacies: readonly SnapshotPharmacy[];
  hints: Hints;
  cache: MarkupCache | null;
}) {
  const { locale } = useT();
  return pharmacies.map((p) => {
    const hint = hints[p.id] ?? null;
    const card = () => <PharmacyCard pharmacy={p} hint={hint} />;
    return cache ? (
      <li
        key={p.id}
        id={`eczane-${p.id}`}
        dangerouslySetInnerHTML={{ __html: cache.toHtml(ownerIn(p, locale), hintKey(hint), inLanguage(locale, card)) }}
      />
    ) : (
      <li key={p.id} id={`eczane-${p.id}`}>
        {card()}
      </li>
    );
  });
}

/**
 * Pharmacy cards in 1, 2 or 3 columns by width. A card shows only its pharmacy and its
 * night-limit hint, or else its open-now line (`statuses`), so on the server each is rendered once
 * per snapshot and line and reused by every page that lists it (app/components/markup-cache.ts):
 * the line is the card's key, and changes only at a closing time or a hand-over, not with the
 * minute. A whole roster (`wholeRoster`: the snapshot's own list, not a filtered copy) is kept as
 * one piece, for its lines.
 */
export function PharmacyList({
  pharmacies,
  hints: nightHints,
  statuses,
  wholeRoster = false,
}: {
  pharmacies: readonly SnapshotPharmacy[];
  hints: Hints;
  statuses?: Hints;
  wholeRoster?: boolean;
}) {
  const hints = statuses ? { ...statuses, ...nightHints } : nightHints;
  const cache = useMarkupCache();
  if (cache && wholeRoster) {
    return (
      <KeptMarkup
        as="ul"
        className="cards"
        owner={pharmacies}
        cacheKey={pharmacies.map((p) => hintKey(hints[p.id])).join('\n')}
      >
        {() => <Cards pharmacies={pharmacies} hints={hints} cache={null} />}
      </KeptMarkup>
    );
  }
  return (
    <ul className="cards">
      <Cards pharmacies={pharmacies} hints={hints} cache={cache} />
    </ul>
  );
}
