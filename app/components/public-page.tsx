import { DistrictPage } from '#app/components/district-page.tsx';
import { LandingPage } from '#app/components/landing-page.tsx';
import { ProvincePage } from '#app/components/province-page.tsx';
import { RefreshButton } from '#app/components/refresh-button.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import type { PublicPageData } from '#app/domain/public-page.ts';

/** The landing, province or district page inside the site frame. */
export function PublicPage({ data }: { data: PublicPageData }) {
  return (
    <SiteFrame frame={data} action={data.kind === 'landing' ? null : <RefreshButton />}>
      {data.kind === 'landing' ? (
        <LandingPage data={data} />
      ) : data.kind === 'province' ? (
        <ProvincePage key={data.province.slug} data={data} />
      ) : (
        <DistrictPage data={data} />
      )}
    </SiteFrame>
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
