import type { PosterPageData } from '#app/domain/public/display-views.ts';
import { toListDateLabel } from '#app/domain/public/duty-words.ts';
import { DEFAULT_DUTY_HOURS } from '#app/domain/roster/pharmacy-display.ts';
import { withLocative } from '#app/domain/text/number-suffixes.ts';
import { formatTurkishDayMonth } from '#app/domain/time/format-date.ts';
import { toIstanbulDate, toIstanbulTime } from '#app/domain/time/istanbul-clock.ts';

/**
 * The window poster (`/{il}/yazdir`): one A4 page for up to about 25 pharmacies, in two columns
 * and large type, with the duty window in words, the date, the emergency numbers and a QR code
 * to the live page. No site header or footer; more pharmacies flow on to a second page, never
 * splitting one, under a running head with the place and date (app.css, `.poster`). Always dark on light, whatever the screen's scheme: it is
 * meant for paper. The "Yazdır" button appears only with the page script.
 */

/** Up to this many pharmacies (seven rows) get larger type; up to FEW_UP_TO, one column of the largest. */
const ROOMY_UP_TO = 14;
const FEW_UP_TO = 4;
/** One A4 sheet holds about this many; a longer list puts the emergency numbers above it, on the first sheet. */
const ONE_SHEET_UP_TO = 25;

function PosterList({ data }: { data: PosterPageData }) {
  const count = data.pharmacies.length;
  if (count === 0) {
    return (
      <>
        <p className="poster-empty">
          Bu nöbet için listede eczane yok. Güncel bilgi için QR kodu okutun ya da 112’yi arayın.
        </p>
        {/* Paper has no links: the names, so that whoever reads the door knows where to go. */}
        {data.nearest.length > 0 ? (
          <p className="text-center text-[14pt]">
            <strong>En yakın nöbetçi eczaneler:</strong>{' '}
            {data.nearest.map((d) => `${d.name} (${d.count} eczane)`).join(', ')}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <ol
      className={`poster-list${count <= ROOMY_UP_TO ? ' poster-roomy' : ''}${count <= FEW_UP_TO ? ' poster-few' : ''}`}
    >
      {data.pharmacies.map((p) => (
        <li key={p.id} className="poster-item">
          <h2 className="poster-name">{p.name}</h2>
          <p className="poster-phone">
            {p.phoneDisplay}
            {p.dutyHours !== DEFAULT_DUTY_HOURS ? <span className="poster-hours">{p.dutyHours}</span> : null}
          </p>
          <p className="poster-address">
            {data.showDistrict && p.district ? <strong>{p.district}: </strong> : null}
            {p.address ?? p.locationLine}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * When the list was fetched, as a moment on the clock: "27 Kasım 19:17'de alındı". Paper stays in the
 * window for hours, so "27 dakika önce" would be wrong by the time anyone reads it.
 */
function toFetchedText(fetchedAt: string): string {
  const instant = new Date(fetchedAt);
  return `${formatTurkishDayMonth(toIstanbulDate(instant))} ${withLocative(toIstanbulTime(instant))} alındı`;
}

/**
 * The running head of the printed pages after the first: the place and the date, in the page's
 * top margin (`@page poster`, app.css), so a second sheet in the window still says where it is
 * for; the first sheet has the full header instead. A CSS string: JSON's escaping of quotes and
 * backslashes is CSS's too, and `<` is escaped so the text cannot end the style element.
 */
function runningHeadCss(text: string): string {
  return `@page poster { @top-left { content: ${JSON.stringify(text).replaceAll('<', '\\3c ')}; } } @page poster:first { @top-left { content: ""; } }`;
}

export function PosterPage({ data }: { data: PosterPageData }) {
  const { roster } = data;
  // Printed at night, the duty's night ("27-28 Kasım gecesi") rather than a date read as yesterday's.
  const dateLabel = toListDateLabel(roster, data.night !== null) ?? data.todayLabel;
  return (
    <div className="poster-screen">
      <style>{runningHeadCss(`${data.placeName} nöbetçi eczaneler · ${dateLabel} (devamı)`)}</style>
      <nav aria-label="Poster" className="poster-tools">
        <a href={data.liveHref} className="font-semibold text-blue-800 underline underline-offset-2">
          ← Canlı listeye dön
        </a>
        <button type="button" data-print hidden className="poster-print">
          Yazdır
        </button>
      </nav>
      <main id="icerik" className="poster">
        <header className="poster-head">
          <div className="min-w-0 flex-1">
            <p className="poster-kicker">Nöbetçi Eczaneler</p>
            <h1 className="poster-title">{data.placeName}</h1>
            <div className="flex flex-wrap items-center gap-x-[3mm]">
              <p className="poster-date">{dateLabel}</p>
              {roster?.isStale ? (
                <p className="poster-warning">Bu liste güncel olmayabilir: daha yeni liste alınamadı.</p>
              ) : null}
              {roster?.isDemo ? <p className="poster-warning">Örnek veri: gerçek nöbet listesi değildir.</p> : null}
            </div>
            {roster ? <p className="poster-period">Nöbet: {roster.periodText}</p> : null}
          </div>
          <figure className="poster-qr">
            <div
              role="img"
              aria-label={`Güncel liste için QR kodu: ${data.liveUrl}`}
              data-qr={data.liveUrl}
              // The SVG comes from the qrcode library, drawn from our own URL on the server.
              dangerouslySetInnerHTML={{ __html: data.qrSvg }}
            />
            <figcaption>Güncel liste için okutun</figcaption>
          </figure>
        </header>
        {data.pharmacies.length > ONE_SHEET_UP_TO ? <PosterFoot data={data} first /> : null}
        <PosterList data={data} />
        {data.pharmacies.length > ONE_SHEET_UP_TO ? null : <PosterFoot data={data} />}
      </main>
    </div>
  );
}

/**
 * The emergency numbers and "call first": under the list on a one-sheet poster, above it on a
 * longer one, so that the first sheet, the one on the door, always has them.
 */
function PosterFoot({ data, first = false }: { data: PosterPageData; first?: boolean }) {
  const { roster } = data;
  return (
    <footer className={first ? 'poster-foot poster-foot-first' : 'poster-foot'}>
      <p className="poster-emergency">
        <strong>Acil numaralar:</strong>{' '}
        {data.emergency.map(([number, label], i) => (
          <span key={number}>
            {i > 0 ? ' · ' : ''}
            <strong>{number}</strong> {label}
          </span>
        ))}
      </p>
      <p>
        Gitmeden önce arayarak teyit edin.{roster ? ` Liste ${toFetchedText(roster.fetchedAt)}.` : ''} Güncel liste:{' '}
        <span className="break-all">{data.liveUrl}</span>
      </p>
    </footer>
  );
}
