import type { ReactNode } from 'react';
import { useT } from '#app/components/i18n.tsx';
import { DEFAULT_DUTY_HOURS } from '#app/domain/roster/pharmacy-display.ts';
import type { MessageKey } from '#app/domain/i18n/translate.ts';
import { TEXT_DIRECTION } from '#app/domain/i18n/locale.ts';
import { PharmacyShareLink, SHARE_LABEL_ID } from '#app/components/pharmacy-share-link.tsx';
import { REPORT_LABEL_IDS, ReportLink } from '#app/components/report-link.tsx';
import { DIRECTIONS_APPS, listDirectionsLinks, type DirectionsApp } from '#app/domain/geo/directions.ts';
import type { PharmacyHint } from '#app/domain/public/public-page.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';

/**
 * One pharmacy: name, duty hours, location, address, call and map actions, and
 * directions in Google, Apple and Yandex Maps (to its coordinates, else its address). Plain
 * links: no script. Styles and icons live in app.css (.card and friends) because a page repeats
 * this up to 130 times. `status` is an extra line under the title (the nearest page's distance and
 * open-now badge). `data-lat`/`data-lng` carry its coordinates for the map view.
 */
export function PharmacyCard({
  pharmacy,
  hint,
  status,
}: {
  pharmacy: SnapshotPharmacy;
  hint: PharmacyHint | null;
  status?: ReactNode;
}) {
  const t = useT();
  // What the source wrote (name, address, its own notes) stays Turkish and says so to a screen reader.
  const sourceLang = t.locale === 'tr' ? undefined : 'tr';
  const directions = listDirectionsLinks(pharmacy);
  const titleId = toTitleId(pharmacy.id);
  const { latitude: lat, longitude: lng } = pharmacy;
  // The map view (app/client/map.ts) places the card's pharmacy from these; ~1 m is enough.
  const point = lat !== null && lng !== null ? { 'data-lat': +lat.toFixed(5), 'data-lng': +lng.toFixed(5) } : null;
  return (
    <article className="card" {...point}>
      <h3 id={titleId} className="card-title" lang={sourceLang}>
        {pharmacy.name}
      </h3>
      {status}
      {pharmacy.dutyHours === DEFAULT_DUTY_HOURS && sourceLang ? (
        <p className="card-hours">{t('card.dayAndNight')}</p>
      ) : (
        <p className="card-hours" lang={sourceLang}>
          {pharmacy.dutyHours}
        </p>
      )}
      <p className="card-location" lang={sourceLang}>
        <SourceText text={pharmacy.locationLine} />
      </p>
      {hint ? <p className={hint.kind === 'open' ? 'card-open' : 'card-on-call'}>{hint.text}</p> : null}
      {pharmacy.address ? (
        <p className="card-text" lang={sourceLang}>
          <SourceText text={pharmacy.address} />
        </p>
      ) : null}
      {pharmacy.note ? (
        <p className="card-note" lang={sourceLang}>
          <SourceText text={pharmacy.note} />
        </p>
      ) : null}
      <div className="card-actions">
        {pharmacy.telHref ? (
          <CallLink pharmacy={pharmacy} href={pharmacy.telHref} />
        ) : pharmacy.phoneDisplay ? (
          <p className="card-text">
            <PhoneNumber text={pharmacy.phoneDisplay} />
          </p>
        ) : null}
        {pharmacy.mapUrl ? (
          <a
            href={pharmacy.mapUrl}
            target="_blank"
            rel="noreferrer"
            // Its arrow (app.css, .btn-map::before) points a direction: flipped right to left (ADR 0010).
            className="btn-map rtl:before:-scale-x-100"
            aria-labelledby={`${titleId} ${MAP_LABEL_ID}`}
          >
            {t('card.map')}
          </a>
        ) : null}
      </div>
      {directions.length > 0 ? (
        <p className="card-dirs">
          {t('card.directions')}
          {directions.map((link) => (
            <a
              key={link.app}
              href={link.href}
              target="_blank"
              rel="noreferrer"
              aria-labelledby={`${titleId} ${DIRECTIONS_LABEL_ID[link.app]}`}
            >
              {link.brand}
            </a>
          ))}
        </p>
      ) : null}
      {sourceLang ? <DriverCard pharmacy={pharmacy} /> : null}
      <p className="card-more">
        <PharmacyShareLink pharmacy={pharmacy} titleId={titleId} />
        <ReportLink pharmacyId={pharmacy.id} titleId={titleId} />
      </p>
    </article>
  );
}

