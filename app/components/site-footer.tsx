import { COOKIE_PREFERENCES_ID } from '#app/components/legal/cookie-banner.tsx';
import { KeptMarkup, markupOwner } from '#app/components/kept-markup.tsx';
import { useT } from '#app/components/i18n.tsx';
import { DISTRICT_COUNT, PROVINCE_COUNT } from '#app/domain/geo/coverage.ts';
import { localiseHref } from '#app/domain/i18n/locale.ts';
import { TRANSLATED_CONTENT_PATHS } from '#app/domain/seo/sitemap.ts';
import type { MessageKey } from '#app/domain/i18n/translate.ts';
import type { ProvinceSummary } from '#app/domain/public/public-page.ts';
import { EMERGENCY_NUMBERS as EMERGENCY } from '#app/domain/site/emergency-numbers.ts';

/**
 * The footer's pages, at their Turkish addresses. In English and Arabic the home page and the pages
 * that exist in that language (TRANSLATED_CONTENT_PATHS: About, the privacy policy's summary) lead to
 * it; the rest are Turkish and say so.
 */
const LINKS: [string, MessageKey][] = [
  ['/', 'footer.home'],
  ['/hakkinda', 'footer.about'],
  ['/hakkinda#kvkk', 'footer.kvkk'],
  ['/saglik-rehberi', 'footer.healthGuide'],
  ['/eczane-rehberi', 'footer.pharmacyGuide'],
  ['/blog', 'footer.blog'],
  ['/widget-generator', 'footer.widget'],
  ['/sitene-ekle', 'footer.addToSite'],
  ['/legal?tab=terms', 'footer.terms'],
  ['/legal?tab=privacy', 'footer.privacy'],
  ['/legal?tab=cookies', 'footer.cookies'],
  [`/legal?tab=cookies#${COOKIE_PREFERENCES_ID}`, 'footer.cookieChoices'],
  ['/sitemap.xml', 'footer.sitemap'],
];

const EMERGENCY_LABELS: Readonly<Record<string, MessageKey>> = {
  '112': 'emergency.112',
  '184': 'emergency.184',
  '155': 'emergency.155',
  '110': 'emergency.110',
};

/** A footer column of plain links, two to a row: `[href, label, hrefLang?]` each. */
function LinkList({ links }: { links: readonly (readonly [string, string, string?])[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-3">
      {links.map(([href, label, hrefLang]) => (
        <li key={href}>
          <a
            href={href}
            hrefLang={hrefLang}
            className="inline-flex min-h-11 items-center text-stone-700 underline-offset-2 hover:underline dark:text-stone-300"
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The shared footer, with links to popular provinces' pages: the same on every page of a
 * language, so the server renders it once per language and set of links.
 */
export function SiteFooter({ popular }: { popular: readonly ProvinceSummary[] }) {
  const t = useT();
  const pages = LINKS.map(([href, key]): [string, string, string?] => {
    if (t.locale === 'tr') return [href, t(key)];
    const [path = href, fragment] = href.split('#');
    const translated = path === '/' ? path : TRANSLATED_CONTENT_PATHS[path];
    // A page not translated yet is marked as Turkish (hreflang).
    if (translated === undefined) return [href, t(key), 'tr'];
    return [localiseHref(t.locale, fragment ? `${translated}#${fragment}` : translated), t(key)];
  });
  return (
    <KeptMarkup
      as="footer"
      className="mt-12 border-t border-stone-200 bg-white text-sm dark:border-stone-800 dark:bg-stone-900"
      owner={markupOwner(`site-footer:${t.locale}`)}
      cacheKey={popular.map((p) => `${p.name} ${p.href}`).join('\n')}
    >
      {() => (
        <>
          <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
            <section aria-labelledby="footer-about">
              <h2 id="footer-about" className="mb-2 font-bold">
                {t('site.name')}
              </h2>
              <p className="text-stone-700 dark:text-stone-300">
                {t('footer.summary', { provinces: PROVINCE_COUNT, districts: DISTRICT_COUNT })}
              </p>
            </section>
            <nav aria-labelledby="footer-links">
              <h2 id="footer-links" className="mb-2 font-bold">
                {t('footer.pages')}
              </h2>
              <LinkList links={pages} />
            </nav>
            <nav aria-labelledby="footer-cities">
              <h2 id="footer-cities" className="mb-2 font-bold">
                {t('footer.popular')}
              </h2>
              <LinkList links={popular.map((province): [string, string] => [province.href, province.name])} />
            </nav>
            <section aria-labelledby="footer-emergency" className="self-start rounded-xl bg-red-50 p-4 dark:bg-red-950">
              <h2 id="footer-emergency" className="mb-2 font-bold text-red-900 dark:text-red-100">
                {t('emergency.title')}
              </h2>
              <ul className="grid grid-cols-2 gap-2">
                {EMERGENCY.map(([number, label]) => (
                  <li key={number}>
                    <a
                      href={`tel:${number}`}
                      className="flex h-full min-h-11 flex-col justify-center rounded-lg bg-white px-3 py-1 dark:bg-stone-900"
                    >
                      <span className="text-lg font-black text-red-800 dark:text-red-300">{number}</span>
                      <span className="text-xs text-stone-700 dark:text-stone-300">
                        {EMERGENCY_LABELS[number] ? t(EMERGENCY_LABELS[number]) : label}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <p className="border-t border-stone-200 px-4 py-4 text-center text-xs text-stone-600 dark:border-stone-800 dark:text-stone-400">
            {t('footer.sources')}
          </p>
        </>
      )}
    </KeptMarkup>
  );
}
