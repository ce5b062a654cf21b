import { data, Link } from 'react-router';
import type { Route } from './+types/sources';
import { requireAdminActor } from '#app/auth/actor.server.ts';
import { SourceControls } from '#app/components/admin/source-controls.tsx';
import { SourceDetail } from '#app/components/admin/source-detail.tsx';
import { SourceFilters, SourceSummary } from '#app/components/admin/source-summary.tsx';
import { SourceTable } from '#app/components/admin/source-table.tsx';
import { ALL_PROVINCES_SCOPE, SOURCE_FILTER_LABELS } from '#app/domain/admin/source-health-view.ts';
import type { SourceActionData } from '#app/domain/admin/views.ts';
import { servicesContext } from '#app/context.server.ts';
import { loadSourcesPage, runSourceIntent } from '#app/routes/admin/sources.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSourcesPage(context.get(servicesContext), new URL(request.url));
}

/** Switch off or on, move, re-address or reset a source, by the form's `intent` (the guard has checked the CSRF token). */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await runSourceIntent(
    context.get(servicesContext),
    await request.formData(),
    requireAdminActor(context),
  );
  const body: SourceActionData = { ok: result.ok, message: result.message, scope: result.scope, source: result.source };
  return data(body, { status: result.ok ? 200 : result.status });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Kaynaklar - Yönetim' },
  { name: 'robots', content: 'noindex' },
];

/** `/adminxyz/kaynaklar`: the 81 provinces by their sources, their health and the chain's controls. */
export default function Sources({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, filter } = loaderData;
  return (
    <main id="icerik" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold">Kaynaklar</h1>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Her il, kaynaklarını güven sırasıyla okur: sağlıklı liste veren ilk kaynak yayımlanır, başka bir kaynak onu
        denetler. Bir kaynağı kapatma, taşıma ya da adresini değiştirme bir sonraki veri çekmede geçerli olur; yeniden
        başlatma gerekmez. Her değişiklik işlem kaydına yazılır.
      </p>
      {/* Without JavaScript a form's answer comes back with the page. */}
      <div aria-live="polite">
        {actionData ? (
          <p
            role={actionData.ok ? undefined : 'alert'}
            className={`rounded-lg p-3 font-semibold ${
              actionData.ok
                ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100'
                : 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
            }`}
          >
            {actionData.message}
          </p>
        ) : null}
      </div>
      {loaderData.notice ? (
        <p
          role="note"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {loaderData.notice}
        </p>
      ) : null}
      <SourceSummary page={loaderData} />
      <SourceFilters
        summary={loaderData.summary}
        filter={filter}
        provinceOptions={loaderData.provinceOptions}
        selected={detail?.slug ?? null}
      />
      {detail ? (
        <>
          <p>
            <Link to="/adminxyz/kaynaklar" className="inline-flex min-h-11 items-center underline underline-offset-2">
              ← Tüm iller
            </Link>
          </p>
          <SourceDetail province={detail} />
          <SourceControls scope={detail.slug} scopeName={detail.name} links={detail.links}>
            <p>Bu ilin ayarı, tüm iller için verilenin önüne geçer.</p>
          </SourceControls>
        </>
      ) : (
        <>
          <SourceTable
            provinces={loaderData.provinces}
            caption={filter ? `${SOURCE_FILTER_LABELS[filter]} iller` : 'İllerin kaynakları'}
          />
          <SourceControls scope={ALL_PROVINCES_SCOPE} scopeName="Tüm iller" links={loaderData.allChain}>
            <p>
              Buradaki ayar her il için geçerlidir; bir ilin kendi ayarı ona üstün gelir (il ayrıntısından). Sıra her
              ilin zincirinde baştan sayılır: İstanbul ve İzmir’de belediyenin kendi kaynağı da bu sıraya dahildir.
            </p>
          </SourceControls>
        </>
      )}
    </main>
  );
}
