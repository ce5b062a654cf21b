import { Cron } from 'croner';
import type { Logger } from 'pino';
import {
  MINUTE_MS,
  toIstanbulInstant,
  toIstanbulMinute,
  type IstanbulMinute,
} from '#app/domain/time/istanbul-clock.ts';

/**
 * The one scheduler of recurring jobs (the registry, app/jobs/registry.server.ts, lists them):
 * each job's active items run daily at their HH:MM in Istanbul. A minute tick (croner) looks for
 * items due in the last few minutes and claims each slot in the database, so a slot runs exactly
 * once even when several instances share one PostgreSQL, and a tick delayed by a busy process
 * still catches its slot. The tick first fails the runs of processes that died mid-run.
 */

/** One item of a recurring job (a scrape schedule, a content task): due daily at `time`. */
export type ScheduledItem = {
  id: number;
  /** "HH:MM" in Istanbul. */
  time: string;
  /** Slots that begin before this instant are skipped (a task created after its time waits for tomorrow). */
  notBefore?: Date;
};

/** A kind of recurring job. Exactly one caller across instances may win `claim` for a slot. */
export type RecurringJob<Item extends ScheduledItem = ScheduledItem, Claim extends { id: number } = { id: number }> = {
  /** Names the job in the log: "scrape" gives "scheduled scrape started". */
  name: string;
  /** Marks the runs of processes that stopped mid-run as failed; returns how many. */
  failAbandoned(now: Date): Promise<number>;
  listActive(): Promise<Item[]>;
  /** Claims the item's slot ("YYYY-MM-DD HH:MM", Istanbul): the run's row, or null when taken. */
  claim(item: Item, slot: string, now: Date): Promise<Claim | null>;
  /** Runs a claimed slot to completion. */
  run(item: Item, claim: Claim): Promise<unknown>;
};

/** How late a tick may be and still run a slot. */
const CATCH_UP_MINUTES = 5;

/** Istanbul-local "YYYY-MM-DD" and "HH:MM" for each of the last few minutes, newest first. */
export function listRecentSlots(now: Date, minutes = CATCH_UP_MINUTES): IstanbulMinute[] {
  return Array.from({ length: minutes }, (_, i) => toIstanbulMinute(new Date(now.getTime() - i * MINUTE_MS)));
}

export type Scheduler = {
  /** Claims and starts every due slot of every job; returns how many runs this instance started. */
  tick(): Promise<number>;
  /** Resolves when the runs this instance started have finished. */
  idle(): Promise<void>;
  /** Stops ticking. Runs in progress are not waited for: if the process exits, their lease expires. */
  stop(): void;
};

export type SchedulerDeps = {
  log: Logger;
  now: () => Date;
  /** In tick order. */
  jobs: readonly RecurringJob[];
};

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const { log } = deps;
  const running = new Set<Promise<void>>();

  async function tickJob<Item extends ScheduledItem, Claim extends { id: number }>(
    job: RecurringJob<Item, Claim>,
    now: Date,
  ): Promise<number> {
    const abandoned = await job.failAbandoned(now);
    if (abandoned > 0) log.warn({ runs: abandoned }, `marked crashed ${job.name} runs as failed`);
    const items = await job.listActive();
    let started = 0;
    for (const minute of listRecentSlots(now)) {
      for (const item of items.filter((i) => i.time === minute.time)) {
        if (item.notBefore && toIstanbulInstant(minute.date, minute.time) < item.notBefore) continue;
        const slot = `${minute.date} ${minute.time}`;
        const claim = await job.claim(item, slot, now);
        if (!claim) continue;
        started++;
        log.info({ itemId: item.id, runId: claim.id, slot }, `scheduled ${job.name} started`);
        const task = job
          .run(item, claim)
          .then(() => undefined)
          .catch((error: unknown) =>
            log.error({ err: error, itemId: item.id, runId: claim.id }, `scheduled ${job.name} failed`),
          )
          .finally(() => running.delete(task));
        running.add(task);
      }
    }
    return started;
  }

  return {
    async tick() {
      const now = deps.now();
      let started = 0;
      for (const job of deps.jobs) started += await tickJob(job, now);
      return started;
    },
    async idle() {
      await Promise.allSettled([...running]);
    },
    stop() {},
  };
}

/** Starts the minute tick in this process. */
export function startScheduler(deps: SchedulerDeps): Scheduler {
  const scheduler = createScheduler(deps);
  const cron = new Cron('* * * * *', { protect: true }, async () => {
    try {
      await scheduler.tick();
    } catch (error) {
      deps.log.error({ err: error }, 'scheduler tick failed');
    }
  });
  return { ...scheduler, stop: () => cron.stop() };
}
