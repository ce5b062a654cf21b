import { data, useLocation } from 'react-router';
import type { Route } from './+types/widget';
import { LanguageProvider, useT } from '#app/components/i18n.tsx';
import { getRequestSite, servicesContext } from '#app/context.server.ts';
import { TEXT_DIRECTION } from '#app/domain/i18n/locale.ts';
import { translatorFor, type Translate } from '#app/domain/i18n/translate.ts';
import type { DocumentLocaleHandle, RouteHandle } from '#app/domain/site/route-handle.ts';
import { DEFAULT_WIDGET_PROVINCE, parseWidgetSettings } from '#app/domain/public/widget-config.ts';
import {
  loadWidget,
  type WidgetData,
  type WidgetListData,
  type WidgetNotFoundData,
  type WidgetRow,
} from '#app/routes/embed/widget.server.ts';
import { toWidgetCss } from '#app/routes/embed/widget-styles.ts';

/**
 * `/widget`: the embeddable list, configured only by query parameters and framed
 * by other sites (server/app.ts allows it). No JavaScript (root.tsx leaves the
 * scripts out for `handle.scripts === 'none'`), no cookies, and its own small
 * inline stylesheet per theme (widget-styles.ts). An unknown province or district answers 404 with
 * a message inside the widget, in the theme asked for. `lang=en|ar` speaks English or
 * Arabic (right to left) through the catalogues; what the source wrote stays Turkish and says so.
 */

// The widget's language is in its query: the document's `<html lang dir>` follows it (app/root.tsx).
export const handle = {
  scripts: 'none',
  documentLocale: (loaderData) => (loaderData as WidgetData | undefined)?.lang,
} satisfies RouteHandle & DocumentLocaleHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  const widget = loadWidget(new URL(request.url), context.get(servicesContext), getRequestSite(context, request));
  return data(widget, { status: widget.state === 'not-found' ? 404 : 200 });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'public, max-age=60' });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? toTitle(loaderData, translatorFor(loaderData.lang))
      : translatorFor('tr')('widget.titleProvince', { province: DEFAULT_WIDGET_PROVINCE }),
  },
  { name: 'robots', content: 'noindex' },
];

/** "Kadıköy, İstanbul Nöbetçi Eczaneler"; without a known province just "Nöbetçi Eczaneler". */
function toTitle(data: WidgetData, t: Translate): string {
  const district = data.state === 'not-found' ? null : data.district;
  if (!data.province) return t('widget.titleNoPlace');
  return district
    ? t('widget.titleDistrict', { district, province: data.province })
    : t('widget.titleProvince', { province: data.province });
}

/**
 * What the source wrote (a name, an address, a district) keeps its Turkish, and says so when the
 * widget speaks another language; in Turkish the markup is as it always was.
 */
function useSourceLang(): 'tr' | undefined {
  return useT().locale === 'tr' ? undefined : 'tr';
}

/** " (yeni sekmede açılır)" for a screen reader: one text, so the markup has no separator in it. */
function NewTab() {
  const t = useT();
  return <span className="wg-sr">{` ${t('widget.newTab')}`}</span>;
}

/**
 * Turkish names listed inside a right-to-left sentence, each isolated (FSI…PDI): else the Arabic
 * commas between two Latin names join them into one left-to-right run, read last name first.
 */
function toNameList(t: Translate, names: readonly string[]): string {
  if (TEXT_DIRECTION[t.locale] === 'ltr') return names.join(', ');
  return names.map((name) => `\u2068${name}\u2069`).join('، ');
}

/** A number as it is dialled, left to right, inside right-to-left text (as the site's cards do). */
function PhoneNumber({ text }: { text: string }) {
  const { locale } = useT();
  return TEXT_DIRECTION[locale] === 'rtl' ? <bdi dir="ltr">{text}</bdi> : text;
}

function Row({ row, compact }: { row: WidgetRow; compact: boolean }) {
  const t = useT();
  const sourceLang = useSourceLang();
  return (
    <li className="wg-item">
      <div>
        <h2 lang={sourceLang}>{row.name}</h2>
        {row.address ? (
          <p className="wg-meta" lang={sourceLang}>
            {row.address}
          </p>
        ) : null}
        {!compact && row.district && !row.address?.includes(row.district) ? (
          <p className="wg-meta" lang={sourceLang}>
            {row.district}
          </p>
        ) : null}
        {row.dutyHours === null ? (
          <p className="wg-meta">{t('card.dayAndNight')}</p>
        ) : (
          <p className="wg-meta" lang={sourceLang}>
            {row.dutyHours}
          </p>
        )}
      </div>
      {row.telHref && row.phoneDisplay ? (
        <p className="wg-phone">
          <span>
            <PhoneNumber text={row.phoneDisplay} />
          </span>
          <a className="wg-call" href={row.telHref}>
            {t('widget.call')}
            <span className="wg-sr">
              {' ('}
              {sourceLang ? <span lang={sourceLang}>{row.name}</span> : row.name}
              {')'}
            </span>
          </a>
        </p>
      ) : null}
    </li>
  );
}

