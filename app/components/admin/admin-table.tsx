import type { ReactNode } from 'react';

/**
 * The admin panel's tables: a labelled region that scrolls sideways on phones (and
 * can be scrolled with the keyboard), a header row, and the caller's rows.
 */
export function AdminTable({
  label,
  headers,
  minWidth = 'min-w-[44rem]',
  children,
}: {
  label: string;
  headers: readonly string[];
  /** A Tailwind min-width class: the width below which the table scrolls. */
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-stone-200 dark:border-stone-800"
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-stone-100 dark:bg-stone-800">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A 24-hour "HH:MM" text field's input attributes (type="time" would show 03:00 AM in English-language browsers). */
export const TIME_INPUT_PROPS = {
  type: 'text',
  inputMode: 'numeric',
  pattern: '([01][0-9]|2[0-3]):[0-5][0-9]',
  maxLength: 5,
} as const;
