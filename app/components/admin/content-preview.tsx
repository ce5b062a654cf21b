import { Check, Copy, Download, ExternalLink } from '#app/components/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { secondaryButton } from '#app/components/admin/content-ui.tsx';
import { CONTENT_MESSAGES } from '#app/domain/admin/content-fetch-messages.ts';
import { toIstanbulDate } from '#app/domain/time/istanbul-clock.ts';
import type { FetchedContent } from '#app/domain/admin/views.ts';

/** Characters of fetched content shown in the preview. */
const PREVIEW_CHARS = 2000;

/** Saves the text as "icerik-YYYY-MM-DD.txt" (the Istanbul date). */
function downloadText(content: string): void {
  const blob = new Blob([content], { type: 'text/plain;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `icerik-${toIstanbulDate(new Date())}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/** The fetch result: success notice, the first 2000 characters, copy, download and a link to the source. */
export function ContentPreview({ fetched }: { fetched: FetchedContent }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const { content, contentType, sourceUrl } = fetched;
  const truncated = content.length > PREVIEW_CHARS;

  async function copy() {
    try {
      await navigator.clipboard.writeText(content);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      // The spec: a failed copy is only logged.
      console.error('Panoya kopyalanamadı', error);
    }
  }

  return (
    <section aria-labelledby="onizleme-baslik" className="flex flex-col gap-3">
      <div
        role="status"
        className="rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
      >
        <p id="onizleme-baslik" className="font-semibold">
          {CONTENT_MESSAGES.fetched}
        </p>
        <p>
          İçerik türü: <code className="break-all">{contentType}</code> · {content.length.toLocaleString('tr-TR')}{' '}
          karakter
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy()} className={secondaryButton}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          <span aria-live="polite">{copied ? 'Kopyalandı' : 'Kopyala'}</span>
        </button>
        <button type="button" onClick={() => downloadText(content)} className={secondaryButton}>
          <Download aria-hidden="true" className="size-4" /> İndir (.txt)
        </button>
        <a href={sourceUrl} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
          <ExternalLink aria-hidden="true" className="size-4" /> Kaynağa Git
          <span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
      </div>
      <pre
        tabIndex={0}
        aria-label="İçerik önizlemesi"
        className="max-h-96 overflow-auto rounded-lg border border-stone-200 bg-stone-50 p-3 text-xs break-words whitespace-pre-wrap dark:border-stone-700 dark:bg-stone-950"
      >
        {content.slice(0, PREVIEW_CHARS)}
      </pre>
      {truncated ? (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          İçerik kısaltıldı: toplam {content.length.toLocaleString('tr-TR')} karakterin ilk {PREVIEW_CHARS} karakteri
          gösteriliyor. Tamamı için kopyalayın veya indirin.
        </p>
      ) : null}
    </section>
  );
}
