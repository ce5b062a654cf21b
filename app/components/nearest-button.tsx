import { SpriteIcon } from '#app/components/icons.tsx';

/**
 * "Bana en yakın nöbetçi eczane": asks the browser for the position and opens /yakin with it
 * (app/client/locate.ts). Hidden until the page script finds geolocation, so a page without
 * JavaScript never shows a button that does nothing; the search and the pickers remain.
 */
export function NearestButton() {
  return (
    <div data-locate="" hidden className="w-full">
      <button
        type="button"
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-call px-5 text-base font-bold text-white hover:brightness-110 sm:w-auto"
      >
        <SpriteIcon name="navigation" className="size-5" />
        Bana en yakın nöbetçi eczane
      </button>
      <p role="status" className="mt-2 text-sm empty:hidden" data-locate-status="" />
    </div>
  );
}
