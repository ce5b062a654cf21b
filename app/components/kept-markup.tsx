import type { ReactElement } from 'react';
import { LanguageProvider, useT } from '#app/components/i18n.tsx';
import { useMarkupCache } from '#app/components/markup-cache.ts';
import type { Locale } from '#app/domain/i18n/locale.ts';

const owners = new Map<string, object>();

/**
 * A lasting owner for markup that no snapshot object owns (the province list every page repeats),
 * one per name. Names are built from known slugs only, so there are at most a few thousand.
 */
export function markupOwner(name: string): object {
  let owner = owners.get(name);
  if (!owner) {
    owner = {};
    owners.set(name, owner);
  }
  return owner;
}

const localOwners = new WeakMap<object, Map<Locale, object>>();

/**
 * The owner of an object's markup in one language: the object itself in Turkish, a lasting
 * stand-in for each other language, so that an English and a Turkish page listing the same
 * pharmacy each keep their own card instead of rendering it again in turn.
 */
export function ownerIn(owner: object, locale: Locale): object {
  if (locale === 'tr') return owner;
  let byLocale = localOwners.get(owner);
  if (!byLocale) {
    byLocale = new Map();
    localOwners.set(owner, byLocale);
  }
  let local = byLocale.get(locale);
  if (!local) {
    local = {};
    byLocale.set(locale, local);
  }
  return local;
}

/**
 * Renders kept markup in the page's language: markup kept apart renders outside the page's tree,
 * where the page's language would not reach it otherwise.
 */
export function inLanguage(locale: Locale, element: () => ReactElement): () => ReactElement {
  return () => <LanguageProvider locale={locale}>{element()}</LanguageProvider>;
}

/**
 * `<Tag {...props}>{children()}</Tag>`, where the server renders the children once for `owner` and
 * `cacheKey` (everything that shapes them) and every later page reuses that markup
 * (app/components/markup-cache.ts). Only for markup every visitor sees alike.
 */
export function KeptMarkup({
  as: Tag,
  owner,
  cacheKey,
  children,
  ...props
}: {
  as: 'div' | 'ul' | 'footer';
  owner: object;
  cacheKey: string;
  children: () => ReactElement;
  className?: string;
}) {
  const cache = useMarkupCache();
  const { locale } = useT();
  return cache ? (
    <Tag
      {...props}
      dangerouslySetInnerHTML={{ __html: cache.toHtml(ownerIn(owner, locale), cacheKey, inLanguage(locale, children)) }}
    />
  ) : (
    <Tag {...props}>{children()}</Tag>
  );
}
