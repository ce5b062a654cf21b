import type { Route } from './+types/nearest';
import { servicesContext } from '#app/context.server.ts';
import { listApiNearest } from '#app/routes/api/v1/nearest-data.server.ts';
import { respondApi, respondPreflight } from '#app/routes/api/v1/respond.server.ts';

/** `GET /api/v1/pharmacies/nearest?lat&lng[&limit][&radiusKm]`: the nearest pharmacies on duty, open ones first. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return respondApi(request, services, () => listApiNearest(services, request));
}

export function action({ request, context }: Route.ActionArgs) {
  return respondPreflight(request, context.get(servicesContext));
}
