import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouterContextProvider } from 'react-router';
import type { AppServices } from '#app/services.server.ts';
import { createHttpServer, type AppServer } from '#server/app.ts';
import { createEdgeCache, toDataVersion, type EdgeCache } from '#server/edge-cache.ts';
import { loadServerBuild } from '#tests/support/server-build.ts';

/**
 * The real site over HTTP for integration tests: the production server build on `services`,
 * served by server/app.ts on ephemeral ports, as many variants (proxy trust, origins, edge
 * cache) as a test needs.
 */
export type SiteServers = {
  /** A server with these settings over the common ones; its base URL. */
  listen(options?: Partial<AppServer>): Promise<string>;
  /** An edge cache on the services' clock and data version. */
  createEdgeCache(): EdgeCache;
  close(): Promise<void>;
};

export async function startSiteServers(
  services: AppServices,
  options: { log?: AppServer['log'] } = {},
): Promise<SiteServers> {
  const loaded = await loadServerBuild();
  const entry = loaded.build.entry.module as unknown as {
    createLoadContext(services: AppServices, client: { ip: string }): RouterContextProvider;
    carriesSession(services: AppServices, request: { origin: string; cookie: string | undefined }): Promise<boolean>;
  };
  const common: AppServer = {
    build: loaded.build,
    getLoadContext: (client) => entry.createLoadContext(services, client),
    identify: (req, origin) => entry.carriesSession(services, { origin, cookie: req.headers.cookie }),
    clientDir: null,
    log: options.log ?? services.log,
  };
  const servers: Server[] = [];
  return {
    async listen(settings = {}) {
      const server = createHttpServer({ ...common, ...settings });
      servers.push(server);
      server.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    createEdgeCache() {
      return createEdgeCache({
        now: () => services.now(),
        // As server/main.ts.
        dataVersion: toDataVersion(services.snapshots),
        log: services.log,
      });
    },
    async close() {
      for (const server of servers) server.close();
      await loaded.close();
    },
  };
}
