/**
 * The "Bana en yakın nöbetçi eczane" button (app/components/nearest-button.tsx): the browser's
 * position, rounded to 3 decimals (about 100 m) before it leaves the phone, opens /yakin.
 * Refused, unavailable or too slow: a Turkish message and the way to choose by hand.
 */

const MESSAGES: Record<number, string> = {
  1: 'Konum izni verilmedi. Eczaneleri il ve ilçe seçerek bulabilirsiniz.',
  2: 'Konumunuz belirlenemedi. Eczaneleri il ve ilçe seçerek bulabilirsiniz.',
  3: 'Konumunuz zamanında alınamadı. Tekrar deneyin ya da il ve ilçe seçin.',
};
const ASKING = 'Konumunuz alınıyor…';
const TIMEOUT_MS = 15_000;

export function toNearestHref(latitude: number, longitude: number): string {
  return `/yakin?lat=${latitude.toFixed(3)}&lng=${longitude.toFixed(3)}`;
}

export function enhanceLocate(box: HTMLElement, go: (href: string) => void): void {
  if (!('geolocation' in navigator)) return;
  const button = box.querySelector('button');
  const status = box.querySelector<HTMLElement>('[data-locate-status]');
  if (!button || !status) return;
  box.hidden = false;

  function fail(code: number) {
    button!.disabled = false;
    status!.textContent = MESSAGES[code] ?? MESSAGES[2]!;
    const picker = document.getElementById('province-picker');
    if (picker) {
      picker.focus();
      return;
    }
    const link = document.createElement('a');
    link.href = '/yakin';
    link.className = 'ml-1 font-semibold underline';
    link.textContent = 'İl seçin';
    status!.append(' ', link);
  }

  button.addEventListener('click', () => {
    button.disabled = true;
    status.textContent = ASKING;
    navigator.geolocation.getCurrentPosition(
      (position) => go(toNearestHref(position.coords.latitude, position.coords.longitude)),
      (error) => fail(error.code),
      { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
