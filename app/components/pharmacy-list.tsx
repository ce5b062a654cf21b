import { PharmacyCard } from '#app/components/pharmacy-card.tsx';
import type { PharmacyHint } from '#app/domain/public/public-page.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';

/** Pharmacy cards in 1, 2 or 3 columns by width. */
export function PharmacyList({
  pharmacies,
  hints,
}: {
  pharmacies: readonly SnapshotPharmacy[];
  hints: Readonly<Record<number, PharmacyHint>>;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {pharmacies.map((p) => (
        <li key={p.id} id={`eczane-${p.id}`} className="scroll-mt-4 target:rounded-2xl target:ring-4 target:ring-brand">
          <PharmacyCard pharmacy={p} hint={hints[p.id] ?? null} />
        </li>
      ))}
    </ul>
  );
}
