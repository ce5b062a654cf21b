import { AdminTable, numericHeader } from '#app/components/admin/admin-table.tsx';
import { AgreementNames, LinkPill, ProvinceFlags } from '#app/components/admin/source-parts.tsx';
import type { SourceProvinceView } from '#app/domain/admin/views.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';

const HEADERS = [
  'Kaynak',
  'Durum',
  'Son deneme',
  'Son başarı',
  numericHeader('Kayıt'),
  'Karşılaştırma',
  'Hata nedeni',
  numericHeader('Üst üste hata'),
] as const;
const label = (i: number) => {
  const header = HEADERS[i]!;
  return typeof header === 'string' ? header : header.label;
};

/** One province: the list visitors see and its cross-check with the names that differ, its open problems, and each source's health. */
export function SourceDetail({ province }: { province: SourceProvinceView }) {
  const published = province.published;
  return (
    <section aria-labelledby="source-detail-title" className="flex flex-col gap-4">
      <h2 id="source-detail-title" className="text-xl font-bold">
        {province.name} <span className="font-normal">(plaka {String(province.plate).padStart(2, '0')})</span>
      </h2>
      <ProvinceFlags province={province} />
      <div className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 text-sm dark:border-stone-800 dark:bg-stone-900">
        <p>
          <span className="font-semibold">Yayındaki liste: </span>
          {published
            ? `${published.label}, ${formatTurkishDate(published.dutyDate)}${published.inForce ? '' : ' (eski)'}`
            : 'yok'}
        </p>
        {province.staleText ? <p className="text-amber-900 dark:text-amber-200">{province.staleText}</p> : null}
        {published?.agreement ? (
          <>
            <p className={published.agreement.disagrees ? 'font-semibold text-amber-900 dark:text-amber-200' : ''}>
              {published.agreement.text}
              {published.agreement.disagrees ? ' (eşiği aşan fark)' : ''}
            </p>
            <AgreementNames agreement={published.agreement} />
          </>
        ) : published ? (
          <p>Bu liste başka bir kaynakla karşılaştırılmadı.</p>
        ) : null}
        <p>
          {province.independent >= 2
            ? `${province.independent} bağımsız kaynak açık.`
            : 'Açık bağımsız kaynak ikiden az: listeyi karşılaştıracak kaynak yok.'}
        </p>
      </div>
      {province.problems.length > 0 ? (
        <div className="flex flex-col gap-1 text-sm">
          <h3 className="font-bold">Açık sorunlar</h3>
          <ul className="list-disc pl-5">
            {province.problems.map((text) => (
              <li key={text} className="break-words">
                {text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <AdminTable label={`${province.name} kaynak sağlığı tablosu`} headers={HEADERS} minWidth="lg:min-w-[60rem]">
        {province.links.map((link) => (
          <tr key={link.source} className="border-t border-stone-200 align-top dark:border-stone-800">
            <th scope="row" className="px-3 py-2 font-semibold">
              {link.position}. {link.label}
              <span className="block text-xs font-normal text-stone-700 dark:text-stone-300">{link.stateText}</span>
            </th>
            <td data-label={label(1)} className="px-3 py-2">
              <span className="flex flex-wrap items-center gap-1">
                <LinkPill link={link} />
                {/* The pill says on, off, working or never tried; the kind of failure and an off source's last result need words. */}
                {link.health === 'failing' || (!link.on && link.health === 'ok') ? (
                  <span className="text-xs">
                    {link.health === 'failing' ? link.healthText : 'son okuması başarılıydı'}
                  </span>
                ) : null}
              </span>
            </td>
            <td data-label={label(2)} className="px-3 py-2 text-sm">
              {link.lastAttemptAt ? <time dateTime={link.lastAttemptAt}>{link.lastAttemptText}</time> : '—'}
            </td>
            <td data-label={label(3)} className="px-3 py-2 text-sm">
              {link.lastSuccessAt ? <time dateTime={link.lastSuccessAt}>{link.lastSuccessText}</time> : '—'}
            </td>
            <td data-label={label(4)} className="px-3 py-2 text-right text-sm tabular-nums">
              {link.records ?? '—'}
            </td>
            <td data-label={label(5)} className="px-3 py-2 text-sm">
              {link.agreement ? (
                <span className={link.agreement.disagrees ? 'font-semibold text-amber-900 dark:text-amber-200' : ''}>
                  {link.agreement.text}
                </span>
              ) : (
                '—'
              )}
            </td>
            <td data-label={label(6)} className="px-3 py-2 text-sm break-words">
              {link.error ?? '—'}
            </td>
            <td data-label={label(7)} className="px-3 py-2 text-right text-sm tabular-nums">
              {link.streak}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
