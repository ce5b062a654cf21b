import { SpriteIcon } from '#app/components/icons.tsx';
import { useT } from '#app/components/i18n.tsx';
import { localiseHref } from '#app/domain/i18n/locale.ts';
import type { Translate } from '#app/domain/i18n/translate.ts';

/**
 * What the page script says while asking for the position, and when it cannot, in the page's
 * language (app/client/locate.ts; Turkish pages leave them out: the script's own words are Turkish).
 */
function locateMessages(t: Translate) {
  return {
    'data-msg-asking': t('locate.asking'),
    'data-msg-1': t('locate.denied'),
    'data-msg-2': t('locate.unavailable'),
    'data-msg-3': t('locate.timeout'),
    'data-msg-choose': t('picker.label'),
  };
}

/**
 * "Bana en yakın nöbetçi eczane": with the page script and a browser that has geolocation, it
 * asks for the position and opens /yakin with it (app/client/locate.ts). Without them it is a
 * plain link to /yakin, which says no position came and offers the province picker. Always in
 * place, so nothing moves when the script arrives; on /yakin itself (`needsScript`) a browser
 * without scripts does not show it (`@media (scripting: none)`), since there the link would only
 * open the same page again. With scripts it is there from the first paint: revealed by the script,
 * it pushed the page down (Lighthouse: layout shift 0.109 on /yakin).
 */
export function NearestButton({ label, needsScript = false }: { label?: string; needsScript?: boolean }) {
  const t = useT();
  return (
    <div
      className={needsScript ? 'w-full noscript:hidden' : 'w-full'}
      data-locate-hidden={needsScript ? '' : undefined}
    >
      <a
        href={localiseHref(t.locale, '/yakin')}
        data-locate=""
        {...(t.locale === 'tr' ? null : locateMessages(t))}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-call px-5 text-base font-bold text-white hover:bg-call-dark sm:w-auto"
      >
        {/* An arrow that points a direction: flipped right to left, as the cards' "show on map" one (ADR 0010). */}
        <SpriteIcon name="navigation" className="size-5 rtl:-scale-x-100" />
        {label ?? t('nearest.button')}
      </a>
      <p role="status" className="mt-2 text-sm empty:hidden" data-locate-status="" />
    </div>
  );
}
