import { DataControllerDetails, KvkkRequestContact } from '#app/components/legal/data-controller.tsx';
import type { LegalSection } from '#app/components/legal/legal-types.ts';
import type { DataControllerNotice } from '#app/domain/content/data-controller.ts';
import { REPORTS_PER_HOUR } from '#app/domain/reports/report-form.ts';

/** Privacy policy with the KVKK notice, naming the configured data controller. */
export const listPrivacySections = (controller: DataControllerNotice): LegalSection[] => [
  {
    title: 'Veri sorumlusu ve kapsam',
    content: (
      <>
        <p>
          Bu politika, Nöbetçi Eczane’yi ziyaret ettiğinizde hangi verilerin işlendiğini 6698 sayılı Kişisel Verilerin
          Korunması Kanunu (KVKK) kapsamında açıklar. Sitede üyelik yoktur ve sizden ad, telefon veya e-posta gibi
          kişisel bilgi istemeyiz; konumunuzu yalnızca siz isterseniz ve aşağıda anlatıldığı gibi kullanırız.
        </p>
        <DataControllerDetails notice={controller} />
      </>
    ),
  },
  {
    title: 'İşlenen veriler',
    content: (
      <>
        <p>
          Sunucularımız güvenlik ve hizmetin sürekliliği için IP adresi, istek zamanı ve istenen sayfa gibi teknik
          kayıtları kısa süre tutar. Bu kayıtlar ziyaretçileri profillemek için kullanılmaz.
        </p>
        <p>
          Seçtiğiniz il ve ilçe sayfa adresinde yer alır. Çerez tercihinizi kaydettiğinizde bu seçim tarayıcınızdaki bir
          çerezde saklanır. Tüm çerezleri kabul ettiyseniz son baktığınız il ve ilçe, ana sayfada size önce sunulmak
          üzere 30 gün boyunca yalnızca tarayıcınızdaki iki çerezde (<code>province_preference</code>,{' '}
          <code>district_preference</code>) tutulur; sunucuya kaydedilmez.
        </p>
        <p>
          “Bana en yakın nöbetçi eczane” ile konumunuzu paylaşırsanız tarayıcınız onu yalnızca sizin izninizle verir.
          Konumunuz yaklaşık 100 metreye yuvarlanarak yalnızca en yakın nöbetçi eczaneleri bulmak için kullanılır;
          veritabanına ya da sunucu kayıtlarına yazılmaz (kayıtlarda yalnızca istenen sayfanın yolu, konumsuz yer alır).
          Yuvarlanmış hâli, aynı sayfayı hızlı sunmak için kısa süre sunucu belleğinde tutulabilir ve sayfa adresinde
          (/yakin) görünür; adresi paylaşırsanız onu da paylaşmış olursunuz.
        </p>
        <p>
          “Bilgi yanlış mı?” ile bildirim gönderirseniz seçtiğiniz konu ve yazdığınız not, bildirim karara bağlandıktan
          sonra bir yıl saklanır. IP adresiniz saklanmaz: saatte en fazla {REPORTS_PER_HOUR} bildirim sınırı için
          adresinizden türetilen tek yönlü bir özet bir saat tutulur, sonra silinir.
        </p>
      </>
    ),
  },
  {
    title: 'İşleme amaçları ve hukuki sebep',
    content: (
      <p>
        Teknik kayıtlar; sitenin güvenli ve kesintisiz çalışması, kötüye kullanımın önlenmesi ve hataların giderilmesi
        amacıyla, KVKK’nın 5. maddesindeki meşru menfaat hukuki sebebine dayanılarak işlenir.
      </p>
    ),
  },
  {
    title: 'Aktarım ve üçüncü taraflar',
    content: (
      <p>
        Verilerinizi üçüncü kişilere satmayız veya aktarmayız. Sayfalarımız reklam, analiz betiği, harici yazı tipi ya
        da içerik dağıtım ağı kullanmaz. Haritada Göster bağlantısı sizi harita hizmetine yönlendirir; orada o hizmetin
        gizlilik koşulları geçerlidir. “Eczaneleri haritada göster” düğmesine bastığınızda ise harita görüntüleri
        tarayıcınız tarafından doğrudan bir harita sunucusundan (varsayılan olarak OpenStreetMap; yurt dışında olabilir)
        yüklenir: o sunucu IP adresinizi ve haritada baktığınız bölgeyi görür. Düğmeye basmadıkça harita yüklenmez.
      </p>
    ),
  },
  {
    title: 'KVKK kapsamındaki haklarınız',
    content: (
      <>
        <p>
          KVKK’nın 11. maddesi uyarınca kişisel verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme,
          düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz.
        </p>
        <KvkkRequestContact notice={controller} />
      </>
    ),
  },
  {
    title: 'Değişiklikler',
    content: <p>Bu politikayı gerektiğinde güncelleyebiliriz; güncel metin her zaman bu sayfada yayımlanır.</p>,
  },
];
