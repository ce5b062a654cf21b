import { data } from 'react-router';
import type { Route } from './+types/schedules';
import { RunHistory } from '#app/components/admin/run-history.tsx';
import { ScheduleForm } from '#app/components/admin/schedule-form.tsx';
import { ScheduleTable } from '#app/components/admin/schedule-table.tsx';
import { usePeriodicRevalidation } from '#app/components/admin/use-periodic-revalidation.ts';
import { adminContext, clientContext, servicesContext } from '#app/context.server.ts';
import { loadSchedulesPage, runScheduleIntent } from '#app/routes/admin/schedules.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadSchedulesPage(context.get(servicesContext));
}

/** Create, toggle and delete, by the form's `intent` (the guard has checked the CSRF token). */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await runScheduleIntent(context.get(servicesContext), await request.formData(), {
    signedIn: context.get(adminContext),
    ip: context.get(clientContext).ip,
  });
  return data({ ok: result.ok, error: result.error }, { status: result.ok ? 200 : result.status });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Otomatik Zamanlama - Yönetim' },
  { name: 'robots', content: 'noindex' },
];

/** `/adminxyz/zamanlama`: daily scrape schedules with live countdowns, and the run history. */
export default function Schedules({ loaderData, actionData }: Route.ComponentProps) {
  usePeriodicRevalidation();
  return (
    <main id="icerik" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold">Otomatik Zamanlama</h1>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Etkin zamanlamalar her gün belirtilen saatte (Türkiye saati) 81 ilin verisini çeker. Değişiklikler bir dakika
        içinde, yeniden başlatmaya gerek kalmadan geçerli olur.
      </p>
      {loaderData.schedulerOn ? null : (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          Bu sunucuda zamanlayıcı kapalı (JOBS_ENABLED=false): zamanlamalar kendiliğinden çalışmaz. Veri çekmeyi Kontrol
          Panelinden elle başlatabilirsiniz.
        </p>
      )}
      <ScheduleForm error={actionData?.error ?? null} />
      <ScheduleTable
        schedules={loaderData.schedules}
        runningIds={loaderData.runningScheduleIds}
        serverNow={loaderData.now}
      />
      <RunHistory runs={loaderData.runs} />
    </main>
  );
}
