import { MapView } from '#app/components/map-view.tsx';
import { NearestButton } from '#app/components/nearest-button.tsx';
import { PharmacyCard } from '#app/components/pharmacy-card.tsx';
import { ProvincePicker } from '#app/components/province-picker.tsx';
import type { NearestCard, NearestPageData } from '#app/domain/geo/nearest-view.ts';
import type { OpenStatus, OpenStatusKind } from '#app/domain/geo/open-status.ts';
import { useT } from '#app/components/i18n.tsx';
import type { MessageKey, Translate } from '#app/domain/i18n/translate.ts';
import { localiseHref } from '#app/domain/i18n/locale.ts';

/**
 * `/yakin`: the nearest pharmacies on duty, open ones first, each with its distance, rough
 * walking and driving minutes, open-now badge, call and directions; or a message and the
 * province picker. Plain server-rendered HTML: links and a GET form; the page script adds
 * only "Eczaneleri haritada göster" (app/components/map-view.tsx).
 */

const BADGE: Record<OpenStatusKind, string> = {
  open: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  'open-until': 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  'on-call': 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  unknown: 'bg-stone-200 text-stone-900 dark:bg-stone-800 dark:text-stone-100',
};

const STATUS_LABELS: Readonly<Record<OpenStatusKind, MessageKey>> = {
  open: 'nearest.statusOpen',
  'open-until': 'nearest.statusOpenUntil',
  'on-call': 'nearest.statusOnCall',
  unknown: 'nearest.statusUnknown',
};

/** The status in the page's language: Turkish as the rule wrote it, the others from their catalogues. */
function statusWords(status: OpenStatus, t: Translate): { label: string; detail: string } {
  if (t.locale === 'tr') return status;
  const until = status.until ?? '';
  const detail = status.kind === 'on-call' ? t('nearest.detailOnCall', { until }) : t('nearest.detailUnknown');
  return { label: t(STATUS_LABELS[status.kind], { until }), detail };
}

function NearestStatus({ card }: { card: NearestCard }) {
  const t = useT();
  const { status } = card;
  const words = statusWords(status, t);
  const isOpen = status.kind === 'open' || status.kind === 'open-until';
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={`rounded-full px-2.5 py-0.5 font-bold ${BADGE[status.kind]}`}>{words.label}</span>
        <span className="font-bold">{card.distanceText}</span>
        <span className="text-stone-700 dark:text-stone-300">{card.place}</span>
      </p>
      <p className="text-stone-700 dark:text-stone-300">
        {card.walkText ? `${card.walkText} · ` : ''}
        {card.driveText} <span className="text-xs">{t('nearest.estimate')}</span>
      </p>
      {isOpen ? null : <p className="card-on-call">{words.detail}</p>}
    </div>
  );
}

function PrivacyNote() {
  const t = useT();
  return (
    <p className="mt-8 rounded-lg bg-stone-100 p-3 text-sm text-stone-800 dark:bg-stone-900 dark:text-stone-200">
      <strong>{t('nearest.privacyTitle')}</strong> {t('nearest.privacyText')}{' '}
      <a href={localiseHref(t.locale, '/gizlilik-politikasi')} className="font-semibold underline">
        {t('footer.privacy')}
      </a>
      .
    </p>
  );
}

export function NearestPage({ data }: { data: NearestPageData }) {
  const t = useT();
  const openCount = data.cards.filter((c) => c.status.kind === 'open' || c.status.kind === 'open-until').length;
  return (
    <main id="icerik" className="mx-auto max-w-6xl px-4 py-5">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{t('nearest.title')}</h1>
      {data.state === 'found' ? (
        <>
          <p role="status" className="mt-2 text-stone-800 dark:text-stone-200">
            {openCount < data.cards.length
              ? t('nearest.summarySomeOpen', { count: data.cards.length, open: openCount })
              : t('nearest.summaryAllOpen', { count: data.cards.length })}{' '}
            {t('nearest.distances')}
          </p>
          <div className="mt-3">
            <MapView tiles={data.mapTiles} pharmacies={data.cards.map((card) => card.pharmacy)} here={data.position} />
          </div>
          <h2 className="sr-only">{t('nearest.listTitle')}</h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {data.cards.map((card) => (
              <li key={card.pharmacy.id} data-status={card.status.kind}>
                <PharmacyCard pharmacy={card.pharmacy} hint={null} status={<NearestStatus card={card} />} />
              </li>
            ))}
          </ol>
          <section aria-labelledby="baska-il" className="mt-8 max-w-md">
            <h2 id="baska-il" className="mb-2 text-lg font-bold">
              {t('nearest.otherProvince')}
            </h2>
            <ProvincePicker provinces={data.provinces} selected={null} />
          </section>
        </>
      ) : (
        <section aria-labelledby="il-secin" className="mt-3 max-w-xl">
          {data.state === 'missing' ? (
            <>
              {/* Opened without a position (a plain link, before or without the page script): nothing went wrong. */}
              <p className="rounded-lg border border-stone-300 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
                {data.message}
              </p>
              {/* Asking takes the page script, which shows the button where the browser can give a position. */}
              <div className="mt-3">
                <NearestButton label={t('nearest.share')} needsScript />
              </div>
            </>
          ) : (
            <p
              role="alert"
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
            >
              {data.message}
            </p>
          )}
          <h2 id="il-secin" className="mt-5 mb-2 text-lg font-bold">
            {t('nearest.chooseProvince')}
          </h2>
          <ProvincePicker provinces={data.provinces} selected={null} />
        </section>
      )}
      <PrivacyNote />
    </main>
  );
}
