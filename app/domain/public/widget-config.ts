import { LOCALES, type Locale } from '#app/domain/i18n/locale.ts';

/**
 * The embeddable widget's settings:
 * parsing its query parameters with forgiving fallbacks, and building the
 * `/widget` address and the iframe embed code. Pure: shared by the widget page,
 * the builder page and their tests.
 */

export const WIDGET_THEMES = [
  'modern',
  'classic',
  'minimal',
  'compact',
  'gradient',
  'dark',
  'colorful',
  'elegant',
] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

export const WIDGET_THEME_LABELS: Record<WidgetTheme, string> = {
  modern: 'Modern',
  classic: 'Klasik',
  minimal: 'Minimal',
  compact: 'Kompakt',
  gradient: 'Gradyan',
  dark: 'Koyu',
  colorful: 'Renkli',
  elegant: 'Zarif',
};

export const WIDGET_LIMITS = {
  maxItems: { min: 3, max: 20, fallback: 5 },
  width: { min: 300, max: 800, fallback: 400 },
  height: { min: 400, max: 1000, fallback: 600 },
} as const;

export const DEFAULT_WIDGET_PROVINCE = 'Giresun';
const ADDRESS_LIMIT = 60;

export const QUICK_SIZES = [
  { label: 'Küçük', width: 300, height: 400 },
  { label: 'Orta', width: 400, height: 600 },
  { label: 'Büyük', width: 500, height: 700 },
  { label: 'Geniş', width: 600, height: 500 },
  { label: 'Mobil', width: 320, height: 480 },
  { label: 'Tablet', width: 768, height: 600 },
] as const;

export type PreviewMode = 'desktop' | 'tablet' | 'mobile';
const PREVIEW_CAPS: Record<Exclude<PreviewMode, 'desktop'>, { width: number; height: number }> = {
  mobile: { width: 320, height: 500 },
  tablet: { width: 768, height: 600 },
};

/** What the `/widget` page reads from its query string (the province still unresolved). */
export type WidgetSettings = {
  province: string;
  district: string;
  theme: WidgetTheme;
  showHeader: boolean;
  showPhone: boolean;
  maxItems: number;
  /** The widget's language (`lang=en|ar`); Turkish unless one of the site's other languages is asked for. */
  lang: Locale;
};

/** The builder's form: the widget settings plus the iframe's size. */
export type WidgetEmbed = WidgetSettings & { width: number; height: number };

type Limit = { min: number; max: number; fallback: number };

/**
 * A whole number within the limit: a number out of range is clamped to the
 * nearest bound; anything that is not a number gives the fallback.
 */
export function clampToLimit(value: string | number | null | undefined, limit: Limit): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return limit.fallback;
  const number = Math.round(Number(text));
  return Math.min(limit.max, Math.max(limit.min, number));
}

function isWidgetTheme(value: unknown): value is WidgetTheme {
  return typeof value === 'string' && (WIDGET_THEMES as readonly string[]).includes(value);
}

/**
 * True unless the parameter is exactly the text 'false', as old embed codes send it. The last
 * value wins, so a form's hidden 'false' can be overridden by a checked box.
 */
function parseFlag(params: URLSearchParams, name: string): boolean {
  return params.getAll(name).at(-1) !== 'false';
}

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function parseText(value: string | null, maxLength: number): string {
  return (value ?? '').trim().slice(0, maxLength);
}

/**
 * Reads the widget's query parameters. A missing or empty province is Giresun
 * (as old embed codes expect); a bad theme, flag, maxItems or lang falls back to its default
 * (`lang=xx` is Turkish, as a widget without `lang` is). Whether the
 * province and district exist is the server's check (widget-place.server.ts):
 * an unknown one is never replaced by another place.
 */
export function parseWidgetSettings(params: URLSearchParams): WidgetSettings {
  const theme = params.get('theme')?.trim().toLowerCase();
  const lang = params.get('lang')?.trim().toLowerCase();
  return {
    province: parseText(params.get('province'), 64) || DEFAULT_WIDGET_PROVINCE,
    district: parseText(params.get('district'), 64),
    theme: isWidgetTheme(theme) ? theme : 'modern',
    showHeader: parseFlag(params, 'showHeader'),
    showPhone: parseFlag(params, 'showPhone'),
    maxItems: clampToLimit(params.get('maxItems'), WIDGET_LIMITS.maxItems),
    lang: isLocale(lang) ? lang : 'tr',
  };
}

export function toQuickSizeValue(size: { width: number; height: number }): string {
  return `${size.width}x${size.height}`;
}

/**
 * The builder's settings from its own query string: without JavaScript its form
 * submits back to the page, and a quick-size button sends `size=300x400`.
 */
export function parseWidgetEmbed(params: URLSearchParams): WidgetEmbed {
  const quick = QUICK_SIZES.find((size) => toQuickSizeValue(size) === params.get('size'));
  return {
    ...parseWidgetSettings(params),
    width: quick?.width ?? clampToLimit(params.get('width'), WIDGET_LIMITS.width),
    height: quick?.height ?? clampToLimit(params.get('height'), WIDGET_LIMITS.height),
  };
}

