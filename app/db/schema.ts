import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  jsonb,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProvinceOutcome } from '#app/domain/admin/scrape-run.ts';
import type { RosterAgreement } from '#app/domain/sources/agreement.ts';

/**
 * The data model (docs/decisions/0002-data-model.md). Reference tables hold the
 * 81 provinces and 973 districts; a pharmacy is a lasting identity; a duty roster
 * is one province's on-duty list for one duty date, and its entries point at
 * pharmacies. Rosters of past days are kept.
 */

export const provinces = pgTable('provinces', {
  /** Plate code, 1 to 81. */
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  asciiName: text('ascii_name').notNull(),
  slug: text('slug').notNull().unique(),
  aliases: text('aliases')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Local time (HH:MM, Europe/Istanbul) at which this province's duty hands over. */
  dutyRotation: text('duty_rotation').notNull().default('08:30'),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('districts_province_slug_key').on(t.provinceId, t.slug)],
);

export const pharmacies = pgTable(
  'pharmacies',
  {
    id: serial('id').primaryKey(),
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    name: text('name').notNull(),
    /** Case- and accent-folded name, part of the identity. */
    nameKey: text('name_key').notNull(),
    address: text('address'),
    phone: text('phone'),
    neighbourhood: text('neighbourhood'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('pharmacies_identity_key').on(t.provinceId, t.districtId, t.nameKey).nullsNotDistinct()],
);

export const dutyRosters = pgTable(
  'duty_rosters',
  {
    id: serial('id').primaryKey(),
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.id),
    /** The duty date in Europe/Istanbul; the duty runs from this day's rotation to the next day's. */
    dutyDate: date('duty_date', { mode: 'string' }).notNull(),
    /** Where the roster came from: demo, import, a source adapter name. */
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    /** The independent source this roster was compared with, and what the comparison found; null when none was read. */
    checkedAgainst: text('checked_against'),
    agreement: jsonb('agreement').$type<RosterAgreement>(),
  },
  (t) => [
    uniqueIndex('duty_rosters_province_date_key').on(t.provinceId, t.dutyDate),
    index('duty_rosters_date_idx').on(t.dutyDate),
  ],
);

export const dutyEntries = pgTable(
  'duty_entries',
  {
    id: serial('id').primaryKey(),
    rosterId: integer('roster_id')
      .notNull()
      .references(() => dutyRosters.id, { onDelete: 'cascade' }),
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id),
    position: integer('position').notNull(),
    /** Optional exact duty window when the source gives one. */
    dutyStart: timestamp('duty_start', { withTimezone: true }),
    dutyEnd: timestamp('duty_end', { withTimezone: true }),
    /** Duty-hours text as the source wrote it, e.g. "Gece 23:59'a kadar". */
    dutyHours: text('duty_hours'),
    /** Landmark or directions note, e.g. "Devlet Hastanesi karşısı". */
    note: text('note'),
  },
  (t) => [
    index('duty_entries_roster_idx').on(t.rosterId),
    // The prune deletes pharmacies no entry names: each delete's foreign-key check looks here.
    index('duty_entries_pharmacy_idx').on(t.pharmacyId),
  ],
);

