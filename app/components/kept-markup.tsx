import type { ReactElement } from 'react';
import { useMarkupCache } from '#app/components/markup-cache.ts';

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
  return cache ? (
    <Tag {...props} dangerouslySetInnerHTML={{ __html: cache.toHtml(owner, cacheKey, children) }} />
  ) : (
    <Tag {...props}>{children()}</Tag>
  );
}
