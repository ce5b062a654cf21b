import { gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { createDocumentStore, type StoredDocument } from '#server/document-store.ts';
import { createHitIndex } from '#server/hit-index.ts';
import { createPageKeeper, type Lookup } from '#server/page-keeper.ts';

/**
 * What the shared-page cache keeps of a rendered page: compressed once for its minute, the
 * earlier minute's copy again when nothing changed, nothing for a minute that has passed, and
 * never a hit index that still answers with what the store let go.
 */

function setUp() {
  let bucket = 'v1|100';
  const store = createDocumentStore({ maxBytes: 1024 * 1024, maxVariantsPerPath: 2 });
  const hitIndex = createHitIndex();
  const keeper = createPageKeeper({ store, hitIndex, currentBucket: () => bucket });
  const lookup = (path: string, query = ''): Lookup => ({
    key: `${path}?${query}|${bucket}`,
    path,
    query,
    bucket,
    at: 6_000_000,
  });
  return { store, hitIndex, keeper, lookup, turnMinute: () => (bucket = 'v1|101') };
}

const answered = (etag: string | undefined, csp = "script-src 'nonce-a'") => ({
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp },
  cacheControl: 'public, max-age=60',
  etag,
});

test('a page is kept for its key, compressed, with the headers and ETag it was answered with', () => {
  const { store, keeper, lookup } = setUp();
  const page = lookup('http|o|/istanbul');
  const body = Buffer.from('<html>İstanbul nöbetçi eczaneler</html>');
  keeper.keep(page, answered('W/"abc"'), body);
  const kept = store.get(page.key);
  expect(kept?.identity.toString()).toBe(body.toString());
  expect(gunzipSync(kept!.gzip).toString()).toBe(body.toString());
  expect(kept).toMatchObject({ etag: 'W/"abc"', cacheControl: 'public, max-age=60', storedAt: 6_000_000 });
  // Without an ETag from the route, one is made from the bytes.
  const other = lookup('http|o|/ankara');
  keeper.keep(other, answered(undefined), Buffer.from('<html>Ankara</html>'));
  expect(store.get(other.key)?.etag).toMatch(/^W\/"/);
  expect(keeper.stats()).toEqual({ stores: 2, compressions: 2, reuses: 0 });
});

test('the next minute keeps the earlier copy again when its ETag and headers are the same, nonce and all', () => {
  const { store, keeper, lookup, turnMinute } = setUp();
  const first = lookup('http|o|/istanbul');
  keeper.keep(first, answered('W/"same"', "script-src 'nonce-a'"), Buffer.from('<html nonce="a">1</html>'));
  turnMinute();
  const second = lookup('http|o|/istanbul');
  keeper.keep(second, answered('W/"same"', "script-src 'nonce-b'"), Buffer.from('<html nonce="b">1</html>'));
  const kept = store.get(second.key) as StoredDocument;
  // The earlier copy's body and its own nonce in the header: the two must match.
  expect(kept.identity.toString()).toBe('<html nonce="a">1</html>');
  expect(kept.headers['content-security-policy']).toBe("script-src 'nonce-a'");
  expect(kept.bucket).toBe('v1|101');
  expect(keeper.stats()).toEqual({ stores: 2, compressions: 1, reuses: 1 });
  // A changed page is compressed anew.
  turnMinute();
  const third = lookup('http|o|/istanbul');
  keeper.keep(third, answered('W/"changed"'), Buffer.from('<html>2</html>'));
  expect(store.get(third.key)?.identity.toString()).toBe('<html>2</html>');
  expect(keeper.stats().compressions).toBe(2);
});

test('a page rendered for a minute that has passed, or past its path’s variants, is not kept', () => {
  const { store, keeper, lookup, turnMinute } = setUp();
  const late = lookup('http|o|/istanbul');
  expect(keeper.mayKeep(late)).toBe(true);
  turnMinute();
  expect(keeper.mayKeep(late)).toBe(false);
  keeper.keep(late, answered('W/"late"'), Buffer.from('late'));
  expect(store.get(late.key)).toBeUndefined();
  for (const query of ['a=1', 'a=2'])
    keeper.keep(lookup('http|o|/ara', query), answered(undefined), Buffer.from(query));
  expect(keeper.mayKeep(lookup('http|o|/ara', 'a=3'))).toBe(false);
  expect(keeper.stats().stores).toBe(2);
});

test('keeping anything empties the hit index, kept or not', () => {
  const { store, hitIndex, keeper, lookup, turnMinute } = setUp();
  const page = lookup('http|o|/istanbul');
  keeper.keep(page, answered('W/"a"'), Buffer.from('a'));
  hitIndex.remember('/istanbul', 'o', false, store.get(page.key)!);
  expect(hitIndex.size()).toBe(1);
  keeper.keep(lookup('http|o|/ankara'), answered('W/"b"'), Buffer.from('b'));
  expect(hitIndex.size()).toBe(0);
  hitIndex.remember('/istanbul', 'o', false, store.get(page.key)!);
  turnMinute();
  keeper.keep(page, answered('W/"a"'), Buffer.from('a'));
  expect(hitIndex.size()).toBe(0);
});
