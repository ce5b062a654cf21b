import { Check, X } from '#app/components/icons.tsx';
import { CsrfField } from '#app/components/admin/admin-frame.tsx';
import { Form } from 'react-router';
import { confirmSubmit } from '#app/components/admin/confirm-submit.ts';
import type { CorrectedPharmacy, CorrectionView, QueueItem } from '#app/domain/reports/report-queue.ts';

const buttonClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const inputClass =
  'min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 dark:border-stone-600 dark:bg-stone-900';
const cardClass = 'rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900';
const muted = 'text-sm text-stone-700 dark:text-stone-300';
const CONFIRM_END = 'Bu düzeltme kaldırılsın mı? Eczane yeniden kaynağın bilgisiyle görünecek.';

/** A decision the server refused (a phone it cannot read, say), for the card it was made on. */
export type CardRefusal = { pharmacyId: number; error: string };

/** The open reports, one card per pharmacy: what visitors said, what the source says, and the two decisions. */
export function ReportQueue(props: { items: QueueItem[]; openCount: number; refusal: CardRefusal | null }) {
  return (
    <section aria-labelledby="queue-title" className="flex flex-col gap-3">
      <h2 id="queue-title" className="text-lg font-bold">
        Açık bildirimler ({props.openCount})
      </h2>
      {props.items.length === 0 ? (
        <p className={muted}>Açık bildirim yok.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {props.items.map((item) => (
            <li key={item.pharmacyId}>
              <QueueCard
                item={item}
                error={props.refusal?.pharmacyId === item.pharmacyId ? props.refusal.error : null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueCard({ item, error }: { item: QueueItem; error: string | null }) {
  const titleId = `report-${item.pharmacyId}`;
  return (
    <article aria-labelledby={titleId} className={`${cardClass} grid gap-4 lg:grid-cols-[1fr_22rem]`}>
      <div className="flex flex-col gap-2">
        <h3 id={titleId} className="text-lg font-bold">
          {item.name} <span className="text-sm font-normal text-stone-700 dark:text-stone-300">{item.place}</span>
        </h3>
        <p className="flex flex-wrap gap-2">
          {item.categories.map((c) => (
            <span
              key={c.label}
              className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50"
            >
              {c.label}: {c.count}
            </span>
          ))}
        </p>
        <p className={muted}>
          {item.total} bildirim · ilki {item.oldestAge}
          {item.total > 1 ? `, sonuncusu ${item.newestAge}` : ''}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">Kaynaktaki telefon</dt>
          <dd className="tabular-nums">{item.phone ?? '—'}</dd>
          <dt className="font-semibold">Kaynaktaki adres</dt>
          <dd>{item.address ?? '—'}</dd>
          <dt className="font-semibold">Kaynaktaki konum</dt>
          <dd className="tabular-nums">{item.location ?? '—'}</dd>
        </dl>
        {item.corrections.length > 0 ? <Corrections list={item.corrections} /> : null}
        {item.notes.length > 0 ? (
          <div>
            <h4 className="text-sm font-semibold">Ziyaretçi notları</h4>
            <ul className="mt-1 flex flex-col gap-1">
              {item.notes.map((note, i) => (
                <li key={i} className="rounded-lg bg-stone-100 p-2 text-sm whitespace-pre-line dark:bg-stone-800">
                  {note.text} <span className="text-stone-700 dark:text-stone-300">({note.age})</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <Decisions item={item} error={error} />
    </article>
  );
}

function Decisions({ item, error }: { item: QueueItem; error: string | null }) {
  const key = item.pharmacyId;
  const errorId = `report-error-${key}`;
  return (
    <div className="flex flex-col gap-3">
      <Form method="post" className="flex flex-col gap-2 rounded-lg bg-stone-50 p-3 dark:bg-stone-950">
        <CsrfField />
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="pharmacyId" value={key} />
        <p className="text-sm font-semibold">Kabul et ve düzelt (yalnızca değişen alanları doldurun)</p>
        <label className="flex flex-col gap-1 text-sm">
          Doğru telefon
          <input name="phone" type="tel" inputMode="tel" autoComplete="off" className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Doğru adres
          <input name="address" type="text" autoComplete="off" className={inputClass} />
        </label>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-sm">
            Enlem
            <input name="latitude" type="text" inputMode="decimal" autoComplete="off" className={inputClass} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Boylam
            <input name="longitude" type="text" inputMode="decimal" autoComplete="off" className={inputClass} />
          </label>
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input name="offDuty" type="checkbox" value="on" className="size-5 accent-brand" />
          Bugün nöbetçi değil (bugünkü listeden çıkar)
        </label>
        {/* On a phone the page's top is a screen or two away: the refusal stands by the button pressed. */}
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          aria-describedby={error ? errorId : undefined}
          aria-label={`${item.name}: kabul et ve düzelt`}
          className={`${buttonClass} bg-green-800 text-white hover:bg-green-900`}
        >
          <Check aria-hidden="true" className="size-4" /> Kabul et ve düzelt
        </button>
      </Form>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="pharmacyId" value={key} />
        <button
          type="submit"
          aria-label={`${item.name}: bildirimleri reddet`}
          className={`${buttonClass} bg-stone-200 text-stone-900 hover:bg-stone-300 dark:bg-stone-700 dark:text-stone-50`}
        >
          <X aria-hidden="true" className="size-4" /> Reddet
        </button>
      </Form>
    </div>
  );
}

/**
 * Active corrections; where the latest scrape says otherwise, both values. Under the section of
 * the same name (CorrectedList) without a heading of their own.
 */
function Corrections({ list, heading = true }: { list: CorrectionView[]; heading?: boolean }) {
  return (
    <div>
      {heading ? <h4 className="text-sm font-semibold">Geçerli düzeltmeler</h4> : null}
      <ul className="mt-1 flex flex-col gap-2">
        {list.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span>
              <span className="font-semibold">{c.label}:</span> {c.value}
            </span>
            {c.sourceValue !== null ? (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-950 dark:bg-amber-900 dark:text-amber-50">
                Son veri çekmedeki değer: {c.sourceValue}
              </span>
            ) : null}
            <Form
              method="post"
              // One tap takes a live correction off the public page: asked first, as deleting a schedule is.
              onSubmit={confirmSubmit(CONFIRM_END)}
            >
              <CsrfField />
              <input type="hidden" name="intent" value="end" />
              <input type="hidden" name="correctionId" value={c.id} />
              <button
                type="submit"
                aria-label={`Düzeltmeyi kaldır: ${c.label} ${c.value}`}
                className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-2"
              >
                Kaldır
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Pharmacies whose corrections are in force and that have no open report. */
export function CorrectedList(props: { items: CorrectedPharmacy[] }) {
  return (
    <section aria-labelledby="corrected-title" className="flex flex-col gap-3">
      <h2 id="corrected-title" className="text-lg font-bold">
        Geçerli düzeltmeler
      </h2>
      {props.items.length === 0 ? (
        <p className={muted}>Açık bildirimi olmayan düzeltilmiş eczane yok.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {props.items.map((item) => (
            <li key={item.pharmacyId} className={cardClass}>
              <p className="font-bold">
                {item.name} <span className="text-sm font-normal text-stone-700 dark:text-stone-300">{item.place}</span>
              </p>
              <Corrections list={item.corrections} heading={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
