import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { servicesContext } from '#app/context.server.ts';
import { listApiPharmacies } from '#app/routes/api/v1/api-data.server.ts';
import { respondApi, respondPreflight } from '#app/routes/api/v1/respond.server.ts';

/** `GET /api/v1/provinces/{province}/pharmacies[?date=YYYY-MM-DD]`. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const services = context.get(servicesContext);
  return respondApi(request, services, () => listApiPharmacies(services, request, { province: params.province }));
}

export function action({ request, context }: ActionFunctionArgs) {
  return respondPreflight(request, context.get(servicesContext));
}
