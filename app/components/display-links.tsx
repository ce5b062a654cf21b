import { useT } from '#app/components/i18n.tsx';
import { splitLocale } from '#app/domain/i18n/locale.ts';
/**
 * For a pharmacy that prints the list for its window or shows it on a screen: the place's window
 * poster (`…/yazdir`, A4 with a QR code) and kiosk view (`…/ekran`). `placeHref` is the live
 * page's own link on this host ("/istanbul", "/istanbul/kadikoy", "https://istanbul.…/").
 */
export function DisplayLinks({ placeHref }: { placeHref: string }) {
  const t = useT();
  // The poster and the kiosk are Turkish (a pharmacy's window, a waiting room): at their Turkish addresses.
  const { path } = splitLocale(placeHref.replace(/^https?:\/\/[^/]+/, ''));
  const origin = /^https?:\/\/[^/]+/.exec(placeHref)?.[0] ?? '';
  const turkish = origin + path;
  const base = turkish.endsWith('/') ? turkish : `${turkish}/`;
  const other = t.locale === 'tr' ? undefined : 'tr';
  const link = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-2';
  return (
    <nav
      aria-label={t('display.label')}
      className="mt-6 flex flex-wrap items-center gap-x-4 text-sm text-stone-700 dark:text-stone-300"
    >
      <span>{t('display.title')}</span>
      <a href={`${base}yazdir`} hrefLang={other} className={link}>
        {t('display.poster')}
      </a>
      <a href={`${base}ekran`} hrefLang={other} className={link}>
        {t('display.kiosk')}
      </a>
    </nav>
  );
}
