import { Clock, MapPin, Navigation, Phone } from 'lucide-react';

/**
 * Icons repeated on every pharmacy card are drawn once per page in a sprite and
 * referenced with <use>: a province page with 130 cards would otherwise carry
 * about 500 copies of the same SVG paths. The symbol's viewBox scales it to the icon's size.
 */
const SPRITE = { clock: Clock, pin: MapPin, navigation: Navigation, phone: Phone } as const;

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
