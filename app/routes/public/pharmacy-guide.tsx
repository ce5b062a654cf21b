import type { Route } from './+types/pharmacy-guide';
import { CARD_CLASS, ContentSection, FindPharmacyLink, InfoCardList } from '#app/components/content-blocks.tsx';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { contentPageMeta } from '#app/domain/seo/seo-meta.ts';
import { siteFrameIn, useSiteFrame } from '#app/routes/public/site-frame.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/** `/eczane-rehberi` and `/pharmacy-guide`: the same page, both name `/eczane-rehberi` as canonical. */
export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta({
    title: 'Eczane Rehberi - Nöbetçi Eczane',
    description:
      'Eczane türleri, reçete renkleri ve geçerlilik süreleri, SGK ve özel sigortanın ilaç ödemelerini karşılama oranları.',
    siteOrigin: siteFrameIn(matches)?.siteOrigin,
    path: '/eczane-rehberi',
    crumb: 'Eczane Rehberi',
  });

const PHARMACY_TYPES: [string, string][] = [
  ['Serbest eczane', 'Mahallenizdeki eczane; mesai saatlerinde reçeteli ve reçetesiz ilaç verir.'],
  ['Nöbetçi eczane', 'Gece, hafta sonu ve bayramlarda eczacı odasının belirlediği sırayla açık kalan eczane.'],
  ['Hastane eczanesi', 'Hastanede yatan hastaların ilaçlarını hazırlar; genellikle halka satış yapmaz.'],
];

const PRESCRIPTIONS: [string, string, string, string][] = [
  [
    'Beyaz (normal) reçete',
    'Çoğu ilaç için kullanılır.',
    'Reçetenizi geciktirmeden eczaneye götürün; geri ödeme süresini eczacınız söyler.',
    'border-stone-400',
  ],
  ['Yeşil reçete', 'Bazı psikiyatrik ve sinir sistemi ilaçları.', '10 gün', 'border-green-600'],
  ['Kırmızı reçete', 'Uyuşturucu ve güçlü ağrı kesici içeren ilaçlar.', '7 gün', 'border-red-600'],
  ['Mor reçete', 'Özel izlem gerektiren bazı ilaçlar.', '30 gün', 'border-purple-600'],
];

const COVERAGE: [string, string, string][] = [
  ['SGK', '%80-90', 'Geri kalanı katılım payı olarak siz ödersiniz.'],
  ['Özel sağlık sigortası', '%50-100', 'Oran poliçenize göre değişir.'],
  ['Cepten ödeme', '%0', 'Sigorta kapsamı yoksa ilacın tamamını siz ödersiniz.'],
];

const card = CARD_CLASS;

export default function PharmacyGuide() {
  return (
    <SiteFrame frame={useSiteFrame()}>
      <main id="icerik" className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-black tracking-tight">Eczane Rehberi</h1>
        <p className="mt-3 text-lg text-stone-800 dark:text-stone-200">
          Eczane türleri, reçeteler ve ilaç ödemeleri hakkında bilmeniz gerekenler. Ayrıntılar için eczacınıza danışın.
        </p>

        <ContentSection id="eczane-turleri" title="Eczane türleri">
          <InfoCardList items={PHARMACY_TYPES} columns={3} />
        </ContentSection>

        <section aria-labelledby="receteler" className="mt-8">
          <h2 id="receteler" className="mb-3 text-2xl font-bold">
            Reçete türleri ve geçerlilik süreleri
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {PRESCRIPTIONS.map(([title, text, validity, border]) => (
              <li key={title} className={`${card} border-l-4 ${border}`}>
                <h3 className="font-bold">{title}</h3>
                <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{text}</p>
                <p className="mt-2 text-sm">
                  <span className="font-semibold">Geçerlilik: </span>
                  {validity}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="sigorta" className="mt-8">
          <h2 id="sigorta" className="mb-3 text-2xl font-bold">
            Sigorta kapsamı
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {COVERAGE.map(([title, share, text]) => (
              <li key={title} className={card}>
                <h3 className="font-bold">{title}</h3>
                <p className="mt-1 text-2xl font-black text-brand dark:text-red-300">{share}</p>
                <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
            Oranlar ilacın ödenen bölümünü gösterir ve ilaca, hastalığa ve poliçeye göre değişebilir.
          </p>
        </section>

        <FindPharmacyLink />
      </main>
    </SiteFrame>
  );
}
