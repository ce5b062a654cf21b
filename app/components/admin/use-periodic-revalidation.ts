import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** Reloads the page's data every `ms` while the tab is visible (the admin lists refresh every 30 s). */
export function usePeriodicRevalidation(ms = 30_000): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [revalidate, ms]);
}
