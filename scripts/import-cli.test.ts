import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, test } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'eczane-import-cli-'));
  await mkdir(path.join(dir, 'gelen'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * `npm run import -- <file>` as npm runs it (node itself, without npm's own start): in the project
 * folder, INIT_CWD where it was typed. A child process loads its modules first: allow for a busy
 * machine. The tests run at once, each in its own child process and with its own file.
 */
async function importCli(file: string): Promise<{ code: number; stderr: string }> {
  try {
    await run(process.execPath, ['scripts/import.ts', file], {
      cwd: root,
      env: { ...process.env, INIT_CWD: dir, DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent' },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

test.concurrent(
  'a relative path is read from where the command was typed, and a file that is not UTF-8 is refused naming its line',
  async ({ expect }) => {
    // "Eczane Adı: Şifa" saved as Windows-1254 (ı is 0xFD, Ş is 0xDE) on line 2.
    const bytes = Buffer.concat([
      Buffer.from('Eczane Adı: Hayat | Konum: Giresun\nEczane Ad'),
      Buffer.from([0xfd]),
      Buffer.from(': '),
      Buffer.from([0xde]),
      Buffer.from('ifa | Konum: Giresun\n'),
    ]);
    await writeFile(path.join(dir, 'gelen', 'liste.txt'), bytes);
    const result = await importCli('gelen/liste.txt');
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(
      `${path.join(dir, 'gelen', 'liste.txt')}: Dosya UTF-8 değil (2. satır); dosyayı UTF-8 olarak kaydedip yeniden deneyin.`,
    );
  },
  60_000,
);

test.concurrent(
  'a binary file is refused before anything is written',
  async ({ expect }) => {
    await writeFile(path.join(dir, 'arsiv.zip'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]));
    const result = await importCli('arsiv.zip');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Dosya metin değil (1. satırda ikili veri var)');
  },
  60_000,
);
