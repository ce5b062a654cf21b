import { requireAdminActor } from '#app/auth/actor.server.ts';
import { useEffect, useRef } from 'react';
import { data, useRevalidator } from 'react-router';
import type { Route } from './+types/content-fetcher';
import { ContentFetchPanel } from '#app/components/admin/content-fetch-panel.tsx';
import { ContentTaskForm } from '#app/components/admin/content-task-form.tsx';
import { ContentTaskList } from '#app/components/admin/content-task-list.tsx';
import { panel } from '#app/components/admin/content-ui.tsx';
import { TaskLogTable } from '#app/components/admin/task-log-table.tsx';
import { servicesContext } from '#app/context.server.ts';
import {
  handleContentFetcherAction,
  loadContentFetcher,
  parseLogFilter,
} from '#app/routes/admin/content-fetcher.server.ts';

/**
 * /adminxyz/content-fetcher: fetch a page through the SSRF-safe fetcher, preview, copy,
 * download or import it; daily content tasks and their run log. Every form and button posts an
 * `intent` to the action, fetching and "run now" included (the JSON endpoints are for scripts).
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadContentFetcher(context.get(servicesContext), parseLogFilter(new URL(request.url)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const result = await handleContentFetcherAction(services, requireAdminActor(context), await request.formData());
  return data(result.data, { status: result.status });
}

export const meta: Route.MetaFunction = () => [
  { title: 'İçerik Çekici - Yönetim Paneli' },
  { name: 'robots', content: 'noindex' },
];

/** Lists refresh every 30 s while the tab is visible. */
function useAutoRefresh(intervalMs: number) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      const current = latest.current;
      if (document.visibilityState === 'visible' && current.state === 'idle') void current.revalidate();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}

export default function ContentFetcherPage({ loaderData }: Route.ComponentProps) {
  useAutoRefresh(30_000);
  const { tasks, logs, filterTaskId } = loaderData;
  return (
    <main id="icerik" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">İçerik Çekici</h1>
        <p className="text-sm text-stone-700 dark:text-stone-300">
          Bir web sayfasının içeriğini çekin, önizleyin ve nöbet listesine kaydedin. Yerel ve özel ağ adresleri güvenlik
          nedeniyle çekilemez.
        </p>
      </div>
      <ContentFetchPanel />
      <section aria-labelledby="gorevler-baslik" className={panel}>
        <h2 id="gorevler-baslik" className="text-lg font-bold">
          Zamanlanmış Görevler
        </h2>
        <ContentTaskForm />
        <ContentTaskList tasks={tasks} filterTaskId={filterTaskId} />
      </section>
      <div className={panel}>
        <TaskLogTable logs={logs} tasks={tasks} filterTaskId={filterTaskId} />
      </div>
    </main>
  );
}