/** Daily scrape schedules (the old product's `scraping_schedules`): run at HH:MM Europe/Istanbul while active. */
export const scrapingSchedules = pgTable('scraping_schedules', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  time: text('time').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One scrape run (the old product's `scraping_logs`). A scheduled run claims its slot through
 * the unique (schedule_id, slot) index, so each slot runs once across instances.
 * A running run holds a lease it renews; an expired lease means its process died.
 */
export const scrapeRuns = pgTable(
  'scrape_runs',
  {
    id: serial('id').primaryKey(),
    trigger: text('trigger').notNull(),
    scheduleId: integer('schedule_id').references(() => scrapingSchedules.id, { onDelete: 'set null' }),
    /** The scheduled slot, "YYYY-MM-DD HH:MM" in Europe/Istanbul. */
    slot: text('slot'),
    source: text('source').notNull(),
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }).notNull(),
    provincesTotal: integer('provinces_total').notNull().default(0),
    provincesDone: integer('provinces_done').notNull().default(0),
    insertedCount: integer('inserted_count').notNull().default(0),
    removedCount: integer('removed_count').notNull().default(0),
    outcomes: jsonb('outcomes').$type<ProvinceOutcome[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('scrape_runs_schedule_slot_key').on(t.scheduleId, t.slot),
    index('scrape_runs_started_idx').on(t.startedAt),
  ],
);

/** People who may use the admin tools (the old product's `kullanicilar`); passwords as Argon2id hashes only. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** 'admin' may use every admin tool; 'user' may sign in but is refused (403) everywhere. */
  role: text('role').notNull().default('admin'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Server-side sessions: the cookie holds a random 256-bit token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Login attempts, for rate limiting per IP and per username. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    username: text('username').notNull(),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_ip_idx').on(t.ip, t.at), index('login_attempts_username_idx').on(t.username, t.at)],
);

/** Who did what: logins, scrapes, imports, fetches, schedule changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    action: text('action').notNull(),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/**
 * Daily content fetches (the old product's `scheduled_content_fetches`): at HH:MM Europe/Istanbul while active,
 * fetch the URL through the SSRF-safe fetcher and import the text as the roster in force.
 */
export const contentTasks = pgTable('scheduled_content_fetches', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  scheduleTime: text('schedule_time').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});

/**
 * One run of a content task (the old product's `task_execution_logs`). A scheduled run claims its slot
 * ("YYYY-MM-DD HH:MM", Europe/Istanbul) through the unique (task_id, slot) index, so each slot runs
 * once across instances; manual runs have no slot. Status: 'running' while it runs, then
 * 'success' or 'failed'.
 */
export const taskExecutionLogs = pgTable(
  'task_execution_logs',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => contentTasks.id, { onDelete: 'cascade' }),
    slot: text('slot'),
    executionTime: timestamp('execution_time', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('running'),
    errorMessage: text('error_message'),
    recordsCleared: integer('records_cleared').notNull().default(0),
    recordsInserted: integer('records_inserted').notNull().default(0),
    executionDurationMs: integer('execution_duration_ms'),
  },
  (t) => [
    uniqueIndex('task_execution_logs_task_slot_key').on(t.taskId, t.slot),
    index('task_execution_logs_time_idx').on(t.executionTime),
  ],
);

/**
 * Data the application writes once on a fresh database (the default schedule),
 * stamped with the services' clock rather than the database's `now()`. A row
 * here means "done": an admin who deletes the seeded schedule does not get it back.
 */
export const appSeeds = pgTable('app_seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});

/**
 * What visitors report as wrong about a pharmacy ("Bilgi yanlış mı?", `/eczane/{id}/bildir`).
 * No personal data: the client is kept only as a hash of its address, for the hourly limit, and
 * erased ('') once that hour has passed (app/db/reports.server.ts). Status: 'open' until an admin accepts (with a correction) or rejects it.
 */
export const pharmacyReports = pgTable(
  'pharmacy_reports',
  {
    id: serial('id').primaryKey(),
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    /** 'phone' | 'address' | 'not_on_duty' | 'closed' | 'other' (app/domain/reports/report-form.ts). */
    category: text('category').notNull(),
    note: text('note'),
    clientKey: text('client_key').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('pharmacy_reports_status_idx').on(t.status, t.pharmacyId),
    index('pharmacy_reports_client_idx').on(t.clientKey, t.createdAt),
  ],
);

/**
 * An admin's correction of a pharmacy, applied over the source's values whenever the snapshot
 * is built, so it outlives the next scrape or import. Kind: 'phone', 'address', 'location'
 * (latitude and longitude) or 'off_duty' (not on duty on `duty_date`). Active while `ended_at`
 * is null; a newer correction of the same kind ends the older one.
 */
export const pharmacyCorrections = pgTable(
  'pharmacy_corrections',
  {
    id: serial('id').primaryKey(),
    pharmacyId: integer('pharmacy_id')
      .notNull()
      .references(() => pharmacies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    phone: text('phone'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    dutyDate: date('duty_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('pharmacy_corrections_pharmacy_idx').on(t.pharmacyId)],
);