const toTitleId = (pharmacyId: number) => `n${pharmacyId}`;

/** Said to the driver in Turkish whatever the page's language: the point of the card. */
const DRIVER_REQUEST = 'Lütfen beni bu eczaneye götürün.';

/**
 * "Show to driver" (English and Arabic pages): the name and address as the source wrote them, in
 * large Turkish text, left to right, with a Turkish sentence asking to be taken there. A
 * disclosure: it opens in place, without a script and offline. The share page shows it too.
 */
export function DriverCard({ pharmacy }: { pharmacy: SnapshotPharmacy }) {
  const t = useT();
  return (
    <details className="card-driver">
      <summary>{t('card.showDriver')}</summary>
      <div lang="tr" dir="ltr">
        <p>{DRIVER_REQUEST}</p>
        <strong>{pharmacy.name}</strong>
        {pharmacy.address ? <p>{pharmacy.address}</p> : null}
        <p>{pharmacy.locationLine}</p>
      </div>
    </details>
  );
}

/** Short: each card names them in its map and directions links. */
const MAP_LABEL_ID = 'hg';
const DIRECTIONS_LABEL_ID: Record<DirectionsApp['app'], string> = { google: 'yg', apple: 'ya', yandex: 'yy' };

/**
 * The accessible names of a card's links are its title with some of these around it
 * (aria-labelledby reads hidden elements): "{pharmacy} Haritada Göster (yeni sekmede açılır)",
 * "{pharmacy} için yol tarifi: Google Haritalar (yeni sekmede açılır)", "Paylaş: {pharmacy}" and
 * "Bilgi yanlış mı? {pharmacy} için bildirin". So each link names its pharmacy (a screen reader's
 * list of links tells 130 map links apart), and the words are written once per page instead of
 * in each of up to 130 cards (~250 bytes a card). Every public page has them
 * (app/components/site-frame.tsx).
 */
const DIRECTIONS_LABELS: Readonly<Record<DirectionsApp['app'], MessageKey>> = {
  google: 'card.directionsGoogle',
  apple: 'card.directionsApple',
  yandex: 'card.directionsYandex',
};

export function CardLinkLabels() {
  const t = useT();
  return (
    <div hidden>
      <span id={MAP_LABEL_ID}>{t('card.mapLabel')}</span>
      {DIRECTIONS_APPS.map(({ app }) => (
        <span key={app} id={DIRECTIONS_LABEL_ID[app]}>
          {t(DIRECTIONS_LABELS[app])}
        </span>
      ))}
      <span id={SHARE_LABEL_ID}>{t('card.shareLabel')}</span>
      <span id={REPORT_LABEL_IDS.before}>{t('card.reportBefore')}</span>
      <span id={REPORT_LABEL_IDS.after}>{t('card.reportAfter')}</span>
    </div>
  );
}

/**
 * A phone number as it is dialled, left to right: in an Arabic sentence the bidirectional
 * algorithm would otherwise reorder its groups ("0 (438) 000 29 53" shown as "53 29 000 (438) 0").
 */
export function PhoneNumber({ text }: { text: string | null }) {
  const { locale } = useT();
  return TEXT_DIRECTION[locale] === 'rtl' ? <bdi dir="ltr">{text}</bdi> : text;
}

/**
 * The source's Turkish words (a name, an address) inside a right-to-left page: isolated, so that
 * they keep their own order ("Deneme Mah." is not shown as ".Deneme Mah") where the line stays
 * right-aligned. The cards, the share page and the report form use it; the element around carries
 * `lang="tr"`.
 */
export function SourceText({ text }: { text: string | null }) {
  const { locale } = useT();
  return TEXT_DIRECTION[locale] === 'rtl' ? <bdi>{text}</bdi> : text;
}

/** The green call button with the number, its accessible name saying whom it calls (cards and the share page). */
export function CallLink({
  pharmacy,
  href,
  className = '',
}: {
  pharmacy: Pick<SnapshotPharmacy, 'name' | 'phoneDisplay'>;
  href: string;
  className?: string;
}) {
  const t = useT();
  return (
    <a href={href} className={`btn-call ${className}`.trim()}>
      <span>
        <span className="sr-only">{`${t('card.call', { name: pharmacy.name })} `}</span>
        <PhoneNumber text={pharmacy.phoneDisplay} />
      </span>
    </a>
  );
}
