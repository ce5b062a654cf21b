import { useCallback, useEffect, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useAdminFrame } from '#app/components/admin/admin-frame.tsx';
import {
  SCRAPE_FAILED_ERROR,
  parseProgressMessage,
  type ProgressMessage,
  type ScrapeResponse,
} from '#app/domain/admin/scrape-report.ts';
import type { ScrapeActionData } from '#app/domain/admin/views.ts';

/** Where the button's form posts without JavaScript (it sends the admin back to the dashboard). */
export const SCRAPER_ENDPOINT = '/api/admin/daily-province-scraper';
const PROGRESS_ENDPOINT = '/api/admin/scrape-progress';

export type ScrapeRunState = {
  /** This page's POST is waiting for the run to finish. */
  requesting: boolean;
  /** Live progress of a run in the server process (this one or a scheduled one). */
  progress: ProgressMessage | null;
  /** A run is going: this page's request, or another run still short of its total. */
  busy: boolean;
  result: ScrapeResponse | null;
  /** The banner text: 'HTTP error! status: {code}' or the result's error. */
  error: string | null;
  start(): void;
};

/** The banner for an answer: its HTTP status when refused, else the failed run's error. */
function toBanner({ result, status }: ScrapeActionData): string | null {
  if (status >= 400) return `HTTP error! status: ${status}`;
  return result.success ? null : (result.error ?? SCRAPE_FAILED_ERROR);
}

/**
 * Starts the daily scrape through the dashboard's action and follows its progress over
 * Server-Sent Events. After a run ends the page's data is reloaded (React Router does so after
 * the action), so the statistics and the last run's outcomes are fresh.
 */
export function useScrapeRun(initial: ProgressMessage | null): ScrapeRunState {
  const { csrfToken } = useAdminFrame();
  const { revalidate } = useRevalidator();
  const { submit, state, data } = useFetcher<ScrapeActionData>({ key: 'daily-scrape' });
  const [progress, setProgress] = useState<ProgressMessage | null>(initial);
  const requesting = state !== 'idle';
  const answer = requesting ? undefined : data;

  useEffect(() => {
    const source = new EventSource(PROGRESS_ENDPOINT);
    source.onmessage = (event: MessageEvent<string>) => {
      const message = parseProgressMessage(event.data);
      if (message) setProgress(message);
    };
    source.addEventListener('idle', () => setProgress(null));
    // The bar stays at its last count ("81 / 81 il") until this page's own request ends.
    source.addEventListener('finished', () => void revalidate());
    return () => source.close();
  }, [revalidate]);

  const start = useCallback(() => {
    setProgress(null);
    void submit({ csrf: csrfToken }, { method: 'post' }).then(() =>
      // The run is over: every province was visited, even if its last event is still on the way.
      // The bar stays full ("81 / 81 il") until the next run starts.
      setProgress((last) => (last ? { ...last, done: last.total } : last)),
    );
  }, [submit, csrfToken]);

  const busy = requesting || (progress !== null && progress.done < progress.total);
  return {
    requesting,
    progress,
    busy,
    result: answer?.result ?? null,
    error: answer ? toBanner(answer) : null,
    start,
  };
}
