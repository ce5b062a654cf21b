import { Form, data } from 'react-router';
import type { Route } from './+types/blog';
import { isSameOrigin } from '#app/auth/same-origin.ts';
import { BlogArticleCard } from '#app/components/blog-article-card.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { BLOG_ARTICLES, NEWSLETTER_NOT_READY } from '#app/domain/content/blog-articles.ts';
import { contentPageMeta } from '#app/domain/seo/seo-meta.ts';
import { blogJsonLd } from '#app/domain/seo/structured-data.ts';
import { siteFrameIn, useSiteFrame } from '#app/routes/public/site-frame.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/** `/blog` and `/saglik-blog`. There is no newsletter service: the address is neither read nor stored, and the visitor is told so. */
export function action({ request }: Route.ActionArgs) {
  if (!isSameOrigin(request)) {
    return data({ message: 'İstek başka bir siteden geldiği için kabul edilmedi.' }, { status: 403 });
  }
  return { message: NEWSLETTER_NOT_READY };
}

/** `/saglik-blog` is the same page: both name `/blog` as canonical. The articles are a `Blog` of `BlogPosting`s. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFrameIn(matches)?.siteOrigin;
  return contentPageMeta({
    title: 'Sağlık Blogu - Nöbetçi Eczane',
    description:
      'Nöbetçi eczane düzeni, gece eczaneye giderken yanınıza alacaklarınız, 112, 184 ve 114 numaraları ve doğru ilaç kullanımı üzerine yazılar.',
    siteOrigin: site,
    path: '/blog',
    crumb: 'Sağlık Blogu',
    extraJsonLd: site === undefined ? [] : [blogJsonLd({ siteOrigin: site, articles: BLOG_ARTICLES })],
  });
};

export default function Blog({ actionData: result }: Route.ComponentProps) {
  const frame = useSiteFrame();
  const [featured, ...rest] = BLOG_ARTICLES;
  return (
    <SiteFrame frame={frame}>
      <main id="icerik" className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-black tracking-tight">Sağlık Blogu</h1>
        <p className="mt-3 text-lg text-stone-800 dark:text-stone-200">
          Nöbetçi eczaneler, acil numaralar ve ilaç kullanımı üzerine sade, anlaşılır yazılar. Yazılar genel bilgi
          içindir; tıbbi tavsiye yerine geçmez. Sorularınız için hekiminize veya eczacınıza danışın.
        </p>
        <div className="mt-8">{featured ? <BlogArticleCard article={featured} /> : null}</div>
        <section aria-labelledby="diger-yazilar" className="mt-8">
          <h2 id="diger-yazilar" className="mb-3 text-2xl font-bold">
            Diğer yazılar
          </h2>
          <div className="grid gap-4 md:grid-cols-2 has-open:items-start">
            {rest.map((article) => (
              <BlogArticleCard key={article.id} article={article} />
            ))}
          </div>
        </section>
        <section aria-labelledby="e-bulten" className="mt-8 rounded-xl bg-white p-5 dark:bg-stone-900">
          <h2 id="e-bulten" className="text-2xl font-bold">
            E-bülten
          </h2>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <div className="flex min-w-0 grow basis-56 flex-col gap-1">
              <label htmlFor="newsletter-email" className="font-semibold">
                E-posta adresiniz
              </label>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                autoComplete="email"
                className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 dark:border-stone-600 dark:bg-stone-800"
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
