import { Form } from 'react-router';
import type { CookieChoice } from '#app/components/legal/legal-types.ts';

/** The anchor of the preference form: the footer's "Çerez tercihlerini değiştir" link goes here. */
export const COOKIE_PREFERENCES_ID = 'cerez-tercihleri';

const CURRENT: Record<CookieChoice, string> = {
  accepted: 'tüm çerezleri kabul ettiniz',
  rejected: 'yalnızca gerekli çerezleri kabul ettiniz',
};

/**
 * The cookie preference banner before a choice, and the same form
 * with the current choice afterwards, so it can always be changed. A plain form:
 * it works without JavaScript.
 */
export function CookiePreferences({ consent, error }: { consent: CookieChoice | null; error: string | null }) {
  return (
    <section
      id={COOKIE_PREFERENCES_ID}
      aria-labelledby="cookie-banner-title"
      className="mt-6 scroll-mt-4 rounded-xl border border-stone-300 bg-stone-50 p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id="cookie-banner-title" className="text-xl font-bold">
        Çerez tercihiniz
      </h2>
      {consent ? (
        <p className="mt-2 text-stone-800 dark:text-stone-200">
          Şu anki tercihiniz: <strong>{CURRENT[consent]}</strong>. Değiştirmek için aşağıdan yeniden seçin; yeni
          seçiminiz bir yıl boyunca saklanır.
        </p>
      ) : (
        <p className="mt-2 text-stone-800 dark:text-stone-200">
          Bu site çalışması için gerekli çerezleri kullanır; analiz veya reklam hizmeti etkin değildir. Tümünü kabul
          ederseniz son baktığınız il ve ilçe de 30 gün hatırlanır ve ana sayfada size önce sunulur. Seçiminizi bir yıl
          saklarız; sayfa altındaki “Çerez tercihlerini değiştir” bağlantısıyla istediğiniz zaman değiştirebilirsiniz.
        </p>
      )}
      {error ? (
        <p role="alert" className="mt-3 font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          name="consent"
          value="accepted"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Tümünü Kabul Et
        </button>
        <button
          type="submit"
          name="consent"
          value="rejected"
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 bg-white px-5 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700"
        >
          Sadece Gerekli Çerezler
        </button>
      </Form>
    </section>
  );
}

/** Shown after the choice is stored. */
export function CookieConfirmation({ consent }: { consent: CookieChoice }) {
  return (
    <p
      role="status"
      className="mt-6 rounded-xl bg-green-50 p-4 font-semibold text-green-900 dark:bg-green-950 dark:text-green-100"
    >
      {consent === 'accepted'
        ? 'Tercihiniz kaydedildi: tüm çerezleri kabul ettiniz.'
        : 'Tercihiniz kaydedildi: yalnızca gerekli çerezleri kabul ettiniz.'}
    </p>
  );
}
