/**
 * Parameters a link picks up on its way to us: campaign tags (`utm_*`) and the click ids that
 * Facebook, Instagram, Google, Yandex, Microsoft, X, TikTok and mail tools append to every
 * shared or clicked link. No page reads them. Left in, every visit from a shared link would be a
 * page of its own: rendered again for each new click id, and one more variant of its path that
 * the edge cache may not keep (server/edge-cache.ts), while the page's own links would carry the
 * id on to the next page. The HTTP layer takes them off the request before anything reads it
 * (server/app.ts); the address bar keeps what the visitor followed.
 */
const TRACKING_NAMES = [
  'fbclid',
  'igshid',
  'gclid',
  'gbraid',
  'wbraid',
  'gad_source',
  'dclid',
  'srsltid',
  '_gl',
  'yclid',
  'ysclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
];

const TRACKING = new Set(TRACKING_NAMES);

/** A first look at the whole target: a query without any of these names is left as it is, unread. */
const MAY_TRACK = new RegExp(`[?&](?:utm_|(?:${TRACKING_NAMES.join('|')})(?:[=&]|$))`);

function isTracking(part: string): boolean {
  const name = part.split('=', 1)[0]!;
  return name.startsWith('utm_') || TRACKING.has(name);
}

/**
 * The request target without tracking parameters, the others kept as they came (order and
 * escapes): `/istanbul?fbclid=x&gun=yarin` → `/istanbul?gun=yarin`, `/istanbul?utm_source=x` →
 * `/istanbul`.
 */
export function withoutTrackingParameters(target: string): string {
  const at = target.indexOf('?');
  if (at === -1 || !MAY_TRACK.test(target)) return target;
  const parts = target.slice(at + 1).split('&');
  const kept = parts.filter((part) => !isTracking(part));
  if (kept.length === parts.length) return target;
  const rest = kept.filter((part) => part !== '');
  return rest.length === 0 ? target.slice(0, at) : `${target.slice(0, at)}?${rest.join('&')}`;
}
