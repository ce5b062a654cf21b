import { z } from 'zod';
import { audit } from '#app/auth/audit.server.ts';
import type { SignedIn } from '#app/auth/sessions.server.ts';
import { listRecentRuns, type ScrapeRun } from '#app/db/scrape-runs.server.ts';
import { createSchedule, deleteSchedule, listSchedules, setScheduleActive } from '#app/db/schedules.server.ts';
import type { RunRow, SchedulesPage } from '#app/domain/admin/views.ts';
import { toClockTime } from '#app/domain/time/istanbul-clock.ts';
import { describeDisagreements, describeFallbacks, describeRunProblems } from '#app/domain/admin/scrape-report.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { toSourceLabel } from '#app/domain/sources/provenance.ts';
import { withPossessive } from '#app/domain/text/number-suffixes.ts';
import type { AppServices } from '#app/services.server.ts';
import { rowIdSchema } from '#app/domain/admin/row-id.ts';

/** The scheduling tab's data and its create / toggle / delete actions. */

/** Names as people read them, for the run's summary. */
const RUN_NAMES = {
  province: (slug: string) => getProvince(slug)?.name ?? slug,
  source: toSourceLabel,
  agreement: (same: number, total: number) => `${total} eczanenin ${withPossessive(same)} aynı`,
};

/** A scrape run as the admin pages show it (run history, last run). */
export function toRunRow(run: ScrapeRun): RunRow {
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    completedAt: run.completedAt?.toISOString() ?? null,
    provincesDone: run.provincesDone,
    provincesTotal: run.provincesTotal,
    insertedCount: run.insertedCount,
    removedCount: run.removedCount,
    problemSummary:
      [
        describeRunProblems(run.outcomes, run.error),
        describeFallbacks(run.outcomes, RUN_NAMES),
        describeDisagreements(run.outcomes, RUN_NAMES),
      ]
        .filter(Boolean)
        .join(' · ') || null,
  };
}

export async function loadSchedulesPage(services: Pick<AppServices, 'db' | 'now' | 'config'>): Promise<SchedulesPage> {
  const [schedules, runs] = await Promise.all([listSchedules(services.db), listRecentRuns(services.db, 10)]);
  return {
    schedules: schedules.map((s) => ({
      id: s.id,
      name: s.name,
      time: s.time,
      isActive: s.isActive,
      lastRunAt: s.lastRunAt?.toISOString() ?? null,
    })),
    runs: runs.map(toRunRow),
    runningScheduleIds: runs.flatMap((r) => (r.status === 'running' && r.scheduleId !== null ? [r.scheduleId] : [])),
    now: services.now().toISOString(),
    schedulerOn: services.config.jobsEnabled,
  };
}

export const SCHEDULE_ERRORS = {
  create: 'Zamanlanmış görev oluşturulurken bir hata oluştu',
  update: 'Zamanlanmış görev güncellenirken bir hata oluştu',
  delete: 'Zamanlanmış görev silinirken bir hata oluştu',
  time: 'Geçerli bir saat girin (24 saat biçiminde, örn. 03:00)',
  name: 'Zamanlama adı en fazla 100 karakter olabilir',
  missing: 'Zamanlama bulunamadı; başka bir oturumda silinmiş olabilir.',
  invalid: 'Geçersiz istek',
} as const;

const id = rowIdSchema();
const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), name: z.string().default(''), time: z.string().default('') }),
  z.object({ intent: z.literal('toggle'), id, active: z.enum(['true', 'false']) }),
  z.object({ intent: z.literal('delete'), id }),
]);

export type ScheduleActionResult = { ok: true; error: null } | { ok: false; error: string; status: number };

const ok: ScheduleActionResult = { ok: true, error: null };
const fail = (error: string, status: number): ScheduleActionResult => ({ ok: false, error, status });

/**
 * Parses the form's `intent` and carries it out, audited. A create with an
 * empty name or time does nothing and reports nothing, as the old form did.
 */
export async function runScheduleIntent(
  services: Pick<AppServices, 'db' | 'now' | 'log'>,
  form: FormData,
  actor: { signedIn: SignedIn | null; ip: string },
): Promise<ScheduleActionResult> {
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(SCHEDULE_ERRORS.invalid, 400);
  const input = parsed.data;
  const record = (action: 'schedule_create' | 'schedule_update' | 'schedule_delete', detail: Record<string, unknown>) =>
    audit(services.db, {
      action,
      now: services.now(),
      userId: actor.signedIn?.user.id ?? null,
      username: actor.signedIn?.user.username ?? null,
      ip: actor.ip,
      detail,
    });
  const kind = input.intent === 'create' ? 'create' : input.intent === 'toggle' ? 'update' : 'delete';
  try {
    if (input.intent === 'create') {
      const name = input.name.trim();
      const typed = input.time.trim();
      if (!name || !typed) return ok;
      const time = toClockTime(typed);
      if (time === null) return fail(SCHEDULE_ERRORS.time, 400);
      if (name.length > 100) return fail(SCHEDULE_ERRORS.name, 400);
      const row = await createSchedule(services.db, { name, time, now: services.now() });
      await record('schedule_create', { id: row.id, name, time });
      return ok;
    }
    if (input.intent === 'toggle') {
      const row = await setScheduleActive(services.db, input.id, input.active === 'true');
      if (!row) return fail(SCHEDULE_ERRORS.missing, 404);
      await record('schedule_update', { id: row.id, isActive: row.isActive });
      return ok;
    }
    if (!(await deleteSchedule(services.db, input.id))) return fail(SCHEDULE_ERRORS.missing, 404);
    await record('schedule_delete', { id: input.id });
    return ok;
  } catch (error) {
    services.log.error({ err: error, intent: input.intent }, 'schedule change failed');
    return fail(SCHEDULE_ERRORS[kind], 500);
  }
}
