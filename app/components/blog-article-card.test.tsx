import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { BlogArticleCard } from '#app/components/blog-article-card.tsx';
import { BLOG_ARTICLES } from '#app/domain/content/blog-articles.ts';
import { formatTurkishDate } from '#app/domain/time/format-date.ts';
import { countArticleWords, toReadingMinutes } from '#app/domain/content/reading-time.ts';

/** The card as a reader sees it: markup without tags, white space collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

test('each card shows the reading time of its own words and the date it was last reviewed', () => {
  for (const article of BLOG_ARTICLES) {
    const text = visibleText(renderToStaticMarkup(<BlogArticleCard article={article} />));
    expect(text, article.id).toContain(`${toReadingMinutes(countArticleWords(article))} dk okuma`);
    expect(text, article.id).toContain(`Son gözden geçirme: ${formatTurkishDate(article.reviewedOn)}`);
  }
});

test('no card shows a view count or a person as author', () => {
  for (const article of BLOG_ARTICLES) {
    const text = visibleText(renderToStaticMarkup(<BlogArticleCard article={article} />));
    expect(text, article.id).not.toMatch(/görüntülen/iu);
    expect(text, article.id).not.toMatch(/\b(?:Ecz|Dr|Uzm|Prof|Doç)\.\s+\p{Lu}/u);
    expect(text, article.id).not.toMatch(/\bYazar\b/u);
  }
});

test('the featured title is an h2 with h3 sections; the others are h3 with h4 sections', () => {
  const [featured, other] = BLOG_ARTICLES;
  const featuredHtml = renderToStaticMarkup(<BlogArticleCard article={featured!} />);
  expect(featuredHtml).toContain(`<h2 id="yazi-${featured!.id}"`);
  expect(featuredHtml).toContain('<h3');
  expect(featuredHtml).not.toContain('<h4');
  const otherHtml = renderToStaticMarkup(<BlogArticleCard article={other!} />);
  expect(otherHtml).toContain(`<h3 id="yazi-${other!.id}"`);
  expect(otherHtml).toContain('<h4');
  expect(otherHtml).not.toContain('<h2');
});

test('the full text sits behind "Devamını oku" with every section heading', () => {
  for (const article of BLOG_ARTICLES) {
    const html = renderToStaticMarkup(<BlogArticleCard article={article} />);
    expect(html).toMatch(/<details[^>]*><summary[^>]*><span class="group-open:hidden">Devamını oku<\/span>/);
    expect(html).toContain('<span class="hidden group-open:inline">Yazıyı kapat</span></summary>');
    for (const section of article.sections) expect(visibleText(html)).toContain(section.heading);
  }
});
