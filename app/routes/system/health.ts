import type { Route } from './+types/health';
import { servicesContext } from '#app/context.server.ts';
import { pingDatabase } from '#app/db/client.server.ts';

/** `/healthz`: the database answers and a snapshot is loaded. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  try {
    await pingDatabase(services.db);
  } catch (error) {
    services.log.error({ err: error }, 'health check: database unreachable');
    return Response.json(
      { ok: false, database: 'unreachable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const snapshot = services.snapshots.get();
  return Response.json(
    { ok: true, database: services.dbKind, snapshotVersion: snapshot.version, snapshotBuiltAt: snapshot.builtAt },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
