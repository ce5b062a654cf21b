import type { FormEvent } from 'react';

/**
 * A form's `onSubmit` that asks first: one press of a delete or remove button would otherwise take
 * a schedule, a task or a live correction away. `onConfirmed` runs once the admin agrees.
 */
export function confirmSubmit(message: string, onConfirmed?: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(message)) event.preventDefault();
    else onConfirmed?.();
  };
}
