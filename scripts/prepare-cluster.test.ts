import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from '#app/db/client.server.ts';
import { pgliteVersion, preparedClusterFile, preparedClusterFor } from '#app/db/prepared-cluster.server.ts';
import { makePreparedCluster } from './prepare-cluster.ts';

const execFileAsync = promisify(execFile);

/**
 * The first start from the cluster the build prepared (issue 40): a new data directory gets the
 * same database initdb and the migrator would make, an existing one is never touched, and a
 * damaged file costs only the time of an initdb.
 */
describe('a first start from the prepared cluster', () => {
  let root: string;
  let build: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'prepared-cluster-test-'));
    build = path.join(root, 'build');
    await makePreparedCluster(build);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function open(name: string, preparedClusterDir: string): Promise<DatabaseHandle> {
    return openDatabase({ databaseUrl: null, dataDir: path.join(root, name), purpose: 'test', preparedClusterDir });
  }

  async function facts(handle: DatabaseHandle) {
    const [row] = rowsOf<{ system: string; segment: string; buffers: string; provinces: number }>(
      await handle.db.execute(sql`
        select (select system_identifier::text from pg_control_system()) as system,
          current_setting('wal_segment_size') as segment, current_setting('shared_buffers') as buffers,
          (select count(*)::int from provinces) as provinces`),
    );
    return row!;
  }

  it('is named for the installed PGlite and unpacks into a migrated database with its settings', async () => {
    expect(existsSync(preparedClusterFile(build))).toBe(true);
    expect(path.basename(preparedClusterFile(build))).toBe(`pglite-cluster-${pgliteVersion()}.tar.gz`);
    const first = await open('site-a', build);
    const a = await facts(first);
    await first.close();
    const second = await open('site-b', build);
    const b = await facts(second);
    await second.close();
    expect(a).toMatchObject({ segment: '1MB', buffers: '16MB', provinces: 81 });
    // Both came from the one cluster the build made (initdb gives every cluster its own identifier).
    expect(b.system).toBe(a.system);
  });

  it('leaves an existing database as it is', async () => {
    const handle = await open('site-a', build);
    await handle.db.execute(sql`create table kept (note text)`);
    await handle.db.execute(sql`insert into kept values ('still here')`);
    await handle.close();
    const again = await open('site-a', build);
    expect(rowsOf(await again.db.execute(sql`select note from kept`))).toEqual([{ note: 'still here' }]);
    await again.close();
  });

  it('falls back to initdb when the cluster in the file does not start', async () => {
    // The build's cluster without its global catalog: it unpacks, and PostgreSQL stops at once.
    const unpacked = path.join(root, 'unpacked');
    const broken = path.join(root, 'broken-build');
    await mkdir(unpacked);
    await mkdir(broken);
    await execFileAsync('tar', ['-xzf', preparedClusterFile(build), '-C', unpacked]);
    await rm(path.join(unpacked, 'global'), { recursive: true });
    await execFileAsync('tar', ['-czf', preparedClusterFile(broken), '-C', unpacked, '.']);
    const handle = await open('site-e', broken);
    expect(await facts(handle)).toMatchObject({ segment: '1MB', buffers: '16MB', provinces: 81 });
    await handle.close();
  });

  it('falls back to initdb when the file is damaged', async () => {
    // A file that does not unpack gives no cluster, so the data directory is made as it is without
    // a build (initdb: what makePreparedCluster did above); a cluster that unpacks gives its tarball.
    const damaged = path.join(root, 'damaged-build');
    await mkdir(damaged);
    await writeFile(preparedClusterFile(damaged), 'not a tarball');
    expect(preparedClusterFor(path.join(root, 'site-c', 'pglite'), damaged)).toBeUndefined();
    const good = preparedClusterFor(path.join(root, 'site-c', 'pglite'), build);
    expect(good?.type).toBe('application/x-tar');
    expect(good?.size).toBeGreaterThan(1_000_000);
  });
});
