/**
 * The shapes of the icons this product draws (app/components/icons.tsx), taken once from Lucide
 * 1.75 (https://lucide.dev, ISC licence: Copyright (c) for portions of Lucide are held by Cole
 * Bemis 2013-2022 as part of Feather (MIT); all other copyright (c) for Lucide are held by Lucide
 * Contributors 2022). Forty icons as data instead of lucide-react's 51 MB package and its
 * components' internals (issue 36, item 5). A new icon: copy its `<svg>` children from lucide.dev
 * as `[tag, attributes]` pairs, with its name (the `lucide-…` class) and aliases.
 */

export type IconData = Readonly<{
  /** Lucide's name, the `lucide-<name>` class. */
  name: string;
  /** Former names, each also a `lucide-<alias>` class. */
  aliases: readonly string[];
  node: readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];
}>;

// One icon a line: the shapes are data, not code to read.
// prettier-ignore
export const ICON_DATA = {
  AlertTriangle: { name: 'triangle-exclamation-point', aliases: ['alert-triangle', 'triangle-alert'], node: [['path', { d: 'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3' }], ['path', { d: 'M12 9v4' }], ['path', { d: 'M12 17h.01' }]] },
  ArrowLeft: { name: 'arrow-left', aliases: [], node: [['path', { d: 'm12 19-7-7 7-7' }], ['path', { d: 'M19 12H5' }]] },
  ArrowRight: { name: 'arrow-right', aliases: [], node: [['path', { d: 'M5 12h14' }], ['path', { d: 'm12 5 7 7-7 7' }]] },
  Building2: { name: 'building-complex', aliases: ['building-2'], node: [['path', { d: 'M10 12h4' }], ['path', { d: 'M10 8h4' }], ['path', { d: 'M14 21v-3a2 2 0 0 0-4 0v3' }], ['path', { d: 'M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2' }], ['path', { d: 'M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16' }]] },
  CalendarPlus: { name: 'calendar-plus', aliases: [], node: [['path', { d: 'M16 18h6' }], ['path', { d: 'M16 2v3' }], ['path', { d: 'M19 15v6' }], ['path', { d: 'M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3' }], ['path', { d: 'M3 9h18' }], ['path', { d: 'M8 2v3' }]] },
  Check: { name: 'check', aliases: [], node: [['path', { d: 'M20 6 9 17l-5-5' }]] },
  CheckCircle2: { name: 'circle-check', aliases: ['check-circle-2'], node: [['circle', { cx: '12', cy: '12', r: '10' }], ['path', { d: 'm16 9-5.5 5.5L8 12' }]] },
  ChevronDown: { name: 'chevron-down', aliases: [], node: [['path', { d: 'm6 9 6 6 6-6' }]] },
  ChevronRight: { name: 'chevron-right', aliases: [], node: [['path', { d: 'm9 18 6-6-6-6' }]] },
  Clock: { name: 'clock', aliases: [], node: [['circle', { cx: '12', cy: '12', r: '10' }], ['path', { d: 'M12 6v6l4 2' }]] },
  Copy: { name: 'copy', aliases: [], node: [['rect', { width: '14', height: '14', x: '8', y: '8', rx: '2', ry: '2' }], ['path', { d: 'M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2' }]] },
  Cross: { name: 'cross', aliases: [], node: [['path', { d: 'M4 9a2 2 0 0 0-2 2v2a2 2 0 0 0 2 2h4a1 1 0 0 1 1 1v4a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2v-4a1 1 0 0 1 1-1h4a2 2 0 0 0 2-2v-2a2 2 0 0 0-2-2h-4a1 1 0 0 1-1-1V4a2 2 0 0 0-2-2h-2a2 2 0 0 0-2 2v4a1 1 0 0 1-1 1z' }]] },
  Database: { name: 'database', aliases: [], node: [['ellipse', { cx: '12', cy: '5', rx: '9', ry: '3' }], ['path', { d: 'M3 5V19A9 3 0 0 0 21 19V5' }], ['path', { d: 'M3 12A9 3 0 0 0 21 12' }]] },
  DatabaseZap: { name: 'database-zap', aliases: [], node: [['ellipse', { cx: '12', cy: '5', rx: '9', ry: '3' }], ['path', { d: 'M3 5V19A9 3 0 0 0 15 21.84' }], ['path', { d: 'M21 5V8' }], ['path', { d: 'M21 12L18 17H22L19 22' }], ['path', { d: 'M3 12A9 3 0 0 0 14.59 14.87' }]] },
  Download: { name: 'download', aliases: [], node: [['path', { d: 'M12 15V3' }], ['path', { d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }], ['path', { d: 'm7 10 5 5 5-5' }]] },
  ExternalLink: { name: 'external-link', aliases: [], node: [['path', { d: 'M15 3h6v6' }], ['path', { d: 'M10 14 21 3' }], ['path', { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }]] },
  Eye: { name: 'eye', aliases: [], node: [['path', { d: 'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0' }], ['circle', { cx: '12', cy: '12', r: '3' }]] },
  EyeOff: { name: 'eye-off', aliases: [], node: [['path', { d: 'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49' }], ['path', { d: 'M14.084 14.158a3 3 0 0 1-4.242-4.242' }], ['path', { d: 'M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143' }], ['path', { d: 'm2 2 20 20' }]] },
  FileText: { name: 'file-text', aliases: [], node: [['path', { d: 'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z' }], ['path', { d: 'M14 2v5a1 1 0 0 0 1 1h5' }], ['path', { d: 'M10 9H8' }], ['path', { d: 'M16 13H8' }], ['path', { d: 'M16 17H8' }]] },
  Globe: { name: 'globe', aliases: [], node: [['circle', { cx: '12', cy: '12', r: '10' }], ['path', { d: 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20' }], ['path', { d: 'M2 12h20' }]] },
  Home: { name: 'house', aliases: ['home'], node: [['path', { d: 'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8' }], ['path', { d: 'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z' }]] },
  Info: { name: 'info', aliases: [], node: [['circle', { cx: '12', cy: '12', r: '10' }], ['path', { d: 'M12 16v-4' }], ['path', { d: 'M12 8h.01' }]] },
  ListChecks: { name: 'list-checks', aliases: [], node: [['path', { d: 'M13 5h8' }], ['path', { d: 'M13 12h8' }], ['path', { d: 'M13 19h8' }], ['path', { d: 'm3 17 2 2 4-4' }], ['path', { d: 'm3 7 2 2 4-4' }]] },
  LoaderCircle: { name: 'loader-circle', aliases: ['loader-2'], node: [['path', { d: 'M21 12a9 9 0 1 1-6.219-8.56' }]] },
  LogIn: { name: 'log-in', aliases: [], node: [['path', { d: 'm10 17 5-5-5-5' }], ['path', { d: 'M15 12H3' }], ['path', { d: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4' }]] },
  LogOut: { name: 'log-out', aliases: [], node: [['path', { d: 'm16 17 5-5-5-5' }], ['path', { d: 'M21 12H9' }], ['path', { d: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4' }]] },
  MapIcon: { name: 'map', aliases: [], node: [['path', { d: 'M14.106 5.553a2 2 0 0 0 1.788 0l3.659-1.83A1 1 0 0 1 21 4.619v12.764a1 1 0 0 1-.553.894l-4.553 2.277a2 2 0 0 1-1.788 0l-4.212-2.106a2 2 0 0 0-1.788 0l-3.659 1.83A1 1 0 0 1 3 19.381V6.618a1 1 0 0 1 .553-.894l4.553-2.277a2 2 0 0 1 1.788 0z' }], ['path', { d: 'M15 5.764v15' }], ['path', { d: 'M9 3.236v15' }]] },
  MapPin: { name: 'map-pin', aliases: [], node: [['path', { d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0' }], ['circle', { cx: '12', cy: '10', r: '3' }]] },
  MapPinned: { name: 'map-pinned', aliases: [], node: [['path', { d: 'M18 8c0 3.613-3.869 7.429-5.393 8.795a1 1 0 01-1.214 0C9.87 15.429 6 11.613 6 8a6 6 0 0112 0' }], ['path', { d: 'M4.474 15h-.197a1 1 0 00-.969.753l-1.097 4.35a1.5 1.5 0 001.444 1.898L20.344 22a1.5 1.5 0 001.446-1.897l-1.098-4.35a1 1 0 00-.969-.753h-.197' }], ['circle', { cx: '12', cy: '8', r: '2' }]] },
  Navigation: { name: 'navigation', aliases: [], node: [['polygon', { points: '3 11 22 2 13 21 11 13 3 11' }]] },
  Pause: { name: 'pause', aliases: [], node: [['rect', { x: '14', y: '3', width: '5', height: '18', rx: '1' }], ['rect', { x: '5', y: '3', width: '5', height: '18', rx: '1' }]] },
  PhoneCall: { name: 'phone-call', aliases: [], node: [['path', { d: 'M13 2a9 9 0 0 1 9 9' }], ['path', { d: 'M13 6a5 5 0 0 1 5 5' }], ['path', { d: 'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384' }]] },
  Pill: { name: 'pill', aliases: [], node: [['path', { d: 'm10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z' }], ['path', { d: 'm8.5 8.5 7 7' }]] },
  Play: { name: 'play', aliases: [], node: [['path', { d: 'M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z' }]] },
  Plus: { name: 'plus', aliases: [], node: [['path', { d: 'M5 12h14' }], ['path', { d: 'M12 5v14' }]] },
  RefreshCw: { name: 'refresh-cw', aliases: [], node: [['path', { d: 'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8' }], ['path', { d: 'M21 3v5h-5' }], ['path', { d: 'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16' }], ['path', { d: 'M8 16H3v5' }]] },
  Search: { name: 'search', aliases: [], node: [['path', { d: 'm21 21-4.34-4.34' }], ['circle', { cx: '11', cy: '11', r: '8' }]] },
  ShieldCheck: { name: 'shield-check', aliases: [], node: [['path', { d: 'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z' }], ['path', { d: 'm9 12 2 2 4-4' }]] },
  Trash2: { name: 'trash', aliases: ['trash-2'], node: [['path', { d: 'M10 11v6' }], ['path', { d: 'M14 11v6' }], ['path', { d: 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6' }], ['path', { d: 'M3 6h18' }], ['path', { d: 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2' }]] },
  X: { name: 'x', aliases: [], node: [['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]] },
  Zap: { name: 'zap', aliases: [], node: [['path', { d: 'M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z' }]] },
} as const satisfies Record<string, IconData>;
