import { Download } from '#app/components/icons.tsx';
import { data, Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { LastRunSummary } from '#app/components/admin/last-run-summary.tsx';
import { OpenProblems } from '#app/components/admin/source-summary.tsx';
import { ScrapePanel } from '#app/components/admin/scrape-panel.tsx';
import { StatCards } from '#app/components/admin/stat-cards.tsx';
import { usePeriodicRevalidation } from '#app/components/admin/use-periodic-revalidation.ts';
import { runManualScrape } from '#app/admin/manual-scrape.server.ts';
import { requireAdminActor } from '#app/auth/actor.server.ts';
import { servicesContext } from '#app/context.server.ts';
import type { ScrapeActionData } from '#app/domain/admin/views.ts';
import { loadDashboard } from '#app/routes/admin/dashboard.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadDashboard(context.get(servicesContext));
}

/**
 * "Günlük Veri Çekme İşlemini Başlat" (the guard has checked the CSRF token): runs the daily scrape
 * and answers when it has finished; the page's data reloads after it.
 */
export async function action({ context }: Route.ActionArgs) {
  const { userId, username, ip } = requireAdminActor(context);
  const { body, status } = await runManualScrape(context.get(servicesContext), { userId, username, ip });
  return data<ScrapeActionData>({ result: body, status }, { status });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Kontrol Paneli - Yönetim' },
  { name: 'robots', content: 'noindex' },
];

/** `/adminxyz`: statistics, the manual daily scrape with live progress, the last run, the sitemap. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  usePeriodicRevalidation();
  return (
    <main id="icerik" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold">Kontrol Paneli</h1>
      <StatCards stats={loaderData.stats} demoInUse={loaderData.demoInUse} />
      <ScrapePanel
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
  );
}
