import { execFile } from 'node:child_process';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

/**
 * The public pages' one small script (docs/decisions/0007-public-pages-without-react-runtime.md):
 * `app/client/page-script.ts` is bundled by the client build as its own hashed
 * file, and the server learns its URL from `virtual:page-script`. In development
 * Vite serves the source directly.
 */
function pageScript(): Plugin {
  const entry = path.resolve(import.meta.dirname, 'app/client/page-script.ts');
  const virtualId = 'virtual:page-script';
  let command: 'build' | 'serve' = 'serve';
  let base = '/';
  let referenceId: string | undefined;
  let fileName: string | undefined;
  return {
    name: 'nobetci:page-script',
    sharedDuringBuild: true,
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    buildStart() {
      if (command === 'build' && this.environment.name === 'client') {
        referenceId = this.emitFile({ type: 'chunk', id: entry, name: 'page-script' });
      }
    },
    generateBundle() {
      if (referenceId && this.environment.name === 'client') fileName = this.getFileName(referenceId);
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      if (command === 'serve') return `export default ${JSON.stringify(`/@fs${entry}`)};`;
      // The browser never renders the script tag (pages that carry it are not hydrated), and the
      // client build cannot know the file's name before it has written it.
      if (this.environment.name === 'client') return 'export default "";';
      if (!fileName) this.error('the client build must run before the server build (page script unknown)');
      return `export default ${JSON.stringify(base + fileName)};`;
    },
  };
}

/**
 * The offline app's service worker (app/client/service-worker.ts), bundled on its own into
 * `build/client/sw.js` after the client build: a worker needs one classic script at the site's
 * root (its scope), not hashed chunks. Development has no worker.
 */
function serviceWorker(): Plugin {
  return {
    name: 'nobetci:service-worker',
    apply: 'build',
    async writeBundle(output) {
      if (this.environment.name !== 'client' || !output.dir) return;
      const bundle = await rolldown({
        input: path.resolve(import.meta.dirname, 'app/client/service-worker.ts'),
        platform: 'browser',
        transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      });
      await bundle.write({ file: path.join(output.dir, 'sw.js'), format: 'iife', minify: true });
      await bundle.close();
    },
  };
}

/**
 * The HTTP server's entry (server/main.ts and what it imports from server/ and app/) bundled
 * into plain JavaScript after the server build: `build/server/main.js` and two chunks it loads
 * with import(). `npm start`, `npm run serve`, the bench and the browser tests run it, so a start
 * neither loads Node's TypeScript stripper nor strips a dozen files (docs/decisions/0001-stack.md).
 * The packages only the HTTP layer uses (Express and what it requires) are bundled in with it: a
 * start then reads a few large files instead of ~100 small ones. Node's own modules stay imports,
 * as do `vite` (development only) and `intl-messageformat`, which the server build reads too.
 */
function serverEntry(): Plugin {
  return {
    name: 'nobetci:server-entry',
    apply: 'build',
    async writeBundle(output) {
      if (this.environment.name !== 'ssr' || !output.dir) return;
      const bundle = await rolldown({
        input: path.resolve(import.meta.dirname, 'server/main.ts'),
        platform: 'node',
        // Packages are bundled in, but for these (see above).
        external: (id) => isBuiltin(id) || /^(intl-messageformat|vite)(\/|$)/.test(id),
      });
      // main.ts loads the HTTP layer with import() while the server build loads: kept as chunks.
      await bundle.write({
        dir: output.dir,
        format: 'esm',
        entryFileNames: 'main.js',
        chunkFileNames: 'assets/http-[name]-[hash].js',
      });
      await bundle.close();
    },
  };
}

/**
 * The embedded database a first start unpacks instead of running initdb (issue 40,
 * app/db/prepared-cluster.server.ts): made by scripts/prepare-cluster.ts in a process of its own
 * while the server build bundles, then put beside it (the build empties its folder first).
 */
function preparedCluster(): Plugin {
  let made: Promise<{ folder: string; file: string }> | undefined;
  return {
    name: 'nobetci:prepared-cluster',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'ssr') return;
      const script = path.resolve(import.meta.dirname, 'scripts/prepare-cluster.ts');
      made = mkdtemp(path.join(os.tmpdir(), 'eczane-build-cluster-')).then(async (folder) => {
        const { stdout } = await promisify(execFile)(process.execPath, [script, folder], { cwd: import.meta.dirname });
        return { folder, file: stdout.trim() };
      });
      // Awaited in writeBundle; a failure there fails the build.
      made.catch(() => {});
    },
    async writeBundle(output) {
      if (this.environment.name !== 'ssr' || !output.dir || !made) return;
      const { folder, file } = await made;
      await copyFile(file, path.join(output.dir, path.basename(file)));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Every script and stylesheet of the client build also as `.br` and `.gz` beside it, compressed
 * once at the highest levels; server/app.ts serves them as they are (express-static-gzip).
 */
function precompressAssets(): Plugin {
  return {
    name: 'nobetci:precompress-assets',
    apply: 'build',
    async writeBundle(output, bundle) {
      if (this.environment.name !== 'client' || !output.dir) return;
      const files = Object.values(bundle).filter(
        (file) => /\.(js|css|svg|json)$/.test(file.fileName) && file.fileName.startsWith('assets/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (source.length < 1024) return;
          const target = path.join(output.dir!, file.fileName);
          await writeFile(
            `${target}.br`,
            brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${target}.gz`, gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    pageScript(),
    serviceWorker(),
    precompressAssets(),
    serverEntry(),
    preparedCluster(),
  ],
  ssr: {
    // Bundled into the server build for a fast cold start (docs/decisions/0001-stack.md): each
    // would otherwise load as one module file after another (zod ~95, React Router ~75). Served
    // (development and the HTTP tests' builds) they stay Node's to load, as before: Vite would
    // transform them at every dev start, and the unit suite took as long either way (67.6 s
    // against 68.5 s).
    noExternal:
      command === 'build' ? ['drizzle-orm', 'zod', 'react-router', '@remix-run/route-pattern'] : ['drizzle-orm'],
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // Rolldown's note on slow plugins names the prepared cluster's writeBundle, which waits for
      // the cluster's own process (~3 s, a second core): known, and no plugin's fault to act on.
      checks: { bundlerTimings: false },
    },
  },
}));
