import { expect, test } from 'vitest';
import { BLOG_ARTICLES, BLOG_CATEGORIES, listVisibleTags } from '#app/domain/blog-articles.ts';

test('there are six articles, one per category', () => {
  expect(BLOG_ARTICLES).toHaveLength(6);
  expect(BLOG_ARTICLES.map((article) => article.category).sort()).toEqual([...BLOG_CATEGORIES].sort());
  expect(new Set(BLOG_ARTICLES.map((article) => article.id)).size).toBe(6);
});

test('view counts stay between 750 and 1350', () => {
  for (const article of BLOG_ARTICLES) {
    expect(article.views).toBeGreaterThanOrEqual(750);
    expect(article.views).toBeLessThanOrEqual(1350);
  }
});

test('only the first article is featured', () => {
  expect(BLOG_ARTICLES.map((article) => article.featured)).toEqual([true, false, false, false, false, false]);
});

test('non-featured articles show only their first three tags', () => {
  const [featured, ...rest] = BLOG_ARTICLES;
  expect(listVisibleTags(featured!)).toEqual(featured!.tags);
  for (const article of rest) expect(listVisibleTags(article)).toEqual(article.tags.slice(0, 3));
});
