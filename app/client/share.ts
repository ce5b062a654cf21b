/**
 * Sharing a pharmacy (app/components/pharmacy-share-link.tsx, share-page.tsx), for the page
 * script. `[data-share]` (a link to the share page, or the share page's own button) opens the
 * system share sheet where the browser has the Web Share API; without it the link simply leads
 * to the share page, and the button stays hidden. `button[data-copy]` copies the field it names.
 *
 * Public pages do not hydrate and the script carries no catalogue: its words are Turkish (the
 * Turkish catalogue's), and English and Arabic pages give theirs on the element it acts on, from
 * their catalogue: `data-share-text` on a card's link ("Moda Eczanesi (on-duty pharmacy)") and
 * `data-msg-copied`, `data-msg-copy-failed` on the share page's copy button.
 */

type ShareData = { title: string; text: string; url: string };

function toShareData(element: HTMLElement): ShareData {
  const title = element.dataset.share ?? document.title;
  const href = element.dataset.shareUrl ?? (element instanceof HTMLAnchorElement ? element.href : location.href);
  return {
    title,
    text: element.dataset.shareText ?? `${title} (nöbetçi eczane)`,
    url: new URL(href, location.href).href,
  };
}

export function enhanceShare(root: Document): void {
  const canShare = typeof navigator.share === 'function';
  for (const element of root.querySelectorAll<HTMLElement>('[data-share]')) {
    if (element instanceof HTMLButtonElement) {
      if (!canShare) continue;
      element.hidden = false;
    } else if (!canShare) continue;
    element.addEventListener('click', (event) => {
      const shared = toShareData(element);
      if (navigator.canShare && !navigator.canShare(shared)) return; // the link's page instead
      event.preventDefault();
      navigator.share(shared).catch((error: unknown) => {
        // Closing the sheet is not a failure; anything else falls back to the share page.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        if (element instanceof HTMLAnchorElement) location.assign(element.href);
      });
    });
  }

  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const field = root.getElementById(button.dataset.copy ?? '');
    if (!(field instanceof HTMLInputElement) || !navigator.clipboard) continue;
    const status = button.closest('section')?.querySelector<HTMLElement>('[data-copy-status]');
    button.hidden = false;
    button.addEventListener('click', () => {
      field.select();
      navigator.clipboard.writeText(field.value).then(
        () => {
          if (status) status.textContent = button.dataset.msgCopied ?? 'Bağlantı kopyalandı.';
        },
        () => {
          if (status) {
            status.textContent = button.dataset.msgCopyFailed ?? 'Kopyalanamadı: bağlantıyı seçip kendiniz kopyalayın.';
          }
        },
      );
    });
  }
}
