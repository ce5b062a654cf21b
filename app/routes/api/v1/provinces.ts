import type { Route } from './+types/provinces';
import { servicesContext } from '#app/context.server.ts';
import { listApiProvinces } from '#app/routes/api/v1/api-data.server.ts';
import { respondApi, respondPreflight } from '#app/routes/api/v1/respond.server.ts';

/** `GET /api/v1/provinces`: provinces, districts and pharmacy counts of the roster in force. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return respondApi(request, services, () => listApiProvinces(services));
}

export function action({ request, context }: Route.ActionArgs) {
  return respondPreflight(request, context.get(servicesContext));
}
