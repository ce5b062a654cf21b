import { IconSprite } from '#app/components/icons.tsx';
import { DistrictPage } from '#app/components/district-page.tsx';
import { LandingPage } from '#app/components/landing-page.tsx';
import { ProvincePage } from '#app/components/province-page.tsx';
import { RefreshButton } from '#app/components/refresh-button.tsx';
import { DemoNotice, SiteHeader } from '#app/components/site-header.tsx';
import { SiteFooter } from '#app/components/site-footer.tsx';
import type { PublicPageData } from '#app/domain/public-page.ts';

/** The public page frame: skip link, sample-data notice, header, page, footer. */
export function PublicPage({ data }: { data: PublicPageData }) {
  return (
    <>
      <a
        href="#icerik"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-stone-900"
      >
        İçeriğe geç
      </a>
      <IconSprite />
      {data.demoInUse ? <DemoNotice /> : null}
      {data.degraded ? (
        <p
          role="alert"
          className="bg-yellow-100 px-4 py-2 text-center text-sm text-yellow-950 dark:bg-yellow-900 dark:text-yellow-50"
        >
          Sistem yapılandırması eksik olabilir, ancak mevcut veriler gösterilmeye devam ediliyor.
        </p>
      ) : null}
      <SiteHeader todayLabel={data.todayLabel}>{data.kind === 'landing' ? null : <RefreshButton />}</SiteHeader>
      {data.kind === 'landing' ? (
        <LandingPage data={data} />
      ) : data.kind === 'province' ? (
        <ProvincePage key={data.province.slug} data={data} />
      ) : (
        <DistrictPage data={data} />
      )}
      <SiteFooter popular={data.popular} />
    </>
  );
}

export function toPageMeta(data: PublicPageData | undefined) {
  if (!data) return [{ title: 'Nöbetçi Eczane' }];
  if (data.kind === 'landing') {
    return [
      { title: 'Nöbetçi Eczane Bul - 81 İlde Bugün Açık Eczaneler' },
      {
        name: 'description',
        content: 'Türkiye’nin 81 ilinde ve tüm ilçelerinde bugün nöbetçi olan eczaneler: adres, telefon ve harita.',
      },
    ];
  }
  if (data.kind === 'province') {
    return [
      { title: `${data.province.name} Nöbetçi Eczaneler - Bugün Açık Eczaneler` },
      {
        name: 'description',
        content: `${data.province.name} nöbetçi eczane listesi: bugün açık ${data.pharmacies.length} eczanenin adresi, telefonu ve haritası.`,
      },
    ];
  }
  return [
    { title: `${data.district.name} Nöbetçi Eczaneler - ${data.province.name}` },
    {
      name: 'description',
      content: `${data.province.name} ${data.district.name} nöbetçi eczaneleri: bugün açık ${data.pharmacies.length} eczanenin adresi ve telefonu.`,
    },
  ];
}
