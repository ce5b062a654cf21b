import { Form, Link } from 'react-router';
import type { OpenProblemView, SourceFilter, SourcesPage } from '#app/domain/admin/views.ts';
import { formatDateTime } from '#app/domain/time/format-date.ts';

const PAGE = '/adminxyz/kaynaklar';

/** The Kaynaklar page's head: the coverage, the counts of failing, disagreeing and stale provinces, and the open problems. */
export function SourceSummary({ page }: { page: Pick<SourcesPage, 'summary' | 'problems'> }) {
  const { summary } = page;
  return (
    <section
      aria-labelledby="source-summary-title"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="source-summary-title" className="text-lg font-bold">
        Özet
      </h2>
      <p className={`font-semibold ${summary.covered < summary.total ? 'text-red-800 dark:text-red-300' : ''}`}>
        {summary.coverageText}.
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm tabular-nums">
        <li>Hata veren kaynağı olan: {summary.failing} il</li>
        <li>Uyuşmazlık: {summary.disagreeing} il</li>
        <li>Eski liste: {summary.stale} il</li>
        <li>Açık sorun: {page.problems.length}</li>
      </ul>
      <OpenProblems problems={page.problems} />
    </section>
  );
}

/** The open alert problems, oldest first, each linked to its province; `titled` adds a heading of its own. */
export function OpenProblems({ problems, titled = true }: { problems: OpenProblemView[]; titled?: boolean }) {
  if (problems.length === 0) return <p className="text-sm text-stone-700 dark:text-stone-300">Açık sorun yok.</p>;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {titled ? <h3 className="font-bold">Açık sorunlar</h3> : null}
      <ul className="flex flex-col gap-2">
        {problems.map((problem) => (
          <li key={problem.key} className="break-words">
            <span className="block text-xs text-stone-700 dark:text-stone-300">
              <time dateTime={problem.openedAt}>{formatDateTime(problem.openedAt)}</time> başladı
            </span>
            {problem.provinceSlug ? (
              <Link
                to={`${PAGE}?il=${problem.provinceSlug}`}
                className="underline underline-offset-2 hover:no-underline"
              >
                {problem.text}
              </Link>
            ) : (
              problem.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const FILTER_LINKS: { filter: SourceFilter | null; label: string; count: (s: SourcesPage['summary']) => number }[] = [
  { filter: null, label: 'Tüm iller', count: (s) => s.total },
  { filter: 'hata', label: 'Hata veren', count: (s) => s.failing },
  { filter: 'uyusmazlik', label: 'Uyuşmazlık', count: (s) => s.disagreeing },
  { filter: 'eski', label: 'Eski liste', count: (s) => s.stale },
];

/** The filters (links, so each view has its address) and a province picker for the detail view. */
export function SourceFilters(props: {
  summary: SourcesPage['summary'];
  filter: SourceFilter | null;
  provinceOptions: SourcesPage['provinceOptions'];
  /** The province shown, when one is. */
  selected: string | null;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end md:justify-between">
      <nav aria-label="Süzgeçler" className="flex flex-wrap gap-2">
        {FILTER_LINKS.map((link) => {
          const current = props.selected === null && props.filter === link.filter;
          return (
            <Link
              key={link.label}
              to={link.filter ? `${PAGE}?filtre=${link.filter}` : PAGE}
              aria-current={current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold ${
                current
                  ? 'border-brand bg-brand text-white'
                  : 'border-stone-300 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'
              }`}
            >
              {link.label} ({link.count(props.summary)})
            </Link>
          );
        })}
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="source-province" className="text-sm font-semibold">
            İl ayrıntısı ve ayarları
          </label>
          <select
            id="source-province"
            name="il"
            defaultValue={props.selected ?? ''}
            className="min-h-11 rounded-lg border border-stone-500 bg-white px-3 text-sm dark:bg-stone-950"
          >
            <option value="">İl seçin</option>
            {props.provinceOptions.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-stone-800 px-4 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Göster
        </button>
      </Form>
    </div>
  );
}
