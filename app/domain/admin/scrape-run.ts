import type { RosterRecord } from '#app/domain/roster/roster-text.ts';

/**
 * The shapes of a daily scrape run as they cross the layers: the job (app/jobs/daily-scrape.server.ts)
 * makes them, the database stores each province's outcome (`scrape_runs.outcomes`), and the admin
 * screens, the endpoints and the CLI report them (scrape-report.ts). Types only.
 */

/** What became of one province in a run. */
export type ProvinceOutcome = {
  province: string;
  status: 'imported' | 'kept' | 'failed';
  /** Why the previous roster was kept or the province failed. */
  reason: string | null;
  dates: string[];
  inserted: number;
  removed: number;
  /** The source whose list was published (its name), when one was. */
  source?: string | null;
  /** The published source was not the chain's first: a fallback filled the province. */
  fallback?: boolean;
  /** The comparison with another source, when one was read: its name, how many agree, of how many. */
  check?: { source: string; same: number; total: number; disagrees: boolean } | null;
  /** Each source tried, in order, with its failure when it failed. */
  attempts?: { source: string; error: string | null }[];
};

/** The figures of a run that the reports read (a `scrape_runs` row has these and more). */
type ScrapeRunFigures = {
  id: number;
  status: string;
  provincesDone: number;
  provincesTotal: number;
  insertedCount: number;
  removedCount: number;
};

/** One province done, announced while the run goes on. */
export type ScrapeProgress = { runId: number; done: number; total: number; outcome: ProvinceOutcome };

/** A finished run: its row, each province's outcome and a sample of what was imported. */
export type ScrapeSummary<Run extends ScrapeRunFigures = ScrapeRunFigures> = {
  run: Run;
  outcomes: ProvinceOutcome[];
  sample: RosterRecord[];
};