/**
 * The `/widget` query string, parameters always in the same order. `lang` comes last and only for
 * English or Arabic: a Turkish widget's address is the one its embed code has always had.
 */
export function toWidgetQuery(settings: WidgetSettings): string {
  return new URLSearchParams({
    province: settings.province,
    district: settings.district,
    theme: settings.theme,
    showHeader: String(settings.showHeader),
    showPhone: String(settings.showPhone),
    maxItems: String(settings.maxItems),
    ...(settings.lang === 'tr' ? {} : { lang: settings.lang }),
  }).toString();
}

export function toWidgetSrc(origin: string, settings: WidgetSettings): string {
  return `${origin}/widget?${toWidgetQuery(settings)}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The iframe's title in the widget's language, which is the host page's as a rule: a screen reader
 * announces the frame by it. A few words the builder's page script needs too, so they live here
 * rather than in the catalogues (whose formatter stays on the server).
 */
const EMBED_TITLES: Readonly<Record<Locale, (place: string) => string>> = {
  tr: (place) => `${place} nöbetçi eczaneler`,
  en: (place) => `On-duty pharmacies in ${place}`,
  ar: (place) => `الصيدليات المناوبة في ${place}`,
};

/**
 * The HTML a site owner pastes into their page. Its title names the place in the widget's
 * language: `provinceName` is the chosen province's name there ("İstanbul", "Istanbul",
 * "إسطنبول"; app/domain/i18n/place-names.ts), where the address carries its ASCII form ("Istanbul").
 */
export function toEmbedCode(origin: string, embed: WidgetEmbed, provinceName = embed.province): string {
  const src = escapeAttribute(toWidgetSrc(origin, embed));
  const comma = embed.lang === 'ar' ? '، ' : ', ';
  const place = embed.district ? `${embed.district}${comma}${provinceName}` : provinceName;
  return [
    `<iframe src="${src}"`,
    `  width="${embed.width}" height="${embed.height}"`,
    `  title="${escapeAttribute(EMBED_TITLES[embed.lang](place))}"`,
    `  style="border:0;max-width:100%" loading="lazy"`,
    `  referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
  ].join('\n');
}

/** The preview iframe's size in a device mode: the configured size, capped for tablet and mobile. */
export function toPreviewSize(embed: Pick<WidgetEmbed, 'width' | 'height'>, mode: PreviewMode) {
  if (mode === 'desktop') return { width: embed.width, height: embed.height };
  const cap = PREVIEW_CAPS[mode];
  return { width: Math.min(embed.width, cap.width), height: Math.min(embed.height, cap.height) };
}

/** An address cut to 60 characters plus '…', except in the compact theme. */
export function toWidgetAddress(address: string, theme: WidgetTheme): string {
  if (theme === 'compact' || address.length <= ADDRESS_LIMIT) return address;
  // Cut where the limit falls, but not after a space or comma: "…Karşısı …" reads as "…Karşısı…".
  return `${address.slice(0, ADDRESS_LIMIT).replace(/[\s,;]+$/u, '')}…`;
}

/** The widget's and the builder's answer to a province that does not exist. */
export function toUnknownProvinceText(name: string): string {
  return `“${name}” adında bir il bulunamadı.`;
}

/** The widget's and the builder's answer to a district that the province does not have. */
export function toUnknownDistrictText(province: string, name: string): string {
  return `${province} ilinde “${name}” adında bir ilçe bulunamadı.`;
}

/** A province the builder offers, with its districts' proper names. */
export type PlaceOption = { name: string; value: string; districts: readonly string[] };

/**
 * Why the builder makes no embed code for these settings (the province is not
 * in the list, or the district is not one of its districts), or null.
 */
export function toPlaceProblem(
  settings: Pick<WidgetSettings, 'province' | 'district'>,
  province: PlaceOption | undefined,
) {
  if (!province) return `${toUnknownProvinceText(settings.province)} Listeden bir il seçin.`;
  if (settings.district && !province.districts.includes(settings.district)) {
    return `${toUnknownDistrictText(province.name, settings.district)} Listeden bir ilçe ya da “Tüm ilçeler”i seçin.`;
  }
  return null;
}

/** A province's English and Arabic names where they differ from its own ("Istanbul", "إسطنبول"). */
export type ProvinceExonyms = Partial<Record<Exclude<Locale, 'tr'>, string>>;

/** The province's name in the widget's language, for the embed code's title. */
export function toProvinceNameIn(lang: Locale, province: { name: string; exonyms: ProvinceExonyms }): string {
  return lang === 'tr' ? province.name : (province.exonyms[lang] ?? province.name);
}

/**
 * What the widget builder's form needs: the provinces to choose from, the chosen province's districts
 * (the page script fetches another province's from the search index), the site's origin and the
 * starting settings.
 */
export type WidgetBuilderData = {
  /** `exonyms` name the province in the embed code's title of an English or Arabic widget. */
  provinces: { name: string; value: string; exonyms: ProvinceExonyms }[];
  /** The chosen province's districts; empty when it is not a known province. */
  districts: string[];
  /** The main site's canonical origin, which embed codes point at. */
  origin: string;
  initial: WidgetEmbed;
};
