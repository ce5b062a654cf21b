import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { PublicErrorBoundary } from '#app/components/public-error.tsx';
import { servicesContext } from '#app/context.server.ts';
import { findSearchTarget } from '#app/routes/api/search-index-data.server.ts';

const querySchema = z.object({ q: z.string().max(64).optional(), il: z.string().max(64).optional() });

/**
 * `/ara?q=…` and `/ara?il=…`: the search box and province picker without
 * JavaScript. Redirects to the first match, or explains that nothing matched.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data({ message: 'Arama metni çok uzun.' }, { status: 400 });
  const text = (parsed.data.il ?? parsed.data.q ?? '').trim();
  if (!text) throw redirect('/');
  const target = findSearchTarget(text, url, context.get(servicesContext).config.baseDomain);
  if (!target) throw data({ message: `"${text}" ile eşleşen bir il veya ilçe bulunamadı.` }, { status: 404 });
  throw redirect(target.href);
}

export default function Search() {
  return null;
}

export const ErrorBoundary = PublicErrorBoundary;
