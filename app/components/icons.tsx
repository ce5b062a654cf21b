import type { ReactElement } from 'react';
import { ICON_DATA, type IconData } from '#app/components/icon-data.ts';
import { escapeText } from '#app/domain/site/head-html.ts';

/**
 * Lucide's icons, drawn from their data (app/components/icon-data.ts) once per class name. A
 * lucide-react component worked out its attributes and children on every render (class merging,
 * spreads, context): on a cache miss of the İstanbul page its handful of icons cost ~9% of the
 * render (callgrind: 8.1 M instructions per request, 7.3 M with the icons stubbed out). Each icon
 * here is one `<svg>` with its shapes as inner HTML, the markup lucide-react 1.75 rendered
 * (icons.test.tsx holds it for some icons), kept per class name.
 *
 * Every icon in this product is decorative, next to text that says what it means: so each is
 * `aria-hidden`, which its callers state.
 */

export type IconProps = { 'aria-hidden': 'true'; className?: string };

/** Lucide's classes: `lucide`, the icon's name and aliases, then the caller's, each once (its mergeClasses). */
function toClassName(data: IconData, className: string): string {
  const names = [
    'lucide',
    `lucide-${data.name}`,
    ...data.aliases.map((alias) => `lucide-${alias}`),
    ...className.split(/\s+/),
  ];
  return [...new Set(names.filter(Boolean))].join(' ');
}

/** Class names an icon has been drawn with: a handful each, all written in the code. */
const MAX_CLASS_NAMES = 16;

function fromData(data: IconData, displayName: string): (props: IconProps) => ReactElement {
  const size = 24;
  const shapes = data.node
    .map(([tag, { key: _key, ...attributes }]) => {
      const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeText(String(value))}"`);
      return `<${tag}${written.join('')}></${tag}>`;
    })
    .join('');
  const drawn = new Map<string, ReactElement>();
  function Icon({ className = '' }: IconProps): ReactElement {
    let element = drawn.get(className);
    if (!element) {
      element = (
        <svg
          xmlns="http://www.w3.org/2000/svg"
          width="24"
          height="24"
          viewBox={`0 0 ${size} ${size}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={toClassName(data, className)}
          aria-hidden="true"
          dangerouslySetInnerHTML={{ __html: shapes }}
        />
      );
      if (drawn.size < MAX_CLASS_NAMES) drawn.set(className, element);
    }
    return element;
  }
  Icon.displayName = displayName;
  return Icon;
}

export const AlertTriangle = fromData(ICON_DATA.AlertTriangle, 'AlertTriangle');
export const ArrowLeft = fromData(ICON_DATA.ArrowLeft, 'ArrowLeft');
export const ArrowRight = fromData(ICON_DATA.ArrowRight, 'ArrowRight');
export const Building2 = fromData(ICON_DATA.Building2, 'Building2');
export const CalendarPlus = fromData(ICON_DATA.CalendarPlus, 'CalendarPlus');
export const Check = fromData(ICON_DATA.Check, 'Check');
export const CheckCircle2 = fromData(ICON_DATA.CheckCircle2, 'CheckCircle2');
export const ChevronDown = fromData(ICON_DATA.ChevronDown, 'ChevronDown');
export const ChevronRight = fromData(ICON_DATA.ChevronRight, 'ChevronRight');
export const Clock = fromData(ICON_DATA.Clock, 'Clock');
export const Copy = fromData(ICON_DATA.Copy, 'Copy');
export const Cross = fromData(ICON_DATA.Cross, 'Cross');
export const Database = fromData(ICON_DATA.Database, 'Database');
export const DatabaseZap = fromData(ICON_DATA.DatabaseZap, 'DatabaseZap');
export const Download = fromData(ICON_DATA.Download, 'Download');
export const ExternalLink = fromData(ICON_DATA.ExternalLink, 'ExternalLink');
export const Eye = fromData(ICON_DATA.Eye, 'Eye');
export const EyeOff = fromData(ICON_DATA.EyeOff, 'EyeOff');
export const FileText = fromData(ICON_DATA.FileText, 'FileText');
export const Globe = fromData(ICON_DATA.Globe, 'Globe');
export const Home = fromData(ICON_DATA.Home, 'Home');
export const Info = fromData(ICON_DATA.Info, 'Info');
export const ListChecks = fromData(ICON_DATA.ListChecks, 'ListChecks');
export const LoaderCircle = fromData(ICON_DATA.LoaderCircle, 'LoaderCircle');
export const LogIn = fromData(ICON_DATA.LogIn, 'LogIn');
export const LogOut = fromData(ICON_DATA.LogOut, 'LogOut');
export const MapIcon = fromData(ICON_DATA.MapIcon, 'MapIcon');
export const MapPin = fromData(ICON_DATA.MapPin, 'MapPin');
export const MapPinned = fromData(ICON_DATA.MapPinned, 'MapPinned');
export const Navigation = fromData(ICON_DATA.Navigation, 'Navigation');
export const Pause = fromData(ICON_DATA.Pause, 'Pause');
export const PhoneCall = fromData(ICON_DATA.PhoneCall, 'PhoneCall');
export const Pill = fromData(ICON_DATA.Pill, 'Pill');
export const Play = fromData(ICON_DATA.Play, 'Play');
export const Plus = fromData(ICON_DATA.Plus, 'Plus');
export const RefreshCw = fromData(ICON_DATA.RefreshCw, 'RefreshCw');
export const Search = fromData(ICON_DATA.Search, 'Search');
export const ShieldCheck = fromData(ICON_DATA.ShieldCheck, 'ShieldCheck');
export const Trash2 = fromData(ICON_DATA.Trash2, 'Trash2');
export const X = fromData(ICON_DATA.X, 'X');
export const Zap = fromData(ICON_DATA.Zap, 'Zap');

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
          <Icon aria-hidden="true" />
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
