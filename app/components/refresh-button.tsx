import { RefreshCw } from '#app/components/icons.tsx';
import { useLocation, useRevalidator } from 'react-router';
import { useT } from '#app/components/i18n.tsx';

/**
 * 'Yenile': reloads the data; disabled and spinning while loading. A plain link to the page itself:
 * on public pages (no React in the browser) following it reloads, and the page script spins it
 * (`data-busy-on-click`); in the admin React revalidates instead.
 */
export function RefreshButton() {
  const revalidator = useRevalidator();
  const location = useLocation();
  const busy = revalidator.state === 'loading';
  const t = useT();
  return (
    <a
      href={`${location.pathname}${location.search}`}
      aria-disabled={busy}
      data-busy-on-click=""
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void revalidator.revalidate();
      }}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg bg-stone-100 px-3 text-sm font-semibold text-stone-800 hover:bg-stone-200 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700 ${busy ? 'pointer-events-none opacity-60' : ''}`}
    >
      <RefreshCw aria-hidden="true" className={`size-4 ${busy ? 'animate-spin' : ''}`} />
      {/* Phones under 420 px show the icon alone, so that the header fits (its name stays "Yenile"). */}
      <span className="max-[419px]:sr-only">{t('refresh')}</span>
    </a>
  );
}
