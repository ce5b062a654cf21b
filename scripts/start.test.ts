import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'eczane-start-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string; seconds: number };

/**
 * `npm start` as a newcomer runs it: `node scripts/start.ts` with some settings. Every case here
 * must stop before the build (which takes 20 s or more); one that does not is stopped with the
 * build it started (its own process group) and fails on the time it took.
 */
async function start(settings: Record<string, string>): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      // The server's own log lines would show on stdout if a case got as far as the server.
      LOG_LEVEL: 'info',
      npm_lifecycle_event: 'start',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const runaway = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(runaway);
  return { code, stdout, stderr, seconds: (performance.now() - started) / 1000 };
}

/** A port held open by someone else, as another program (or a forgotten `npm start`) would. */
async function holdPort(): Promise<{ port: number; release(): Promise<void> }> {
  const holder = net.createServer();
  holder.listen(0, '127.0.0.1');
  await once(holder, 'listening');
  return {
    port: (holder.address() as net.AddressInfo).port,
    release: () => new Promise((resolve) => holder.close(() => resolve())),
  };
}

test('PORT=abc stops npm start before the build with one Turkish sentence', async () => {
  const run = await start({ PORT: 'abc' });
  expect(run).toMatchObject({ code: 1, stdout: '', stderr: 'PORT bir sayı olmalı (1–65535), "abc" verildi.\n' });
  expect(run.seconds).toBeLessThan(5);
}, 30_000);

test('a port already in use stops npm start before the build, saying which port and what to do', async () => {
  const held = await holdPort();
  try {
    const run = await start({ PORT: String(held.port) });
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        `${held.port} numaralı bağlantı noktası kullanımda: başka bir PORT seçin ` +
        `(örneğin PORT=${held.port + 1} npm start) ya da o portu kullanan programı durdurun.\n`,
    });
    expect(run.seconds).toBeLessThan(5);
    // Found before the server opened (and migrated) the embedded database.
    expect(existsSync(path.join(dir, 'data', 'pglite'))).toBe(false);
  } finally {
    await held.release();
  }
}, 30_000);

test('a DATA_DIR that is a file, or whose database another live process holds, is named before the build', async () => {
  const file = path.join(dir, 'not-a-folder');
  await writeFile(file, 'x');
  const onFile = await start({ PORT: '0', DATA_DIR: file });
  expect(onFile).toMatchObject({
    code: 1,
    stdout: '',
    stderr: `DATA_DIR (${file}) yazılabilir bir klasör değil: bu adda bir dosya var; başka bir DATA_DIR verin ya da izinleri düzeltin.\n`,
  });
  expect(onFile.seconds).toBeLessThan(5);

  // The lock a running server leaves in its DATA_DIR; this test's process stands in for the server.
  const locked = path.join(dir, 'locked');
  await mkdir(locked);
  await writeFile(
    path.join(locked, 'embedded-db.lock'),
    JSON.stringify({ pid: process.pid, purpose: 'web server, port 3000', since: '2026-11-28T08:00:00.000Z' }),
  );
  const inUse = await start({ PORT: '0', DATA_DIR: locked });
  expect(inUse).toMatchObject({
    code: 1,
    stdout: '',
    stderr:
      `DATA_DIR (${locked}) içindeki gömülü veritabanı başka bir işlemde açık (PID ${process.pid}: web server, port 3000): ` +
      'önce o işlemi (büyük olasılıkla çalışan sunucuyu) durdurun ya da başka bir DATA_DIR verin.\n',
  });
  expect(inUse.seconds).toBeLessThan(5);
}, 60_000);

test('a bad secret setting is named without repeating its value', async () => {
  const run = await start({ DATABASE_URL: 'mysql://eczane:cok-gizli-parola@db.example/eczane' });
  expect(run).toMatchObject({
    code: 1,
    stdout: '',
    stderr: 'DATABASE_URL bir PostgreSQL bağlantı adresi olmalı (postgres://kullanıcı:parola@sunucu/veritabanı).\n',
  });
}, 30_000);