function WidgetBody({ data }: { data: WidgetListData }) {
  const t = useT();
  if (data.state === 'error') {
    return (
      <div className="wg-note" role="alert">
        <strong>{t('widget.loadError')}</strong>
        {data.province}
      </div>
    );
  }
  if (data.state === 'empty') {
    // Nobody on duty here: where there is someone, as links to the site (no script, like every link here).
    return (
      <div className="wg-note">
        <strong>
          {data.district
            ? t('widget.noneInDistrict', { district: data.district })
            : t('widget.noneInProvince', { province: data.province })}
        </strong>
        {data.nearest.length > 0 ? (
          <>
            <p>{t('widget.nearestIntro')}</p>
            <ul className="wg-near">
              {data.nearest.map((d) => (
                <li key={d.slug}>
                  <a href={d.href} target="_blank" rel="noopener">
                    {d.distanceText
                      ? t('widget.nearbyDistrict', { district: d.name, count: d.count, distance: d.distanceText })
                      : t('widget.nearbyDistrictCount', { district: d.name, count: d.count })}
                    <NewTab />
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <a href={data.listHref} target="_blank" rel="noopener">
            {data.district
              ? t('widget.openDistrict', { district: data.district })
              : t('notFound.provinceLink', { province: data.province })}
            <NewTab />
          </a>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className="wg-list">
        {data.rows.map((row) => (
          <Row key={row.id} row={row} compact={data.theme === 'compact'} />
        ))}
      </ul>
      {data.more > 0 ? (
        <a className="wg-more" href={data.listHref} target="_blank" rel="noopener">
          {t('widget.more', { count: data.more })}
          <NewTab />
        </a>
      ) : null}
    </>
  );
}

/** An unknown province or district: what was not found, and where to look instead. */
function NotFoundNote({ data }: { data: WidgetNotFoundData }) {
  const t = useT();
  return (
    <div className="wg-note" role="alert">
      <strong>{data.message}</strong>
      {data.suggestions.length > 0 ? (
        <p>{t('widget.similarDistricts', { districts: toNameList(t, data.suggestions) })}</p>
      ) : null}
      <p>{data.province ? t('widget.checkDistrict') : t('widget.checkProvince')}</p>
      <a href={data.href} target="_blank" rel="noopener">
        {data.linkLabel}
        <NewTab />
      </a>
    </div>
  );
}

function WidgetFrame({ data, children }: { data: WidgetData; children: React.ReactNode }) {
  const t = translatorFor(data.lang);
  const title = toTitle(data, t);
  const creditHref = data.state === 'not-found' ? data.href : data.listHref;
  // Turkish needs no attribute: the document is Turkish (`<html lang>` follows the path, app/root.tsx).
  const language = data.lang === 'tr' ? {} : { lang: data.lang, dir: TEXT_DIRECTION[data.lang] };
  return (
    <LanguageProvider locale={data.lang}>
      {/* A child of <body> itself: a <style> in the body may only style its parent and what follows. */}
      <style>{toWidgetCss(data.theme, data.state === 'empty')}</style>
      <div className={`wg wg-${data.theme}`} {...language}>
        {data.showHeader ? (
          <header className="wg-head" aria-label={title}>
            <h1>{title}</h1>
            {data.state !== 'not-found' && data.dateLabel ? <p>{data.dateLabel}</p> : null}
          </header>
        ) : (
          <h1 className="wg-sr">{title}</h1>
        )}
        {/* Named: a host page has its own main and footer, and a screen reader lists them beside these. */}
        <main aria-label={title}>
          {data.state !== 'not-found' && data.isDemo ? (
            <p className="wg-note wg-demo" role="note">
              <strong>{t('demo.title')}</strong>
              {` ${t('widget.demoText')}`}
            </p>
          ) : null}
          {children}
        </main>
        <footer className="wg-credit" aria-label={t('widget.source')}>
          <a href={creditHref} target="_blank" rel="noopener">
            {t('site.name')}
            <NewTab />
          </a>
        </footer>
      </div>
    </LanguageProvider>
  );
}

export default function Widget({ loaderData: data }: Route.ComponentProps) {
  return (
    <WidgetFrame data={data}>
      {data.state === 'not-found' ? <NotFoundNote data={data} /> : <WidgetBody data={data} />}
    </WidgetFrame>
  );
}

/** An unexpected failure still fits the host page: the error state with the province asked for. */
export function ErrorBoundary() {
  const params = new URLSearchParams(useLocation().search);
  const province = params.get('province')?.slice(0, 64) || DEFAULT_WIDGET_PROVINCE;
  const data: WidgetListData = {
    state: 'error',
    theme: 'modern',
    showHeader: true,
    lang: parseWidgetSettings(params).lang,
    province,
    district: null,
    dateLabel: '',
    rows: [],
    isDemo: false,
    listHref: '/',
    more: 0,
    nearest: [],
  };
  return (
    <WidgetFrame data={data}>
      <WidgetBody data={data} />
    </WidgetFrame>
  );
}
