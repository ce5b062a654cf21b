import type { ReactNode } from 'react';
import { offerLanguage } from '#app/client/language-offer.ts';
import { useNonce } from '#app/csp-nonce.ts';
import { LanguageProvider, useT } from '#app/components/i18n.tsx';
import { TEXT_DIRECTION } from '#app/domain/i18n/locale.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';
import { IconSprite } from '#app/components/icons.tsx';
import { CardLinkLabels } from '#app/components/pharmacy-card.tsx';
import { SiteFooter } from '#app/components/site-footer.tsx';
import { DemoNotice, SiteHeader } from '#app/components/site-header.tsx';
import type { SiteFrameData } from '#app/domain/public/public-page.ts';

/**
 * Every public page: skip link, icon sprite, the cards' link labels, notices, header, the page,
 * footer; in the page's language (`frame.locale`) for everything under it.
 */
export function SiteFrame(props: { frame: SiteFrameData; action?: ReactNode; children: ReactNode }) {
  return (
    <LanguageProvider locale={props.frame.locale}>
      <FrameContent {...props} />
    </LanguageProvider>
  );
}

/**
 * Shows the offer the browser prefers while the page is parsed, before its first paint: shown by
 * the page script after load, it pushed the header and the page down 36 px (a layout shift of
 * 0.041 in Lighthouse, whose browser prefers English; 2026-11-30). The rule is offerLanguage's
 * (app/client/language-offer.ts), its source written into the page.
 */
const SHOW_PREFERRED_OFFER =
  `(${offerLanguage.toString()})(document.querySelectorAll('[data-language-offer]'),` +
  `document.documentElement.lang,navigator.languages,document.querySelector('[data-language-offers]'))`;

/**
 * "This page is available in English", each in its own language, hidden: the script after them
 * shows the one the browser prefers. The server never reads Accept-Language, so every visitor of an
 * address gets the same page (and the shared cache one copy).
 */
function LanguageOffers({ languages }: { languages: SiteFrameData['languages'] }) {
  const t = useT();
  const nonce = useNonce();
  const others = languages.filter((language) => !language.current);
  if (others.length === 0) return null;
  // A landmark of its own once shown (axe `region`); hidden with its offers until then.
  return (
    <>
      <aside hidden data-language-offers="" aria-label={t('header.languages')}>
        {others.map((language) => (
          <p
            key={language.locale}
            hidden
            data-language-offer={language.locale}
            lang={language.locale}
            dir={TEXT_DIRECTION[language.locale]}
            className="bg-blue-50 px-4 py-2 text-center text-sm text-blue-950 dark:bg-blue-950 dark:text-blue-50"
          >
            <a href={language.href} hrefLang={language.locale} className="font-semibold underline underline-offset-2">
              {translatorFor(language.locale)('offer.available')}
            </a>
          </p>
        ))}
      </aside>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SHOW_PREFERRED_OFFER }} />
    </>
  );
}

function FrameContent({ frame, action, children }: { frame: SiteFrameData; action?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a
        href="#icerik"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-stone-900"
      >
        {t('frame.skip')}
      </a>
      <IconSprite />
      <CardLinkLabels />
      {frame.demoNotice ? <DemoNotice scope={frame.demoNotice} /> : null}
      {frame.degraded ? (
        <p
          role="alert"
          className="bg-yellow-100 px-4 py-2 text-center text-sm text-yellow-950 dark:bg-yellow-900 dark:text-yellow-50"
        >
          {t('frame.degraded')}
        </p>
      ) : null}
      <LanguageOffers languages={frame.languages} />
      <SiteHeader todayLabel={frame.todayLabel} homeHref={frame.localHome} languages={frame.languages}>
        {action}
      </SiteHeader>
      {children}
      <SiteFooter popular={frame.popular} />
    </>
  );
}
