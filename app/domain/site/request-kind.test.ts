import { expect, test } from 'vitest';
import { ADMIN_BODY_LIMIT, classifyPath, PUBLIC_BODY_LIMIT } from '#app/domain/site/request-kind.ts';

const pick = (path: string) => {
  const c = classifyPath(path);
  return [c.kind, c.guarded, c.noindex, c.json, c.bodyLimit === ADMIN_BODY_LIMIT ? 'admin' : 'public', c.formsOnly];
};

test('admin pages, their data requests and the script endpoints are guarded; the sign-in page is not', () => {
  expect(pick('/adminxyz')).toEqual(['admin', true, true, false, 'admin', true]);
  expect(pick('/adminxyz/kaynaklar')).toEqual(['admin', true, true, false, 'admin', true]);
  expect(pick('/adminxyz.data')).toEqual(['admin', true, true, false, 'admin', true]);
  expect(pick('/process-data')).toEqual(['admin', true, true, false, 'admin', true]);
  expect(pick('/process-data.data')).toEqual(['admin', true, true, false, 'admin', true]);
  expect(pick('/api/admin/process-pharmacy-data')).toEqual(['admin-api', true, true, true, 'admin', false]);
  expect(pick('/adminxyz/giris')).toEqual(['login', false, true, false, 'public', true]);
  expect(pick('/adminxyz/giris.data')).toEqual(['login', false, true, false, 'public', true]);
  expect(pick('/adminxyz/cikis')).toEqual(['login', false, true, false, 'public', true]);
  expect(pick('/process-datax')).toEqual(['page', false, false, false, 'public', true]);
  expect(pick('/adminxyzz')).toEqual(['page', false, false, false, 'public', true]);
});

test('the public API and MCP answer JSON and take no forms; pages take forms from this site only', () => {
  expect(pick('/api/v1')).toEqual(['api', false, false, true, 'public', false]);
  expect(pick('/api/v1/provinces')).toEqual(['api', false, false, true, 'public', false]);
  expect(pick('/mcp')).toEqual(['mcp', false, false, false, 'public', false]);
  expect(pick('/istanbul/kadikoy')).toEqual(['page', false, false, false, 'public', true]);
  expect(pick('/widget')).toEqual(['widget', false, false, false, 'public', true]);
  expect(PUBLIC_BODY_LIMIT).toBe(16 * 1024);
});

test('the route of a data request is its page; the offline app keeps public pages only', () => {
  expect(classifyPath('/istanbul.data').routePath).toBe('/istanbul');
  expect(classifyPath('/_root.data').routePath).toBe('/');
  const kept = ['/', '/istanbul', '/istanbul/kadikoy', '/yakin', '/hakkinda'];
  const notKept = ['/adminxyz', '/process-data', '/api/v1/provinces', '/api', '/mcp', '/widget', '/sitemap.xml'];
  expect(kept.filter((p) => classifyPath(p).keptOffline)).toEqual(kept);
  expect(notKept.filter((p) => classifyPath(p).keptOffline)).toEqual([]);
  expect(['/robots.txt', '/healthz', '/assets/x.js', '/favicon.ico'].some((p) => classifyPath(p).keptOffline)).toBe(
    false,
  );
});

test('a path is classified the same however many paths came before it, and its answer cannot be changed', () => {
  // Past the memory of recent paths (256): a scanner's stream of new paths, then the pages again.
  for (let i = 0; i < 600; i++) expect(classifyPath(`/tarama-${i}`).kind).toBe('page');
  expect(pick('/adminxyz/eczaneler')).toEqual(['admin', true, true, false, 'admin', true]);
  expect(pick('/api/v1/provinces')).toEqual(['api', false, false, true, 'public', false]);
  const answer = classifyPath('/istanbul');
  expect(() => Object.assign(answer, { shared: false })).toThrow(TypeError);
  expect(classifyPath('/istanbul').shared).toBe(true);
});
