import { useLoaderData } from 'react-router';
import type { Route } from './+types/health-guide';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { servicesContext } from '#app/context.server.ts';
import { loadSiteFrame } from '#app/routes/public/load-public-page.server.ts';

/** `/saglik-rehberi` and `/health-guide` (spec 2.12). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSiteFrame(new URL(request.url), context.get(servicesContext));
}

export const meta: Route.MetaFunction = () => [
  { title: 'Sağlık Rehberi - Nöbetçi Eczane' },
  {
    name: 'description',
    content: 'Acil numaralar, sık kullanılan ilaç grupları, günlük sağlık önerileri ve eczanelerin sunduğu hizmetler.',
  },
];

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

const card = 'rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900';

export default function HealthGuide() {
  return (
    <SiteFrame frame={useLoaderData<typeof loader>()}>
      <main id="icerik" className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-black tracking-tight">Sağlık Rehberi</h1>
        <p className="mt-3 text-lg text-stone-800 dark:text-stone-200">
          Acil durumda aranacak numaralar ve ilaç kullanımıyla ilgili temel bilgiler. Bu rehber tıbbi tavsiye yerine
          geçmez; sorularınız için hekiminize veya eczacınıza danışın.
        </p>

        <section aria-labelledby="acil" className="mt-8">
          <h2 id="acil" className="mb-3 text-2xl font-bold">
            Acil numaralar
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {EMERGENCY.map(([number, title, text]) => (
              <li key={number}>
                <a
                  href={`tel:${number}`}
                  className="flex min-h-11 items-center gap-4 rounded-xl bg-red-50 p-4 hover:bg-red-100 dark:bg-red-950 dark:hover:bg-red-900"
                >
                  <span className="text-3xl font-black text-red-800 dark:text-red-300">{number}</span>
                  <span>
                    <span className="block font-bold">{title}</span>
                    <span className="text-sm text-stone-700 dark:text-stone-300">{text}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="ilac-gruplari" className="mt-8">
          <h2 id="ilac-gruplari" className="mb-3 text-2xl font-bold">
            Sık kullanılan ilaç grupları
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {MEDICINE_GROUPS.map(([title, text]) => (
              <li key={title} className={card}>
                <h3 className="font-bold">{title}</h3>
                <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="oneriler" className="mt-8">
          <h2 id="oneriler" className="mb-3 text-2xl font-bold">
            Sağlık önerileri
          </h2>
          <ul className="list-disc space-y-2 pl-6 text-stone-800 dark:text-stone-200">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="hizmetler" className="mt-8">
          <h2 id="hizmetler" className="mb-3 text-2xl font-bold">
            Eczane hizmetleri
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {SERVICES.map(([title, text]) => (
              <li key={title} className={card}>
                <h3 className="font-bold">{title}</h3>
                <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <a
          href="/"
          className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          Nöbetçi Eczane Bul
        </a>
      </main>
    </SiteFrame>
  );
}
