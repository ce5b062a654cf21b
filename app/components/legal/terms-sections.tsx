import type { LegalSection } from '#app/components/legal/legal-types.ts';

/** Terms of use. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: 'Hizmetin kapsamı',
    content: (
      <>
        <p>
          Nöbetçi Eczane, Türkiye’deki nöbetçi eczaneleri il ve ilçeye göre listeleyen ücretsiz bir bilgi hizmetidir.
          Siteyi kullanmak için üyelik gerekmez; sitede reklam ve üçüncü taraf betiği bulunmaz.
        </p>
        <p>Siteyi kullanarak bu koşulları kabul etmiş sayılırsınız.</p>
      </>
    ),
  },
  {
    title: 'Bilgilerin kaynağı ve doğruluğu',
    content: (
      <>
        <p>
          Nöbet listeleri eczacı odalarının hazırladığı, e-Devlet’te ve belediyelerin açık verisinde yayımlanan nöbet
          çizelgelerinden ve bunları aktaran sitelerden derlenir; her listenin kaynağı yanında yazar. Listelerin güncel
          ve doğru olması için özen gösteririz; ancak eczacı odalarının son dakika değişiklikleri veya kaynaklara
          erişilememesi nedeniyle bilgiler eksik ya da gecikmeli olabilir.
        </p>
        <p>Gitmeden önce eczaneyi telefonla arayarak nöbette olduğunu teyit etmenizi öneririz.</p>
      </>
    ),
  },
  {
    title: 'Tıbbi tavsiye değildir',
    content: (
      <p>
        Sitedeki rehber ve blog yazıları genel bilgilendirme amaçlıdır; tıbbi tavsiye, teşhis veya tedavi yerine geçmez.
        Sağlık sorunlarınız için hekiminize veya eczacınıza danışın. Acil durumlarda 112’yi arayın.
      </p>
    ),
  },
  {
    title: 'Widget ve içeriğin kullanımı',
    content: (
      <>
        <p>
          Nöbetçi eczane widget’ını kendi web sitenize ücretsiz olarak ekleyebilirsiniz. Bunun için kaynağın “Nöbetçi
          Eczane” olarak belirtilmesi ve gösterilen içeriğin değiştirilmemesi gerekir.
        </p>
        <p>
          Verilerin toplu olarak kopyalanması, yeniden satılması veya bunların dışındaki her türlü ticari kullanım için
          önceden yazılı iznimizin alınması gerekir.
        </p>
      </>
    ),
  },
  {
    title: 'Sorumluluğun sınırı',
    content: (
      <p>
        Hizmet “olduğu gibi” sunulur. Bilgilerin eksik, hatalı veya geç olmasından ya da hizmete geçici olarak
        erişilememesinden doğabilecek zararlardan, yasaların izin verdiği ölçüde sorumlu değiliz.
      </p>
    ),
  },
  {
    title: 'Değişiklikler',
    content: (
      <p>
        Bu koşulları gerektiğinde güncelleyebiliriz. Güncel metin her zaman bu sayfada yayımlanır ve sayfanın başındaki
        tarih değişir.
      </p>
    ),
  },
];
