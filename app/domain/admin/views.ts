import type { DashboardStats } from '#app/domain/admin/dashboard-stats.ts';
import type { ExistingRecord } from '#app/domain/admin/existing-records.ts';
import type { OutcomeCounts, ProgressMessage } from '#app/domain/admin/scrape-report.ts';

/**
 * What the admin pages receive from their loaders (app/routes/admin/*.server.ts build them), the
 * admin's counterpart of app/domain/public/public-page.ts. Types only: the components that show them
 * import them from here, never from a route module. Dates cross as ISO strings.
 */

/** What every admin page's header needs: who is signed in and the CSRF token for its forms. */
export type AdminFrame = { username: string; csrfToken: string; openReports: number };

/** A daily scrape schedule of the scheduling tab. */
export type ScheduleRow = { id: number; name: string; time: string; isActive: boolean; lastRunAt: string | null };

/** A scrape run as the admin pages show it (run history, last run). */
export type RunRow = {
  id: number;
  trigger: string;
  status: string;
  startedAt: string;
  completedAt: string | null;
  provincesDone: number;
  provincesTotal: number;
  insertedCount: number;
  removedCount: number;
  /** Why some provinces kept their previous roster (or why the run failed), in Turkish; null when none did. */
  problemSummary: string | null;
};

export type SchedulesPage = {
  schedules: ScheduleRow[];
  /** The last 10 runs, newest first (spec 9). */
  runs: RunRow[];
  /** Schedules with a run in progress ('Şimdi çalışıyor...'). */
  runningScheduleIds: number[];
  /** The server's clock, where the countdowns start before the page is interactive. */
  now: string;
  /** Whether this server runs schedules at all (JOBS_ENABLED): off, none of them runs. */
  schedulerOn: boolean;
};

export type RunProblem = { province: string; status: 'kept' | 'failed'; reason: string | null };

export type LastRun = RunRow & {
  counts: OutcomeCounts;
  /** Provinces that kept their previous roster or failed, with why. */
  problems: RunProblem[];
};

/** Everything the dashboard shows besides its header. */
export type DashboardData = {
  /** Null when the figures could not be read ('İstatistikler yüklenemedi'). */
  stats: DashboardStats | null;
  demoInUse: boolean;
  lastRun: LastRun | null;
  /** The run going in this process, for the progress bar's first paint. */
  progress: ProgressMessage | null;
  provinceCount: number;
  /** Slug → Turkish name, for the progress bar's "last province". */
  provinceNames: Record<string, string>;
};

/** The process page: the duty date in force, the province names and the existing records. */
export type ProcessPageData = {
  defaultDutyDate: string;
  provinces: string[];
  /** The newest records (at most EXISTING_RECORDS_LIMIT) and how many there are in all. */
  existing: { records: ExistingRecord[]; total: number };
};

/** A content task of the content fetcher (spec 2.19). */
export type ContentTaskRow = {
  id: number;
  url: string;
  scheduleTime: string;
  isActive: boolean;
  createdAt: string;
  lastRunAt: string | null;
};

/** One run of a content task, as the log table shows it. */
export type TaskLogRow = {
  id: number;
  taskId: number;
  executionTime: string;
  status: string;
  errorMessage: string | null;
  recordsCleared: number;
  recordsInserted: number;
  executionDurationMs: number | null;
};

export type ContentFetcherData = {
  /** `?gorev=ID` filters the log table to one task. */
  filterTaskId: number | null;
  tasks: ContentTaskRow[];
  logs: TaskLogRow[];
};

/** The forms of the content fetcher page, by the `intent` they post. */
export type ContentFetcherIntent = 'create' | 'toggle' | 'delete' | 'save';

export type ContentFetcherActionData = { intent: ContentFetcherIntent | null; ok: boolean; message: string };
