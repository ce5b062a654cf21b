import * as L from 'leaflet';
// Leaflet.markercluster extends the `L` that Leaflet puts on window; imported after Leaflet.
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map.css';

/**
 * The map view, loaded only when "Eczaneleri haritada göster" is pressed (app/client/map-button.ts), so
 * Leaflet and its styles are a chunk of their own that no page requests until then. Markers
 * come from the server-rendered cards (`article[data-lat][data-lng]`, app/components/pharmacy-card.tsx);
 * a marker's popup shows copies of the card's own name, place, address, call button and
 * directions links, so there is one implementation of what a card says. Markers that would
 * crowd each other on a phone are grouped into a numbered circle (Leaflet.markercluster) that
 * zooms in when pressed. Opening a popup moves the focus into it. Tiles and their attribution
 * are configuration (MAP_TILE_URL, MAP_ATTRIBUTION).
 */

export type MapOptions = {
  tileUrl: string;
  attribution: string;
  /** The visitor's rounded position on /yakin, "41.01,29.03". */
  here: string | null;
};

export type ShownMap = {
  /** Closes the open popup, if any, and gives the focus back to its marker; false when none was open. */
  closePopup(): boolean;
  /** After the container was hidden and shown again. */
  refresh(): void;
};

function toPoint(lat: string | undefined, lng: string | undefined): L.LatLngTuple | null {
  const point: L.LatLngTuple = [Number(lat), Number(lng)];
  return lat && lng && point.every(Number.isFinite) ? point : null;
}

function popupOf(card: HTMLElement, name: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-popup';
  const title = document.createElement('strong');
  title.className = 'map-popup-title';
  title.textContent = name;
  title.tabIndex = -1; // Focused when the popup opens, so a keyboard user lands on its contents.
  box.append(title);
  for (const selector of [':scope > .card-location', ':scope > p.card-text', 'a[href^="tel:"]', '.card-dirs']) {
    const part = card.querySelector(selector);
    if (part) box.append(part.cloneNode(true));
  }
  return box;
}

const PIN = L.divIcon({
  className: 'map-pin',
  html: '<span></span>',
  iconSize: [30, 30],
  iconAnchor: [15, 34],
  popupAnchor: [0, -32],
});

/** Leaflet as extended by Leaflet.markercluster (the namespace import is a frozen copy). */
const Leaflet = (globalThis as unknown as { L: typeof L }).L;

/**
 * A group's icon: its count, named for screen readers ("4 eczane: yakınlaştır"). Leaflet makes
 * it a focusable button; Enter or a press zooms to the group (spreads it at the last zoom).
 */
function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  return L.divIcon({
    className: 'map-cluster',
    html: `<span aria-hidden="true">${count}</span><span class="map-sr">${count} eczane: yakınlaştır</span>`,
    iconSize: [40, 40],
  });
}

const HERE = L.divIcon({ className: 'map-here', html: '<span></span>', iconSize: [24, 24], iconAnchor: [12, 12] });

export function showMap(canvas: HTMLElement, options: MapOptions): ShownMap {
  const map = L.map(canvas, { zoomControl: false, attributionControl: false, scrollWheelZoom: false });
  L.control.zoom({ zoomInTitle: 'Yakınlaştır', zoomOutTitle: 'Uzaklaştır' }).addTo(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 }).addTo(map);

  const points: L.LatLngTuple[] = [];
  let openMarker: L.Marker | null = null;
  const group = Leaflet.markerClusterGroup({
    iconCreateFunction: clusterIcon,
    showCoverageOnHover: false,
    maxClusterRadius: 40,
    spiderfyDistanceMultiplier: 1.6,
  });
  for (const card of document.querySelectorAll<HTMLElement>('article[data-lat][data-lng]')) {
    const point = toPoint(card.dataset.lat, card.dataset.lng);
    if (!point) continue;
    points.push(point);
    const name = card.querySelector('.card-title')?.textContent ?? 'Eczane';
    const marker = L.marker(point, { icon: PIN, title: name, riseOnHover: true })
      // Kept clear of the zoom buttons in the top left corner.
      .bindPopup(() => popupOf(card, name), { minWidth: 220, maxWidth: 300, autoPanPaddingTopLeft: [48, 8] });
    marker.on('popupopen', () => {
      openMarker = marker;
    });
    group.addLayer(marker);
  }
  map.addLayer(group);

  const here = options.here ? toPoint(...(options.here.split(',') as [string, string])) : null;
  if (here) {
    points.push(here);
    L.marker(here, { icon: HERE, title: 'Buradasınız', interactive: false, keyboard: false, zIndexOffset: 1000 })
      .bindTooltip('Buradasınız', { permanent: true, direction: 'right', offset: [12, 0], className: 'map-here-label' })
      .addTo(map);
  }

  map.on('popupopen', (event) => {
    const popup = event.popup.getElement();
    popup?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', 'Kapat');
    popup?.querySelector<HTMLElement>('.map-popup-title')?.focus({ preventScroll: true });
  });

  map.fitBounds(L.latLngBounds(points), { padding: [36, 36], maxZoom: 16 });
  return {
    closePopup() {
      const marker = openMarker;
      if (!marker?.isPopupOpen()) return false;
      marker.closePopup();
      marker.getElement()?.focus();
      return true;
    },
    refresh: () => map.invalidateSize(),
  };
}
