import { data } from 'react-router';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { listDirectionsLinks } from '#app/domain/geo/directions.ts';
import { formatLongDate } from '#app/domain/i18n/format.ts';
import { localiseHref } from '#app/domain/i18n/locale.ts';
import { provinceNameIn } from '#app/domain/i18n/place-names.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';
import type { SharePageData } from '#app/domain/public/display-views.ts';
import { toNightDutyLine, toNightWords } from '#app/domain/public/duty-words.ts';
import type { DemoNotice } from '#app/domain/public/public-page.ts';
import { toSharePath, toShareText, toWhatsAppHref } from '#app/domain/public/share-text.ts';
import { getSnapshotPharmacy } from '#app/domain/roster/pharmacy-index.ts';
import { DEMO_SOURCE, selectRoster } from '#app/domain/roster/snapshot.ts';
import type { Site } from '#app/domain/site/site.server.ts';
import { describeDutyPeriod, toNightLimitHint } from '#app/domain/time/duty-text.ts';
import { DEFAULT_ROTATION, getDutyDate } from '#app/domain/time/duty-window.ts';
import type { AppServices } from '#app/services.server.ts';

/**
 * `/eczane/{id}/paylas` (and `/en/…`, `/ar/…`): one pharmacy to share (name, phone, address,
 * directions, a WhatsApp link and the page's own link to copy), read from the snapshot, in the
 * page's language (`site.locale`); the pharmacy's name and address stay as the source wrote them.
 * An id the snapshot does not hold is a 404 in that language. Between midnight and the province's
 * rotation the page names duties as the province's page does (`night`): the header the duty in
 * force, the pharmacy's duty by its window, never a calendar day (app/domain/public/duty-words.ts).
 */

export function requireSharePage(
  rawId: string | undefined,
  services: Pick<AppServices, 'snapshots' | 'now'>,
  site: Site,
): SharePageData & { demoNotice: DemoNotice } {
  const t = translatorFor(site.locale);
  const id = rawId && /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  const snapshot = services.snapshots.get();
  const entry = id === null ? null : getSnapshotPharmacy(snapshot, id);
  if (!entry) throw data({ message: t('share.notFound') }, { status: 404 });

  const { roster } = entry;
  const province = getProvince(roster.provinceSlug);
  const rotation = snapshot.rotations.get(roster.provinceSlug) ?? DEFAULT_ROTATION;
  const now = services.now();
  const dutyDateInForce = getDutyDate(now, rotation);
  const inForce = selectRoster(snapshot.rosters.get(roster.provinceSlug), dutyDateInForce);
  const current = inForce.isStale ? undefined : inForce.roster?.pharmacies.find((p) => p.id === id);
  const pharmacy = current ?? entry.pharmacy;
  const dutyDate = current ? inForce.roster!.dutyDate : roster.dutyDate;

  // The province by its name in the page's language (Istanbul, إسطنبول); the district keeps its Turkish one.
  const provinceName = provinceNameIn(site.locale, roster.provinceSlug, province?.name ?? roster.provinceSlug);
  const placeName = pharmacy.district
    ? t('share.place', { district: pharmacy.district, province: provinceName })
    : provinceName;
  const shareUrl = `${site.canonical.site}${localiseHref(site.locale, toSharePath(pharmacy.id))}`;
  const shareText = toShareText(pharmacy, placeName, t);
  const onDutyNow = current !== undefined;
  const night = toNightWords(now, rotation, t);
  return {
    // The site frame's "Örnek veri" notice, for this page: whether this pharmacy's list is demo data.
    demoNotice: roster.source === DEMO_SOURCE ? 'this-page' : null,
    pharmacy,
    placeName,
    shareUrl,
    shareText,
    whatsAppHref: toWhatsAppHref(shareText, shareUrl),
    directions: listDirectionsLinks(pharmacy),
    duty: {
      onDutyNow,
      upcoming: !onDutyNow && dutyDate > dutyDateInForce,
      periodText: describeDutyPeriod(dutyDate, rotation, t),
      dutyDateLabel: formatLongDate(site.locale, dutyDate),
      hint: current ? toNightLimitHint(pharmacy.dutyHours, dutyDate, rotation, now, t) : null,
    },
    night: night && {
      dutyNow: night.dutyNow,
      duty: toNightDutyLine({ dutyDate, dutyDateInForce, onDutyNow, rotation, t }),
    },
    listHref: site.links.listHref(roster.provinceSlug, pharmacy.districtSlug),
    listLabel: t('share.listLink', { place: placeName }),
  };
}
