/**
 * For a pharmacy that prints the list for its window or shows it on a screen: the place's window
 * poster (`…/yazdir`, A4 with a QR code) and kiosk view (`…/ekran`). `placeHref` is the live
 * page's own link on this host ("/istanbul", "/istanbul/kadikoy", "https://istanbul.…/").
 */
export function DisplayLinks({ placeHref }: { placeHref: string }) {
  const base = placeHref.endsWith('/') ? placeHref : `${placeHref}/`;
  const link = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-2';
  return (
    <nav
      aria-label="Eczaneler için"
      className="mt-6 flex flex-wrap items-center gap-x-4 text-sm text-stone-700 dark:text-stone-300"
    >
      <span>Eczaneler için:</span>
      <a href={`${base}yazdir`} className={link}>
        Vitrin afişi (A4)
      </a>
      <a href={`${base}ekran`} className={link}>
        Ekran görünümü
      </a>
    </nav>
  );
}
