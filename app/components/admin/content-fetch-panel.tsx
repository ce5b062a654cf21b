import { DatabaseZap, Download } from '#app/components/icons.tsx';
import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useAdminFrame } from '#app/components/admin/admin-frame.tsx';
import { ContentPreview } from '#app/components/admin/content-preview.tsx';
import { Notice, panel, primaryButton, textInput } from '#app/components/admin/content-ui.tsx';
import { CONTENT_MESSAGES, EXAMPLE_URL, checkTargetUrl } from '#app/domain/admin/content-fetch-messages.ts';
import type { ContentFetcherActionData, FetchedContent } from '#app/domain/admin/views.ts';

/** 'Eczane Tablosuna Kaydet': imports the fetched content through the page action; the note stays 3 s. */
function SaveButton({ fetched }: { fetched: FetchedContent | null }) {
  const { csrfToken } = useAdminFrame();
  const fetcher = useFetcher<ContentFetcherActionData>({ key: 'content-save' });
  const [missing, setMissing] = useState(false);
  const [expired, setExpired] = useState<ContentFetcherActionData | null>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => setExpired(result), 3000);
    return () => clearTimeout(timer);
  }, [result]);
  const saving = fetcher.state !== 'idle';

  function save() {
    setMissing(!fetched);
    if (!fetched) return;
    void fetcher.submit(
      {
        intent: 'save',
        csrf: csrfToken,
        content: fetched.content,
        contentType: fetched.contentType,
        url: fetched.sourceUrl,
      },
      { method: 'post' },
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <button type="button" onClick={save} disabled={saving} className={primaryButton}>
          <DatabaseZap aria-hidden="true" className="size-4" />
          {saving ? 'Kaydediliyor...' : 'Eczane Tablosuna Kaydet'}
        </button>
      </div>
      {missing && !fetched ? <Notice tone="error">{CONTENT_MESSAGES.saveNeedsContent}</Notice> : null}
      {result && !result.ok ? <Notice tone="error">{result.message}</Notice> : null}
      {result?.ok && result !== expired ? <Notice tone="success">{result.message}</Notice> : null}
    </div>
  );
}

/**
 * URL field and fetch button (Enter submits), the preview, and the save step. The
 * address is checked here first; the page's action fetches it (`intent` fetch) and answers with
 * the content or a Turkish error.
 */
export function ContentFetchPanel() {
  const { csrfToken } = useAdminFrame();
  const fetcher = useFetcher<ContentFetcherActionData>({ key: 'content-fetch' });
  const [url, setUrl] = useState('');
  // An address refused before any request; the last fetch's content stays shown with it.
  const [refused, setRefused] = useState<string | null>(null);
  const fetching = fetcher.state !== 'idle';
  const reply = fetching ? undefined : fetcher.data;
  const fetched = reply?.ok ? (reply.fetched ?? null) : null;
  const error = refused ?? (reply && !reply.ok ? reply.message : null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkTargetUrl(url);
    setRefused(checked.ok ? null : checked.error);
    if (!checked.ok) return;
    void fetcher.submit({ intent: 'fetch', csrf: csrfToken, targetUrl: checked.url.href }, { method: 'post' });
  }

  return (
    <section aria-labelledby="cek-baslik" className={panel}>
      <h2 id="cek-baslik" className="text-lg font-bold">
        İçerik Çek
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor="hedef-url" className="text-sm font-semibold">
          Web sayfası adresi (URL)
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="hedef-url"
            name="targetUrl"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder={EXAMPLE_URL}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error !== null && !fetched}
            aria-describedby={error ? 'cek-hata' : undefined}
            className={textInput}
          />
          <button type="submit" disabled={fetching} className={`${primaryButton} shrink-0`}>
            <Download aria-hidden="true" className="size-4" />
            {fetching ? 'Çekiliyor...' : 'İçeriği Çek'}
          </button>
        </div>
      </form>
      {error ? (
        <div id="cek-hata">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      {fetched ? <ContentPreview fetched={fetched} /> : null}
      <SaveButton fetched={fetched} />
    </section>
  );
}
