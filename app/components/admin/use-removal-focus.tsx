import { useEffect, useRef, useState, type ReactElement } from 'react';

/**
 * Where the focus goes when a row the admin deleted leaves its list: to a line that says what was
 * deleted, in the list's place. The focused "Sil" button goes with its row, and the browser then
 * drops the focus to the top of the page with nothing said (admin walk-through).
 *
 * `removing(id, text)` is called when the deletion is sent (after its confirmation); once `ids`
 * no longer holds `id`, `status` shows `text` and takes the focus, so a screen reader reads it and
 * Tab goes on from the list. A deletion that fails leaves its row, and its button keeps the focus.
 */
export function useRemovalFocus(ids: readonly number[]): {
  status: ReactElement | null;
  removing: (id: number, text: string) => void;
} {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [pending, setPending] = useState<{ id: number; text: string } | null>(null);
  // A new object per deletion, so that two alike texts in a row each take the focus.
  const [message, setMessage] = useState<{ text: string } | null>(null);
  // The row has left: adjusted while rendering, as React advises for state that follows props.
  if (pending && !ids.includes(pending.id)) {
    setMessage({ text: pending.text });
    setPending(null);
  }

  useEffect(() => {
    if (message) statusRef.current?.focus();
  }, [message]);

  return {
    status: message ? (
      <p
        ref={statusRef}
        tabIndex={-1}
        className="rounded-lg bg-stone-100 px-3 py-2 text-sm font-semibold text-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand dark:bg-stone-800 dark:text-stone-100"
      >
        {message.text}
      </p>
    ) : null,
    removing: (id, text) => {
      setMessage(null);
      setPending({ id, text });
    },
  };
}
