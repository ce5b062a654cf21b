import { Form } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/audit';
import { listAudit } from '#app/auth/audit.server.ts';
import { AdminTable } from '#app/components/admin/admin-table.tsx';
import { formatDateTime } from '#app/domain/time/format-date.ts';
import { servicesContext } from '#app/context.server.ts';
import { AUDIT_ACTIONS, summarizeAuditDetail, toAuditActionLabel } from '#app/domain/admin/audit-entries.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';

const AUDIT_PAGE_LIMIT = 100;

const querySchema = z.object({ islem: z.enum(AUDIT_ACTIONS).optional() });

/** `/adminxyz/islem-kaydi`: who signed in, scraped, imported or changed a schedule, and when; newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({ islem: params.get('islem') || undefined });
  const action = parsed.success ? parsed.data.islem : undefined;
  const rows = await listAudit(context.get(servicesContext).db, AUDIT_PAGE_LIMIT, action);
  return {
    action: action ?? null,
    notice: parsed.success ? null : 'Bilinmeyen işlem türü; tüm kayıtlar gösteriliyor.',
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      username: row.username,
      action: toAuditActionLabel(row.action),
      ip: row.ip,
      detail: summarizeAuditDetail(row.detail, { provinceName: (slug) => getProvince(slug)?.name }),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'İşlem Kaydı - Yönetim' },
  { name: 'robots', content: 'noindex' },
];

const cell = 'px-3 py-2 align-top';

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, action, notice } = loaderData;
  return (
    <main id="icerik" className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">İşlem Kaydı</h1>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Girişler, veri çekme ve içe aktarmalar, zamanlama ve görev değişiklikleri: kim, ne zaman, hangi adresten. En
        yeni kayıt en üstte; en fazla {AUDIT_PAGE_LIMIT} kayıt gösterilir.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          İşlem türü
          <select
            name="islem"
            defaultValue={action ?? ''}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base font-normal dark:border-stone-600 dark:bg-stone-950"
          >
            <option value="">Tümü</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {toAuditActionLabel(a)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Filtrele
        </button>
        {action ? (
          <a
            href="/adminxyz/islem-kaydi"
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold underline hover:bg-stone-100 dark:hover:bg-stone-800"
          >
            Tüm Kayıtları Göster
          </a>
        ) : null}
      </Form>
      {notice ? (
        <p role="status" className="rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950">
          {notice}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">Bu türde kayıt yok.</p>
      ) : (
        <AdminTable
          label="İşlem kayıtları"
          headers={['Zaman', 'Kullanıcı', 'İşlem', 'IP', 'Ayrıntı']}
          minWidth="lg:min-w-[48rem]"
        >
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
              <td data-label="Zaman" className={`${cell} whitespace-nowrap tabular-nums`}>
                {formatDateTime(entry.at)}
              </td>
              <td data-label="Kullanıcı" className={cell}>
                {entry.username ?? '—'}
              </td>
              <td data-label="İşlem" className={`${cell} font-semibold`}>
                {entry.action}
              </td>
              <td data-label="IP" className={`${cell} tabular-nums`}>
                {entry.ip ?? '—'}
              </td>
              <td data-label="Ayrıntı" className={`${cell} break-words text-stone-700 dark:text-stone-300`}>
                {entry.detail || '—'}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </main>
  );
}
