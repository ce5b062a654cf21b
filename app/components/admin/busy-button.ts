import type { MouseEvent } from 'react';

/**
 * A button's "working" state without `disabled`: a focused button that becomes disabled drops
 * the focus to <body>, so a keyboard or screen-reader user was sent back to the top of the page
 * after every toggle or run (admin walk-through). The button stays focusable, says it is busy,
 * and a press meanwhile does nothing. Its look follows `aria-disabled:` classes.
 */
export function busyButtonProps(busy: boolean, onClick?: () => void) {
  return {
    'aria-disabled': busy || undefined,
    'aria-busy': busy || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (busy) event.preventDefault();
      else onClick?.();
    },
  };
}
