import type { ReactNode } from 'react';

/** Building blocks of the static content pages (about, health guide, pharmacy guide). */

export const CARD_CLASS = 'rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900';

/** A page section with an h2 that labels it. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Emergency numbers as large tap-to-call links: [number, service, description]. */
export function EmergencyNumberList({ numbers }: { numbers: readonly (readonly [string, string, string])[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {numbers.map(([number, title, text]) => (
        <li key={number} className="min-w-0">
          <a
            href={`tel:${number}`}
            className="flex min-h-11 items-center gap-4 rounded-xl bg-red-50 p-4 hover:bg-red-100 dark:bg-red-950 dark:hover:bg-red-900"
          >
            <span className="text-3xl font-black text-red-800 dark:text-red-300">{number}</span>
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="block font-bold">{title}</span>
              <span className="text-sm text-stone-700 dark:text-stone-300">{text}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Cards of [title, text], in two or three columns on wider screens. */
export function InfoCardList({
  items,
  columns = 2,
}: {
  items: readonly (readonly [string, string])[];
  columns?: 2 | 3;
}) {
  return (
    <ul className={`grid gap-3 ${columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
      {items.map(([title, text]) => (
        <li key={title} className={CARD_CLASS}>
          <h3 className="font-bold">{title}</h3>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The way back to the lookup, at the end of a content page. */
export function FindPharmacyLink() {
  return (
    <a
      href="/"
      className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
    >
      Nöbetçi Eczane Bul
    </a>
  );
}
