/**
 * What a cross-check of two sources' lists for one province and duty date found
 * (app/domain/sources/cross-check.ts makes it). Stored with the published roster
 * (`duty_rosters.agreement`) and shown to admins and visitors. Types only.
 */
export type RosterAgreement = {
  /** The source compared with (its name). */
  checkedAgainst: string;
  /** Pharmacies of the published list that the other source lists too. */
  same: number;
  /** The published list's size. */
  total: number;
  /** The other list's size. */
  otherTotal: number;
  /** Names the published list has and the other lacks. */
  missingFromOther: string[];
  /** Names the other source lists and the published one lacks: shown to admins, never added for visitors. */
  onlyInOther: string[];
  /** When the other source was read (ISO). */
  checkedAt: string;
  /** True when the difference is beyond the threshold (flagged for the admin). */
  disagrees: boolean;
};
