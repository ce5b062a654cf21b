import { SpriteIcon } from '#app/components/icons.tsx';
import type { LatLng } from '#app/domain/geo/geo-distance.ts';
import type { MapTiles } from '#app/domain/geo/map-tiles.ts';
import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';
import { useT } from '#app/components/i18n.tsx';

/**
 * "Eczaneleri haritada göster": the page's pharmacies on a map, an addition to the list. Hidden until the
 * page script runs (app/client/map-button.ts); the map library and its styles load only when the
 * button is pressed (app/client/map.ts), the points come from the cards' `data-lat`/`data-lng`.
 * Nothing is rendered when no pharmacy of the page has coordinates. `here` is the visitor's
 * rounded position on `/yakin`.
 */
export function MapView({
  tiles,
  pharmacies,
  here = null,
}: {
  tiles: MapTiles;
  pharmacies: readonly SnapshotPharmacy[];
  here?: LatLng | null;
}) {
  const t = useT();
  if (!pharmacies.some((p) => p.latitude !== null && p.longitude !== null)) return null;
  return (
    <div
      data-map=""
      data-tile-url={tiles.url}
      data-attribution={tiles.attribution}
      data-here={here ? `${here.lat},${here.lng}` : undefined}
      hidden
      className="w-full"
    >
      <button type="button" aria-expanded="false" aria-controls="harita" className="btn-map min-h-12 w-full sm:w-auto">
        <SpriteIcon name="pin" className="size-5" />
        <span data-map-label="">{t('map.show')}</span>
      </button>
      <p role="status" className="mt-2 text-sm empty:hidden" data-map-status="" />
      <div id="harita" hidden className="mt-3">
        <div data-map-canvas="" role="region" aria-label={t('map.label')} className="map-canvas" />
        <p className="mt-1 text-sm">{t('map.help')}</p>
      </div>
    </div>
  );
}
