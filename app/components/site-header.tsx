import { Info } from '#app/components/icons.tsx';
import type { ReactNode } from 'react';

/** Logo, today's date, About, and an optional action slot (Yenile). */
export function SiteHeader({ todayLabel, children }: { todayLabel: string; children?: ReactNode }) {
  return (
    <header className="border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
        {/* On the narrowest phones (320 px), or with large text, the name and date wrap rather than push the buttons off screen. */}
        <a href="/" className="flex min-h-11 min-w-0 items-center gap-2 font-bold">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand text-xl font-black text-white"
          >
            E
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block">Nöbetçi Eczane</span>
            <span className="block text-xs font-normal text-stone-700 dark:text-stone-300">
              {/* Not a <time>: at night it names the duty in force ("Bu geceki nöbet: …"), not one date. */}
              <span>{todayLabel}</span>
            </span>
          </span>
        </a>
        <nav aria-label="Site" className="ml-auto flex shrink-0 items-center gap-2">
          {children}
          <a
            href="/hakkinda"
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
          >
            <Info aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Hakkında</span>
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
  return (
    <aside aria-label="Örnek veri uyarısı">
      <p
        role="note"
        className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
      >
        <strong>Örnek veri:</strong>{' '}
        {scope === 'this-page'
          ? 'Gösterilen eczaneler gerçek değildir.'
          : 'Bazı illerin listesi henüz örnek veridir; bu illerin sayfaları bunu ayrıca belirtir.'}{' '}
        Acil durumda 112’yi arayın.
      </p>
    </aside>
  );
}
