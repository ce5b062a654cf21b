/**
 * The kiosk screen's refresh and paging (app/components/kiosk-page.tsx), for the page script.
 * Instead of reloading (what the <noscript> meta refresh does without JavaScript), it fetches
 * the page every `data-refresh-seconds` and just after the duty rotation (`data-rotation-in`,
 * milliseconds), only while online, and swaps the list in place: no blank screen, the scroll
 * position kept. Offline, or when the server does not answer, the last list stays with a
 * notice. A list longer than the screen is shown a screen at a time.
 */

const CYCLE_MS = 12_000;
const PAUSE_AFTER_INPUT_MS = 60_000;
/** Asked this long after the rotation, so the server's clock has surely passed it. */
const AFTER_ROTATION_MS = 3_000;

function toDelay(main: HTMLElement): number {
  const every = Number(main.dataset.refreshSeconds) * 1000 || 60_000;
  const rotationIn = Number(main.dataset.rotationIn);
  const untilRotation = Number.isFinite(rotationIn) && rotationIn >= 0 ? rotationIn + AFTER_ROTATION_MS : every;
  return Math.max(1_000, Math.min(every, untilRotation));
}

async function fetchKiosk(url: string): Promise<{ main: HTMLElement; title: string } | null> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'text/html' } });
  if (!response.ok) return null;
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const main = next.querySelector<HTMLElement>('[data-kiosk]');
  if (!main) return null;
  // Parsed without scripting, <noscript> holds a real meta refresh: it must not reach this page.
  for (const element of main.querySelectorAll('noscript')) element.remove();
  return { main, title: next.title };
}

export function enhanceKiosk(root: Document): void {
  if (!root.querySelector('[data-kiosk]')) return;
  let refreshes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const current = () => root.querySelector<HTMLElement>('[data-kiosk]');
  const setOffline = (offline: boolean) => {
    const notice = current()?.querySelector<HTMLElement>('[data-kiosk-offline]');
    if (notice) notice.hidden = !offline;
  };

  // "Kaydırmayı durdur" in the header stops the paging until pressed again. The header comes anew
  // with each refreshed list: the press is heard on the document, the new button told the state.
  let stopped = false;
  const syncPauseButton = () => {
    const button = current()?.querySelector<HTMLButtonElement>('[data-kiosk-pause]');
    if (!button) return;
    button.hidden = false;
    button.textContent = stopped ? 'Kaydırmayı sürdür' : 'Kaydırmayı durdur';
  };
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-kiosk-pause]')) return;
    stopped = !stopped;
    syncPauseButton();
  });
  syncPauseButton();

  const schedule = () => {
    clearTimeout(timer);
    const main = current();
    if (main) timer = setTimeout(() => void refresh(), toDelay(main));
  };

  async function refresh(): Promise<void> {
    try {
      if (!navigator.onLine) return setOffline(true);
      const next = await fetchKiosk(location.href);
      const main = current();
      if (!next || !main) return setOffline(true);
      const { scrollY } = window;
      main.replaceWith(root.adoptNode(next.main));
      syncPauseButton();
      root.title = next.title;
      window.scrollTo(0, scrollY);
      refreshes += 1;
      root.documentElement.dataset.kioskRefreshes = String(refreshes);
    } catch {
      setOffline(true);
    } finally {
      schedule();
    }
  }

  window.addEventListener('online', () => void refresh());
  window.addEventListener('offline', () => setOffline(true));
  schedule();

  // A screen at a time when the list is longer than the screen; a visitor's own scrolling pauses it.
  let pausedUntil = 0;
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) {
    window.addEventListener(type, () => (pausedUntil = performance.now() + PAUSE_AFTER_INPUT_MS), { passive: true });
  }
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  setInterval(() => {
    const page = root.scrollingElement ?? root.documentElement;
    if (stopped || performance.now() < pausedUntil || page.scrollHeight <= window.innerHeight * 1.1) return;
    const atEnd = window.scrollY + window.innerHeight >= page.scrollHeight - 8;
    window.scrollTo({ top: atEnd ? 0 : nextScreenTop(), behavior: smooth ? 'smooth' : 'instant' });
  }, CYCLE_MS);

  /**
   * The next screen starts with the first pharmacy not wholly on this one, just under the header
   * (which stays in place: the place, the duty window and the data's age are on every screen), so
   * no pharmacy is ever shown cut at the top.
   */
  function nextScreenTop(): number {
    // The header sticks at the top once scrolled: its height is where the next screen's list begins.
    const headerBottom = root.querySelector<HTMLElement>('[data-kiosk] > header')?.offsetHeight ?? 0;
    const cut = [...root.querySelectorAll('.kiosk-item')].find(
      (item) => item.getBoundingClientRect().bottom > window.innerHeight,
    );
    const step = cut ? cut.getBoundingClientRect().top - headerBottom - 12 : 0;
    // A pharmacy taller than the screen's free space: move on by most of a screen instead.
    return window.scrollY + (step > 0 ? step : (window.innerHeight - headerBottom) * 0.85);
  }
}
