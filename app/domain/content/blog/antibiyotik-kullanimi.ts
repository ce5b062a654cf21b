import type { BlogArticle } from '#app/domain/content/blog-articles.ts';

export const antibiyotikKullanimi: BlogArticle = {
  id: 'antibiyotik-kullanimi',
  title: 'Antibiyotikleri doğru kullanmak',
  excerpt:
    'Antibiyotikler hangi hastalıklarda işe yarar, neden hekimin önerdiği şekilde kullanılmalıdır? Doz, süre ve direnç hakkında temel bilgiler.',
  sections: [
    {
      heading: 'Antibiyotik neye iyi gelir?',
      body: [
        'Antibiyotikler, bakterilerin yol açtığı enfeksiyonları tedavi eden ilaçlardır. Soğuk algınlığı, grip ve boğaz ağrılarının çoğu gibi virüslerin yol açtığı hastalıklarda ise işe yaramazlar. Bu hastalıklarda antibiyotik kullanmak iyileşmeyi hızlandırmaz, ama yan etki görme olasılığını artırır.',
        'Bir enfeksiyonun bakteriyel olup olmadığına ve antibiyotik gerekip gerekmediğine hekim karar verir. Antibiyotikler reçeteyle verilen ilaçlardır; eczaneden kendi başınıza istemeyin.',
      ],
    },
    {
      heading: 'Hekimin önerdiği doz ve sürede kullanın',
      body: [
        'Antibiyotiği hekiminizin söylediği dozda, söylediği aralıklarla ve söylediği süre boyunca kullanın. Şikâyetleriniz birkaç gün içinde geçse bile ilacı kendi kararınızla bırakmayın; tedavinin süresiyle ilgili bir sorunuz varsa hekiminize danışın. Dozu kendiniz artırmayın ya da azaltmayın.',
        'Günde iki kez kullanılacak bir ilaç genellikle yaklaşık on iki saat arayla, günde üç kez kullanılacak bir ilaç yaklaşık sekiz saat arayla alınır. Aç ya da tok karnına alınıp alınmayacağı ilaca göre değişir. Bir dozu unutursanız iki dozu birden almayın; ne yapmanız gerektiğini kullanma talimatında okuyabilir ya da eczacınıza sorabilirsiniz.',
      ],
    },
    {
      heading: 'Evde kalan antibiyotiği kullanmayın',
      body: [
        'Önceki bir hastalıktan kalan antibiyotiğe yeni bir şikâyet için kendi kendinize başlamayın. Benzer belirtiler farklı hastalıklardan kaynaklanabilir; kalan ilaç hem yanlış ilaç hem de yetersiz miktar olabilir. Başkası için yazılmış bir antibiyotiği kullanmayın, kendi ilacınızı da başkasına vermeyin.',
        'Suyla karıştırılarak hazırlanan antibiyotik şuruplarının kullanım süresi sınırlıdır ve çoğu buzdolabında saklanmalıdır. Saklama koşulu ile süre kutuda ve kullanma talimatında yazar. Tedavi bittikten sonra kalan şurubu bir dahaki sefere saklamayın.',
      ],
    },
    {
      heading: 'Direnç neden önemli?',
      body: [
        'Antibiyotikler gereksiz ya da yanlış kullanıldığında bakteriler bu ilaçlara karşı dirençli hale gelebilir. Dirençli bakterilerin yol açtığı enfeksiyonlar daha zor tedavi edilir ve ilaç seçenekleri azalır. Dünya Sağlık Örgütü, antibiyotik direncini dünyanın önemli halk sağlığı sorunlarından biri olarak görmektedir.',
        'Her bilinçli kullanım, bu ilaçların gerçekten ihtiyaç duyulduğunda işe yaramaya devam etmesine katkı sağlar. Antibiyotiği yalnızca hekim gerekli gördüğünde, önerilen şekilde kullanmak hem sizi hem de çevrenizdekileri korur.',
      ],
    },
    {
      heading: 'Yan etkiler ve eczacınıza sorabilecekleriniz',
      body: [
        'Antibiyotikler bazı kişilerde ishal, mide bulantısı ya da deride döküntü gibi yan etkilere yol açabilir. Daha önce bir antibiyotiğe alerjik tepki verdiyseniz bunu hekiminize ve eczacınıza mutlaka söyleyin.',
        'Yüzde, dudaklarda ya da dilde şişlik, nefes darlığı veya hızla yayılan kaşıntılı döküntü gibi belirtiler ortaya çıkarsa ilacı kullanmayı bırakın ve hemen 112’yi arayın ya da en yakın acil servise gidin.',
        'İlacınızı alırken eczacınıza şunları sorabilirsiniz:',
        [
          'İlacı aç mı, tok mu kullanmalıyım?',
          'Kullandığım diğer ilaçlarla birlikte alınmasında sakınca var mı?',
          'Süt ürünleri gibi bazı yiyecek ve içeceklerle arasında zaman bırakmam gerekir mi?',
          'İlacı nasıl saklamalıyım?',
        ],
      ],
    },
  ],
  reviewedOn: '2026-11-22',
  category: 'İlaç Bilgisi',
  tags: ['antibiyotik', 'ilaç direnci', 'akılcı ilaç kullanımı', 'enfeksiyon'],
  featured: false,
};
