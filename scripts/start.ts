import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import module from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execWithHeapFlags } from '#server/heap-flags.ts';
import {
  dataDirErrorSentence,
  dataDirLockedSentence,
  listenErrorSentence,
  startCommand,
} from '#server/start-messages.ts';

/**
 * `npm start`: checks the settings, the port and DATA_DIR, builds when the build is missing or
 * older than the sources, then serves (the server migrates and opens the database itself).
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

/** Listens on host:port for a moment, as the server will: the error it would meet, or null. */
function probeListen(host: string, port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', resolve);
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

/** Who holds DATA_DIR's lock (the file app/db/data-dir-lock.server.ts writes), as far as it says. */
function lockOwner(dataDir: string): { pid?: number; purpose?: string } {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, 'embedded-db.lock'), 'utf8')) as {
      pid?: number;
      purpose?: string;
    };
  } catch {
    return {};
  }
}

/**
 * What would stop the server, found before a build that can take half a minute: the first
 * problem as one sentence for the person at the terminal, or null. It uses the server's own rules
 * (the configuration parser, listening as the server listens, the embedded database's lock), not a
 * copy of them. Loaded on demand, after the compile cache is on.
 */
async function findStartProblem(env: NodeJS.ProcessEnv): Promise<string | null> {
  const { ConfigError, parseConfig } = await import('#app/config/env.server.ts');
  let config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  const { host, port, databaseUrl, dataDir } = config;
  const listenError = await probeListen(host, port);
  if (listenError) return listenErrorSentence(listenError, { host, port, command: startCommand(env) });
  if (databaseUrl === null && dataDir !== 'memory://') {
    const { DataDirLockedError, acquireDataDirLock } = await import('#app/db/data-dir-lock.server.ts');
    try {
      // Creates DATA_DIR if needed (as the server would) and proves it writable; let go at once.
      acquireDataDirLock(dataDir, 'npm start (checking before the build)').release();
    } catch (error) {
      if (error instanceof DataDirLockedError) return dataDirLockedSentence(dataDir, lockOwner(dataDir));
      if ((error as NodeJS.ErrnoException).code) return dataDirErrorSentence(dataDir, error as NodeJS.ErrnoException);
      throw error;
    }
  }
  return null;
}

const problem = await findStartProblem(process.env);
if (problem) {
  console.error(problem);
  process.exit(1);
}

if (!isBuildCurrent()) {
  console.log('Building the site (first start or changed sources)…');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Serve in this same process (replaced by the server with V8's heap flags where it can,
// server/heap-flags.ts), so SIGTERM/SIGINT reach the server and it closes the database cleanly.
execWithHeapFlags(serverEntry);
await import(serverEntry);
