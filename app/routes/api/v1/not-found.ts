import type { Route } from './+types/not-found';
import { servicesContext } from '#app/context.server.ts';
import { notFound, respondApi, respondPreflight } from '#app/routes/api/v1/respond.server.ts';

/** Any other `/api/…` path: a JSON 404 naming the documentation, never the HTML error page. */
export function loader({ request, context }: Route.LoaderArgs) {
  return respondApi(request, context.get(servicesContext), () =>
    notFound('Böyle bir API adresi yok. Uç noktalar için /api-belgeleri veya /api/v1/openapi.json adresine bakın.'),
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return respondPreflight(request, context.get(servicesContext));
}
