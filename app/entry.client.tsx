import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { unstable_preloadRoutePattern } from 'react-router/route-pattern';

// The pages that hydrate (the admin tools) match routes as the server does: the route-pattern
// matcher the server turns on (server/router.ts), whose flag the client receives with
// the build's future flags and would refuse without this.
unstable_preloadRoutePattern();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
