import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { provinces, users } from '#app/db/schema.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';

/**
 * The tables of the source chain and its alerts (docs/decisions/0008-source-chain-and-cross-checks.md),
 * beside the core tables of app/db/schema.ts: the admins' settings of each chain, each source's
 * health per province, and the problems admins were alerted to. drizzle.config.ts lists both files.
 */

/**
 * An admin's change to the source chain (docs/decisions/0008-source-chain-and-cross-checks.md): for one
 * province (`province_id`) or for all (null), a source switched off or on, moved to another place in
 * the order, or read from another address. A null value leaves the catalogue's own.
 */
export const sourceSettings = pgTable(
  'source_settings',
  {
    id: serial('id').primaryKey(),
    provinceId: smallint('province_id').references(() => provinces.id),
    source: text('source').notNull(),
    enabled: boolean('enabled'),
    /** Place in the chain, 1 first. */
    position: integer('position'),
    baseUrl: text('base_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('source_settings_scope_key').on(t.provinceId, t.source).nullsNotDistinct()],
);

/** Each source's standing for each province: the last attempt, the last success and the failure streak. */
export const sourceHealth = pgTable(
  'source_health',
  {
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.id),
    source: text('source').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Pharmacies in the last healthy list. */
    lastRecords: integer('last_records'),
    /** The Turkish reason of the last failure, null after a success. */
    lastError: text('last_error'),
    lastErrorKind: text('last_error_kind'),
    /** Failed attempts in a row (0 after a success). */
    failureStreak: integer('failure_streak').notNull().default(0),
    /** What the last comparison with another source found, from this source's side. */
    lastAgreement: jsonb('last_agreement').$type<RosterAgreement>(),
  },
  (t) => [primaryKey({ columns: [t.provinceId, t.source] })],
);

/**
 * A problem the admins were alerted to (no roster in force, a source failing, a disagreement):
 * one row while it lasts, so one message goes out when it starts and one when it clears.
 * `key` names the problem ("no_roster:giresun", "source_failing:giresun:e-devlet"); at most one open row per key.
 */
export const alertProblems = pgTable(
  'alert_problems',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    provinceId: smallint('province_id').references(() => provinces.id),
    source: text('source'),
    /** The Turkish text of the alert. */
    text: text('text').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_problems_open_key')
      .on(t.key)
      .where(sql`resolved_at is null`),
    index('alert_problems_opened_idx').on(t.openedAt),
  ],
);
