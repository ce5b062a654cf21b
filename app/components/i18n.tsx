import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '#app/domain/i18n/locale.ts';
import { translatorFor, type Translate } from '#app/domain/i18n/translate.ts';

const TranslateContext = createContext<Translate>(translatorFor('tr'));

/** The page's language for every component under it (public pages render on the server only). */
export function LanguageProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <TranslateContext value={translatorFor(locale)}>{children}</TranslateContext>;
}

/** The words of the page's language: `const t = useT(); t('frame.skip')`. */
export function useT(): Translate {
  return useContext(TranslateContext);
}
