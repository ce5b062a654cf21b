import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { CsrfField } from '#app/components/admin/admin-frame.tsx';
import { useFetcher } from 'react-router';
import { busyButtonProps } from '#app/components/admin/busy-button.ts';
import { ALL_PROVINCES_SCOPE } from '#app/domain/admin/source-health-view.ts';
import type { SourceActionData, SourceLinkView } from '#app/domain/admin/views.ts';

const buttonClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
const plainButton = `${buttonClass} bg-stone-200 text-stone-900 hover:bg-stone-300 dark:bg-stone-700 dark:text-stone-50 dark:hover:bg-stone-600`;

/**
 * The controls of one chain (one province, or every province): for each source, switch it off or
 * on, move it up or down, read it from another address, or go back to the catalogue's. Each form
 * posts to the page's action (CSRF, audited); the change is read by the next run.
 */
export function SourceControls(props: {
  /** A province's slug, or "tum-iller". */
  scope: string;
  /** "Giresun" or "Tüm iller". */
  scopeName: string;
  links: SourceLinkView[];
  children?: ReactNode;
}) {
  const id = `zincir-${props.scope}`;
  return (
    <section id={id} aria-labelledby={`${id}-baslik`} className="flex scroll-mt-4 flex-col gap-3">
      <h2 id={`${id}-baslik`} className="text-lg font-bold">
        Zincir ayarları: {props.scopeName}
      </h2>
      <div className="flex flex-col gap-1 text-sm text-stone-700 dark:text-stone-300">{props.children}</div>
      <ol className="flex flex-col gap-3">
        {props.links.map((link) => (
          <SourceControl
            key={link.source}
            link={link}
            last={link.position === props.links.length}
            scope={props.scope}
          />
        ))}
      </ol>
    </section>
  );
}

const toId = (text: string) => text.replace(/[^a-z0-9]+/gi, '-');

function SourceControl(props: { link: SourceLinkView; last: boolean; scope: string }) {
  const { link } = props;
  const fetcher = useFetcher<SourceActionData>();
  const busy = fetcher.state !== 'idle';
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const address = useRef<HTMLInputElement>(null);
  const pressed = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  // A moved source's item moves in the list, which can take the focus from its button: give it back.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !pressed.current) return;
    const button = pressed.current.current;
    pressed.current = null;
    if (button && document.activeElement !== button) button.focus();
  }, [fetcher.state, link.position]);
  // The field follows the saved address (a reset clears it) without losing the focus a remount would.
  useEffect(() => {
    if (address.current) address.current.value = link.customBaseUrl ?? '';
  }, [link.customBaseUrl]);

  const id = `kaynak-${toId(props.scope)}-${toId(link.source)}`;
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const fields = (intent: string) => (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="scope" value={props.scope} />
      <input type="hidden" name="source" value={link.source} />
    </>
  );
  const setHere = link.setBy === (props.scope === ALL_PROVINCES_SCOPE ? 'all' : 'province');
  // Each button and field says which source it is for ("Kapat: e-Devlet (onaylı liste)").
  const named = (action: string) => `${action}: ${link.label}`;

  const move = (direction: 'up' | 'down', button: RefObject<HTMLButtonElement | null>, atEnd: boolean) => (
    <fetcher.Form method="post">
      {fields('move')}
      <input type="hidden" name="direction" value={direction} />
      <button
        ref={button}
        type="submit"
        // Not `disabled` at the ends: a disabled button drops the focus the keyboard user had on it.
        aria-disabled={atEnd || busy || undefined}
        aria-busy={busy || undefined}
        aria-label={named(direction === 'up' ? 'Yukarı' : 'Aşağı')}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (atEnd || busy) event.preventDefault();
          else pressed.current = button;
        }}
        className={plainButton}
      >
        <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}&nbsp;</span>
        {direction === 'up' ? 'Yukarı' : 'Aşağı'}
      </button>
    </fetcher.Form>
  );

  return (
    <li
      aria-labelledby={`${id}-ad`}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
    >
      <div>
        <h3 id={`${id}-ad`} className="font-bold">
          {link.position}. {link.label}
        </h3>
        <p className="text-sm break-words text-stone-700 dark:text-stone-300">
          {link.stateText}
          {link.setBy === 'province' ? ' · bu il için ayarlı' : link.setBy === 'all' ? ' · tüm iller için ayarlı' : ''}
          {link.customBaseUrl ? ` · adres: ${link.customBaseUrl}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <fetcher.Form method="post">
          {fields('toggle')}
          <input type="hidden" name="enabled" value={link.switchedOff ? 'true' : 'false'} />
          <button
            type="submit"
            {...busyButtonProps(busy)}
            aria-label={named(link.switchedOff ? 'Aç' : 'Kapat')}
            className={plainButton}
          >
            {link.switchedOff ? 'Aç' : 'Kapat'}
          </button>
        </fetcher.Form>
        {move('up', up, link.position === 1)}
        {move('down', down, props.last)}
        {setHere ? (
          <fetcher.Form method="post">
            {fields('reset')}
            <button
              type="submit"
              {...busyButtonProps(busy)}
              aria-label={named('Katalogdaki ayara dön')}
              className={plainButton}
            >
              Katalogdaki ayara dön
            </button>
          </fetcher.Form>
        ) : null}
      </div>
      <fetcher.Form method="post" className="flex flex-col gap-1">
        {fields('address')}
        <label htmlFor={`${id}-adres`} className="text-sm font-semibold">
          Adres
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            ref={address}
            id={`${id}-adres`}
            name="baseUrl"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            defaultValue={link.customBaseUrl ?? ''}
            placeholder={link.defaultBaseUrl}
            aria-label={named('Adres')}
            aria-describedby={`${id}-adres-not`}
            className="min-h-11 min-w-0 flex-1 basis-56 rounded-lg border border-stone-500 bg-white px-3 text-sm dark:border-stone-500 dark:bg-stone-950"
          />
          <button type="submit" {...busyButtonProps(busy)} aria-label={named('Adresi kaydet')} className={plainButton}>
            Adresi kaydet
          </button>
        </div>
        <p id={`${id}-adres-not`} className="text-xs break-words text-stone-700 dark:text-stone-300">
          Boş bırakılırsa kaynağın kendi adresi kullanılır: {link.defaultBaseUrl || '—'}
        </p>
      </fetcher.Form>
      <div aria-live="polite">
        {result ? (
          <p
            role={result.ok ? undefined : 'alert'}
            className={`rounded-lg p-2 text-sm font-semibold break-words ${
              result.ok
                ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100'
                : 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'
            }`}
          >
            {result.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}
