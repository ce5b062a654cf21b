import { ChevronDown, Search } from '#app/components/icons.tsx';
import { useId, useState } from 'react';
import { Form, useSearchParams } from 'react-router';
import { AdminTable } from '#app/components/admin/admin-table.tsx';
import { useHydrated } from '#app/components/admin/use-hydrated.ts';
import {
  EXISTING_RECORDS_LIMIT,
  filterExistingRecords,
  listRecordLocations,
  type ExistingRecord,
} from '#app/domain/admin/existing-records.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';

const inputClass =
  'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base dark:border-stone-600 dark:bg-stone-950';

/**
 * The toggle that shows or hides the existing records, with a text search and an
 * exact location filter. Filters as the admin types; without JavaScript the
 * filter form submits `?q=…&il=…` and the same filtering runs on the server render.
 */
export function ExistingRecordsPanel({ records, total }: { records: readonly ExistingRecord[]; total: number }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [location, setLocation] = useState(params.get('il') ?? '');
  const [open, setOpen] = useState(params.has('q') || params.has('il'));
  const locations = listRecordLocations(records);
  const shown = filterExistingRecords(records, { query, location });
  const id = useId();

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group mt-8 rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-2 font-semibold hover:bg-stone-50 dark:hover:bg-stone-800 [&::-webkit-details-marker]:hidden">
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        <span className="group-open:hidden">Mevcut Kayıtları Göster</span>
        <span className="hidden group-open:inline">Mevcut Kayıtları Gizle</span>
        <span className="ml-auto text-sm font-normal text-stone-700 dark:text-stone-300">{`${total} kayıt`}</span>
      </summary>
      <div className="border-t border-stone-200 p-4 dark:border-stone-800">
        <Form
          method="get"
          preventScrollReset
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
        >
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Ara (eczane adı, ilçe veya adres)
            <input
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className={`${inputClass} font-normal`}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Konum
            <select
              name="il"
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              className={`${inputClass} font-normal`}
            >
              <option value="">Tüm konumlar</option>
              {locations.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          {hydrated ? null : (
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-stone-800 px-4 font-semibold text-white hover:bg-stone-700"
            >
              <Search aria-hidden="true" className="size-4" /> Filtrele
            </button>
          )}
        </Form>
        <p id={`${id}-count`} aria-live="polite" className="mt-3 text-sm text-stone-700 dark:text-stone-300">
          {`${shown.length} kayıt gösteriliyor`}
          {total > EXISTING_RECORDS_LIMIT ? (
            <span className="block font-semibold">
              {`Toplam ${total} kayıttan ilk ${EXISTING_RECORDS_LIMIT} tanesi gösteriliyor`}
            </span>
          ) : null}
          {total > EXISTING_RECORDS_LIMIT ? (
            <span className="block">
              Arama ve konum filtresi bu en yeni {EXISTING_RECORDS_LIMIT} kaydın içinde çalışır; bir ilin listesinin
              tamamı o ilin sayfasındadır.
            </span>
          ) : null}
        </p>
        {records.length === 0 ? (
          <p className="mt-3 rounded-lg bg-stone-100 px-3 py-4 text-center dark:bg-stone-800">
            Henüz kayıtlı eczane verisi bulunmuyor
          </p>
        ) : shown.length === 0 ? (
          <p className="mt-3 rounded-lg bg-stone-100 px-3 py-4 text-center dark:bg-stone-800">
            Arama kriterlerine uygun eczane bulunamadı
          </p>
        ) : (
          <RecordsTable records={shown} describedBy={`${id}-count`} />
        )}
      </div>
    </details>
  );
}

function RecordsTable({ records, describedBy }: { records: readonly ExistingRecord[]; describedBy: string }) {
  return (
    <AdminTable
      label="Mevcut eczane kayıtları"
      headers={['Eczane Adı', 'Konum', 'İlçe', 'Telefon', 'Adres', 'Nöbet Tarihi']}
      minWidth="lg:min-w-[48rem]"
      describedBy={describedBy}
      className="mt-3"
    >
      {records.map((record) => (
        <tr key={record.id} className="border-t border-stone-200 dark:border-stone-800">
          <td data-label="Eczane Adı" className="px-3 py-2 font-semibold">
            {record.name}
          </td>
          <td data-label="Konum" className="px-3 py-2">
            {record.province}
          </td>
          <td data-label="İlçe" className="px-3 py-2">
            {record.district ?? '—'}
          </td>
          <td data-label="Telefon" className="px-3 py-2 whitespace-nowrap">
            {record.phone ?? '—'}
          </td>
          <td data-label="Adres" className="px-3 py-2">
            {record.address ?? '—'}
          </td>
          <td data-label="Nöbet Tarihi" className="px-3 py-2 whitespace-nowrap">
            {formatTurkishDate(record.dutyDate)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
