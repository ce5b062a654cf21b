const PRIMARY =
  'inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark';
const SECONDARY =
  'inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-5 font-semibold dark:border-stone-700';

/**
 * A full-page message with the pharmacy mark: the global error screen, 404 and
 * 400 pages, and load failures. `retry` reloads the page (an empty href works
 * without JavaScript).
 */
export function ErrorScreen({
  title,
  message,
  retryLabel,
  next,
  suggestion,
  homeLabel = 'Ana Sayfa',
  homeHref = '/',
  alert = false,
  documentTitle = true,
}: {
  title: string;
  message: string;
  retryLabel?: string;
  /** The page to go on from, offered first: an unknown district's province. */
  next?: { label: string; href: string };
  /** What a near-miss address most likely meant, asked under the message: "Kadıköy'ü mü aradınız?". */
  suggestion?: { label: string; href: string };
  homeLabel?: string;
  /** The home page in the page's language. */
  homeHref?: string;
  alert?: boolean;
  /** Whether the screen names the document too: not where the route's meta does (errorPageMeta). */
  documentTitle?: boolean;
}) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      {documentTitle ? <title>{title}</title> : null}
      <p
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-2xl bg-brand text-4xl font-black text-white"
      >
        E
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role={alert ? 'alert' : undefined} className="text-stone-700 dark:text-stone-300">
        {message}
      </p>
      {suggestion ? (
        <p className="text-lg">
          <a
            href={suggestion.href}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 dark:text-red-300"
          >
            {suggestion.label}
          </a>
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {retryLabel ? (
          <a href="" className={PRIMARY}>
            {retryLabel}
          </a>
        ) : null}
        {next ? (
          <a href={next.href} className={PRIMARY}>
            {next.label}
          </a>
        ) : null}
        <a href={homeHref} className={retryLabel || next ? SECONDARY : PRIMARY}>
          {homeLabel}
        </a>
      </div>
    </main>
  );
}
