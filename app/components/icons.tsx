import type { ReactElement } from 'react';
import {
  AlertTriangle as LucideAlertTriangle,
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  Building2 as LucideBuilding2,
  CalendarPlus as LucideCalendarPlus,
  Check as LucideCheck,
  CheckCircle2 as LucideCheckCircle2,
  ChevronDown as LucideChevronDown,
  ChevronRight as LucideChevronRight,
  Clock as LucideClock,
  Copy as LucideCopy,
  Cross as LucideCross,
  Database as LucideDatabase,
  DatabaseZap as LucideDatabaseZap,
  Download as LucideDownload,
  ExternalLink as LucideExternalLink,
  Eye as LucideEye,
  EyeOff as LucideEyeOff,
  FileText as LucideFileText,
  Globe as LucideGlobe,
  Home as LucideHome,
  Info as LucideInfo,
  ListChecks as LucideListChecks,
  LoaderCircle as LucideLoaderCircle,
  LogIn as LucideLogIn,
  LogOut as LucideLogOut,
  Map as LucideMap,
  MapPin as LucideMapPin,
  MapPinned as LucideMapPinned,
  Navigation as LucideNavigation,
  Pause as LucidePause,
  PhoneCall as LucidePhoneCall,
  Pill as LucidePill,
  Play as LucidePlay,
  Plus as LucidePlus,
  RefreshCw as LucideRefreshCw,
  Search as LucideSearch,
  ShieldCheck as LucideShieldCheck,
  Trash2 as LucideTrash2,
  X as LucideX,
  Zap as LucideZap,
  type LucideIcon,
} from 'lucide-react';
import { escapeText } from '#app/domain/site/head-html.ts';

/**
 * Lucide's icons (lucide-react), drawn from their data once per class name. A lucide-react
 * component works out its attributes and children on every render (class merging, spreads,
 * context): on a cache miss of the İstanbul page its handful of icons cost ~9% of the render
 * (callgrind: 8.1 M instructions per request, 7.3 M with the icons stubbed out). Each icon
 * here is one `<svg>` with its shapes as inner HTML, the same markup lucide-react renders
 * (icons.test.tsx compares them for every icon), kept per class name.
 *
 * Every icon in this product is decorative, next to text that says what it means: so each is
 * `aria-hidden`, which its callers state.
 */

type IconData = {
  name: string;
  size?: number;
  aliases?: unknown[];
  node: [tag: string, attributes: Record<string, string>][];
};

export type IconProps = { 'aria-hidden': 'true'; className?: string };

/**
 * The icon's data, as lucide-react 1.75's component passes it to its drawing (`createLucideIcon`:
 * a forwardRef whose render makes an `<Icon icon={data}>` element, with no hooks of its own).
 */
function toIconData(icon: LucideIcon): IconData {
  const render = (icon as unknown as { render?: (props: object, ref: null) => ReactElement<{ icon?: IconData }> })
    .render;
  const data = render?.({}, null).props.icon;
  if (!data || !Array.isArray(data.node)) throw new Error(`lucide-react icon ${icon.displayName} has no icon data`);
  return data;
}

/** Lucide's classes: `lucide`, the icon's name and aliases, then the caller's, each once (its mergeClasses). */
function toClassName(data: IconData, className: string): string {
  const aliases = (data.aliases ?? []).filter(
    (alias): alias is string => typeof alias === 'string' && alias.trim() !== '',
  );
  const names = [
    'lucide',
    `lucide-${data.name}`,
    ...aliases.map((alias) => `lucide-${alias}`),
    ...className.split(/\s+/),
  ];
  return [...new Set(names.filter(Boolean))].join(' ');
}

/** Class names an icon has been drawn with: a handful each, all written in the code. */
const MAX_CLASS_NAMES = 16;

export function fromLucide(icon: LucideIcon): (props: IconProps) => ReactElement {
  const data = toIconData(icon);
  const size = data.size ?? 24;
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
  Icon.displayName = icon.displayName;
  return Icon;
}

export const AlertTriangle = fromLucide(LucideAlertTriangle);
export const ArrowLeft = fromLucide(LucideArrowLeft);
export const ArrowRight = fromLucide(LucideArrowRight);
export const Building2 = fromLucide(LucideBuilding2);
export const CalendarPlus = fromLucide(LucideCalendarPlus);
export const Check = fromLucide(LucideCheck);
export const CheckCircle2 = fromLucide(LucideCheckCircle2);
export const ChevronDown = fromLucide(LucideChevronDown);
export const ChevronRight = fromLucide(LucideChevronRight);
export const Clock = fromLucide(LucideClock);
export const Copy = fromLucide(LucideCopy);
export const Cross = fromLucide(LucideCross);
export const Database = fromLucide(LucideDatabase);
export const DatabaseZap = fromLucide(LucideDatabaseZap);
export const Download = fromLucide(LucideDownload);
export const ExternalLink = fromLucide(LucideExternalLink);
export const Eye = fromLucide(LucideEye);
export const EyeOff = fromLucide(LucideEyeOff);
export const FileText = fromLucide(LucideFileText);
export const Globe = fromLucide(LucideGlobe);
export const Home = fromLucide(LucideHome);
export const Info = fromLucide(LucideInfo);
export const ListChecks = fromLucide(LucideListChecks);
export const LoaderCircle = fromLucide(LucideLoaderCircle);
export const LogIn = fromLucide(LucideLogIn);
export const LogOut = fromLucide(LucideLogOut);
export const MapIcon = fromLucide(LucideMap);
export const MapPin = fromLucide(LucideMapPin);
export const MapPinned = fromLucide(LucideMapPinned);
export const Navigation = fromLucide(LucideNavigation);
export const Pause = fromLucide(LucidePause);
export const PhoneCall = fromLucide(LucidePhoneCall);
export const Pill = fromLucide(LucidePill);
export const Play = fromLucide(LucidePlay);
export const Plus = fromLucide(LucidePlus);
export const RefreshCw = fromLucide(LucideRefreshCw);
export const Search = fromLucide(LucideSearch);
export const ShieldCheck = fromLucide(LucideShieldCheck);
export const Trash2 = fromLucide(LucideTrash2);
export const X = fromLucide(LucideX);
export const Zap = fromLucide(LucideZap);

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
