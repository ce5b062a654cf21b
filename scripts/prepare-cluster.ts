import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPglite, openDatabase } from '#app/db/client.server.ts';
import { preparedClusterFile } from '#app/db/prepared-cluster.server.ts';

/**
 * `node scripts/prepare-cluster.ts <dir>`, run by `npm run build` (vite.config.ts): a new embedded
 * database, made as the server would make it (initdb with its settings, migrations, reference
 * data), packed into `<dir>/pglite-cluster-<PGlite version>.tar.gz` for the first start to unpack
 * instead of running initdb (app/db/prepared-cluster.server.ts). Its own process: initdb's memory
 * and V8's WebAssembly flags stay out of the build's.
 */
export async function makePreparedCluster(dir: string): Promise<string> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'eczane-cluster-'));
  try {
    const made = await openDatabase({ databaseUrl: null, dataDir: work, purpose: 'build: prepared cluster' });
    await made.close();
    const pglite = await createPglite(path.join(work, 'pglite'));
    let tarball: Blob;
    try {
      tarball = await pglite.dumpDataDir('gzip');
    } finally {
      await pglite.close();
    }
    // Written under another name and renamed: a start never finds half a file.
    await mkdir(dir, { recursive: true });
    const file = preparedClusterFile(dir);
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
    await rename(partial, file);
    return file;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/prepare-cluster.ts <folder>');
    process.exit(2);
  }
  // The file's path, alone on standard output, for the build to pick up.
  console.log(await makePreparedCluster(path.resolve(dir)));
}
