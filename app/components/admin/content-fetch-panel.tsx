import { DatabaseZap, Download } from '#app/components/icons.tsx';
import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { ContentPreview, type FetchedContent } from '#app/components/admin/content-preview.tsx';
import { Notice, panel, primaryButton, textInput } from '#app/components/admin/content-ui.tsx';
import { CONTENT_MESSAGES, EXAMPLE_URL, checkTargetUrl } from '#app/domain/admin/content-fetch-messages.ts';
import type { ContentFetcherActionData } from '#app/domain/admin/views.ts';

type FetchReply = { content?: unknown; contentType?: unknown; error?: unknown };

/** Calls POST /api/admin/fetch-external-content; the result or a Turkish error. */
async function requestContent(targetUrl: string, csrfToken: string): Promise<FetchedContent | { error: string }> {
  try {
    const response = await fetch('/api/admin/fetch-external-content', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ targetUrl }),
    });
    const reply = (await response.json()) as FetchReply;
    if (typeof reply.error === 'string' && reply.error) return { error: reply.error };
    if (typeof reply.content !== 'string') return { error: `${CONTENT_MESSAGES.fetchFailed}: HTTP ${response.status}` };
    const contentType = typeof reply.contentType === 'string' ? reply.contentType : 'text/plain';
    return { content: reply.content, contentType, sourceUrl: targetUrl };
  } catch (error) {
    console.error('İçerik çekilemedi', error);
    return { error: CONTENT_MESSAGES.fetchFailed };
  }
}

/** 'Eczane Tablosuna Kaydet': imports the fetched content through the page action; the note stays 3 s. */
function SaveButton({ fetched, csrfToken }: { fetched: FetchedContent | null; csrfToken: string }) {
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

/** URL field and fetch button (Enter submits), the preview, and the save step (spec 2.19). */
export function ContentFetchPanel({ csrfToken }: { csrfToken: string }) {
  const [url, setUrl] = useState('');
  const [fetching, setFetching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fetched, setFetched] = useState<FetchedContent | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkTargetUrl(url);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setFetching(true);
    setError(null);
    setFetched(null);
    const result = await requestContent(checked.url.href, csrfToken);
    setFetching(false);
    if ('error' in result) setError(result.error);
    else setFetched(result);
  }

  return (
    <section aria-labelledby="cek-baslik" className={panel}>
      <h2 id="cek-baslik" className="text-lg font-bold">
        İçerik Çek
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2">
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
      <SaveButton fetched={fetched} csrfToken={csrfToken} />
    </section>
  );
}
