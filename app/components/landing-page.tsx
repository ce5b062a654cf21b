import { Clock, MapPinned, PhoneCall } from '#app/components/icons.tsx';
import { SearchBox } from '#app/components/search-box.tsx';
import { NearestButton } from '#app/components/nearest-button.tsx';
import { ProvincePicker } from '#app/components/province-picker.tsx';
import { useT } from '#app/components/i18n.tsx';
import { DISTRICT_COUNT, PROVINCE_COUNT } from '#app/domain/geo/coverage.ts';
import type { MessageKey } from '#app/domain/i18n/translate.ts';
import type { LandingPageData } from '#app/domain/public/public-page.ts';

const FEATURES = [
  { icon: Clock, title: 'landing.feature1Title', text: 'landing.feature1Text' },
  { icon: MapPinned, title: 'landing.feature2Title', text: 'landing.feature2Text' },
  { icon: PhoneCall, title: 'landing.feature3Title', text: 'landing.feature3Text' },
] as const satisfies readonly { icon: unknown; title: MessageKey; text: MessageKey }[];

/** The landing page (no province): picker, hero with search, features, 81 tiles, explainer. */
/**
 * Long province names with a soft hyphen between the words they are made of: in a two-column
 * tile on a phone they break as "Afyon-/karahisar", not wherever the line ends ("Afyonkarahi/sar").
 */
const TILE_NAMES: Readonly<Record<string, string>> = {
  afyonkarahisar: 'Afyon\u00adkarahisar',
  kahramanmaras: 'Kahraman\u00admaraş',
  diyarbakir: 'Diyar\u00adbakır',
  canakkale: 'Çanak\u00adkale',
  kirikkale: 'Kırık\u00adkale',
  kirklareli: 'Kırk\u00adlareli',
  gumushane: 'Gümüş\u00adhane',
  eskisehir: 'Eski\u00adşehir',
  sanliurfa: 'Şanlı\u00adurfa',
};

/** A long Turkish name with its break points; a name of another language (an exonym) as it is. */
function tileName(province: LandingPageData['provinces'][number]): string {
  const broken = TILE_NAMES[province.slug];
  return broken && broken.replace('\u00ad', '') === province.name ? broken : province.name;
}

/** A sentence with a link in it, kept whole in the catalogue: the text before and after `{number}`. */
const SLOT = '\u0000';

export function LandingPage({ data }: { data: LandingPageData }) {
  const t = useT();
  const coverage = { provinces: PROVINCE_COUNT, districts: DISTRICT_COUNT };
  const [beforeCall, afterCall] = t('landing.whatCall', { number: SLOT }).split(SLOT);
  return (
    <main id="icerik">
      <section className="bg-gradient-to-b from-red-50 to-stone-50 px-4 pt-8 pb-10 dark:from-stone-900 dark:to-stone-950">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
          {/* An unknown place's 404 says so in its heading, what a screen reader reads first. */}
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">
            {data.notice ? t('landing.notFound') : t('landing.title')}{' '}
            <span className="mt-1 block text-lg font-semibold text-balance text-stone-700 sm:text-xl dark:text-stone-300">
              {t('landing.subtitle')}
            </span>
          </h1>
          {data.notice ? (
            // Focused on load: an alert rendered with the page is not announced by itself.
            <p
              role="alert"
              tabIndex={-1}
              autoFocus
              className="w-full rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
            >
              {data.notice}
            </p>
          ) : null}
          {data.didYouMean ? (
            <p className="text-lg">
              <a
                href={data.didYouMean.href}
                className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 dark:text-red-300"
              >
                {data.didYouMean.label}
              </a>
            </p>
          ) : null}
          {data.suggestions.length > 0 ? (
            <nav aria-labelledby="suggestions-title" className="w-full text-start">
              <h2 id="suggestions-title" className="mb-2 font-bold">
                {t('landing.sameName')}
              </h2>
              <ul className="grid gap-2 sm:grid-cols-2">
                {data.suggestions.map((s) => (
                  <li key={s.href}>
                    <a
                      href={s.href}
                      className="flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-semibold hover:border-brand dark:border-stone-700 dark:bg-stone-900"
                    >
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {/* The last place looked at, first: filled and shown by the page script (app/client/remember-place.ts). */}
          <p hidden data-remembered-place="" className="text-lg">
            <a
              href="/"
              className="inline-flex min-h-11 items-center rounded-lg border border-brand bg-white px-4 font-semibold text-brand underline-offset-2 hover:underline dark:bg-stone-900 dark:text-red-300"
            >
              {t('landing.remembered')}
            </a>
          </p>
          <NearestButton />
          <SearchBox />
          <ProvincePicker provinces={data.provinces} selected={null} />
        </div>
      </section>

      <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="features" className="sr-only">
          {t('landing.features')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
            >
              <Icon aria-hidden="true" className="mb-2 size-7 text-brand dark:text-red-400" />
              <h3 className="font-bold">{t(title, coverage)}</h3>
              <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t(text, coverage)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="provinces" className="mx-auto max-w-6xl px-4 py-4">
        <h2 id="provinces" className="mb-4 text-2xl font-bold">
          {t('landing.provinces')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
          {data.provinces.map((p) => (
            <li key={p.slug}>
              <a
                href={p.href}
                className="flex min-h-12 items-center gap-2 rounded-lg border border-stone-200 bg-white px-3 py-2 font-semibold hover:border-brand hover:bg-red-50 dark:border-stone-800 dark:bg-stone-900 dark:hover:bg-stone-800"
              >
                <span className="shrink-0 rounded bg-stone-800 px-1.5 py-0.5 font-mono text-xs text-white dark:bg-stone-200 dark:text-stone-900">
                  {String(p.plate).padStart(2, '0')}
                </span>
                <span className="min-w-0 [overflow-wrap:anywhere]">{tileName(p)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="what" className="mx-auto max-w-3xl px-4 py-10">
        <h2 id="what" className="mb-3 text-2xl font-bold">
          {t('landing.whatTitle')}
        </h2>
        <div className="space-y-3 text-stone-800 dark:text-stone-200">
          <p>{t('landing.what1')}</p>
          <p>{t('landing.what2')}</p>
          <p>
            {beforeCall}
            <a className="font-semibold underline" href="tel:112">
              112
            </a>
            {afterCall}
          </p>
        </div>
      </section>
    </main>
  );
}
