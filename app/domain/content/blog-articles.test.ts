import { expect, test } from 'vitest';
import { BLOG_ARTICLES, BLOG_CATEGORIES, listVisibleTags } from '#app/domain/content/blog-articles.ts';
import {
  countArticleWords,
  countWords,
  formatReadingTime,
  listArticleText,
  toReadingMinutes,
} from '#app/domain/content/reading-time.ts';
import { blogJsonLd } from '#app/domain/seo/structured-data.ts';

/** Person-like bylines the old stubs used ("Ecz. Ayşe Yılmaz"), and view counters in any form. */
const PERSON_TITLE = /\b(?:Ecz|Dr|Uzm|Prof|Doç|Yazar)\.?\s+\p{Lu}/u;
const VIEW_COUNT = /görüntülen|okunma sayısı|\bviews?\b|interactionStatistic|WatchAction|ReadAction/iu;

test('the blog has the four core guides, each id unique', () => {
  const ids = BLOG_ARTICLES.map((article) => article.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(
    expect.arrayContaining([
      'nobetci-eczane-nedir',
      'nobet-sirasi-nasil-isler',
      'gece-eczane-ihtiyaci',
      'hangi-numara-aranir',
    ]),
  );
  for (const article of BLOG_ARTICLES) expect(BLOG_CATEGORIES).toContain(article.category);
});

test('every article is a real text of at least 300 words in several sections', () => {
  for (const article of BLOG_ARTICLES) {
    expect(countArticleWords(article), article.id).toBeGreaterThanOrEqual(300);
    expect(article.sections.length, article.id).toBeGreaterThanOrEqual(3);
    for (const section of article.sections) expect(section.body.length, section.heading).toBeGreaterThan(0);
  }
});

test('words are runs holding a letter or digit, so dashes and bullets do not count', () => {
  expect(countWords('112’yi arayın — hemen.')).toBe(3);
  expect(countWords('  T.C. kimlik   numarası\n· 184 ')).toBe(4);
  expect(countWords('')).toBe(0);
});

test('reading time is the word count at 200 words a minute, rounded up, at least one minute', () => {
  expect(toReadingMinutes(0)).toBe(1);
  expect(toReadingMinutes(1)).toBe(1);
  expect(toReadingMinutes(200)).toBe(1);
  expect(toReadingMinutes(201)).toBe(2);
  expect(toReadingMinutes(650)).toBe(4);
});

test('each article shows the reading time of its own word count as "N dk okuma"', () => {
  for (const article of BLOG_ARTICLES) {
    const words = listArticleText(article)
      .join(' ')
      .split(/\s+/u)
      .filter((token) => /[\p{L}\p{N}]/u.test(token));
    expect(formatReadingTime(article), article.id).toBe(`${Math.max(1, Math.ceil(words.length / 200))} dk okuma`);
  }
});

test('articles carry no author and no view count, as fields or in their text', () => {
  for (const article of BLOG_ARTICLES) {
    expect(Object.keys(article), article.id).not.toEqual(expect.arrayContaining(['author']));
    expect(Object.keys(article), article.id).not.toEqual(expect.arrayContaining(['views']));
    for (const text of listArticleText(article)) {
      expect(text, article.id).not.toMatch(PERSON_TITLE);
      expect(text, article.id).not.toMatch(VIEW_COUNT);
    }
  }
});

test('each article has a fixed, real "last reviewed" date', () => {
  for (const article of BLOG_ARTICLES) {
    expect(article.reviewedOn, article.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${article.reviewedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(article.reviewedOn);
  }
});

test('the emergency-number article tells 112 from 184 and names 114 UZEM', () => {
  const article = BLOG_ARTICLES.find((candidate) => candidate.id === 'hangi-numara-aranir')!;
  const text = listArticleText(article).join('\n');
  expect(text).toContain('112');
  expect(text).toContain('SABİM');
  expect(text).toContain('acil yardım hattı değildir');
  expect(text).toContain('Ulusal Zehir Danışma Merkezi');
});

test('the blog JSON-LD names the site as an Organization, never a Person, and counts no views', () => {
  const jsonLd = blogJsonLd({ siteOrigin: 'https://nobetci.example', articles: BLOG_ARTICLES });
  const serialised = JSON.stringify(jsonLd);
  expect(serialised).not.toContain('"Person"');
  expect(serialised).not.toMatch(VIEW_COUNT);
  expect(serialised).not.toContain('datePublished');
  const posts = jsonLd.blogPost as Record<string, unknown>[];
  expect(posts).toHaveLength(BLOG_ARTICLES.length);
  for (const [i, post] of posts.entries()) {
    const article = BLOG_ARTICLES[i]!;
    expect(post.author).toEqual({ '@type': 'Organization', name: 'Nöbetçi Eczane', url: 'https://nobetci.example/' });
    expect(post.dateModified).toBe(article.reviewedOn);
    expect(post.wordCount).toBe(countArticleWords(article));
    expect(post.timeRequired).toBe(`PT${toReadingMinutes(countArticleWords(article))}M`);
    expect(post.url).toBe(`https://nobetci.example/blog#yazi-${article.id}`);
  }
});

test('only the first article is featured', () => {
  expect(BLOG_ARTICLES.map((article) => article.featured)).toEqual(BLOG_ARTICLES.map((_, i) => i === 0));
});

test('non-featured articles show only their first three tags', () => {
  const [featured, ...rest] = BLOG_ARTICLES;
  expect(listVisibleTags(featured!)).toEqual(featured!.tags);
  for (const article of rest) expect(listVisibleTags(article)).toEqual(article.tags.slice(0, 3));
});
