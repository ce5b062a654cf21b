import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, expect, test } from 'vitest';

/**
 * The layer fence in eslint.config.js, probed with the project's own configuration: a snippet is
 * linted as if it were a file of that layer, and each import it must not make is reported.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
});

/** The imports that no-restricted-imports reports in `file` (a path from the repository's root). */
async function refusedImports(file: string, imports: readonly string[]): Promise<string[]> {
  const code = imports.map((from, i) => `import { a${i} } from '${from}';\nexport { a${i} };\n`).join('');
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  const messages = result!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
  return imports.filter((from) => messages.some((message) => message.message.startsWith(`'${from}' import`)));
}

const SERVER_SIDE = [
  '#app/auth/same-origin.ts',
  '#app/sources/source.ts',
  '#app/config/env.server.ts',
  '#server/app.ts',
  '#app/db/x.server.ts',
  '#app/domain/geo/geo.server.ts',
  'drizzle-orm',
  'drizzle-orm/pg-core',
];

test('components, the page script and domain/ cannot import auth, sources, config, the server, .server modules or drizzle-orm', async () => {
  for (const file of ['app/components/x.tsx', 'app/client/x.ts', 'app/domain/x.ts']) {
    expect(await refusedImports(file, SERVER_SIDE), file).toEqual(SERVER_SIDE);
  }
});

test('domain/, sources/, db/ and jobs/ cannot import React or React DOM', async () => {
  const react = ['react', 'react-dom', 'react-dom/server'];
  for (const file of ['app/domain/x.ts', 'app/sources/x.server.ts', 'app/db/x.server.ts', 'app/jobs/x.server.ts']) {
    expect(await refusedImports(file, react), file).toEqual(react);
  }
});

test('what each layer may import is not reported', async () => {
  const forComponents = ['react', 'react-router', '#app/domain/public/public-page.ts', '#app/components/icons.tsx'];
  expect(await refusedImports('app/components/x.tsx', forComponents)).toEqual([]);
  expect(await refusedImports('app/domain/x.ts', ['#app/domain/time/duty-window.ts', 'zod'])).toEqual([]);
  // A domain module that is server-only for its data may use another; routes may use anything server-side.
  expect(await refusedImports('app/domain/geo/x.server.ts', ['#app/domain/geo/geo.server.ts'])).toEqual([]);
  expect(await refusedImports('app/routes/x.tsx', ['react', '#app/auth/same-origin.ts', 'drizzle-orm'])).toEqual([]);
  expect(await refusedImports('app/jobs/x.server.ts', ['react-router', 'drizzle-orm'])).toEqual([]);
});

test('a server-only domain module still cannot reach the layers above the domain', async () => {
  const above = ['#app/sources/source.ts', '#app/db/client.server.ts', 'react'];
  expect(await refusedImports('app/domain/geo/x.server.ts', above)).toEqual(above);
});
