import { ArrowLeft } from '#app/components/icons.tsx';
import { data } from 'react-router';
import type { Route } from './+types/process-data';
import { processRosterText, toProcessReport } from '#app/admin/process-roster-text.server.ts';
import { requireAdminActor } from '#app/auth/actor.server.ts';
import { ExistingRecordsPanel } from '#app/components/admin/existing-records-panel.tsx';
import { ProcessDataForm } from '#app/components/admin/process-data-form.tsx';
import { ProcessHelp } from '#app/components/admin/process-help.tsx';
import { servicesContext } from '#app/context.server.ts';
import { toRejectedReport } from '#app/domain/admin/process-report.ts';
import { loadProcessPage, loadSampleForForm, parseProcessForm } from '#app/routes/admin/process-data.server.ts';

export async function loader({ context }: Route.LoaderArgs) {
  return loadProcessPage(context.get(servicesContext));
}

/**
 * The form POST: imports the text for the chosen duty date (the guard has checked the session and
 * CSRF token). "Örnek Veri Çek" posts `intent` sample to fetch a province's list for the text box.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const fields = await request.formData();
  if (fields.get('intent') === 'sample') {
    const sample = await loadSampleForForm(services, fields, requireAdminActor(context));
    return data(sample.data, { status: sample.status });
  }
  const form = parseProcessForm(fields);
  if (!form.ok) return data({ report: toRejectedReport(form.error), text: form.text }, { status: 400 });
  const { text, dutyDate, province, confirmShrink } = form;
  const result = await processRosterText(
    services,
    { text, dutyDate, province, channel: 'form', confirmShrink },
    requireAdminActor(context),
  );
  const status = result.success ? 200 : result.unexpected ? 500 : 422;
  // The text stays in the box while a list is held back, for "Yine de kaydet" to send again.
  const keepText = !result.success || result.held.length > 0;
  return data({ report: toProcessReport(result, province), text: keepText ? text : null }, { status });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Eczane Verisi İşleme - Yönetim Paneli' },
  { name: 'robots', content: 'noindex' },
];

export default function ProcessData({ loaderData, actionData }: Route.ComponentProps) {
  // The sample's answer goes to its fetcher; the page's own answer is the import's.
  const processed = actionData && 'report' in actionData ? actionData : undefined;
  return (
    <main id="icerik" className="mx-auto max-w-6xl px-4 py-6">
      <a
        href="/adminxyz"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold hover:bg-stone-100 dark:hover:bg-stone-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Yönetim Paneline Dön
      </a>
      <h1 className="mt-2 text-2xl font-bold">Eczane Verisi İşleme</h1>
      <p className="mt-1 text-stone-700 dark:text-stone-300">
        Nöbetçi eczane listelerini metin olarak yapıştırın, gözden geçirin ve kaydedin.
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <ProcessDataForm
          defaultDutyDate={loaderData.defaultDutyDate}
          provinces={loaderData.provinces}
          initialText={processed?.text ?? ''}
          report={processed?.report ?? null}
        />
        <ProcessHelp />
      </div>
      <ExistingRecordsPanel records={loaderData.existing.records} total={loaderData.existing.total} />
    </main>
  );
}
