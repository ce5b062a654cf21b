import type { Route } from './+types/widget-builder';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { WidgetBuilderForm } from '#app/components/widget-builder-form.tsx';
import { getRequestSite } from '#app/context.server.ts';
import { contentPageMeta } from '#app/domain/seo/seo-meta.ts';
import { PROVINCES, listDistricts, type Province } from '#app/domain/geo/geo.server.ts';
import { provinceNameIn } from '#app/domain/i18n/place-names.ts';
import {
  parseWidgetEmbed,
  type ProvinceExonyms,
  type WidgetBuilderData,
  type WidgetSettings,
} from '#app/domain/public/widget-config.ts';
import { resolveWidgetPlace, type WidgetPlace } from '#app/domain/public/widget-place.server.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';
import { useSiteFrame } from '#app/routes/public/site-frame.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/**
 * `/widget-generator` and `/sitene-ekle`: configure the widget, preview it in
 * three device sizes and copy the iframe code. Without JavaScript the form
 * submits back here (GET) and the page answers with that code and preview; the
 * page script (app/client/widget-builder.ts) updates them as the form changes.
 * Province and district are chosen from lists; a query naming an unknown one
 * keeps it in the form with a message and gives no embed code until a listed
 * place is chosen. The page is Turkish; the widget it builds may speak English or Arabic
 * (`lang`), and its embed code's title then names the province as that language does.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const embed = parseWidgetEmbed(url.searchParams);
  const place = resolveWidgetPlace(embed.province, embed.district);
  const builder: WidgetBuilderData = {
    provinces: PROVINCES.map((p) => ({ name: p.name, value: p.asciiName, exonyms: toExonyms(p) })),
    districts: place.kind === 'unknown-province' ? [] : listDistricts(place.province.slug).map((d) => d.name),
    // The embed code points at the main site (the canonical origin), whichever host built it.
    origin: getRequestSite(context, request).canonical.site,
    initial: { ...embed, ...toFormPlace(place, embed) },
  };
  return builder;
}

/** The province's English and Arabic names where they are not its own ("Istanbul", "إسطنبول"). */
function toExonyms(province: Province): ProvinceExonyms {
  const exonyms: ProvinceExonyms = {};
  for (const locale of ['en', 'ar'] as const) {
    const name = provinceNameIn(locale, province.slug, province.name);
    if (name !== province.name) exonyms[locale] = name;
  }
  return exonyms;
}

/** A known place in the form's own spelling (the lists' values); an unknown one as asked, to be shown as such. */
function toFormPlace(place: WidgetPlace, asked: WidgetSettings): Pick<WidgetSettings, 'province' | 'district'> {
  if (place.kind === 'unknown-province') return { province: asked.province, district: asked.district };
  return {
    province: place.province.asciiName,
    district: place.kind === 'found' ? (place.district?.name ?? '') : asked.district,
  };
}

/** `/sitene-ekle` is the same page: both name `/widget-generator` as canonical. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta({
    title: 'Sitene Ekle: Nöbetçi Eczane Widget Oluşturucu',
    description:
      'Sitenize ücretsiz nöbetçi eczane listesi ekleyin: il, ilçe, tema ve boyut seçin, iframe kodunu kopyalayın. JavaScript yok, çerez yok.',
    siteOrigin: loaderData?.origin,
    path: '/widget-generator',
    crumb: 'Sitene Ekle',
  });

export default function WidgetBuilder({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame frame={useSiteFrame()}>
      <main id="icerik" className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-black tracking-tight">Sitene Ekle: Nöbetçi Eczane Widget’ı</h1>
        <p className="mt-3 text-lg text-stone-800 dark:text-stone-200">
          Kendi sitenizde güncel nöbetçi eczane listesini ücretsiz gösterin. Ayarları seçin, kodu kopyalayıp sayfanıza
          yapıştırın.
        </p>
        <WidgetBuilderForm data={loaderData} />
      </main>
    </SiteFrame>
  );
}
