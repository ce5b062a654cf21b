import type { BlogArticle } from '#app/domain/content/blog-articles.ts';

export const geceEczaneIhtiyaci: BlogArticle = {
  id: 'gece-eczane-ihtiyaci',
  title: 'Gece eczaneye giderken yanınıza almanız gerekenler',
  excerpt:
    'Gece nöbetçi eczaneye gittiğinizde işinizi tek seferde halledebilmeniz için yanınızda bulunması gerekenlerin kısa bir listesi.',
  sections: [
    {
      heading: 'Hazırlık neden önemli?',
      body: [
        'Gece nöbetçi eczaneye çoğu zaman telaşla gidilir: ateşi yükselen bir çocuk, biten bir ilaç ya da geçmeyen bir ağrı. Böyle anlarda bir eksik yüzünden geri dönmek hem yorucu hem de zaman kaybıdır. Evden çıkmadan önce aşağıdaki listeye bir kez göz atmak çoğu zaman yeterlidir.',
      ],
    },
    {
      heading: 'Reçete ve kimlik bilgileri',
      body: [
        'Reçeteli bir ilaç alacaksanız eczacının reçetenize ulaşması gerekir. Türkiye’de reçetelerin büyük bölümü elektronik olarak yazılır (e-Reçete). Eczacı reçeteyi, hastanın T.C. kimlik numarası ve e-Reçete numarasıyla sistemde görür.',
        [
          'e-Reçete numarası: Hekiminizin size verdiği kısa kod. Not almadıysanız e-Nabız’daki reçeteler bölümünden bakabilirsiniz.',
          'T.C. kimlik numarası: İlaç kimin adına yazıldıysa onun kimlik numarası gerekir. Başka biri için ilaç alıyorsanız hastanın kimlik numarasını da yanınıza alın.',
          'Kimlik kartı: Bazı ilaçlarda, özellikle kırmızı ve yeşil reçeteli ilaçlarda, ilacı teslim alan kişinin kimliği de istenir.',
          'Kâğıt reçete: Elinizde kâğıda yazılmış bir reçete varsa onu da götürün.',
        ],
      ],
    },
    {
      heading: 'İlacın kutusu ya da tam adı',
      body: [
        'Düzenli kullandığınız bir ilaç bittiyse boş kutusunu yanınıza alın ya da kutunun fotoğrafını çekin. Kutuda ilacın adı, etken maddesi, dozu (örneğin kaç miligram olduğu) ve biçimi (tablet, şurup, fitil gibi) yazar. Aynı ilacın farklı dozları ve biçimleri olabildiği için yalnızca adını söylemek bazen yetmez. Kutu elinizde değilse ilacın tam adını ve dozunu bir kâğıda ya da telefonunuza not edin.',
      ],
    },
    {
      heading: 'Kullandığınız diğer ilaçlar ve alerjileriniz',
      body: [
        'Eczacı, yeni bir ilacın sizin için uygun olup olmadığını değerlendirirken düzenli kullandığınız ilaçları ve alerjilerinizi bilmek ister; bazı ilaçlar birlikte kullanıldığında birbirinin etkisini değiştirebilir. Tansiyon, kalp, şeker, kan sulandırıcı ya da sara (epilepsi) ilacı kullanıyorsanız, hamileyseniz veya emziriyorsanız bunu mutlaka söyleyin.',
        'Telefonunuzda güncel bir ilaç ve alerji listesi tutmak yalnızca gece değil her eczane ve hekim ziyaretinde işinize yarar.',
      ],
    },
    {
      heading: 'Çocuk için ilaç alıyorsanız',
      body: [
        'Çocuklarda ilaç dozu çoğu zaman vücut ağırlığına göre belirlenir. Bu yüzden çocuğunuzun yaşını ve yakın zamanda ölçülmüş kilosunu bilin. Ateşin kaç derece olduğu, ne zamandır sürdüğü, en son hangi ilacın ne zaman verildiği gibi bilgiler de eczacının size doğru bilgi vermesine yardım eder.',
        'İlacı verirken mutfak kaşığı yerine ilacın kendi ölçü kaşığını ya da ölçü şırıngasını kullanın.',
      ],
    },
    {
      heading: 'Ödeme',
      body: [
        'Reçeteli ilaçlarda sigortanızın karşılamadığı bir fark ya da katılım payı çıkabilir; reçetesiz ürünlerin ise tamamını siz ödersiniz. Kartla ödemeyi düşünüyorsanız eczaneyi ararken bunu da sorabilir ya da yanınızda bir miktar nakit bulundurabilirsiniz.',
      ],
    },
    {
      heading: 'Eczacıya sormaktan çekinmeyin',
      body: [
        'İlacı alırken nasıl ve ne zaman kullanılacağını, aç mı tok mu alınacağını, unutulan bir dozda ne yapılacağını ve hangi durumda hekime başvurmanız gerektiğini eczacıya sorabilirsiniz. Eczacılar ilaç konusunda eğitim almış sağlık çalışanlarıdır; bu soruları yanıtlamak işlerinin bir parçasıdır.',
        'Durum acil görünüyorsa, örneğin nefes darlığı, bilinç bulanıklığı ya da şiddetli bir ağrı varsa, eczaneye gitmek yerine hemen 112’yi arayın.',
      ],
    },
  ],
  reviewedOn: '2026-11-22',
  category: 'Nöbetçi Eczane',
  tags: ['e-Reçete', 'T.C. kimlik numarası', 'gece', 'çocuk', 'ilaç listesi'],
  featured: false,
};
