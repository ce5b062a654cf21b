/**
 * "This page is available in English": on a page that exists in other languages, the server
 * renders a hidden offer for each (`[data-language-offer]`, in that language); this shows the one
 * for the first language the browser lists that the page is not in, and none when the page's own
 * language comes first. An offer only: nothing redirects, and without the script nothing shows.
 * Its source is written into each page and run there as the page is parsed
 * (app/components/site-frame.tsx), so it must use nothing but its arguments.
 */
export function offerLanguage(
  offers: Iterable<{ dataset: DOMStringMap; hidden: boolean | string }>,
  own: string,
  preferred: readonly string[],
  container?: { hidden: boolean | string } | null,
): void {
  const byLanguage = new Map([...offers].map((offer) => [offer.dataset.languageOffer ?? '', offer]));
  for (const tag of preferred) {
    const language = tag.slice(0, 2).toLowerCase();
    if (language === own) return;
    const offer = byLanguage.get(language);
    if (offer) {
      offer.hidden = false;
      if (container) container.hidden = false;
      return;
    }
  }
}
