import { useT } from '#app/components/i18n.tsx';
import { CallLink, DriverCard, PhoneNumber, SourceText } from '#app/components/pharmacy-card.tsx';
import type { DirectionsApp } from '#app/domain/geo/directions.ts';
import type { MessageKey } from '#app/domain/i18n/translate.ts';
import type { SharePageData } from '#app/domain/public/display-views.ts';
import { DEFAULT_DUTY_HOURS } from '#app/domain/roster/pharmacy-display.ts';

const MAPS: Readonly<Record<DirectionsApp['app'], MessageKey>> = {
  google: 'share.mapsGoogle',
  apple: 'share.mapsApple',
  yandex: 'share.mapsYandex',
};

const label = 'text-sm font-semibold text-stone-700 dark:text-stone-300';

/**
 * `/eczane/{id}/paylas` (and `/en/…`, `/ar/…`): one pharmacy to pass on, in the page's language;
 * its name, address and the source's own words stay Turkish and say so (`lang="tr"`), and on
 * English and Arabic pages "Show to driver" opens them in large Turkish text. Everything works
 * without JavaScript (a WhatsApp link, directions links, the page's link in a field to copy); the
 * page script adds the system share sheet where the browser has one and a copy button
 * (app/client/share.ts). What the script then says ("Link copied.") comes with the copy button on
 * English and Arabic pages (`data-msg-*`); on Turkish ones the script's own Turkish words are the catalogue's.
 */
export function SharePage({ data }: { data: SharePageData }) {
  const t = useT();
  const { pharmacy, duty } = data;
  const sourceLang = t.locale === 'tr' ? undefined : 'tr';
  const newTab = <span className="sr-only"> {t('share.newTab')}</span>;
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-5">
      <p className={label}>{data.placeName}</p>
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl" lang={sourceLang}>
        <SourceText text={pharmacy.name} />
      </h1>
      <p
        className={
          duty.onDutyNow
            ? 'mt-2 font-semibold text-green-800 dark:text-green-300'
            : 'mt-2 rounded-md bg-amber-50 px-2 py-1 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100'
        }
      >
        {data.night
          ? data.night.duty
          : duty.onDutyNow
            ? t('share.onDutyNow', { period: duty.periodText ?? '' })
            : duty.upcoming
              ? t('share.nextDuty', { window: duty.periodText ?? duty.dutyDateLabel })
              : t('share.notOnDuty', { date: duty.dutyDateLabel })}
      </p>
      {/* Its night limit, as the cards say it: "Gece 23:59'a kadar" is not open until the morning. */}
      {duty.hint ? (
        <p className={duty.hint.kind === 'open' ? 'card-open mt-1' : 'card-on-call mt-1'}>{duty.hint.text}</p>
      ) : null}

      <dl className="mt-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
        <div>
          <dt className={label}>{t('share.phone')}</dt>
          <dd>
            {pharmacy.telHref ? (
              <CallLink pharmacy={pharmacy} href={pharmacy.telHref} className="mt-1 w-full sm:w-auto" />
            ) : pharmacy.phoneDisplay ? (
              <PhoneNumber text={pharmacy.phoneDisplay} />
            ) : (
              t('share.phoneUnknown')
            )}
          </dd>
        </div>
        <div>
          <dt className={label}>{t('share.hours')}</dt>
          {pharmacy.dutyHours === DEFAULT_DUTY_HOURS && sourceLang ? (
            <dd>{t('card.dayAndNight')}</dd>
          ) : (
            <dd lang={sourceLang}>
              <SourceText text={pharmacy.dutyHours} />
            </dd>
          )}
        </div>
        <div>
          <dt className={label}>{t('share.address')}</dt>
          <dd lang={sourceLang}>
            <SourceText text={pharmacy.address ?? pharmacy.locationLine} />
          </dd>
          {pharmacy.address ? (
            <dd className="text-sm text-stone-700 dark:text-stone-300" lang={sourceLang}>
              <SourceText text={pharmacy.locationLine} />
            </dd>
          ) : null}
        </div>
        {data.directions.length > 0 ? (
          <div>
            <dt className={label}>{t('share.directions')}</dt>
            <dd className="flex flex-wrap gap-2">
              {data.directions.map((link) => (
                <a
                  key={link.app}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn-map flex-none"
                >
                  {t(MAPS[link.app])}
                  {newTab}
                </a>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {sourceLang ? (
        <div className="mt-4">
          <DriverCard pharmacy={pharmacy} />
        </div>
      ) : null}

      <section aria-labelledby="paylas" className="mt-6">
        <h2 id="paylas" className="text-lg font-bold">
          {t('share.heading')}
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            hidden
            data-share={pharmacy.name}
            data-share-text={data.shareText}
            data-share-url={data.shareUrl}
            className="btn-map flex-none"
          >
            {t('share.button')}
          </button>
          <a
            href={data.whatsAppHref}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-call flex-none bg-[#0b6e4f] hover:bg-[#095c42]"
          >
            {t('share.whatsApp')}
            {newTab}
          </a>
        </div>
        <label htmlFor="paylas-baglanti" className="mt-4 block text-sm font-semibold">
          {t('share.copyLabel')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="paylas-baglanti"
            type="url"
            readOnly
            dir="ltr"
            value={data.shareUrl}
            className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base dark:border-stone-600 dark:bg-stone-900"
          />
          <button
            type="button"
            hidden
            data-copy="paylas-baglanti"
            {...(sourceLang
              ? { 'data-msg-copied': t('share.copied'), 'data-msg-copy-failed': t('share.copyFailed') }
              : null)}
            className="btn-map flex-none"
          >
            {t('share.copy')}
          </button>
        </div>
        <p data-copy-status role="status" className="mt-1 min-h-5 text-sm text-green-800 dark:text-green-300" />
      </section>

      <p className="mt-6">
        <a href={data.listHref} className="font-semibold text-blue-800 underline underline-offset-2 dark:text-blue-300">
          {data.listLabel}
        </a>
      </p>
    </main>
  );
}
