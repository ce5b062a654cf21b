import type { KioskPageData } from '#app/domain/public/display-views.ts';

/**
 * The kiosk screen (`/{il}/ekran`) for a pharmacy's or a clinic's TV: large type, the duty
 * window, the data's age, and no site chrome. Without JavaScript it reloads every minute (the
 * meta refresh inside <noscript> in the document's head, so it never fights the script); the page script
 * (app/client/kiosk.ts) instead fetches the page again every minute and at the rotation, only
 * when online, keeps the old list with a notice when offline, and scrolls a long list page by
 * page. Each reload is rendered from the snapshot, so the list changes at the rotation by itself.
 */

export function KioskPage({ data }: { data: KioskPageData }) {
  const { roster, night } = data;
  // Between midnight and the rotation the screen names the duty in force and when the next one
  // starts, not the calendar day, which beside a list that began yesterday reads as a stale list.
  const period = night && !roster?.isStale ? night.dutyNow : roster?.periodText;
  return (
    <main
      id="icerik"
      className="min-h-dvh px-4 py-4 lg:px-8 lg:py-6"
      data-kiosk
      data-refresh-seconds={data.refreshSeconds}
      data-rotation-in={data.msUntilRotation}
    >
      {/* Stays on screen while the list pages by (app/client/kiosk.ts). */}
      <header className="sticky top-0 z-10 flex flex-wrap items-end justify-between gap-x-8 gap-y-2 border-b-4 border-brand bg-stone-50 pt-2 pb-3 dark:bg-stone-950">
        <div className="min-w-0">
          <p className="text-xl font-extrabold tracking-wide text-brand uppercase lg:text-2xl dark:text-red-400">
            Nöbetçi Eczaneler
          </p>
          <h1 className="text-4xl leading-tight font-black lg:text-6xl">{data.placeName}</h1>
          {period ? <p className="text-xl font-semibold lg:text-3xl">{period}</p> : null}
        </div>
        <div className="text-lg lg:text-2xl">
          <p className="font-bold">{night ? night.next : data.todayLabel}</p>
          <p data-kiosk-age>
            {roster ? `Liste ${roster.ageText}` : 'Liste yok'} · Ekran yenilendi: {data.renderedTime}
          </p>
          {/* Paging through a long list moves by itself: whoever reads it can stop it (WCAG 2.2.2). Shown by the script. */}
          <button
            type="button"
            data-kiosk-pause=""
            hidden
            className="mt-1 min-h-11 rounded-lg border-2 border-stone-400 px-4 text-base font-semibold hover:bg-stone-200 dark:border-stone-600 dark:hover:bg-stone-800"
          >
            Kaydırmayı durdur
          </button>
        </div>
        {/* In the header, so that every screen of a long list says it too. */}
        <p data-kiosk-offline role="status" hidden className="kiosk-notice w-full">
          Bağlantı yok: son alınan liste gösteriliyor, gitmeden önce arayarak teyit edin.
        </p>
        {roster?.isStale ? (
          <p className="kiosk-notice w-full">Bu liste güncel olmayabilir: daha yeni liste alınamadı.</p>
        ) : null}
        {roster?.isDemo ? <p className="kiosk-notice w-full">Örnek veri: gerçek nöbet listesi değildir.</p> : null}
      </header>
      {data.pharmacies.length === 0 ? (
        <>
          <p className="mt-10 text-3xl font-bold">Bu nöbet için listede eczane yok. Acil durumda 112’yi arayın.</p>
          {/* A screen nobody taps: the names of where to go instead. */}
          {data.nearest.length > 0 ? (
            <p className="mt-6 text-2xl lg:text-3xl">
              <strong>En yakın nöbetçi eczaneler:</strong>{' '}
              {data.nearest.map((d) => `${d.name} (${d.count} eczane)`).join(', ')}
            </p>
          ) : null}
        </>
      ) : (
        <ol className="kiosk-list">
          {data.pharmacies.map((p) => {
            const hint = data.hints[p.id];
            return (
              <li key={p.id} className="kiosk-item">
                <h2 className="kiosk-name">{p.name}</h2>
                {p.phoneDisplay ? <p className="kiosk-phone">{p.phoneDisplay}</p> : null}
                <p className="kiosk-address">
                  {data.showDistrict && p.district ? <strong>{p.district}: </strong> : null}
                  {p.address ?? p.locationLine}
                </p>
                {hint ? <p className="kiosk-hint">{hint.text}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
      <footer className="mt-6 text-lg text-stone-700 lg:text-xl dark:text-stone-300">
        Acil: <strong>112</strong>. Bu ekran her dakika kendini yeniler; gitmeden önce arayarak teyit edin. Güncel
        liste:{' '}
        <a href={data.liveHref} className="underline">
          {data.liveUrl}
        </a>
      </footer>
    </main>
  );
}
