/**
 * The "Bana en yakın nöbetçi eczane" link (app/components/nearest-button.tsx): where the browser
 * has geolocation, following it asks for the position, rounded to 3 decimals (about 100 m)
 * before it leaves the phone, and opens /yakin with it. Refused, unavailable or too slow: a
 * Turkish message and the way to choose by hand.
 */

const MESSAGES: Record<number, string> = {
  1: 'Konum izni verilmedi. Eczaneleri il ve ilçe seçerek bulabilirsiniz.',
  2: 'Konumunuz belirlenemedi. Eczaneleri il ve ilçe seçerek bulabilirsiniz.',
  3: 'Konumunuz zamanında alınamadı. Tekrar deneyin ya da il ve ilçe seçin.',
};
const ASKING = 'Konumunuz alınıyor…';
const TIMEOUT_MS = 15_000;

/** The nearest page in the link's language (`/en/yakin`), with the rounded position. */
function toNearestHref(link: HTMLAnchorElement, latitude: number, longitude: number): string {
  return `${link.pathname}?lat=${latitude.toFixed(3)}&lng=${longitude.toFixed(3)}`;
}

export function enhanceLocate(link: HTMLAnchorElement, go: (href: string) => void): void {
  if (!('geolocation' in navigator)) {
    // /yakin's own button, shown to every browser with scripts, cannot ask here: it would only
    // open the same page again.
    link.closest<HTMLElement>('[data-locate-hidden]')?.setAttribute('hidden', '');
    return;
  }
  const status = link.parentElement?.querySelector<HTMLElement>('[data-locate-status]');
  if (!status) return;
  let asking = false;

  function fail(code: number) {
    asking = false;
    link.removeAttribute('aria-disabled');
    // An English or Arabic page carries its own words (app/components/nearest-button.tsx).
    status!.textContent =
      link.getAttribute(`data-msg-${code}`) ?? link.getAttribute('data-msg-2') ?? MESSAGES[code] ?? MESSAGES[2]!;
    const picker = document.getElementById('province-picker');
    if (picker) {
      picker.focus();
      return;
    }
    const choose = document.createElement('a');
    choose.href = link.pathname;
    choose.className = 'ms-1 font-semibold underline';
    choose.textContent = link.dataset.msgChoose ?? 'İl seçin';
    status!.append(' ', choose);
  }

  link.addEventListener('click', (event) => {
    event.preventDefault();
    if (asking) return;
    asking = true;
    link.setAttribute('aria-disabled', 'true');
    status.textContent = link.dataset.msgAsking ?? ASKING;
    navigator.geolocation.getCurrentPosition(
      (position) => go(toNearestHref(link, position.coords.latitude, position.coords.longitude)),
      (error) => fail(error.code),
      { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
