import { Plus } from '#app/components/icons.tsx';
import { CsrfField } from '#app/components/admin/admin-frame.tsx';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { TIME_INPUT_PROPS } from '#app/components/admin/admin-table.tsx';

const inputClass =
  'min-h-11 rounded-lg border border-stone-300 px-3 text-base font-normal dark:border-stone-600 dark:bg-stone-950';

/**
 * New scraping schedule: name and a 24-hour time, default 03:00.
 * An empty name or time silently does nothing.
 */
export function ScheduleForm({ error }: { error: string | null }) {
  const navigation = useNavigation();
  const creating = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create';
  const formRef = useRef<HTMLFormElement>(null);
  const wasCreating = useRef(false);
  useEffect(() => {
    if (wasCreating.current && !creating && !error) formRef.current?.reset();
    wasCreating.current = creating;
  }, [creating, error]);

  return (
    <section
      aria-labelledby="schedule-form-title"
      className="rounded-xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="schedule-form-title" className="mb-3 text-lg font-bold">
        Yeni Zamanlama
      </h2>
      <Form
        ref={formRef}
        method="post"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const blank = !String(form.get('name') ?? '').trim() || !String(form.get('time') ?? '').trim();
          if (blank) event.preventDefault();
        }}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="create" />
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-semibold">
          Zamanlama adı
          <input name="name" maxLength={100} placeholder="Örn. Sabah güncellemesi" className={inputClass} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Saat (24 saat)
          <input
            name="time"
            {...TIME_INPUT_PROPS}
            placeholder="03:00"
            defaultValue="03:00"
            className={`${inputClass} tabular-nums sm:w-28`}
          />
        </label>
        <button
          type="submit"
          disabled={creating}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-70"
        >
          <Plus aria-hidden="true" className="size-5" />
          {creating ? 'Ekleniyor...' : 'Zamanlama Ekle'}
        </button>
      </Form>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      ) : null}
    </section>
  );
}
