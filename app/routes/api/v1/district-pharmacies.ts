import type { Route } from './+types/district-pharmacies';
import { servicesContext } from '#app/context.server.ts';
import { listApiPharmacies } from '#app/routes/api/v1/api-data.server.ts';
import { respondApi, respondPreflight } from '#app/routes/api/v1/respond.server.ts';

/** `GET /api/v1/provinces/{province}/districts/{district}/pharmacies[?date=YYYY-MM-DD]`. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return respondApi(request, services, () => listApiPharmacies(services, request, params));
}

export function action({ request, context }: Route.ActionArgs) {
  return respondPreflight(request, context.get(servicesContext));
}
