// Types only: erased from the page script, which imports the map module itself only on demand.
import type * as MapCode from '#app/client/map.ts';
import type { ShownMap } from '#app/client/map.ts';

/**
 * "Eczaneleri haritada göster" (app/components/map-view.tsx): part of the page script, so kept tiny. The
 * map itself (Leaflet and its styles, app/client/map.ts) is a chunk of its own, requested only
 * when the button is first pressed. The button opens and closes the map; Esc in the map closes
 * an open popup, else the map, and gives the focus back to the marker or the button.
 */

type MapModule = typeof MapCode;

const LOADING = 'Harita yükleniyor…';
const FAILED = 'Harita yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin; eczaneler aşağıda listelenmiştir.';

export function enhanceMapButton(
  box: HTMLElement,
  load: () => Promise<MapModule> = () => import('#app/client/map.ts'),
): void {
  const button = box.querySelector('button');
  const label = box.querySelector<HTMLElement>('[data-map-label]');
  const status = box.querySelector<HTMLElement>('[data-map-status]');
  const panel = box.querySelector<HTMLElement>('#harita');
  const canvas = box.querySelector<HTMLElement>('[data-map-canvas]');
  if (!button || !label || !status || !panel || !canvas) return;
  box.hidden = false;
  let map: ShownMap | null = null;
  let loading = false;

  function setOpen(open: boolean) {
    panel!.hidden = !open;
    button!.setAttribute('aria-expanded', String(open));
    label!.textContent = open ? 'Haritayı gizle' : 'Eczaneleri haritada göster';
    if (open) map?.refresh();
  }

  async function open() {
    loading = true;
    status!.textContent = LOADING;
    button!.setAttribute('aria-busy', 'true');
    try {
      const { showMap } = await load();
      panel!.hidden = false; // Leaflet measures its container.
      map = showMap(canvas!, {
        tileUrl: box.dataset.tileUrl ?? '',
        attribution: box.dataset.attribution ?? '',
        here: box.dataset.here ?? null,
      });
      status!.textContent = '';
      setOpen(true);
    } catch {
      panel!.hidden = true;
      status!.textContent = FAILED;
    } finally {
      loading = false;
      button!.removeAttribute('aria-busy');
    }
  }

  button.addEventListener('click', () => {
    if (loading) return;
    if (!panel.hidden) setOpen(false);
    else if (map) setOpen(true);
    else void open();
  });

  // Esc closes the open popup first (back to its marker), then the map (back to the button).
  panel.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !map) return;
      event.stopPropagation();
      if (map.closePopup()) return;
      setOpen(false);
      button.focus();
    },
    true,
  );
}
