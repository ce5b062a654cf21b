import type { Route } from './+types/openapi';
import { servicesContext } from '#app/context.server.ts';
import { OPENAPI_DOCUMENT } from '#app/routes/api/v1/openapi-document.ts';
import { respondApi, respondPreflight } from '#app/routes/api/v1/respond.server.ts';

/** `GET /api/v1/openapi.json`: the OpenAPI 3.1 description of the public API. */
export function loader({ request, context }: Route.LoaderArgs) {
  return respondApi(request, context.get(servicesContext), () => ({ body: OPENAPI_DOCUMENT, rotations: [] }));
}

export function action({ request, context }: Route.ActionArgs) {
  return respondPreflight(request, context.get(servicesContext));
}
