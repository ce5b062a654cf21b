import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The admin panel's tables: a labelled region, a header row, and the caller's rows. Below 64rem
 * (phones, tablets) each row is a card and each cell a line that starts with its column's title,
 * from the cell's `data-label` (app.css, "Admin tables on phones and tablets"): a row header
 * (`<th scope="row">`) is the card's title, and an empty cell is left out. Wider, a table that
 * does not fit scrolls inside its region, which is then a tab stop (to scroll it with the
 * keyboard); otherwise the region is skipped. The region is positioned, so absolutely placed
 * content inside (screen-reader-only text) is clipped with the table instead of widening the page.
 */
export type AdminTableHeader = string | { label: string; numeric: true };

/** A right-aligned column title for a column of numbers. */
export const numericHeader = (label: string): AdminTableHeader => ({ label, numeric: true });

export function AdminTable({
  label,
  headers,
  minWidth = 'lg:min-w-[44rem]',
  describedBy,
  className = '',
  children,
}: {
  label: string;
  /** Column titles; numeric columns are right-aligned like their cells. */
  headers: readonly AdminTableHeader[];
  /** A Tailwind min-width class from `lg` up (cards below): the width below which the table scrolls. */
  minWidth?: string;
  /** The id of a note about the rows (e.g. "first 100 of 250"). */
  describedBy?: string;
  /** Extra classes for the scrolling region (spacing). */
  className?: string;
  children: ReactNode;
}) {
  const region = useRef<HTMLDivElement>(null);
  // A tab stop until the page knows better (the server render, and without JavaScript).
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    // The region's width follows the window; the table's, its rows.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={region}
      role="region"
      aria-label={label}
      tabIndex={scrolls ? 0 : undefined}
      className={`relative max-w-full overflow-x-auto rounded-xl border border-stone-200 dark:border-stone-800 ${className}`}
    >
      <table aria-describedby={describedBy} className={`admin-table w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-stone-100 dark:bg-stone-800">
          <tr>
            {headers.map((h) => {
              const title = typeof h === 'string' ? h : h.label;
              return (
                <th
                  key={title}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${typeof h === 'string' ? '' : 'text-right'}`}
                >
                  {title}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A 24-hour time field's input attributes (type="time" would show 03:00 AM in English-language
 * browsers). The number pad, which has no colon: the server reads "2330" or "23.30" as 23:30
 * (toClockTime) and answers anything else in Turkish, instead of the browser's English
 * "Please match the requested format" a `pattern` gave.
 */
export const TIME_INPUT_PROPS = {
  type: 'text',
  inputMode: 'numeric',
  maxLength: 5,
} as const;
