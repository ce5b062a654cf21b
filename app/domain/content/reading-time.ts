import type { BlogArticle } from '#app/domain/content/blog-articles.ts';

/**
 * Reading time from an article's own words, never a label typed by hand. Kept apart from the article texts so
 * that code needing only the arithmetic (JSON-LD on every page) does not pull the texts in.
 */

/** Silent reading speed used for the estimate. */
const WORDS_PER_MINUTE = 200;

/** Words in a text: runs between white space that hold a letter or digit ("112’yi" is one word, "—" none). */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Everything a reader reads in the article: title, excerpt, section headings, paragraphs and list items. */
export function listArticleText(article: BlogArticle): string[] {
  return [
    article.title,
    article.excerpt,
    ...article.sections.flatMap((section) => [section.heading, ...section.body.flat()]),
  ];
}

export function countArticleWords(article: BlogArticle): number {
  return listArticleText(article).reduce((sum, text) => sum + countWords(text), 0);
}

/** Minutes to read `wordCount` words at WORDS_PER_MINUTE, rounded up, at least 1. */
export function toReadingMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

/** "3 dk okuma", from the article's own word count. */
export function formatReadingTime(article: BlogArticle): string {
  return `${toReadingMinutes(countArticleWords(article))} dk okuma`;
}
