import type { Route } from './+types/poster';
import { PosterPage } from '#app/components/poster-page.tsx';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { displayPageMeta } from '#app/domain/seo/seo-meta.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { requirePosterPage, toDisplayInputs } from '#app/routes/public/display-page.server.ts';

/**
 * `/{il}/yazdir` and `/{il}/{ilce}/yazdir`: the window poster of a province's or district's
 * list, for printing on A4. Not indexed: the live page is the one to find.
 */
export const handle = PUBLIC_PAGE_HANDLE;

export function loader(args: Route.LoaderArgs) {
  return requirePosterPage(...toDisplayInputs(args));
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => displayPageMeta(loaderData, error, 'yazdırılabilir');

export default function Poster({ loaderData }: Route.ComponentProps) {
  return <PosterPage data={loaderData} />;
}

export const ErrorBoundary = PublicErrorBoundary;
