import { expect, test } from 'vitest';
import { classifyPath } from '#app/domain/site/request-kind.ts';
import routes from '#app/routes.ts';

/**
 * Every route whose address is the admin's (`/adminxyz/…`, `/process-data`, `/api/admin/…`, by the
 * one request classifier) sits inside the admin guard layout, and everything inside it is the
 * admin's. A route added outside the guard fails here before any browser test runs
 * (tests/e2e/admin-access.spec.ts then walks the guard's routes over HTTP).
 */
type Entry = { path?: string; file: string; children?: Entry[] };

const GUARD = 'routes/admin/guard.tsx';

/** Each route's path with whether a guard layout encloses it. */
function walk(entries: readonly Entry[], guarded = false): { path: string; guarded: boolean }[] {
  return entries.flatMap((entry) => {
    const inside = guarded || entry.file === GUARD;
    const own =
      entry.path === undefined
        ? []
        : [{ path: `/${entry.path.replace(/\*$/, 'x').replace(/:\w+/g, 'x')}`, guarded: inside }];
    return [...own, ...walk(entry.children ?? [], inside)];
  });
}

/** Routes whose address is the admin's but sit outside the guard, or inside it and are not the admin's. */
function misplaced(entries: readonly Entry[]): string[] {
  return walk(entries)
    .filter(({ path, guarded }) => classifyPath(path).guarded !== guarded)
    .map(({ path, guarded }) => `${path} (${guarded ? 'inside' : 'outside'} the guard)`);
}

test('every admin, process-data and api/admin route is inside the admin guard, and nothing else is', () => {
  const all = walk(routes as Entry[]);
  expect(all.filter((r) => r.guarded).length).toBeGreaterThan(10);
  expect(misplaced(routes as Entry[])).toEqual([]);
});

test('a route added outside the guard is caught', () => {
  const added = [...(routes as Entry[]), { path: 'api/admin/yeni-uc', file: 'routes/api/admin/yeni-uc.ts' }];
  expect(misplaced(added)).toEqual(['/api/admin/yeni-uc (outside the guard)']);
  const page = [...(routes as Entry[]), { path: 'adminxyz/yeni', file: 'routes/admin/yeni.tsx' }];
  expect(misplaced(page)).toEqual(['/adminxyz/yeni (outside the guard)']);
});
