import { useMarkupCache } from '#app/components/markup-cache.ts';
import { PharmacyCard } from '#app/components/pharmacy-card.tsx';
import type { PharmacyHint } from '#app/domain/public/public-page.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';

/**
 * Pharmacy cards in 1, 2 or 3 columns by width. A card shows only its pharmacy and its
 * night-limit hint, so on the server each is rendered once per snapshot and hint and reused by
 * every page that lists it (app/components/markup-cache.ts).
 */
export function PharmacyList({
  pharmacies,
  hints,
}: {
  pharmacies: readonly SnapshotPharmacy[];
  hints: Readonly<Record<number, PharmacyHint>>;
}) {
  const cache = useMarkupCache();
  return (
    <ul className="cards">
      {pharmacies.map((p) => {
        const hint = hints[p.id] ?? null;
        const card = () => <PharmacyCard pharmacy={p} hint={hint} />;
        return cache ? (
          <li
            key={p.id}
            id={`eczane-${p.id}`}
            dangerouslySetInnerHTML={{ __html: cache.toHtml(p, hint ? `${hint.kind}|${hint.text}` : '', card) }}
          />
        ) : (
          <li key={p.id} id={`eczane-${p.id}`}>
            {card()}
          </li>
        );
      })}
    </ul>
  );
}
