import { Eye, EyeOff, LogIn } from '#app/components/icons.tsx';
import { useState } from 'react';
import { data, Form, isRouteErrorResponse, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { toSafeNextPath } from '#app/auth/safe-next.ts';
import { readSessionToken, serializeSessionCookie } from '#app/auth/cookie.server.ts';
import { LOGIN_MESSAGES } from '#app/auth/login-messages.ts';
import { logIn } from '#app/auth/login.server.ts';
import { MAX_PASSWORD_LENGTH } from '#app/auth/password-rule.ts';
import { isSameOrigin } from '#app/auth/same-origin.ts';
import { getSignedIn } from '#app/auth/sessions.server.ts';
import { ErrorScreen } from '#app/components/error-screen.tsx';
import { clientContext, servicesContext } from '#app/context.server.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNREACHABLE_MESSAGE,
  findUnreachableReason,
} from '#app/db/unreachable.server.ts';
import type { AppServices } from '#app/services.server.ts';

/**
 * A sign-in the database cannot answer: 503 with Retry-After and the Turkish reason, not a 500
 * (nothing is wrong with the request or the page; the database is down or restarting). Null for
 * any other error.
 */
function refuseWhileUnreachable(services: AppServices, error: unknown) {
  const reason = findUnreachableReason(error);
  if (reason === null) return null;
  services.log.warn({ reason }, 'database unreachable: sign-in refused');
  const init = { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } };
  return { init, message: DATABASE_UNREACHABLE_MESSAGE };
}

/** Only same-site paths: never an open redirect. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  let signedIn: Awaited<ReturnType<typeof getSignedIn>>;
  try {
    signedIn = await getSignedIn(services.db, await readSessionToken(request), services.now());
  } catch (error) {
    const refusal = refuseWhileUnreachable(services, error);
    if (refusal) throw data({ message: refusal.message }, refusal.init);
    throw error;
  }
  if (signedIn?.user.role === 'admin') throw redirect(toSafeNextPath(url.searchParams.get('next')));
  return { next: toSafeNextPath(url.searchParams.get('next')) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  if (!isSameOrigin(request)) return data({ error: LOGIN_MESSAGES.failed }, { status: 403 });
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  try {
    const result = await logIn(services.db, {
      username: field('username'),
      password: field('password'),
      ip: context.get(clientContext).ip,
      now: services.now(),
    });
    if (!result.ok) {
      const headers: HeadersInit = result.status === 429 ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
      return data({ error: result.message }, { status: result.status, headers });
    }
    throw redirect(toSafeNextPath(field('next')), {
      headers: { 'Set-Cookie': await serializeSessionCookie(request, result.token) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = refuseWhileUnreachable(services, error);
    if (refusal) return data({ error: refusal.message }, refusal.init);
    services.log.error({ err: error }, 'login failed unexpectedly');
    return data({ error: LOGIN_MESSAGES.failed }, { status: 500 });
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After') ?? errorHeaders?.get('Retry-After');
  return { 'Cache-Control': 'no-store', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) };
};

export const meta: Route.MetaFunction = () => [
  { title: 'Yönetici Girişi - Nöbetçi Eczane' },
  { name: 'robots', content: 'noindex' },
];

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [showPassword, setShowPassword] = useState(false);
  const [blank, setBlank] = useState(false);
  const submitting = useNavigation().state === 'submitting';
  const error = blank ? LOGIN_MESSAGES.blank : actionData?.error;
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-6 p-6">
      <div className="text-center">
        <p
          aria-hidden="true"
          className="mx-auto mb-3 grid size-14 place-items-center rounded-2xl bg-brand text-3xl font-black text-white"
        >
          E
        </p>
        <h1 className="text-2xl font-bold">Yönetici Girişi</h1>
      </div>
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const empty = !String(form.get('username') ?? '').trim() || !String(form.get('password') ?? '');
          setBlank(empty);
          if (empty) event.preventDefault();
        }}
      >
        <input type="hidden" name="next" value={loaderData.next} />
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {error}
          </p>
        ) : null}
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Kullanıcı adı
          <input
            name="username"
            autoComplete="username"
            maxLength={64}
            className="min-h-11 rounded-lg border border-stone-300 px-3 text-base font-normal dark:border-stone-600 dark:bg-stone-950"
          />
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor="password" className="text-sm font-semibold">
            Şifre
          </label>
          <div className="flex gap-2">
            <input
              id="password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              maxLength={MAX_PASSWORD_LENGTH}
              className="min-h-11 w-full min-w-0 rounded-lg border border-stone-300 px-3 text-base dark:border-stone-600 dark:bg-stone-950"
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              aria-label={showPassword ? 'Şifreyi gizle' : 'Şifreyi göster'}
              className="grid min-h-11 min-w-11 place-items-center rounded-lg border border-stone-300 dark:border-stone-600"
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        </div>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          <LogIn aria-hidden="true" className="size-5" />
          {submitting ? 'Giriş yapılıyor...' : 'Giriş Yap'}
        </button>
      </Form>
      <a href="/" className="inline-flex min-h-11 items-center justify-center self-center px-3 text-sm underline">
        Ana sayfaya dön
      </a>
    </main>
  );
}

/** The sign-in page refused (the database does not answer): why, in Turkish, with a way to try again. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data && 'message' in error.data
      ? String(error.data.message)
      : 'Sayfa yüklenirken beklenmeyen bir sorun oluştu.';
  const title = isRouteErrorResponse(error) && error.status === 503 ? 'Geçici bir kesinti var' : 'Bir hata oluştu';
  return <ErrorScreen title={title} message={message} retryLabel="Tekrar Dene" />;
}
