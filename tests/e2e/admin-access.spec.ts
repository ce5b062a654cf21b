import { expect, test, type APIRequestContext } from '@playwright/test';
import routes from '#app/routes.ts';
import { E2E_ADMIN, E2E_EDITOR } from './accounts.ts';

/**
 * Walks the route table: every route inside the admin guard layout must refuse
 * anonymous requests (login redirect for pages, 401 for endpoints) and signed-in
 * non-admins (403), for reads and writes alike. A new admin route is checked
 * the moment it is added to app/routes.ts.
 */
type Entry = { path?: string; file: string; children?: Entry[] };

function adminPaths(): string[] {
  const guard = (routes as Entry[]).find((r) => r.file === 'routes/admin/guard.tsx');
  if (!guard?.children?.length) throw new Error('the admin guard layout is missing from app/routes.ts');
  return guard.children.map((r) => `/${(r.path ?? '').replace(/\*$/, 'baska-bir-sayfa').replace(/:\w+/g, 'x')}`);
}

const isApi = (path: string) => path.startsWith('/api/');

async function signIn(request: APIRequestContext, account: { username: string; password: string }): Promise<void> {
  const response = await request.post('/adminxyz/giris', {
    form: { username: account.username, password: account.password, next: '/adminxyz' },
    maxRedirects: 0,
  });
  expect(response.status(), `login of ${account.username}`).toBe(302);
}

test('the route table has admin pages and endpoints to check', () => {
  const paths = adminPaths();
  expect(paths).toContain('/adminxyz');
  expect(paths).toContain('/process-data');
  expect(paths).toContain('/adminxyz/content-fetcher');
  expect(paths.filter(isApi).length).toBeGreaterThan(3);
});

test('anonymous requests to every admin route are sent to login (pages) or get 401 (endpoints)', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  for (const path of adminPaths()) {
    for (const method of ['GET', 'POST'] as const) {
      const response = await request.fetch(path, {
        method,
        maxRedirects: 0,
        form: method === 'POST' ? { x: '1' } : undefined,
      });
      if (isApi(path)) {
        expect(response.status(), `${method} ${path}`).toBe(401);
        expect(await response.json(), `${method} ${path}`).toMatchObject({ success: false });
      } else {
        expect(response.status(), `${method} ${path}`).toBe(302);
        expect(response.headers()['location'], `${method} ${path}`).toMatch(/^\/adminxyz\/giris\?next=/);
      }
    }
    // A body that is not a form never reaches a handler: refused at the input boundary.
    const raw = await request.fetch(path, { method: 'POST', maxRedirects: 0, data: 'x' });
    expect([302, 401, 415], `POST ${path} with a text body`).toContain(raw.status());
  }
  await request.dispose();
});

test('a signed-in user without the admin role gets 403 on every admin route', async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signIn(request, E2E_EDITOR);
  for (const path of adminPaths()) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), `GET ${path}`).toBe(403);
    // A page's refusal says so in its one title (what the tab and a screen reader announce).
    if (!isApi(path))
      expect((await response.text()).match(/<title>[^<]*<\/title>/g), path).toEqual(['<title>Yetkiniz yok</title>']);
  }
  await request.dispose();
});

test('an admin may open every admin page; a write without the CSRF token is refused', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  await signIn(request, E2E_ADMIN);
  for (const path of adminPaths().filter((p) => !isApi(p))) {
    const response = await request.get(path);
    expect(response.status(), `GET ${path}`).toBe(200);
  }
  for (const path of adminPaths().filter(isApi)) {
    const response = await request.post(path, { data: {}, maxRedirects: 0 });
    expect(response.status(), `POST ${path} without CSRF`).toBe(403);
  }
  await request.dispose();
});

test('two admins signed in at once each get their own page, and no cache may keep either', async ({
  playwright,
  baseURL,
}) => {
  const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  const sessions = [];
  for (let i = 0; i < 2; i++) {
    const request = await playwright.request.newContext({ baseURL });
    await signIn(request, E2E_ADMIN);
    sessions.push(request);
  }
  const pages = [];
  for (const request of sessions) {
    const response = await request.get('/adminxyz');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    pages.push(await response.text());
    const data = await request.get('/adminxyz.data');
    expect(data.headers()['cache-control']).toBe('no-store');
  }
  const tokens = pages.map(csrfOf);
  expect(tokens[0]).toBeTruthy();
  expect(tokens[1]).toBeTruthy();
  expect(tokens[0]).not.toBe(tokens[1]);
  for (const request of sessions) await request.dispose();
});

test('wrong passwords get the spec message; a logged-out session cookie no longer works', async ({ page }) => {
  await page.goto('/adminxyz');
  await expect(page).toHaveURL(/\/adminxyz\/giris\?next=%2Fadminxyz$/);
  await page.getByLabel('Kullanıcı adı').fill(E2E_ADMIN.username);
  await page.getByLabel('Şifre', { exact: true }).fill('tamamen-yanlis-sifre');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert')).toHaveText('Kullanıcı adı veya şifre hatalı');

  await page.getByLabel('Şifre', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/adminxyz$/);
  await expect(page.getByText(`Oturum: ${E2E_ADMIN.username}`)).toBeVisible();
  const [cookie] = (await page.context().cookies()).filter((c) => c.name.endsWith('nobetci_session'));
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');

  // A sign-out form left open past its token is refused with a Turkish page (before: bare JSON).
  const origin = new URL(page.url()).origin;
  const stale = await page.request.post('/adminxyz/cikis', {
    form: { csrf: 'eski-jeton' },
    headers: { Origin: origin },
  });
  expect(stale.status()).toBe(403);
  expect(stale.headers()['content-type']).toContain('text/html');
  const staleHtml = await stale.text();
  expect(staleHtml).toContain('Çıkış yapılamadı');
  expect(staleHtml).toContain('İstek doğrulanamadı. Sayfayı yenileyip tekrar deneyin.');

  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The landing page itself, loaded as a document (it does not hydrate), not a crash screen.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nöbetçi Eczane Bul');
  const replay = await page.request.get('/adminxyz', {
    headers: { Cookie: `${cookie!.name}=${cookie!.value}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(302);
});

test('blank login fields get the spec message; after five rapid wrong attempts the next must wait (429)', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/adminxyz/giris');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert')).toHaveText('Lütfen kullanıcı adı ve şifre girin');

  const request = await playwright.request.newContext({ baseURL });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const response = await request.post('/adminxyz/giris', {
      form: { username: 'kaba-kuvvet', password: `deneme-${i}`, next: '/adminxyz' },
      maxRedirects: 0,
    });
    statuses.push(response.status());
  }
  // Five failures per username and client are free; then growing delays (app/auth/rate-limit.server.ts).
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses[5]).toBe(429);
  await request.dispose();
});
