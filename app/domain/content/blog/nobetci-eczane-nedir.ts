import type { BlogArticle } from '#app/domain/content/blog-articles.ts';

export const nobetciEczaneNedir: BlogArticle = {
  id: 'nobetci-eczane-nedir',
  title: 'Nöbetçi eczane nedir, nasıl bulunur?',
  excerpt:
    'Eczaneler kapandıktan sonra ilaca ihtiyaç duyduğunuzda nereye gideceğinizi bilmek işinizi kolaylaştırır. Nöbet düzeninin nasıl kurulduğunu ve açık eczaneyi nasıl bulacağınızı anlattık.',
  sections: [
    {
      heading: 'Nöbetçi eczane ne demek?',
      body: [
        'Eczaneler hafta içi gündüz saatlerinde açıktır. Akşam kapandıktan sonra, gece boyunca, pazar günleri ve bayramlarda ise bir bölgedeki eczanelerin yalnızca bir kısmı hizmet verir. Bu eczanelere nöbetçi eczane denir. Nöbet, bölgedeki eczanelerin sırayla üstlendiği bir görevdir: her gün başka eczaneler açık kalır. Böylece hiçbir bölge geceleri eczanesiz kalmaz ve yük tek bir eczaneye binmez.',
        'Nöbetçi eczane, gündüz açık olan bir eczanenin yaptığı işlerin çoğunu yapar. Reçeteli ilacınızı verir, reçetesiz ürünleri satar ve ilacınızın nasıl kullanılacağını anlatır. Gece saatlerinde eczanede çoğu zaman tek bir eczacı çalıştığı için işlemler biraz daha uzun sürebilir; sabırlı olmak herkesin işini kolaylaştırır.',
      ],
    },
    {
      heading: 'Nöbet listesini kim belirler?',
      body: [
        'Nöbet listeleri, eczanelerin bağlı olduğu eczacı odası tarafından hazırlanır. Eczacı odaları, bir ilde ya da birkaç ili kapsayan bir bölgede çalışan eczacıların meslek kuruluşlarıdır. Oda, bölgesindeki eczaneleri nöbet gruplarına ayırır ve hangi gün hangi eczanenin açık kalacağını bir çizelgeyle önceden duyurur.',
        'Büyük şehirlerde aynı gece her ilçede, hatta bir ilçenin farklı semtlerinde birden fazla eczane nöbet tutar. Küçük ilçelerde ise bir gece için tek bir eczane nöbetçi olabilir. Liste önceden hazırlansa da kesin değildir: bir eczacının hastalanması, iki eczanenin nöbetlerini değiştirmesi ya da bir eczanenin kapanması gibi durumlarda oda listeyi günceller. Güncel bilginin asıl kaynağı, eczacı odasının yayımladığı listedir.',
      ],
    },
    {
      heading: 'Nöbetçi eczaneyi nasıl bulursunuz?',
      body: [
        'Açık eczaneyi bulmanın birkaç kolay yolu vardır:',
        [
          'Bu sitede ilinizi, gerekirse ilçenizi seçin. Listede o saatte nöbette olan eczanelerin adı, adresi ve telefonu yer alır; telefon numarasına dokunarak doğrudan arayabilirsiniz.',
          'Bölgenizdeki eczacı odasının internet sitesine bakın. Odaların çoğu nöbet listesini kendi sitesinde yayımlar.',
          'Size en yakın eczanenin kapısına ya da camına bakın. Kapanan eczaneler, o gün nöbette olan eczanelerin listesini dışarıdan görülecek biçimde asar. Telefonunuzun şarjı bittiyse ya da internetiniz yoksa bu liste en hızlı yardımcınızdır.',
        ],
      ],
    },
    {
      heading: 'Yola çıkmadan önce arayın',
      body: [
        'Nöbet listeleri son anda değişebilir; bir eczanenin nöbeti başka bir eczaneyle yer değiştirmiş olabilir. Ayrıca aradığınız ilaç o eczanede bulunmayabilir. Özellikle gece, uzaktaki bir eczaneye gitmeden önce telefonla arayıp eczanenin açık olduğunu ve ilacınızın bulunduğunu sormak, boşuna yol yapmanızı önler. Telefonda ilacın adını ve dozunu söylemeniz yeterlidir.',
        'Bazı nöbetçi eczaneler gece saatlerinde güvenlik için kapılarını kapalı tutar ve küçük bir pencereden hizmet verir. Kapı kapalı ya da ışıklar loş olsa bile eczane nöbette olabilir; zile basın ya da kapıda yazan numarayı arayın.',
      ],
    },
    {
      heading: 'Eczane değil acil yardım gerekiyorsa',
      body: [
        'Nöbetçi eczane, acil servisin yerini tutmaz. Göğüs ağrısı, nefes darlığı, bilinç kaybı, ciddi bir kaza ya da dudaklarda ve dilde şişlikle gelen ağır bir alerjik tepki gibi hayati tehlike taşıyan durumlarda eczane aramakla vakit kaybetmeyin, hemen 112’yi arayın.',
        'Zehirlenme şüphesinde 114 numaralı Ulusal Zehir Danışma Merkezi’nden bilgi alabilirsiniz. Zehirlenen kişinin bilinci kapalıysa ya da nefes almakta zorlanıyorsa yine önce 112’yi arayın.',
      ],
    },
  ],
  reviewedOn: '2026-11-22',
  category: 'Nöbetçi Eczane',
  tags: ['nöbetçi eczane', 'eczacı odası', 'nöbet listesi', 'gece', 'acil durum'],
  featured: true,
};
