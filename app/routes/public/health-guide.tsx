import type { Route } from './+types/health-guide';
import {
  ContentSection,
  EmergencyNumberList,
  FindPharmacyLink,
  InfoCardList,
} from '#app/components/content-blocks.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { contentPageMeta } from '#app/domain/seo/seo-meta.ts';
import { siteFrameIn, useSiteFrame } from '#app/routes/public/site-frame.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/** `/saglik-rehberi` and `/health-guide`: the same page, both name `/saglik-rehberi` as canonical. */
export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta({
    title: 'Sağlık Rehberi - Nöbetçi Eczane',
    description:
      'Acil numaralar, sık kullanılan ilaç grupları, günlük sağlık önerileri ve eczanelerin sunduğu hizmetler.',
    siteOrigin: siteFrameIn(matches)?.siteOrigin,
    path: '/saglik-rehberi',
    crumb: 'Sağlık Rehberi',
  });

const EMERGENCY: [string, string, string][] = [
  ['112', 'Acil', 'Ambulans ve tüm acil durumlar; ücretsiz, 7/24.'],
  ['184', 'SABİM', 'Sağlık Bakanlığı bilgi ve şikâyet hattı.'],
  ['155', 'Polis', 'Güvenlik ve asayiş ile ilgili durumlar.'],
  ['110', 'İtfaiye', 'Yangın ve kurtarma gerektiren durumlar.'],
];

const MEDICINE_GROUPS: [string, string][] = [
  [
    'Ağrı kesici ve ateş düşürücüler',
    'Baş ağrısı, diş ağrısı ve ateşte kullanılır; günlük en yüksek doz aşılmamalıdır.',
  ],
  ['Antibiyotikler', 'Yalnızca bakteriyel enfeksiyonlarda, reçeteyle ve önerilen sürenin sonuna kadar kullanılır.'],
  ['Alerji ilaçları', 'Saman nezlesi ve kaşıntıda kullanılır; bazıları uyku hâli yapabilir.'],
  ['Mide ilaçları', 'Mide yanması ve hazımsızlıkta kullanılır; şikâyet sürerse hekime başvurun.'],
  ['Tansiyon ve kalp ilaçları', 'Her gün aynı saatte, hekim söylemeden bırakılmadan kullanılır.'],
  ['Vitamin ve mineraller', 'Eksiklik varsa hekim önerisiyle; fazlası da zararlı olabilir.'],
];

const TIPS = [
  'İlaçlarınızı serin, kuru ve çocukların ulaşamayacağı bir yerde saklayın.',
  'Kullandığınız tüm ilaçların güncel bir listesini yanınızda taşıyın.',
  'Son kullanma tarihi geçmiş ilaçları çöpe atmayın; eczaneye teslim edin.',
  'Yeni bir ilaca başlamadan önce eczacınıza diğer ilaçlarınızı söyleyin.',
  'Günde yeterli su için, düzenli uyuyun ve hareket edin.',
];

const SERVICES: [string, string][] = [
  ['İlaç danışmanlığı', 'Doz, kullanım şekli ve ilaç etkileşimleri hakkında bilgi.'],
  ['E-reçete', 'Reçete numaranız ve kimliğinizle ilacınızı alabilirsiniz.'],
  ['Tansiyon ve ateş ölçümü', 'Birçok eczanede basit ölçümler yapılır.'],
  ['İlk yardım malzemeleri', 'Sargı bezi, antiseptik ve benzeri ürünler.'],
];

export default function HealthGuide() {
  return (
    <SiteFrame frame={useSiteFrame()}>
      <main id="icerik" className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-black tracking-tight">Sağlık Rehberi</h1>
        <p className="mt-3 text-lg text-stone-800 dark:text-stone-200">
          Acil durumda aranacak numaralar ve ilaç kullanımıyla ilgili temel bilgiler. Bu rehber tıbbi tavsiye yerine
          geçmez; sorularınız için hekiminize veya eczacınıza danışın.
        </p>

        <ContentSection id="acil" title="Acil numaralar">
          <EmergencyNumberList numbers={EMERGENCY} />
        </ContentSection>

        <ContentSection id="ilac-gruplari" title="Sık kullanılan ilaç grupları">
          <InfoCardList items={MEDICINE_GROUPS} />
        </ContentSection>

        <ContentSection id="oneriler" title="Sağlık önerileri">
          <ul className="list-disc space-y-2 pl-6 text-stone-800 dark:text-stone-200">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </ContentSection>

        <ContentSection id="hizmetler" title="Eczane hizmetleri">
          <InfoCardList items={SERVICES} />
        </ContentSection>

        <FindPharmacyLink />
      </main>
    </SiteFrame>
  );
}
