import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENAPI_DOCUMENT } from '#app/routes/api/v1/openapi-document.ts';

/**
 * `npm run lint:openapi`: the document `/api/v1/openapi.json` serves, written to a temporary file
 * and linted by Redocly's recommended rules (redocly.yaml) and Spectral's `oas` ruleset
 * (.spectral.yaml), side by side. Any error from either fails the run; warnings are shown.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each linter's command-line entry, run with this Node (no shell, no PATH lookup). */
const CLIS = {
  redocly: fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js')),
  spectral: fileURLToPath(import.meta.resolve('@stoplight/spectral-cli/dist/index.js')),
};

function run(name: keyof typeof CLIS, args: string[]): Promise<{ name: string; code: number; output: string }> {
  return new Promise((resolve, reject) => {
    // Neither tool may phone home from CI or a developer's machine.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const child = spawn(process.execPath, [CLIS[name], ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  });
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-lint-'));
try {
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(OPENAPI_DOCUMENT, null, 2));
  const results = await Promise.all([
    run('redocly', ['lint', '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish', file]),
    run('spectral', ['lint', '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'error', file]),
  ]);
  for (const { name, code, output } of results) {
    console.log(`--- ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`}\n${output.trim()}\n`);
  }
  process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
} finally {
  await rm(dir, { recursive: true, force: true });
}
