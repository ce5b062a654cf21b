import type { DashboardStats } from '#app/domain/admin/dashboard-stats.ts';

const CARDS: { key: keyof DashboardStats; label: string }[] = [
  { key: 'pharmacyCount', label: 'Nöbetçi eczane kaydı' },
  { key: 'provinceCount', label: 'Verisi olan il' },
  { key: 'districtCount', label: 'Verisi olan ilçe' },
];

/** The dashboard's figures over the rosters in force, or the failure text the old dashboard showed. */
export function StatCards({ stats, demoInUse }: { stats: DashboardStats | null; demoInUse: boolean }) {
  return (
    <section aria-labelledby="stats-title" className="flex flex-col gap-3">
      <h2 id="stats-title" className="text-lg font-bold">
        İstatistikler
      </h2>
      {stats ? (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            {CARDS.map((card) => (
              <div
                key={card.key}
                className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
              >
                <dt className="text-sm text-stone-700 dark:text-stone-300">{card.label}</dt>
                <dd className="text-3xl font-bold tabular-nums">{stats[card.key].toLocaleString('tr-TR')}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-stone-700 dark:text-stone-300">
            Her ilin şu anda yürürlükte olan nöbet listesinden sayılır.
            {demoInUse ? ' Listelerin bir kısmı örnek (demo) veridir.' : ''}
          </p>
        </>
      ) : (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          İstatistikler yüklenemedi
        </p>
      )}
    </section>
  );
}
