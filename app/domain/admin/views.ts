import type { DashboardStats } from '#app/domain/admin/dashboard-stats.ts';
import type { ExistingRecord } from '#app/domain/admin/existing-records.ts';
import type { OutcomeCounts, ProgressMessage, ScrapeResponse } from '#app/domain/admin/scrape-report.ts';

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
  /** The last 10 runs, newest first. */
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
  /** The problems admins were alerted to that have not cleared, oldest first. */
  openProblems: OpenProblemView[];
};

/** The process page: the duty date in force, the province names and the existing records. */
export type ProcessPageData = {
  defaultDutyDate: string;
  provinces: string[];
  /** The newest records (at most EXISTING_RECORDS_LIMIT) and how many there are in all. */
  existing: { records: ExistingRecord[]; total: number };
};

/** A content task of the content fetcher. */
type ContentTaskRow = {
  id: number;
  url: string;
  scheduleTime: string;
  isActive: boolean;
  createdAt: string;
  lastRunAt: string | null;
};

/** One run of a content task, as the log table shows it. */
type TaskLogRow = {
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

/** The forms and buttons of the content fetcher page, by the `intent` they post. */
export type ContentFetcherIntent = 'create' | 'toggle' | 'delete' | 'save' | 'fetch' | 'run';

/** A page fetched for the preview: its text, its type and the address it came from. */
export type FetchedContent = { content: string; contentType: string; sourceUrl: string };

/** The page's answer to one intent; `fetched` only for a successful `fetch`. */
export type ContentFetcherActionData = {
  intent: ContentFetcherIntent | null;
  ok: boolean;
  message: string;
  fetched?: FetchedContent;
};

/** The dashboard's answer to "Günlük Veri Çekme İşlemini Başlat": the run's outcome and the HTTP status it was sent with. */
export type ScrapeActionData = { result: ScrapeResponse; status: number };

/** The process page's "Örnek Veri Çek": one province's list as labelled lines, or why there is none. */
export type SampleActionData =
  | { ok: true; province: string; rawData: string; dutyDate: string | null; count: number }
  | { ok: false; error: string };

/** A cross-check as the Kaynaklar page shows it: the sentence and, for admins only, the names that differ. */
export type AgreementView = {
  /** "eczaneler.gen.tr ile karşılaştırıldı: 14 eczanenin 11'i aynı". */
  text: string;
  disagrees: boolean;
  checkedAgainst: string;
  /** Pharmacies of this list that the other source lacks. */
  missingFromOther: string[];
  /** Pharmacies only the other source lists (never added for visitors). */
  onlyInOther: string[];
};

/** One source of a province's chain (or of the chain for all provinces), with its health. */
export type SourceLinkView = {
  source: string;
  label: string;
  /** Place in the chain, 1 first. */
  position: number;
  /** Read in runs: not switched off, its key present, serving the province. */
  on: boolean;
  /** "Açık", "Kapalı: anahtar yok", "Kapalı: yönetici kapattı". */
  stateText: string;
  /** An admin switched it off (for this province or for all). */
  switchedOff: boolean;
  /** Where the setting that shapes this link applies (null: the catalogue's). */
  setBy: 'province' | 'all' | null;
  /** The address an admin set, or null (the source's own, `defaultBaseUrl`). */
  customBaseUrl: string | null;
  defaultBaseUrl: string;
  health: 'ok' | 'failing' | 'untried';
  /** "Çalışıyor", "Hata: Engellendi", "Henüz denenmedi". */
  healthText: string;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  /** "bugün 09:12", "dün 21:40", "20 Kasım 09:12"; null when none. */
  lastAttemptText: string | null;
  lastSuccessText: string | null;
  /** Pharmacies in the last healthy list. */
  records: number | null;
  /** The Turkish reason of the last failure. */
  error: string | null;
  /** Failed attempts in a row. */
  streak: number;
  agreement: AgreementView | null;
};

/** One province on the Kaynaklar page. */
export type SourceProvinceView = {
  plate: number;
  slug: string;
  name: string;
  links: SourceLinkView[];
  /** Families of the sources that are on: two or more is "at least two independent sources". */
  independent: number;
  /** The roster visitors see: the one in force, or else the newest older one. */
  published: { label: string; dutyDate: string; inForce: boolean; agreement: AgreementView | null } | null;
  failing: boolean;
  disagreeing: boolean;
  stale: boolean;
  /** Why the province counts as stale, in Turkish; null when it does not. */
  staleText: string | null;
  /** The open alert problems of this province (their Turkish text). */
  problems: string[];
};

/** `?filtre=`: failing (hata), disagreeing (uyusmazlik), stale (eski). */
export type SourceFilter = 'hata' | 'uyusmazlik' | 'eski';

export type OpenProblemView = { key: string; text: string; openedAt: string; provinceSlug: string | null };

export type SourcesPage = {
  summary: {
    total: number;
    covered: number;
    coverageText: string;
    failing: number;
    disagreeing: number;
    stale: number;
  };
  filter: SourceFilter | null;
  /** A Turkish note when the query named an unknown filter or province. */
  notice: string | null;
  /** The provinces the filter keeps (all 81 without one). */
  provinces: SourceProvinceView[];
  /** `?il=`: the province shown with its controls. */
  detail: SourceProvinceView | null;
  /** The national chain with the settings for all provinces, for the "Tüm iller" controls. */
  allChain: SourceLinkView[];
  problems: OpenProblemView[];
  provinceOptions: { slug: string; name: string }[];
};

/** What a Kaynaklar form gets back: the change made (or refused), said in Turkish, for its source. */
export type SourceActionData = { ok: boolean; message: string; scope: string | null; source: string | null };
