import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  SCRAPE_FAILED_ERROR,
  parseProgressMessage,
  type ProgressMessage,
  type ScrapeResponse,
} from '#app/domain/admin/scrape-report.ts';

export const SCRAPER_ENDPOINT = '/api/admin/daily-province-scraper';
export const PROGRESS_ENDPOINT = '/api/admin/scrape-progress';
const UNKNOWN_ERROR = 'Bilinmeyen hata';

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

async function readBody(response: Response): Promise<ScrapeResponse | null> {
  try {
    return (await response.json()) as ScrapeResponse;
  } catch {
    return null;
  }
}

/**
 * Starts the daily scrape through the endpoint and follows its progress over
 * Server-Sent Events. After a run ends the page's data is reloaded, so the
 * statistics and the last run's outcomes are fresh.
 */
export function useScrapeRun(csrfToken: string, initial: ProgressMessage | null): ScrapeRunState {
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;
  const [requesting, setRequesting] = useState(false);
  const [progress, setProgress] = useState<ProgressMessage | null>(initial);
  const [result, setResult] = useState<ScrapeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

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
    setRequesting(true);
    setProgress(null);
    setError(null);
    setResult(null);
    void (async () => {
      try {
        const response = await fetch(SCRAPER_ENDPOINT, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': csrfToken },
        });
        const body = await readBody(response);
        if (!response.ok) {
          const httpError = `HTTP error! status: ${response.status}`;
          setError(httpError);
          setResult({
            success: false,
            message: null,
            error: body?.error ?? httpError,
            clearedCount: 0,
            insertedCount: 0,
            pharmacies: [],
          });
          return;
        }
        if (!body) throw new Error(UNKNOWN_ERROR);
        setResult(body);
        if (!body.success) setError(body.error ?? SCRAPE_FAILED_ERROR);
      } catch (caught) {
        const message = caught instanceof TypeError ? SCRAPE_FAILED_ERROR : UNKNOWN_ERROR;
        setError(message);
        setResult({ success: false, message: null, error: message, clearedCount: 0, insertedCount: 0, pharmacies: [] });
      } finally {
        setRequesting(false);
        // The run is over: every province was visited, even if its last event is still on the way.
        // The bar stays full ("81 / 81 il") until the next run starts.
        setProgress((last) => (last ? { ...last, done: last.total } : last));
        void revalidate();
      }
    })();
  }, [csrfToken, revalidate]);

  const busy = requesting || (progress !== null && progress.done < progress.total);
  return { requesting, progress, busy, result, error, start };
}
