import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { errorPageMeta } from '#app/domain/seo/seo-meta.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/** Any deeper unknown path: a helpful 404, never a 500. */
export function loader() {
  throw data({ message: 'Aradığınız sayfa bulunamadı. İlinizi ana sayfadan seçebilirsiniz.' }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ error }) => errorPageMeta(error);

export default function NotFound() {
  return null;
}

export const ErrorBoundary = PublicErrorBoundary;
