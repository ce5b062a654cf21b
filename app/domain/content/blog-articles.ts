import { acilNumaralar } from '#app/domain/content/blog/acil-numaralar.ts';
import { antibiyotikKullanimi } from '#app/domain/content/blog/antibiyotik-kullanimi.ts';
import { geceEczaneIhtiyaci } from '#app/domain/content/blog/gece-eczane-ihtiyaci.ts';
import { ilaclariEvdeSaklamak } from '#app/domain/content/blog/ilaclari-evde-saklamak.ts';
import { nobetSirasi } from '#app/domain/content/blog/nobet-sirasi.ts';
import { nobetciEczaneNedir } from '#app/domain/content/blog/nobetci-eczane-nedir.ts';

/**
 * The blog: general information, not medical advice. The articles
 * name no authors and count no views: the site invents neither people nor
 * numbers. Reading time is computed from each article's own words (reading-time.ts).
 */

export const BLOG_CATEGORIES = ['Nöbetçi Eczane', 'Acil Durum', 'İlaç Bilgisi'] as const;
type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A paragraph, or a bulleted list of items. */
export type BlogBlock = string | readonly string[];

type BlogSection = { heading: string; body: readonly BlogBlock[] };

export type BlogArticle = {
  /** The anchor of the article on /blog: `#yazi-{id}`. */
  id: string;
  title: string;
  excerpt: string;
  sections: readonly BlogSection[];
  /** YYYY-MM-DD: the day the text was last checked, set by hand when it is reviewed; never the clock. */
  reviewedOn: string;
  category: BlogCategory;
  tags: readonly string[];
  featured: boolean;
};

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  nobetciEczaneNedir,
  nobetSirasi,
  geceEczaneIhtiyaci,
  acilNumaralar,
  antibiyotikKullanimi,
  ilaclariEvdeSaklamak,
];

/** Tags shown on an article card: all on the featured one, the first three elsewhere. */
export function listVisibleTags(article: BlogArticle): readonly string[] {
  return article.featured ? article.tags : article.tags.slice(0, 3);
}

/** The honest answer to a newsletter sign-up: there is no newsletter service yet. */
export const NEWSLETTER_NOT_READY =
  'E-bülten henüz hazır değil. E-posta adresiniz kaydedilmedi ve hiçbir yere gönderilmedi.';
