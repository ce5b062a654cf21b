import { MapPin, Navigation } from 'lucide-react';

/**
 * Icons a page repeats (the map and nearest buttons) are drawn once per page in a sprite and
 * referenced with <use>; the symbol's viewBox scales each to its icon's size. The pharmacy
 * cards' own icons are drawn by app.css (.card-hours::before and friends), with no markup at all.
 */
const SPRITE = { pin: MapPin, navigation: Navigation } as const;

export type SpriteIconName = keyof typeof SPRITE;

export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(SPRITE).map(([name, Icon]) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#i-${name}`} />
    </svg>
  );
}
