import { SpriteIcon } from '#app/components/icons.tsx';

/**
 * "Bana en yakın nöbetçi eczane": with the page script and a browser that has geolocation, it
 * asks for the position and opens /yakin with it (app/client/locate.ts). Without them it is a
 * plain link to /yakin, which explains that the position could not be had and offers the
 * province picker. Always in place, so nothing moves when the script arrives.
 */
export function NearestButton({ label = 'Bana en yakın nöbetçi eczane' }: { label?: string }) {
  return (
    <div className="w-full">
      <a
        href="/yakin"
        data-locate=""
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-call px-5 text-base font-bold text-white hover:bg-call-dark sm:w-auto"
      >
        <SpriteIcon name="navigation" className="size-5" />
        {label}
      </a>
      <p role="status" className="mt-2 text-sm empty:hidden" data-locate-status="" />
    </div>
  );
}
