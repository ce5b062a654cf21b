import { data } from 'react-router';
import type { Route } from './+types/reports';
import { requireAdminActor } from '#app/auth/actor.server.ts';
import { CorrectedList, ReportQueue } from '#app/components/admin/report-queue.tsx';
import { servicesContext } from '#app/context.server.ts';
import { loadReportsPage, runReportIntent } from '#app/routes/admin/reports.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadReportsPage(context.get(servicesContext));
}

/** Accept with a correction, reject, or end a correction, by the form's `intent` (the guard has checked the CSRF token). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await runReportIntent(context.get(servicesContext), form, requireAdminActor(context));
  // A refused decision is shown on its pharmacy's card, where the admin pressed the button.
  const pharmacyId = result.ok ? null : Number(form.get('pharmacyId')) || null;
  return data(
    result.ok
      ? { message: result.message, error: null, pharmacyId }
      : { message: null, error: result.error, pharmacyId },
    { status: result.ok ? 200 : result.status },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Bildirimler - Yönetim' },
  { name: 'robots', content: 'noindex' },
];

/** `/adminxyz/bildirimler`: visitors' "Bilgi yanlış mı?" reports by pharmacy, and the corrections in force. */
export default function Reports({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="icerik" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold">Bildirimler</h1>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Ziyaretçilerin “Bilgi yanlış mı?” bildirimleri, eczaneye göre. Kabul ederken girdiğiniz düzeltme eczaneye
        aittir: sonraki veri çekme ve içe aktarmalar onu değiştirmez, siz kaldırana kadar geçerlidir. Her karar işlem
        kaydına yazılır.
      </p>
      <div aria-live="polite">
        {actionData?.message ? (
          <p className="rounded-lg bg-green-50 p-3 font-semibold text-green-900 dark:bg-green-950 dark:text-green-100">
            {actionData.message}
          </p>
        ) : null}
        {actionData?.error && !loaderData.queue.some((item) => item.pharmacyId === actionData.pharmacyId) ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {actionData.error}
          </p>
        ) : null}
      </div>
      <ReportQueue
        items={loaderData.queue}
        openCount={loaderData.openCount}
        refusal={
          actionData?.error && actionData.pharmacyId
            ? { pharmacyId: actionData.pharmacyId, error: actionData.error }
            : null
        }
      />
      <CorrectedList items={loaderData.corrected} />
    </main>
  );
}
