import { CookieConfirmation, CookiePreferences } from '#app/components/legal/cookie-banner.tsx';
import { COOKIE_SECTIONS } from '#app/components/legal/cookie-sections.tsx';
import { listPrivacySections } from '#app/components/legal/privacy-sections.tsx';
import { LEGAL_TABS, type CookieChoice, type LegalSection, type LegalTab } from '#app/components/legal/legal-types.ts';
import { TERMS_SECTIONS } from '#app/components/legal/terms-sections.tsx';
import type { DataControllerNotice } from '#app/domain/content/data-controller.ts';

const LEGAL_UPDATED = '1 Temmuz 2025';

const TABS: Record<LegalTab, { label: string; sections: (controller: DataControllerNotice) => LegalSection[] }> = {
  terms: { label: 'Kullanım Koşulları', sections: () => TERMS_SECTIONS },
  privacy: { label: 'Gizlilik Politikası', sections: listPrivacySections },
  cookies: { label: 'Çerez Politikası', sections: () => COOKIE_SECTIONS },
};

/**
 * Legal page: three tabs as plain links, numbered collapsible
 * sections, the cookie banner until a choice is made, and on the cookie tab the
 * same form with the current choice, so it can be changed.
 */
export function LegalPage({
  tab,
  consent,
  confirmed,
  error,
  controller,
}: {
  tab: LegalTab;
  /** The stored choice (the one just made, after the form was sent), or null. */
  consent: CookieChoice | null;
  confirmed: CookieChoice | null;
  error: string | null;
  controller: DataControllerNotice;
}) {
  const current = TABS[tab];
  return (
    <main id="icerik" className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-black tracking-tight">{current.label}</h1>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">Son güncelleme: {LEGAL_UPDATED}</p>

      {confirmed ? <CookieConfirmation consent={confirmed} /> : null}
      {consent === null || tab === 'cookies' ? <CookiePreferences consent={consent} error={error} /> : null}

      <nav aria-label="Yasal metinler" className="mt-6">
        <ul className="flex flex-wrap gap-2 border-b border-stone-200 dark:border-stone-800">
          {LEGAL_TABS.map((key) => (
            <li key={key}>
              <a
                href={`/legal?tab=${key}`}
                aria-current={key === tab ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-t-lg border-b-2 px-4 font-semibold ${
                  key === tab
                    ? 'border-brand text-brand dark:border-red-400 dark:text-red-300'
                    : 'border-transparent text-stone-700 hover:border-stone-300 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white'
                }`}
              >
                {TABS[key].label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 space-y-3">
        {current.sections(controller).map((section, index) => (
          <details
            key={section.title}
            open={index === 0}
            className="group rounded-xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900"
          >
            <summary className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand">
              <h2 className="text-lg font-bold">
                {index + 1}. {section.title}
              </h2>
            </summary>
            <div className="space-y-3 px-4 pb-4 text-stone-800 dark:text-stone-200">{section.content}</div>
          </details>
        ))}
      </div>
    </main>
  );
}
