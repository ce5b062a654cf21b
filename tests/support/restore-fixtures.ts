/**
 * What both halves of the restore tests use (tests/integration/restore-pglite.test.ts and
 * restore-postgres.test.ts): the command run as the operator runs it, the refusal sentence, a
 * site filled with rosters and users, and its state read back.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createUser } from '#app/auth/users.server.ts';
import type { Database } from '#app/db/client.server.ts';
import { dutyEntries, dutyRosters, pharmacies, provinces, users } from '#app/db/schema.ts';
import { RestoreRefusedError } from '#app/jobs/restore-checks.server.ts';
import type { AppServices } from '#app/services.server.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const clock = new Date('2026-11-22T09:00:00Z');
/** Temporary folders for one test file, all removed by `removeAll` (its afterAll). */
export function makeTempDirs(): { tempDir: (name: string) => string; removeAll: () => void } {
  const folders: string[] = [];
  return {
    tempDir(name) {
      const dir = mkdtempSync(path.join(tmpdir(), `restore-${name}-`));
      folders.push(dir);
      return dir;
    },
    removeAll() {
      for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Exit = { code: number | null; stdout: string; stderr: string };

/** Runs a program to its end, collecting what it printed. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npm run restore -- <file>` (what the npm script runs after its Node version check). */
export const restore = (file: string, env: Record<string, string>) =>
  run(process.execPath, ['scripts/restore.ts', file], { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env });

/** The one sentence of every refusal: which file, why, and that the live database was left alone. */
export const REFUSAL = /^Geri yükleme yapılmadı: .+; mevcut veritabanı olduğu gibi duruyor\.$/;

/** A refusal as the operator sees it: one Turkish sentence, no stack trace, exit code 1. */
export function expectRefusal(exit: Exit, reason: RegExp) {
  expect(exit.code).toBe(1);
  const lines = exit.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(REFUSAL);
  expect(lines[0]).toMatch(reason);
  expect(exit.stdout).toBe('');
}

/** A refusal from the restore itself: the sentence the command prints (scripts/cli.ts prints the message). */
export async function expectRefused(restoring: Promise<unknown>, reason: RegExp) {
  const error = await restoring.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RestoreRefusedError);
  expect((error as Error).message).toMatch(REFUSAL);
  expect((error as Error).message).toMatch(reason);
}

export const roster = (province: string, district: string, names: string[]) =>
  names
    .map((name) => `Eczane Adı: ${name} | Konum: ${province} | İlçe: ${district} | Adres: ${name} Sok. 1`)
    .join('\n');

/** The site's data as its pages and sign-in see it: every roster line, pharmacy and user. */
export async function readState(db: Database) {
  const rosters = await db
    .select({
      province: provinces.slug,
      dutyDate: dutyRosters.dutyDate,
      position: dutyEntries.position,
      name: pharmacies.name,
    })
    .from(dutyEntries)
    .innerJoin(dutyRosters, eq(dutyRosters.id, dutyEntries.rosterId))
    .innerJoin(provinces, eq(provinces.id, dutyRosters.provinceId))
    .innerJoin(pharmacies, eq(pharmacies.id, dutyEntries.pharmacyId))
    .orderBy(asc(provinces.slug), asc(dutyRosters.dutyDate), asc(dutyEntries.position));
  const pharmacyNames = await db.select({ name: pharmacies.name }).from(pharmacies).orderBy(asc(pharmacies.name));
  const people = await db
    .select({ username: users.username, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .orderBy(asc(users.username));
  return { rosters, pharmacies: pharmacyNames.map((p) => p.name), people };
}

/** Two days of Giresun rosters and a second user besides the admin. */
export async function fillSite(services: AppServices) {
  for (const [dutyDate, names] of [
    ['2026-11-21', ['Hayat', 'Şifa']],
    ['2026-11-22', ['Çınar', 'Güneş', 'Ilgaz']],
  ] as const) {
    const result = await services.importRosterText(roster('Giresun', 'Görele', [...names]), {
      dutyDate,
      source: 'import',
      fetchedAt: clock,
    });
    expect(result.success).toBe(true);
  }
  await createUser(services.db, { username: 'okur', password: 'okur-sifresi-1234', role: 'user', now: clock });
}

/** What changes after the backup, so a restore visibly brings the backup's data back. */
export async function changeSite(services: AppServices) {
  await createUser(services.db, { username: 'sonradan', password: 'sonradan-sifre-1234', role: 'user', now: clock });
  await services.db.delete(users).where(eq(users.username, 'okur'));
}
