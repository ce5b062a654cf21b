import type { BlogArticle } from '#app/domain/content/blog-articles.ts';

export const acilNumaralar: BlogArticle = {
  id: 'hangi-numara-aranir',
  title: '112 mi, 184 mü? Hangi durumda hangi numara aranır?',
  excerpt:
    '112, 184 ve 114 farklı işler için vardır. Hayati tehlikede 112’yi, sağlık hizmetleriyle ilgili bilgi ve şikâyet için 184’ü, zehirlenme şüphesinde 114’ü arayın.',
  sections: [
    {
      heading: 'Önce en önemlisi: acil durumda 112',
      body: [
        '112, Türkiye’de acil durumlar için tek acil çağrı numarasıdır. Ambulans, itfaiye, polis ve jandarma gerektiren acil durumlar bu numaradan karşılanır. Arama ücretsizdir ve günün her saatinde yanıt verilir.',
        'Şu durumlarda beklemeden 112’yi arayın:',
        [
          'Bilinç kaybı, bayılma ya da uyandırılamayan biri',
          'Nefes almakta zorlanma ya da dudaklarda morarma',
          'Göğüs ağrısı, özellikle kola, çeneye ya da sırta yayılıyorsa',
          'Yüzde kayma, konuşma bozukluğu, bir kolda ya da bacakta ani güçsüzlük',
          'Durmayan kanama, ciddi yanık, trafik kazası ya da yüksekten düşme',
          'Nöbet geçirme (havale)',
          'Dudakta, dilde ya da boğazda şişlikle birlikte nefes darlığı gibi ağır alerjik tepki',
        ],
        'Bu durumlarda nöbetçi eczane, 184 ya da internette bilgi aramakla vakit kaybetmeyin. Durumun acil olup olmadığından emin değilseniz de 112’yi arayın; değerlendirmeyi çağrıyı karşılayan görevliler yapar.',
      ],
    },
    {
      heading: '112’yi aradığınızda',
      body: [
        'Sakin kalmaya çalışın ve görevlinin sorularını yanıtlayın. Görevli genellikle adresinizi, ne olduğunu, hastanın yaşını, bilincinin açık olup olmadığını ve nefes alıp almadığını sorar. Adresi olabildiğince açık verin: il, ilçe, mahalle, sokak, bina numarası ve varsa yakındaki bilinen bir yer. Görevli aksini söylemedikçe telefonu kapatmayın; yardım gelene kadar ne yapmanız gerektiğini size anlatabilir.',
      ],
    },
    {
      heading: 'ALO 184: SABİM',
      body: [
        '184, Sağlık Bakanlığı İletişim Merkezi’nin (SABİM) numarasıdır. Sağlık hizmetleriyle ilgili bilgi almak, öneride bulunmak ya da bir hastane veya sağlık kuruluşuyla ilgili şikâyetinizi iletmek için aranır. Örneğin bir sağlık kuruluşunda yaşadığınız bir sorunu bildirmek ya da bir hizmetten nasıl yararlanacağınızı öğrenmek istiyorsanız 184’ü arayabilirsiniz.',
        '184 bir acil yardım hattı değildir ve ambulans göndermez. Hayati tehlike varsa 184’ü değil, 112’yi arayın.',
      ],
    },
    {
      heading: '114: Ulusal Zehir Danışma Merkezi (UZEM)',
      body: [
        '114, Sağlık Bakanlığı’na bağlı Ulusal Zehir Danışma Merkezi’nin (UZEM) numarasıdır. Bir ilacın yanlışlıkla fazla alınması, bir çocuğun ilaç ya da temizlik ürünü yutması, zehirli olabileceğinden şüphelendiğiniz bir mantarın yenmesi ya da bir kimyasala maruz kalınması gibi durumlarda uzmanlardan ne yapmanız gerektiğini öğrenebilirsiniz. Hat günün her saatinde hizmet verir ve arama ücretsizdir.',
        'Ararken ürünün kutusu ya da ambalajı elinizde olsun. Ürünün adı, ne kadar alındığı, ne zaman alındığı, kişinin yaşı ve kilosu sorulabilir. Size söylenmedikçe kusturmaya çalışmayın ve evde duyduğunuz yöntemleri denemeyin.',
        'Zehirlenen kişinin bilinci kapalıysa, nöbet geçiriyorsa ya da nefes almakta zorlanıyorsa 114’ü değil, doğrudan 112’yi arayın.',
      ],
    },
    {
      heading: 'Kısaca: hangi durumda hangi numara?',
      body: [
        [
          'Hayati tehlike, kaza, ani ve ağır rahatsızlık: 112',
          'Zehirlenme şüphesi, hayati tehlike yoksa: 114',
          'Sağlık hizmetleriyle ilgili bilgi, öneri ve şikâyet: 184',
          'Hastane ya da aile hekimi randevusu: 182 (MHRS)',
          'Şu an açık olan eczane: bu sitedeki nöbetçi eczane listesi',
        ],
        'Bu numaraları telefonunuza kaydetmek ve evdeki herkesin, özellikle çocukların ve yaşlıların bilmesini sağlamak, zor bir anda doğru numarayı bulmayı kolaylaştırır.',
      ],
    },
  ],
  reviewedOn: '2026-11-22',
  category: 'Acil Durum',
  tags: ['112', '184', '114', 'zehirlenme', 'acil durum'],
  featured: false,
};
