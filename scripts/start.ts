import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`: builds when the build is missing or older than the sources, then
 * serves (the server migrates and opens the database itself).
 */
// As in server/main.ts: keep compiled code between starts (this script's own modules too).
module.enableCompileCache?.();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The server build and, bundled beside it, the HTTP server's entry (vite.config.ts, serverEntry).
const buildEntry = path.join(root, 'build/server/index.js');
const serverEntry = path.join(root, 'build/server/main.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isBuildCurrent(): boolean {
  if (!existsSync(buildEntry) || !existsSync(serverEntry)) return false;
  const built = statSync(buildEntry).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'app')),
    newestMtime(path.join(root, 'server')),
    newestMtime(path.join(root, 'public')),
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  return built >= sources;
}

if (!isBuildCurrent()) {
  console.log('Building the site (first start or changed sources)…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Serve in this same process, so SIGTERM/SIGINT reach the server and it closes the database cleanly.
await import(serverEntry);
