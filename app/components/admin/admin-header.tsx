import { Globe, Home, LogOut } from '#app/components/icons.tsx';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Form, NavLink, useLocation } from 'react-router';
import { formatTurkishDate, formatTurkishTime } from '#app/domain/time/format-date.ts';
import { toIstanbulDate } from '#app/domain/time/istanbul-clock.ts';
import type { AdminFrame } from '#app/domain/admin/views.ts';

/** One shared one-second ticker; the server (and the first client render) show no time. */
function subscribeToSeconds(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}
const currentSecond = () => Math.floor(Date.now() / 1000);
const noSecond = () => null;

/** A clock that ticks every second once the page is interactive. */
function LiveClock() {
  const second = useSyncExternalStore(subscribeToSeconds, currentSecond, noSecond);
  // Its place is kept before the first tick, so the actions keep theirs.
  if (second === null) return <p aria-hidden="true" className="ml-auto" />;
  const now = new Date(second * 1000);
  return (
    <p className="ml-auto text-right text-sm tabular-nums">
      <time dateTime={now.toISOString()}>
        <span className="block font-semibold">{formatTurkishTime(now, { seconds: true })}</span>
        <span className="block text-xs text-stone-700 dark:text-stone-300">
          {formatTurkishDate(toIstanbulDate(now))}
        </span>
      </time>
    </p>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold sm:px-4 ${
    isActive ? 'bg-brand text-white' : 'text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800'
  }`;

const actionClass =
  'inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-lg px-2 text-sm font-semibold hover:bg-stone-100 sm:px-3 dark:hover:bg-stone-800';

/**
 * The admin header: user, live clock, logout, home, content fetcher, and the panel's
 * tabs. On a phone it keeps to three short rows (title and clock; the three actions; the tabs in
 * one row that scrolls sideways, the current one scrolled into view) instead of wrapping the
 * tabs to three rows and pushing the page's heading below the first screen.
 */
export function AdminHeader({ frame }: { frame: AdminFrame }) {
  const tabs = useRef<HTMLElement>(null);
  // The header stays while the admin moves between pages (the guard layout draws it): each page
  // scrolls its own tab into view.
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = tabs.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    // Centred by the strip's own scroll: scrollIntoView could also scroll the page.
    nav.scrollLeft = current.offsetLeft - nav.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <header className="border-b border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
        <p className="flex items-center gap-2 font-bold">
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-lg bg-brand text-xl font-black text-white"
          >
            E
          </span>
          <span>
            Yönetim Paneli
            <span className="block text-xs font-normal text-stone-700 dark:text-stone-300">
              Oturum: {frame.username}
            </span>
          </span>
        </p>
        <LiveClock />
        <div className="flex flex-wrap items-center gap-1 max-sm:w-full max-sm:justify-between sm:gap-2">
          <a href="/" className={actionClass}>
            <Home aria-hidden="true" className="size-4 max-[25rem]:hidden" /> Ana Sayfa
          </a>
          {/* A link, not a tab, but it says so when it is the page shown (aria-current). */}
          <NavLink to="/adminxyz/content-fetcher" className={actionClass}>
            <Globe aria-hidden="true" className="size-4 max-[25rem]:hidden" /> İçerik Çekici
          </NavLink>
          <Form method="post" action="/adminxyz/cikis">
            <input type="hidden" name="csrf" value={frame.csrfToken} />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-lg bg-stone-800 px-3 text-sm font-semibold text-white hover:bg-stone-700"
            >
              <LogOut aria-hidden="true" className="size-4 max-[25rem]:hidden" /> Çıkış Yap
            </button>
          </Form>
        </div>
      </div>
      <nav
        ref={tabs}
        aria-label="Yönetim"
        className="relative mx-auto flex max-w-6xl gap-2 overflow-x-auto px-4 pb-2 sm:flex-wrap sm:overflow-visible"
      >
        <NavLink to="/adminxyz" end className={tabClass}>
          Kontrol Paneli
        </NavLink>
        <NavLink to="/adminxyz/zamanlama" className={tabClass}>
          Otomatik Zamanlama
        </NavLink>
        <NavLink to="/adminxyz/kaynaklar" className={tabClass}>
          Kaynaklar
        </NavLink>
        <NavLink to="/process-data" className={tabClass}>
          Veri İşleme
        </NavLink>
        <NavLink to="/adminxyz/islem-kaydi" className={tabClass}>
          İşlem Kaydı
        </NavLink>
        <NavLink to="/adminxyz/bildirimler" className={tabClass}>
          Bildirimler
          {frame.openReports > 0 ? (
            <span className="ml-1.5 rounded-full bg-amber-200 px-2 text-xs font-bold text-amber-950">
              {frame.openReports}
              <span className="sr-only"> açık</span>
            </span>
          ) : null}
        </NavLink>
      </nav>
    </header>
  );
}
