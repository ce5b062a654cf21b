import { Link } from 'react-router';
import { AdminTable } from '#app/components/admin/admin-table.tsx';
import { AgreementSummary, LinkHealth, LinkPill, ProvinceFlags } from '#app/components/admin/source-parts.tsx';
import type { SourceProvinceView } from '#app/domain/admin/views.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';

const HEADERS = ['İl', 'Kaynaklar (güven sırasıyla)', 'Yayındaki liste', 'Durum'] as const;

/** The provinces by their sources: each chain in order with each source's health, the list visitors see, the flags. */
export function SourceTable({ provinces, caption }: { provinces: SourceProvinceView[]; caption: string }) {
  return (
    <section aria-labelledby="source-table-title" className="flex flex-col gap-3">
      <h2 id="source-table-title" className="text-lg font-bold">
        {caption}
      </h2>
      {provinces.length === 0 ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">Bu süzgece uyan il yok.</p>
      ) : (
        <AdminTable label="İllerin kaynakları tablosu" headers={HEADERS} minWidth="lg:min-w-[56rem]">
          {provinces.map((province) => (
            <ProvinceRow key={province.slug} province={province} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function ProvinceRow({ province }: { province: SourceProvinceView }) {
  const published = province.published;
  return (
    <tr className="border-t border-stone-200 align-top dark:border-stone-800">
      <th scope="row" className="px-3 py-2 font-semibold">
        <Link
          to={`/adminxyz/kaynaklar?il=${province.slug}`}
          className="inline-flex min-h-11 items-center underline underline-offset-2 hover:no-underline"
        >
          {province.name}
        </Link>
        <span className="block text-xs font-normal text-stone-700 dark:text-stone-300">
          Plaka {String(province.plate).padStart(2, '0')} · {province.independent} bağımsız kaynak
        </span>
      </th>
      <td data-label={HEADERS[1]} className="px-3 py-2">
        <ol className="flex flex-col gap-2">
          {province.links.map((link) => (
            <li key={link.source} className="text-sm">
              <span className="flex flex-wrap items-center gap-x-2">
                <span className={link.on ? 'font-semibold' : 'text-stone-700 dark:text-stone-300'}>
                  {link.position}. {link.label}
                </span>
                <LinkPill link={link} />
              </span>
              <LinkHealth link={link} />
            </li>
          ))}
        </ol>
      </td>
      <td data-label={HEADERS[2]} className="px-3 py-2 text-sm">
        {published ? (
          <div className="flex flex-col gap-1">
            <p>
              <span className="font-semibold">{published.label}</span>
              <span className="block text-xs text-stone-700 dark:text-stone-300">
                {published.inForce ? 'Yürürlükteki nöbet' : `Eski: ${formatTurkishDate(published.dutyDate)}`}
              </span>
            </p>
            {published.agreement ? (
              <AgreementSummary agreement={published.agreement} />
            ) : (
              <p className="text-xs text-stone-700 dark:text-stone-300">Karşılaştırılmadı</p>
            )}
          </div>
        ) : (
          <p className="font-semibold text-red-800 dark:text-red-300">Liste yok</p>
        )}
      </td>
      <td data-label={HEADERS[3]} className="px-3 py-2">
        <ProvinceFlags province={province} />
      </td>
    </tr>
  );
}
