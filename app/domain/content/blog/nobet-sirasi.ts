import type { BlogArticle } from '#app/domain/content/blog-articles.ts';

export const nobetSirasi: BlogArticle = {
  id: 'nobet-sirasi-nasil-isler',
  title: 'Nöbet sırası nasıl işler? Nöbet saatleri ve liste değişiklikleri',
  excerpt:
    'Nöbet ne zaman başlar, ne zaman biter? Hafta sonları ve bayramlarda ne değişir, liste neden son anda güncellenebilir? Nöbet düzeninin ana hatları.',
  sections: [
    {
      heading: 'Nöbet akşam başlar, sabah biter',
      body: [
        'Nöbetçi eczanenin görevi, diğer eczaneler kapandığında başlar. Hafta içi bir nöbet genellikle akşam, eczanelerin kapanış saatinde başlar ve ertesi sabah eczaneler yeniden açılana kadar sürer. Nöbetin bir eczaneden ötekine geçtiği devir saati çoğu yerde sabah saatleridir. Devir saati ve eczanelerin çalışma saatleri eczacı odasına göre değişebilir; kesin saatleri bölgenizin nöbet listesinden öğrenmek en doğrusudur.',
        'Bunun pratik bir sonucu vardır: gece saat üçte açık olan eczane, takvime göre bir önceki günün nöbetçisidir. Örneğin salıyı çarşambaya bağlayan gece ilaç arıyorsanız, aradığınız eczane salı akşamı nöbete başlamış ve çarşamba sabahı nöbeti devredecek olan eczanedir. Listeye bakarken tarihin bu yüzden bir gün geride göründüğünü fark edebilirsiniz.',
      ],
    },
    {
      heading: 'Hafta sonları ve bayramlar',
      body: [
        'Pazar günleri ve resmî tatillerde eczanelerin çoğu kapalıdır. Bu günlerde nöbetçi eczaneler yalnızca gece değil gün boyu da açık kalır ve genellikle ertesi sabaha kadar hizmet verir. Cumartesi günleri birçok eczane açıktır, ancak çalışma saatleri bölgeden bölgeye değişebilir.',
        'Ramazan ve Kurban Bayramı gibi uzun tatillerde eczacı odaları ayrı bir nöbet çizelgesi hazırlayabilir. Düzenli kullandığınız bir ilaç varsa tatilden önce ilacınızın yetip yetmeyeceğine bakmak ve eksiğinizi önceden tamamlamak, bayram boyunca nöbetçi eczane aramak zorunda kalmamanızı sağlar.',
      ],
    },
    {
      heading: 'Nöbet sırası nasıl belirlenir?',
      body: [
        'Eczacı odası, bölgesindeki eczaneleri konumlarına göre gruplara ayırır ve nöbetleri her grubun eczaneleri arasında sırayla dağıtır. Amaç, her gece her bölgede ulaşılabilir bir eczane bulunması ve nöbet yükünün eczaneler arasında adil biçimde paylaşılmasıdır. Çizelge genellikle haftalar ya da aylar öncesinden hazırlanır.',
        'Nöbet, eczaneler için isteğe bağlı değildir. Listede adı olan eczane o gün ve o gece açık kalmakla yükümlüdür; nöbetini başka bir eczaneyle değiştirmesi gerekirse bunu odaya bildirir.',
      ],
    },
    {
      heading: 'Liste neden değişebilir?',
      body: [
        'Önceden yayımlanmış bir nöbet listesi şu gibi nedenlerle değişebilir:',
        [
          'Eczacının hastalanması ya da acil bir işinin çıkması üzerine iki eczane nöbetlerini değiştirebilir.',
          'Bir eczane taşınabilir, kapanabilir ya da yeni bir eczane açılabilir; oda da çizelgeyi buna göre düzenler.',
          'Bayramlarda ve uzun tatillerde özel bir çizelge uygulanabilir.',
          'Listede bir yanlışlık fark edilip sonradan düzeltilebilir.',
        ],
        'Bu değişiklikler çoğu zaman önceden duyurulur, ama bazen aynı gün yapılır. Bu yüzden gitmeden önce eczaneyi aramak her zaman iyi bir alışkanlıktır.',
      ],
    },
    {
      heading: 'Bu sitede hangi listeyi görürsünüz?',
      body: [
        'Bu site, sayfayı açtığınız anda geçerli olan nöbet listesini gösterir. Gece yarısı geçmiş olsa bile sabahki nöbet devrine kadar bir önceki günün nöbetçileri listelenir; devirden sonra liste yeni güne geçer. Sayfada listenin hangi nöbete ait olduğu ve en son ne zaman güncellendiği yazar. Şu anki liste henüz alınamadıysa bunu açıkça belirtir, gösterilen listenin hangi güne ait olduğunu söyleriz.',
        'Son dakika değişiklikleri listeye yansımadan geçerli olabilir. Emin olmak için gitmeden önce eczaneyi arayın ya da eczacı odasının listesine bakın.',
      ],
    },
  ],
  reviewedOn: '2026-11-22',
  category: 'Nöbetçi Eczane',
  tags: ['nöbet saatleri', 'nöbet devri', 'bayram', 'hafta sonu', 'eczacı odası'],
  featured: false,
};
