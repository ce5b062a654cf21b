import type { BlogArticle, BlogBlock } from '#app/domain/content/blog-articles.ts';
import { listVisibleTags } from '#app/domain/content/blog-articles.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';
import { formatReadingTime } from '#app/domain/content/reading-time.ts';

/**
 * One blog article: category, title, the day it was last reviewed, reading time, excerpt, the full text behind
 * "Devamını oku" and its tags. The featured article's title is an h2 (its sections h3); the others sit under the
 * "Son yazılar" h2, so their titles are h3 (sections h4).
 */
export function BlogArticleCard({ article }: { article: BlogArticle }) {
  const featured = article.featured;
  const Title = featured ? 'h2' : 'h3';
  const SectionHeading = featured ? 'h3' : 'h4';
  return (
    <article
      aria-labelledby={`yazi-${article.id}`}
      className={`min-w-0 rounded-xl border bg-white p-5 dark:bg-stone-900 ${
        featured ? 'border-brand dark:border-red-400' : 'border-stone-200 dark:border-stone-800'
      }`}
    >
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        {featured ? <span className="rounded-full bg-brand px-2.5 py-1 text-white">Öne çıkan</span> : null}
        <span className="rounded-full bg-red-50 px-2.5 py-1 text-red-900 dark:bg-red-950 dark:text-red-100">
          {article.category}
        </span>
      </p>
      <Title id={`yazi-${article.id}`} className={`mt-3 font-bold ${featured ? 'text-2xl' : 'text-lg'}`}>
        {article.title}
      </Title>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {formatReadingTime(article)} · Son gözden geçirme:{' '}
        <time dateTime={article.reviewedOn}>{formatTurkishDate(article.reviewedOn)}</time>
      </p>
      <p className="mt-3 text-stone-800 dark:text-stone-200">{article.excerpt}</p>
      <details className="group mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand dark:text-red-300">
          <span className="group-open:hidden">Devamını oku</span>
          {/* Open, the same control folds the text back: it says so. */}
          <span className="hidden group-open:inline">Yazıyı kapat</span>
        </summary>
        {article.sections.map((section) => (
          <section key={section.heading} className="mt-4 max-w-prose">
            <SectionHeading className="text-lg font-bold">{section.heading}</SectionHeading>
            {section.body.map((block, i) => (
              <ArticleBlock key={i} block={block} />
            ))}
          </section>
        ))}
      </details>
      <ul aria-label="Etiketler" className="mt-3 flex flex-wrap gap-2">
        {listVisibleTags(article).map((tag) => (
          <li
            key={tag}
            className="rounded-md bg-stone-100 px-2 py-0.5 text-xs text-stone-700 dark:bg-stone-800 dark:text-stone-300"
          >
            #{tag}
          </li>
        ))}
      </ul>
    </article>
  );
}

/** A paragraph, or a bulleted list. */
function ArticleBlock({ block }: { block: BlogBlock }) {
  if (typeof block === 'string') return <p className="mt-2 text-stone-800 dark:text-stone-200">{block}</p>;
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800 dark:text-stone-200">
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
