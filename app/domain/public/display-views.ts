import type { DirectionsLink } from '#app/domain/geo/directions.ts';
import type { NearbyDistrict, NightWords, PharmacyHint, RosterMeta } from '#app/domain/public/public-page.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import type { EMERGENCY_NUMBERS } from '#app/domain/site/emergency-numbers.ts';

/**
 * What the window poster (`/{il}/yazdir`), the kiosk screen (`/{il}/ekran`) and a pharmacy's
 * share page (`/eczane/{id}/paylas`) receive from their loaders (app/routes/public/*-page.server.ts).
 */

/** The address words after a place's live page: `/{il}/yazdir`, `/{il}/{ilce}/ekran`. */
export const DISPLAY_VIEWS = ['yazdir', 'ekran'] as const;
export type DisplayView = (typeof DISPLAY_VIEWS)[number];

type DisplayCommon = {
  /** "Kadıköy, İstanbul" or "İstanbul". */
  placeName: string;
  /** A province view lists each pharmacy's district. */
  showDistrict: boolean;
  pharmacies: readonly SnapshotPharmacy[];
  /** Keyed by pharmacy id: open until the night limit, or on call after it. */
  hints: Record<number, PharmacyHint>;
  roster: RosterMeta | null;
  /** "22 Kasım 2026 Pazar" in Istanbul; between midnight and the rotation, the duty in force (NightWords.dutyNow). */
  todayLabel: string;
  /** Between midnight and the rotation: the duty in force in words. Null after it. */
  night: NightWords | null;
  /** The live page's canonical, absolute URL. */
  liveUrl: string;
  /** The live page on this host (a relative link). */
  liveHref: string;
  /** A district with nobody on duty: the nearest districts that have someone, nearest first; else empty. */
  nearest: NearbyDistrict[];
};

export type PosterPageData = DisplayCommon & {
  view: 'yazdir';
  /** The QR code of `liveUrl`, an SVG document rendered on the server. */
  qrSvg: string;
  emergency: typeof EMERGENCY_NUMBERS;
};

export type KioskPageData = DisplayCommon & {
  view: 'ekran';
  /** Seconds between refreshes. */
  refreshSeconds: number;
  /** "09:41": when this page was rendered, Istanbul time. */
  renderedTime: string;
  /** Milliseconds from rendering until the next duty rotation of the province. */
  msUntilRotation: number;
};

export type DisplayPageData = PosterPageData | KioskPageData;

export type SharePageData = {
  pharmacy: SnapshotPharmacy;
  /** "Kadıköy, İstanbul". */
  placeName: string;
  /** This page's absolute URL: what is shared and copied. */
  shareUrl: string;
  /** The text a WhatsApp message or the Web Share API carries before the link. */
  shareText: string;
  whatsAppHref: string;
  directions: DirectionsLink[];
  /**
   * Whether the pharmacy is on the list in force now, and that list's period in words; `hint`
   * where its source gives a night limit ("Gece 23:59'a kadar"): open until it, or on call after.
   */
  duty: {
    onDutyNow: boolean;
    /** Not on duty now, its list is a later day's: its next duty, not its last. */
    upcoming: boolean;
    periodText: string | null;
    dutyDateLabel: string;
    hint: PharmacyHint | null;
  };
  /**
   * Between midnight and the province's rotation, when the duty in force began yesterday: the
   * header's line ("Bu geceki nöbet: 27 Kasım 08:30 – 28 Kasım 08:30") and the pharmacy's duty by
   * its window ("Şu an nöbetçi: 27 Kasım 08:30 – 28 Kasım 08:30.") instead of a calendar day.
   */
  night: { dutyNow: string; duty: string } | null;
  /** The live list of its district (or province), on this host. */
  listHref: string;
  listLabel: string;
};
