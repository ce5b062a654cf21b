import { useEffect, useState } from 'react';

/**
 * The current time, ticking every `ms`. Starts from `initial` (the server's
 * clock, from the loader) so the server render and hydration agree, then
 * follows the browser's clock.
 */
export function useTicker(initial: string, ms = 1000): Date {
  const [now, setNow] = useState(() => new Date(initial));
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, ms);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [ms]);
  return now;
}
