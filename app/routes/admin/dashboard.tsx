import { Download } from '#app/components/icons.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { AdminHeader } from '#app/components/admin/admin-header.tsx';
import { LastRunSummary } from '#app/components/admin/last-run-summary.tsx';
import { OpenProblems } from '#app/components/admin/source-summary.tsx';
import { ScrapePanel } from '#app/components/admin/scrape-panel.tsx';
import { StatCards } from '#app/components/admin/stat-cards.tsx';
import { usePeriodicRevalidation } from '#app/components/admin/use-periodic-revalidation.ts';
import { servicesContext } from '#app/context.server.ts';
import { loadAdminFrame } from '#app/routes/admin/admin-frame.server.ts';
import { loadDashboard } from '#app/routes/admin/dashboard.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return { frame: await loadAdminFrame(context), ...(await loadDashboard(context.get(servicesContext))) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Kontrol Paneli - Yönetim' },
  { name: 'robots', content: 'noindex' },
];

/** `/adminxyz`: statistics, the manual daily scrape with live progress, the last run, the sitemap. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  usePeriodicRevalidation();
  return (
    <>
      <AdminHeader frame={loaderData.frame} />
      <main id="icerik" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <h1 className="text-2xl font-bold">Kontrol Paneli</h1>
        <StatCards stats={loaderData.stats} demoInUse={loaderData.demoInUse} />
        <ScrapePanel
          csrfToken={loaderData.frame.csrfToken}
          initialProgress={loaderData.progress}
          provinceNames={loaderData.provinceNames}
          provinceCount={loaderData.provinceCount}
        />
        <LastRunSummary run={loaderData.lastRun} />
        <section
          aria-labelledby="problems-title"
          className="flex flex-col items-start gap-3 rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
        >
          <h2 id="problems-title" className="text-lg font-bold">
            Açık Sorunlar
          </h2>
          <OpenProblems problems={loaderData.openProblems} titled={false} />
          <Link to="/adminxyz/kaynaklar" className="inline-flex min-h-11 items-center underline underline-offset-2">
            Kaynakların durumu
          </Link>
        </section>
        <section
          aria-labelledby="sitemap-title"
          className="flex flex-col items-start gap-3 rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
        >
          <h2 id="sitemap-title" className="text-lg font-bold">
            Site Haritası
          </h2>
          <p className="text-sm text-stone-700 dark:text-stone-300">
            Ana sayfa, 81 il sayfası ve nöbetçi eczanesi olan ilçe sayfaları; arama motorlarına gönderilebilir.
          </p>
          <a
            href="/sitemap.xml"
            download="sitemap.xml"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-4 font-semibold hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand dark:border-stone-700 dark:hover:bg-stone-800"
          >
            <Download aria-hidden="true" className="size-5" /> sitemap.xml İndir
          </a>
        </section>
      </main>
    </>
  );
}
