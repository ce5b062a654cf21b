import { Clock, MapPinned, PhoneCall, ShieldCheck } from '#app/components/icons.tsx';
import { ContentSection, EmergencyNumberList, FindPharmacyLink } from '#app/components/content-blocks.tsx';
import { DataControllerDetails, KvkkRequestContact } from '#app/components/legal/data-controller.tsx';
import { DISTRICT_COUNT, PROVINCE_COUNT } from '#app/domain/geo/coverage.ts';
import type { DataControllerNotice } from '#app/domain/content/data-controller.ts';

const FEATURES = [
  {
    icon: Clock,
    title: 'Saate göre doğru liste',
    text: 'Nöbet sabah el değiştirir; gece 03:00’te o saatte açık olan eczaneleri gösteririz.',
  },
  {
    icon: MapPinned,
    title: `${PROVINCE_COUNT} il, ${DISTRICT_COUNT} ilçe`,
    text: 'Her il ve ilçe için ayrı sayfa; il alt alan adlarıyla doğrudan erişim.',
  },
  {
    icon: PhoneCall,
    title: 'Tek dokunuşla arama',
    text: 'Telefon numaraları doğrudan aranabilir, adresler haritada açılır.',
  },
  {
    icon: ShieldCheck,
    title: 'Hesap yok, takip yok',
    text: 'Ziyaretçilerden kişisel veri istemeyiz; sayfalar üçüncü taraf betiği içermez.',
  },
];

const STEPS = [
  'Nöbet listeleri her gün her il için birden çok kaynaktan alınır: önce nöbeti düzenleyen eczacı odasının kendi sayfası, sonra belediyenin açık verisi, e-Devlet’in onaylı listesi ve bunları aktaran siteler. En güvenilir sağlıklı liste yayımlanır, bir başkasıyla karşılaştırılır ve kaynağı listenin yanında yazar.',
  'Her liste, geçerli olduğu nöbet gününe göre saklanır; eski listeler silinmez.',
  'Sayfa açıldığında, o an geçerli olan nöbet listesi gösterilir.',
  'Bir kaynak alınamazsa sıradaki kaynak denenir; hiçbiri alınamazsa son geçerli liste, tarihi ve uyarısıyla birlikte gösterilmeye devam eder. Başka bir günün listesi ya da boş bir liste bugünün listesi yerine asla gösterilmez.',
];

const EMERGENCY: [string, string, string][] = [
  ['112', 'Acil Çağrı', 'Ambulans ve tüm acil durumlar için ücretsiz, 7/24.'],
  ['184', 'SABİM Sağlık Bilgi Hattı', 'Sağlık hizmetleriyle ilgili bilgi, öneri ve şikâyetler için.'],
];

/** About: what the platform is, how it works, legal background, KVKK notice, emergency numbers. */
export function AboutPage({ controller }: { controller: DataControllerNotice }) {
  return (
    <main id="icerik" className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-black tracking-tight">Hakkımızda</h1>
      <p className="mt-3 text-lg text-stone-800 dark:text-stone-200">
        Nöbetçi Eczane, Türkiye’nin {PROVINCE_COUNT} ilinde gece, hafta sonu ve bayram günlerinde açık olan eczaneleri
        hızlıca bulmanız için hazırlanmış ücretsiz bir hizmettir. Zayıf bir bağlantıda, telefonda, gece yarısı bile
        birkaç saniyede açılacak şekilde tasarlandı.
      </p>

      <section aria-labelledby="features" className="mt-8">
        <h2 id="features" className="mb-3 text-2xl font-bold">
          Neler sunuyoruz
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900"
            >
              <Icon aria-hidden="true" className="mb-2 size-6 text-brand dark:text-red-400" />
              <h3 className="font-bold">{title}</h3>
              <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how" className="mt-8">
        <h2 id="how" className="mb-3 text-2xl font-bold">
          Nasıl çalışır
        </h2>
        <ol className="list-decimal space-y-2 pl-6 text-stone-800 dark:text-stone-200">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="legal" className="mt-8 space-y-3 text-stone-800 dark:text-stone-200">
        <h2 id="legal" className="text-2xl font-bold">
          Yasal çerçeve ve ilaç bilgisi
        </h2>
        <p>
          6197 sayılı Eczacılar ve Eczaneler Hakkında Kanun ve ilgili yönetmelik uyarınca eczaneler, mesai saatleri
          dışında il eczacı odalarının belirlediği sıraya göre nöbet tutar. Nöbet listelerini eczacı odaları hazırlar,
          il sağlık müdürlükleri onaylar ve e-Devlet’te yayımlanır; biz bu listeleri derleyip karşılaştırır ve kolay
          erişilir hâle getiririz.
        </p>
        <p>
          Bu site tıbbi tavsiye vermez. İlaçlarınızı hekiminizin ve eczacınızın önerdiği şekilde kullanın; reçeteli
          ilaçlar yalnızca reçeteyle verilir. Gitmeden önce eczaneyi arayarak nöbette olduğunu teyit etmenizi öneririz.
        </p>
      </section>

      <section
        id="kvkk"
        aria-labelledby="kvkk-title"
        className="mt-8 scroll-mt-4 rounded-xl bg-white p-5 dark:bg-stone-900"
      >
        <h2 id="kvkk-title" className="mb-2 text-2xl font-bold">
          KVKK Aydınlatma Metni
        </h2>
        <div className="space-y-3 text-stone-800 dark:text-stone-200">
          <p>
            6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında: Ziyaretçilerimizden ad, telefon veya konum gibi
            kişisel veri istemiyoruz; üyelik yoktur. Sayfalarımız reklam ve analiz betiği, harici yazı tipi veya içerik
            dağıtım ağı kullanmaz.
          </p>
          <p>
            Sunucularımız güvenlik ve hizmetin sürekliliği için IP adresi ve istek zamanı gibi teknik kayıtları kısa
            süre tutabilir; bu kayıtlar üçüncü kişilerle paylaşılmaz. Haritada Göster bağlantısı sizi harita hizmetine
            yönlendirir; orada o hizmetin gizlilik koşulları geçerlidir. “Eczaneleri haritada göster” düğmesine
            bastığınızda harita görüntüleri doğrudan bir harita sunucusundan (varsayılan olarak OpenStreetMap; yurt
            dışında olabilir) yüklenir ve o sunucu IP adresinizi ve baktığınız bölgeyi görür; düğmeye basmadıkça harita
            yüklenmez.
          </p>
          <DataControllerDetails notice={controller} />
          <p>
            Kanun’un 11. maddesindeki haklarınız (verilerinizin işlenip işlenmediğini öğrenme, düzeltilmesini veya
            silinmesini isteme, itiraz etme) ayrıntılarıyla{' '}
            <a
              href="/legal?tab=privacy"
              className="font-semibold text-brand underline underline-offset-2 dark:text-red-300"
            >
              Gizlilik Politikası
            </a>
            ’nda anlatılır.
          </p>
          <KvkkRequestContact notice={controller} />
        </div>
      </section>

      <ContentSection id="emergency" title="Acil numaralar">
        <EmergencyNumberList numbers={EMERGENCY} />
      </ContentSection>

      <FindPharmacyLink />
    </main>
  );
}
