import type { Route } from './+types/scrape-progress';
import { servicesContext } from '#app/context.server.ts';
import type { ScrapeProgress, ScrapeSummary } from '#app/domain/admin/scrape-run.ts';
import { formatFinishedEvent, formatProgressEvent, formatSseEvent } from '#app/domain/admin/scrape-report.ts';

/** How often a comment line keeps idle proxies from closing the stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * GET /api/admin/scrape-progress: Server-Sent Events for the dashboard's
 * progress bar. Sends the progress of the run going in this process at once
 * (or an `idle` event), then `data: {"done":n,"total":81,"province":"slug"}`
 * per finished province and a `finished` event with the run's summary. The
 * listeners go when the browser disconnects (the request's signal aborts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { scraper } = context.get(servicesContext);
  const encoder = new TextEncoder();
  let cleanup = () => {};

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const onProgress = (progress: ScrapeProgress) => send(formatProgressEvent(progress));
      const onFinished = (summary: ScrapeSummary) => send(formatFinishedEvent(summary));
      const keepAlive = setInterval(() => send(': ping\n\n'), KEEP_ALIVE_MS);
      const onAbort = () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the consumer.
        }
      };
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepAlive);
        scraper.events.off('progress', onProgress);
        scraper.events.off('finished', onFinished);
        request.signal.removeEventListener('abort', onAbort);
      };

      scraper.events.on('progress', onProgress);
      scraper.events.on('finished', onFinished);
      request.signal.addEventListener('abort', onAbort);
      send('retry: 5000\n\n');
      const current = scraper.current();
      send(current ? formatProgressEvent(current) : formatSseEvent({ running: false }, 'idle'));
      if (request.signal.aborted) onAbort();
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware from buffering the events.
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
