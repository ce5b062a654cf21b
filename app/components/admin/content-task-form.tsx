import { CalendarPlus, Check } from '#app/components/icons.tsx';
import { CsrfField } from '#app/components/admin/admin-frame.tsx';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Notice, primaryButton, textInput } from '#app/components/admin/content-ui.tsx';
import { EXAMPLE_URL } from '#app/domain/admin/content-fetch-messages.ts';
import type { ContentFetcherActionData } from '#app/domain/admin/views.ts';
import { TIME_INPUT_PROPS } from '#app/components/admin/admin-table.tsx';

/** Content schedule default time. */
const DEFAULT_TASK_TIME = '08:00';

/**
 * Creates a daily content fetch (URL and a 24-hour time, default 08:00). The button is disabled
 * while saving or with an empty URL; after a success it shows the created state for 2 s.
 */
export function ContentTaskForm() {
  const fetcher = useFetcher<ContentFetcherActionData>({ key: 'content-task-create' });
  const [url, setUrl] = useState('');
  const [time, setTime] = useState(DEFAULT_TASK_TIME);
  const [expired, setExpired] = useState<ContentFetcherActionData | null>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // A new successful result clears the form (state adjusted during render, not in an effect).
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result?.ok) {
      setUrl('');
      setTime(DEFAULT_TASK_TIME);
    }
  }
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => setExpired(result), 2000);
    return () => clearTimeout(timer);
  }, [result]);
  const busy = fetcher.state !== 'idle';
  const created = result?.ok === true && result !== expired;

  return (
    <fetcher.Form method="post" noValidate className="flex flex-col gap-3" aria-labelledby="gorev-olustur-baslik">
      <h3 id="gorev-olustur-baslik" className="font-semibold">
        Günlük Zamanlanmış Çekim Oluştur
      </h3>
      <CsrfField />
      <input type="hidden" name="intent" value="create" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex grow flex-col gap-1 text-sm font-semibold">
          URL
          <input
            name="url"
            type="text"
            inputMode="url"
            spellCheck={false}
            placeholder={EXAMPLE_URL}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            className={`${textInput} font-normal`}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Saat (24 saat, Türkiye saati)
          <input
            name="time"
            {...TIME_INPUT_PROPS}
            placeholder={DEFAULT_TASK_TIME}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            className={`${textInput} font-normal tabular-nums sm:w-28`}
          />
        </label>
        <button type="submit" disabled={busy || url.trim() === ''} className={`${primaryButton} shrink-0`}>
          {created ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <CalendarPlus aria-hidden="true" className="size-4" />
          )}
          {busy ? 'Oluşturuluyor...' : created ? 'Oluşturuldu' : 'Görev Oluştur'}
        </button>
      </div>
      {created ? <Notice tone="success">{result.message}</Notice> : null}
      {result && !result.ok ? <Notice tone="error">{result.message}</Notice> : null}
    </fetcher.Form>
  );
}
