import { enhanceKiosk } from '#app/client/kiosk.ts';
import { enhanceLocate } from '#app/client/locate.ts';
import { enhanceMapButton } from '#app/client/map-button.ts';
import { enhanceSearchBox } from '#app/client/search-combobox.ts';
import { enhanceRememberedPlace } from '#app/client/remember-place.ts';
import { loadSearchIndex } from '#app/client/search-index.ts';
import { enhanceShare } from '#app/client/share.ts';
import { enhanceWidgetBuilder } from '#app/client/widget-builder.ts';

/**
 * The public pages' only script (docs/decisions/0007-public-pages-without-react-runtime.md).
 * Every page works without it; it adds what the server-rendered HTML cannot do
 * alone, each behaviour found by a data attribute the components render:
 * - `form[data-search-box]`: the search box's suggestions;
 * - `form[data-widget-builder]`: the widget builder's live preview and embed code;
 * - `a[data-locate]`: "Bana en yakın nöbetçi eczane" asks for the position, where the browser can;
 * - `[data-map]`: "Eczaneleri haritada göster" (the map itself is a chunk loaded on the first press, app/client/map.ts);
 * - `select[data-navigate]`: its form's button, or Enter in the select, opens the chosen option's
 *   `data-href` (without the script the form goes through /ara); choosing alone opens nothing;
 * - `[data-busy-on-click]`: a link that shows it is working once followed;
 * - `[data-loading]`: a status line shown while the next page loads;
 * - `[data-share]`, `button[data-copy]`: sharing a pharmacy (`app/client/share.ts`);
 * - `[data-kiosk]`: the kiosk screen's refresh and paging (`app/client/kiosk.ts`);
 * - `button[data-print]`: the poster's "Yazdır" (hidden without the script);
 * - an address's `#id` inside an article's folded text opens that text (the blog's `#yazi-…`);
 * - `[data-remember-province]`, `[data-remembered-place]`: the last place looked at, remembered
 *   with the visitor's consent and offered on the landing page (`app/client/remember-place.ts`).
 * ("This page is available in English" is shown by a script of its own in the page, before the
 * first paint: app/components/site-frame.tsx.) It also registers the offline app's service worker.
 * When done it sets `data-enhanced` on <html>, which the browser tests wait for.
 */

function showLoading(): void {
  for (const status of document.querySelectorAll<HTMLElement>('[data-loading]')) status.hidden = false;
}

function go(href: string): void {
  showLoading();
  window.location.assign(href);
}

/**
 * A select whose form has its own button (the province picker's Git): choosing only selects, and
 * the button or Enter in the select opens the chosen option's page, straight to its `data-href`
 * instead of through /ara's redirect. Enter after the page's own choice opens nothing: the page
 * is already that one.
 */
function onNavigate(select: HTMLSelectElement): void {
  const chosen = select.value;
  const href = () => select.selectedOptions[0]?.dataset.href;
  select.addEventListener('keydown', (event) => {
    const target = href();
    if (event.key !== 'Enter' || event.altKey || !target || select.value === chosen) return;
    event.preventDefault();
    go(target);
  });
  select.form?.addEventListener('submit', (event) => {
    const target = href();
    if (!target) return;
    event.preventDefault();
    go(target);
  });
}

/**
 * An address naming something inside a folded text (a blog article's `#yazi-…`, the link search
 * engines get from its structured data) opens that text, not only its teaser.
 */
function openTargetedDetails(root: Document): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const details = id ? root.getElementById(id)?.closest('article')?.querySelector('details') : null;
  if (details) details.open = true;
}

function enhance(root: Document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-search-box]')) enhanceSearchBox(form, go);
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-widget-builder]')) {
    enhanceWidgetBuilder(form, loadSearchIndex);
  }

  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-locate]')) enhanceLocate(link, go);
  for (const box of root.querySelectorAll<HTMLElement>('[data-map]')) enhanceMapButton(box);

  for (const select of root.querySelectorAll<HTMLSelectElement>('select[data-navigate]')) onNavigate(select);

  for (const link of root.querySelectorAll<HTMLElement>('[data-busy-on-click]')) {
    link.addEventListener('click', () => {
      link.setAttribute('aria-disabled', 'true');
      link.classList.add('pointer-events-none', 'opacity-60');
      link.querySelector('svg')?.classList.add('animate-spin');
    });
  }

  // Back from the next page (the back/forward cache keeps this one as it was): nothing is loading any more.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const status of root.querySelectorAll<HTMLElement>('[data-loading]')) status.hidden = true;
    for (const link of root.querySelectorAll<HTMLElement>('[data-busy-on-click]')) {
      link.removeAttribute('aria-disabled');
      link.classList.remove('pointer-events-none', 'opacity-60');
      link.querySelector('svg')?.classList.remove('animate-spin');
    }
  });

  // The offline app (app/client/service-worker.ts): production builds only, where /sw.js exists.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
  }

  enhanceShare(root);
  enhanceKiosk(root);
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
    button.hidden = false;
    button.addEventListener('click', () => window.print());
  }

  openTargetedDetails(root);
  window.addEventListener('hashchange', () => openTargetedDetails(root));
  enhanceRememberedPlace(root);

  root.documentElement.dataset.enhanced = 'true';
}

enhance(document);
