import type { BlogArticle } from '#app/domain/content/blog-articles.ts';

export const ilaclariEvdeSaklamak: BlogArticle = {
  id: 'ilaclari-evde-saklamak',
  title: 'İlaçları evde doğru saklamak',
  excerpt:
    'Banyo dolabı ilaç saklamak için neden uygun değil? Açılmış bir şurup ne kadar kullanılır, son kullanma tarihi geçen ilaç ne yapılır? Evdeki ilaçlar için pratik öneriler.',
  sections: [
    {
      heading: 'Serin, kuru ve ışık almayan bir yer',
      body: [
        'İlaçların çoğu oda sıcaklığında, doğrudan güneş ışığından ve nemden uzakta saklanmalıdır. Banyo dolapları, sık değişen sıcaklık ve nem nedeniyle ilaç saklamak için uygun değildir. Mutfakta da ocağın, fırının ve bulaşık makinesinin yakınından kaçının. Arabanın torpidosu ya da güneş alan bir pencere önü, yaz aylarında ilacın bozulmasına yol açacak kadar ısınabilir.',
        'Bazı ilaçların buzdolabında saklanması gerekir; açılmamış insülin kalemleri ve bazı aşılar buna örnektir. Saklama koşulu kutunun üzerinde ve kullanma talimatında yazar. Buzdolabında saklanacak ilaçları dondurucu bölmeye koymayın; donmuş bir ilacı kullanmadan önce eczacınıza danışın.',
      ],
    },
    {
      heading: 'Kendi kutusunda, talimatıyla birlikte',
      body: [
        'İlaçları kendi kutusunda ve kullanma talimatıyla birlikte saklayın. Kutuda ilacın adı, dozu ve son kullanma tarihi yazar; talimatta ise nasıl kullanılacağı ve nasıl saklanacağı anlatılır. Tabletleri başka kaplara boşaltmak, ilaçların birbirine karışmasına ve son kullanma tarihinin bilinmemesine yol açar.',
        'Haftalık ilaç kutusu kullanıyorsanız kutuyu yalnızca bir haftalık dozlarla doldurun ve ilaçların geri kalanını kendi ambalajında tutun.',
      ],
    },
    {
      heading: 'Çocukların ulaşamayacağı bir yerde',
      body: [
        'Çocuklar renkli tabletleri ve tatlı şurupları şekerle ya da meyve suyuyla karıştırabilir. İlaçları çocukların göremeyeceği ve ulaşamayacağı, mümkünse yüksek ve kapaklı bir dolapta saklayın. Çantada, komodinin üzerinde ya da misafir odasında unutulan ilaçlar da risk oluşturur; evinize gelen misafirlerin ilaçları için de aynı özeni gösterin. Çocuğunuza ilaç verirken ona şeker demeyin; ilacın şeker olmadığını bilmesi onu korur.',
        'Bir çocuğun ilaç yuttuğundan şüpheleniyorsanız 114 numaralı Ulusal Zehir Danışma Merkezi’ni arayın. Bilinç kaybı, nefes darlığı ya da nöbet varsa hemen 112’yi arayın.',
      ],
    },
    {
      heading: 'Son kullanma tarihi ve açıldıktan sonraki süre',
      body: [
        'Kutudaki son kullanma tarihi, ilaç açılmadan ve doğru koşullarda saklandığında geçerlidir. Bazı ilaçlar açıldıktan sonra çok daha kısa sürede kullanılmalıdır; göz damlaları, suyla hazırlanan şuruplar ve bazı kremler buna örnektir. Bu süre kullanma talimatında yazar. İlacı açtığınız günün tarihini kutunun üzerine yazmak, süreyi takip etmeyi kolaylaştırır.',
        'Rengi, kokusu ya da kıvamı değişmiş, tabletleri ufalanmış ya da birbirine yapışmış bir ilacı, son kullanma tarihi geçmemiş olsa bile kullanmayın; eczacınıza gösterin.',
      ],
    },
    {
      heading: 'Kullanılmayan ilaçları ne yapmalı?',
      body: [
        'Son kullanma tarihi geçmiş ya da artık kullanmadığınız ilaçları çöpe, lavaboya ya da tuvalete atmayın. Bu ilaçlar çevreye zarar verebilir ve çöpte başkalarının eline geçebilir. Atık ilaçlar için eczanelerde ya da belediyelerin belirlediği noktalarda toplama kutuları bulunabilir; nereye teslim edebileceğinizi eczacınıza sorun.',
        'Evdeki ilaç dolabını yılda birkaç kez gözden geçirmek iyi bir alışkanlıktır:',
        [
          'Süresi geçmiş ilaçları ayırın.',
          'Ne için kullanıldığını bilmediğiniz ilaçları eczacınıza sorun.',
          'Yara bandı, sargı bezi ve antiseptik gibi ilk yardım malzemelerinin eksik olup olmadığına bakın.',
          'Düzenli kullandığınız ilaçların bir sonraki reçeteye kadar yetip yetmeyeceğini kontrol edin.',
        ],
      ],
    },
  ],
  reviewedOn: '2026-11-22',
  category: 'İlaç Bilgisi',
  tags: ['ilaç saklama', 'son kullanma tarihi', 'atık ilaç', 'çocuk güvenliği'],
  featured: false,
};
