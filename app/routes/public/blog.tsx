import { Form, data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/blog';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { servicesContext } from '#app/context.server.ts';
import { contentPageMeta } from '#app/domain/seo-meta.ts';
import { BLOG_ARTICLES, NEWSLETTER_NOT_READY, listVisibleTags, type BlogArticle } from '#app/domain/blog-articles.ts';
import { formatTurkishDate } from '#app/domain/format-date.ts';
import { isSameOrigin } from '#app/routes/public/cookie-consent.server.ts';
import { loadSiteFrame } from '#app/routes/public/load-public-page.server.ts';

/** `/blog` and `/saglik-blog`. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSiteFrame(new URL(request.url), context.get(servicesContext));
}

/** There is no newsletter service: the address is neither read nor stored, and the visitor is told so. */
export function action({ request }: Route.ActionArgs) {
  if (!isSameOrigin(request)) {
    return data({ message: 'İstek başka bir siteden geldiği için kabul edilmedi.' }, { status: 403 });
  }
  return { message: NEWSLETTER_NOT_READY };
}

/** `/saglik-blog` is the same page: both name `/blog` as canonical. The articles are a `Blog` of `BlogPosting`s. */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  const site = loaderData?.siteOrigin;
  return contentPageMeta({
    title: 'Sağlık Blogu - Nöbetçi Eczane',
    description:
      'Eczacılarımızdan ilaç kullanımı, çocuk, kadın ve yaşlı sağlığı ile kronik hastalıklar üzerine yazılar.',
    siteOrigin: site,
    path: '/blog',
    crumb: 'Sağlık Blogu',
    extraJsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: 'Nöbetçi Eczane Sağlık Blogu',
        url: `${site}/blog`,
        inLanguage: 'tr-TR',
        blogPost: BLOG_ARTICLES.map((article) => ({
          '@type': 'BlogPosting',
          headline: article.title,
          description: article.excerpt,
          datePublished: article.publishDate,
          author: { '@type': 'Person', name: article.author },
          articleSection: article.category,
          keywords: article.tags.join(', '),
          url: `${site}/blog#yazi-${article.id}`,
        })),
      },
    ],
  });
};

function ArticleCard({ article }: { article: BlogArticle }) {
  const featured = article.featured;
  return (
    <article
      aria-labelledby={`yazi-${article.id}`}
      className={`rounded-xl border bg-white p-5 dark:bg-stone-900 ${
        featured ? 'border-brand dark:border-red-400' : 'border-stone-200 dark:border-stone-800'
      }`}
    >
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        {featured ? <span className="rounded-full bg-brand px-2.5 py-1 text-white">Öne çıkan</span> : null}
        <span className="rounded-full bg-red-50 px-2.5 py-1 text-red-900 dark:bg-red-950 dark:text-red-100">
          {article.category}
        </span>
      </p>
      {featured ? (
        <h2 id={`yazi-${article.id}`} className="mt-3 text-2xl font-bold">
          {article.title}
        </h2>
      ) : (
        <h3 id={`yazi-${article.id}`} className="mt-3 text-lg font-bold">
          {article.title}
        </h3>
      )}
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {article.author} · <time dateTime={article.publishDate}>{formatTurkishDate(article.publishDate)}</time> ·{' '}
        {article.readTime} dk okuma · {article.views.toLocaleString('tr-TR')} görüntülenme
      </p>
      <p className="mt-3 text-stone-800 dark:text-stone-200">{article.excerpt}</p>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand dark:text-red-300">
          Devamını oku
        </summary>
        <p className="mt-2 text-stone-800 dark:text-stone-200">{article.content}</p>
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

export default function Blog() {
  const frame = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [featured, ...rest] = BLOG_ARTICLES;
  return (
    <SiteFrame frame={frame}>
      <main id="icerik" className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-black tracking-tight">Sağlık Blogu</h1>
        <p className="mt-3 text-lg text-stone-800 dark:text-stone-200">
          İlaç kullanımı ve günlük sağlık üzerine kısa, anlaşılır yazılar. Yazılar genel bilgi içindir; tıbbi tavsiye
          yerine geçmez.
        </p>
        <div className="mt-8">{featured ? <ArticleCard article={featured} /> : null}</div>
        <section aria-labelledby="son-yazilar" className="mt-8">
          <h2 id="son-yazilar" className="mb-3 text-2xl font-bold">
            Son yazılar
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {rest.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </section>
        <section aria-labelledby="e-bulten" className="mt-8 rounded-xl bg-white p-5 dark:bg-stone-900">
          <h2 id="e-bulten" className="text-2xl font-bold">
            E-bülten
          </h2>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <div className="flex grow flex-col gap-1">
              <label htmlFor="newsletter-email" className="font-semibold">
                E-posta adresiniz
              </label>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                autoComplete="email"
                className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 dark:border-stone-600 dark:bg-stone-800"
              />
            </div>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              Abone Ol
            </button>
          </Form>
          <p role="status" className="mt-3 font-semibold text-stone-800 dark:text-stone-200">
            {result?.message ?? ''}
          </p>
        </section>
      </main>
    </SiteFrame>
  );
}
