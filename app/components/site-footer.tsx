import { COOKIE_PREFERENCES_ID } from '#app/components/legal/cookie-banner.tsx';
import { KeptMarkup, markupOwner } from '#app/components/kept-markup.tsx';
import { COVERAGE_LOCATIVE } from '#app/domain/geo/coverage.ts';
import type { ProvinceSummary } from '#app/domain/public/public-page.ts';
import { EMERGENCY_NUMBERS as EMERGENCY } from '#app/domain/site/emergency-numbers.ts';

const LINKS: [string, string][] = [
  ['/', 'Ana Sayfa'],
  ['/hakkinda', 'Hakkında'],
  ['/hakkinda#kvkk', 'KVKK Aydınlatma Metni'],
  ['/saglik-rehberi', 'Sağlık Rehberi'],
  ['/eczane-rehberi', 'Eczane Rehberi'],
  ['/blog', 'Sağlık Blogu'],
  ['/widget-generator', 'Widget Oluştur'],
  ['/sitene-ekle', 'Sitene Ekle'],
  ['/legal?tab=terms', 'Kullanım Koşulları'],
  ['/legal?tab=privacy', 'Gizlilik Politikası'],
  ['/legal?tab=cookies', 'Çerez Politikası'],
  [`/legal?tab=cookies#${COOKIE_PREFERENCES_ID}`, 'Çerez tercihlerini değiştir'],
  ['/sitemap.xml', 'Site Haritası'],
];

/** A footer column of plain links, two to a row: `[href, label]` each. */
function LinkList({ links }: { links: readonly (readonly [string, string])[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-3">
      {links.map(([href, label]) => (
        <li key={href}>
          <a
            href={href}
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
 * The shared footer, with links to popular provinces' pages: the same on every page,
 * so the server renders it once per set of links.
 */
export function SiteFooter({ popular }: { popular: readonly ProvinceSummary[] }) {
  return (
    <KeptMarkup
      as="footer"
      className="mt-12 border-t border-stone-200 bg-white text-sm dark:border-stone-800 dark:bg-stone-900"
      owner={markupOwner('site-footer')}
      cacheKey={popular.map((p) => `${p.name} ${p.href}`).join('\n')}
    >
      {() => (
        <>
          <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
            <section aria-labelledby="footer-about">
              <h2 id="footer-about" className="mb-2 font-bold">
                Nöbetçi Eczane
              </h2>
              <p className="text-stone-700 dark:text-stone-300">
                Türkiye’nin {COVERAGE_LOCATIVE} bugünkü nöbetçi eczaneler, adres ve telefonlarıyla.
              </p>
            </section>
            <nav aria-labelledby="footer-links">
              <h2 id="footer-links" className="mb-2 font-bold">
                Sayfalar
              </h2>
              <LinkList links={LINKS} />
            </nav>
            <nav aria-labelledby="footer-cities">
              <h2 id="footer-cities" className="mb-2 font-bold">
                Popüler İller
              </h2>
              <LinkList links={popular.map((province): [string, string] => [province.href, province.name])} />
            </nav>
            <section aria-labelledby="footer-emergency" className="self-start rounded-xl bg-red-50 p-4 dark:bg-red-950">
              <h2 id="footer-emergency" className="mb-2 font-bold text-red-900 dark:text-red-100">
                Acil Çağrı Hatları
              </h2>
              <ul className="grid grid-cols-2 gap-2">
                {EMERGENCY.map(([number, label]) => (
                  <li key={number}>
                    <a
                      href={`tel:${number}`}
                      className="flex h-full min-h-11 flex-col justify-center rounded-lg bg-white px-3 py-1 dark:bg-stone-900"
                    >
                      <span className="text-lg font-black text-red-800 dark:text-red-300">{number}</span>
                      <span className="text-xs text-stone-700 dark:text-stone-300">{label}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <p className="border-t border-stone-200 px-4 py-4 text-center text-xs text-stone-600 dark:border-stone-800 dark:text-stone-400">
            Listeler önce nöbeti düzenleyen eczacı odalarının kendi sayfalarından, olmazsa belediyelerin açık
            verisinden, e-Devlet’in onaylı listesinden ve bunları aktaran sitelerden alınır; her listenin kaynağı
            yanında yazar. Gitmeden önce eczaneyi arayarak teyit edin.
          </p>
        </>
      )}
    </KeptMarkup>
  );
}
