import { DistrictPage } from '#app/components/district-page.tsx';
import { LandingPage } from '#app/components/landing-page.tsx';
import { ProvincePage } from '#app/components/province-page.tsx';
import { RefreshButton } from '#app/components/refresh-button.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import type { PublicPageData } from '#app/domain/public/public-page.ts';

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
