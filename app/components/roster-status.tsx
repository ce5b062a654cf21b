import { AlertTriangle } from '#app/components/icons.tsx';
import { MapView } from '#app/components/map-view.tsx';
import { NearestButton } from '#app/components/nearest-button.tsx';
import type { MapTiles } from '#app/domain/geo/map-tiles.ts';
import { toOtherDayHeading, toOtherDayNotice } from '#app/domain/public/duty-words.ts';
import { toRememberedPlaceAttributes } from '#app/client/remember-place.ts';
import type { DayTab, DistrictOption, ProvinceSummary, RosterMeta } from '#app/domain/public/public-page.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { useT } from '#app/components/i18n.tsx';

/**
 * Dün / Bugün / Yarın, where data for those days exists; between midnight and the rotation
 * "Önceki nöbet / Bu gece / 08:30'dan sonra", each naming its window to a screen reader. The night
 * labels are longer: they stay on one row and wrap inside their tabs on a narrow phone, rather
 * than put a tab on a row of its own. Plain links: they work without JavaScript.
 */
function DayTabs({ tabs }: { tabs: readonly DayTab[] }) {
  const t = useT();
  if (tabs.length === 0) return null;
  const night = tabs.some((tab) => tab.window);
  return (
    <nav aria-label={t(night ? 'tabs.night' : 'tabs.day')} className="mt-2">
      <ul
        className={`inline-flex ${night ? 'max-w-full' : 'flex-wrap'} rounded-lg border border-stone-300 bg-white p-1 dark:border-stone-700 dark:bg-stone-900`}
      >
        {tabs.map((tab) => (
          // At night the short "Bu gece" keeps its line; the longer labels wrap.
          // With large text a label breaks inside its word rather than push the page sideways.
          <li key={tab.id} className={night ? (tab.id === 'bugun' ? 'shrink-0' : 'min-w-0') : undefined}>
            <a
              href={tab.href}
              aria-current={tab.active ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-md ${night ? 'px-3 py-1 text-center leading-tight wrap-anywhere' : 'px-4'} text-sm font-semibold ${
                tab.active
                  ? 'bg-brand text-white'
                  : 'text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800'
              }`}
            >
              {tab.label}
              {tab.window ? <span className="sr-only">: {tab.window}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * What the heading adds when the list shown is not the one in force: "Yarının listesi", "Dünün
 * listesi"; at night "Sonraki nöbetin listesi", "Önceki nöbetin listesi".
 */
export function OtherDayLabel({ tabs }: { tabs: readonly DayTab[] }) {
  const t = useT();
  const active = tabs.find((tab) => tab.active);
  const heading = active ? toOtherDayHeading(active, t) : null;
  if (heading === null) return null;
  return <span className="block text-lg font-bold text-amber-900 dark:text-amber-200">{heading}</span>;
}

/**
 * Yesterday's or tomorrow's list says so in words above its cards, with a way back to the list in
 * force: the tab's fill alone was the only sign (and forced colours drop it), while the cards carry
 * the same call buttons as today's.
 */
function OtherDayNotice({ tabs, roster }: { tabs: readonly DayTab[]; roster: RosterMeta | null }) {
  const t = useT();
  const active = tabs.find((tab) => tab.active);
  const today = tabs.find((tab) => tab.id === 'bugun');
  if (!active || active.id === 'bugun' || !today) return null;
  return (
    <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      {toOtherDayNotice(active, roster?.dutyDateLabel ?? null, t)}{' '}
      <a href={today.href} className="font-semibold underline underline-offset-2">
        {t('otherDay.backToNow')}
      </a>
    </p>
  );
}

/** The duty period of the list shown, its age and, when it is not the list in force, a clear warning. */
function RosterStatus({ roster, inForceAtNight }: { roster: RosterMeta; inForceAtNight: boolean }) {
  const t = useT();
  return (
    <>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {/* At night the header names the duty in force already: the list's own period is not said twice. */}
        {inForceAtNight ? null : (
          <>
            {`${t('roster.duty')} `}
            <strong>{roster.periodText}</strong>
          </>
        )}
        <span className="block text-xs">
          <time dateTime={roster.fetchedAt}>{roster.ageText}</time>
          {` · ${t('provenance.source', { source: roster.sourceLabel })}`}
        </span>
      </p>
      {roster.isStale ? (
        <p
          role="alert"
          className="mt-2 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('roster.stale', { date: roster.dutyDateLabel })}
        </p>
      ) : null}
    </>
  );
}

/**
 * Where the list came from, in full, under it: its source, what it was compared with and the
 * result, and when it was read ("Kaynak: e-Devlet (onaylı liste) · eczaneler.gen.tr ile
 * karşılaştırıldı: 14 eczanenin 14'ü aynı · 08:41"). The heading names the source in a few words,
 * so on a phone the first pharmacy's call button stays on the first screen.
 */
export function RosterProvenance({ roster }: { roster: RosterMeta | null }) {
  const t = useT();
  if (!roster) return null;
  const chamber = roster.chamberList;
  return (
    <>
      <p className="mt-6 text-sm text-stone-700 dark:text-stone-300" data-provenance="">
        {roster.provenance}
      </p>
      {/* The list at its source, for a visitor who wants to check it there. */}
      {chamber ? (
        <p className="mt-1 text-sm">
          <a
            href={chamber.href}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 dark:text-red-300"
          >
            {chamber.label}
            <span className="sr-only">{` ${t('roster.externalSite')}`}</span>
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * Under a place's heading: where the list came from, the day tabs, a note when another day is
 * shown, then the nearest button and the map of `pharmacies` (the province page's after its filter).
 */
export function RosterTools({
  data,
  pharmacies,
}: {
  data: {
    roster: RosterMeta | null;
    dayTabs: readonly DayTab[];
    mapTiles: MapTiles;
    province: ProvinceSummary;
    district?: DistrictOption;
    cookieDomain: string | null;
  };
  pharmacies: readonly SnapshotPharmacy[];
}) {
  return (
    <>
      {data.roster ? (
        <div className="mt-2">
          <RosterStatus
            roster={data.roster}
            inForceAtNight={
              data.dayTabs.some((tab) => tab.window) && data.dayTabs.some((tab) => tab.active && tab.id === 'bugun')
            }
          />
        </div>
      ) : null}
      <DayTabs tabs={data.dayTabs} />
      <OtherDayNotice tabs={data.dayTabs} roster={data.roster} />
      {/* The place the page script remembers, with the visitor's consent (app/client/remember-place.ts). */}
      <div className="mt-3 flex flex-col gap-2" {...toRememberedPlaceAttributes(data)}>
        <NearestButton />
        <MapView tiles={data.mapTiles} pharmacies={pharmacies} />
      </div>
    </>
  );
}
