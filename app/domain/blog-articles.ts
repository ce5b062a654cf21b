/** The blog's six sample articles (spec 2.14). General information, not medical advice. */

export const BLOG_CATEGORIES = [
  'Sağlık',
  'İlaç Bilgisi',
  'Geriatri',
  'Kadın Sağlığı',
  'Çocuk Sağlığı',
  'Kronik Hastalıklar',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export type BlogArticle = {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  publishDate: string;
  /** Minutes. */
  readTime: number;
  category: BlogCategory;
  views: number;
  tags: string[];
  featured: boolean;
};

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    id: 'gece-eczane-ihtiyaci',
    title: 'Gece eczane ihtiyacı: nöbetçi eczaneye gitmeden önce bilmeniz gerekenler',
    excerpt:
      'Gece ilaç ihtiyacında nöbetçi eczaneyi nasıl bulacağınızı ve yanınıza neleri almanız gerektiğini anlattık.',
    content:
      'Nöbetçi eczaneler, mesai saatleri dışında eczacı odalarının belirlediği sırayla hizmet verir. Gitmeden önce eczaneyi arayarak nöbette olduğunu teyit edin; reçeteli bir ilaç alacaksanız kimliğinizi ve e-reçete numaranızı yanınızda bulundurun. Durumunuz acilse eczane yerine 112’yi arayın.',
    author: 'Ecz. Ayşe Yılmaz',
    publishDate: '2025-06-24',
    readTime: 5,
    category: 'Sağlık',
    views: 1342,
    tags: ['nöbetçi eczane', 'gece', 'e-reçete', 'acil durum', 'ipuçları'],
    featured: true,
  },
  {
    id: 'antibiyotik-kullanimi',
    title: 'Antibiyotikleri doğru kullanmak',
    excerpt: 'Antibiyotik tedavisini yarıda bırakmak neden sakıncalı? Doz, süre ve direnç hakkında temel bilgiler.',
    content:
      'Antibiyotikler yalnızca bakteriyel enfeksiyonlarda, hekimin önerdiği doz ve sürede kullanılmalıdır. Şikâyetler geçse bile tedaviyi erken bırakmak direnç gelişmesine yol açabilir. Soğuk algınlığı gibi viral hastalıklarda antibiyotik işe yaramaz.',
    author: 'Ecz. Mehmet Demir',
    publishDate: '2025-06-17',
    readTime: 4,
    category: 'İlaç Bilgisi',
    views: 1187,
    tags: ['antibiyotik', 'ilaç direnci', 'akılcı ilaç', 'enfeksiyon'],
    featured: false,
  },
  {
    id: 'yaslilarda-ilac-yonetimi',
    title: 'Yaşlılarda çoklu ilaç kullanımı',
    excerpt: 'Birden fazla ilaç kullanan yaşlı yakınlarınız için ilaç takibini kolaylaştıracak öneriler.',
    content:
      'Yaş ilerledikçe kullanılan ilaç sayısı artar ve etkileşim riski yükselir. Tüm ilaçların güncel bir listesini tutun, haftalık ilaç kutusu kullanın ve yeni bir ilaca başlamadan önce eczacınıza mevcut ilaçlarınızı söyleyin.',
    author: 'Ecz. Fatma Kaya',
    publishDate: '2025-06-10',
    readTime: 6,
    category: 'Geriatri',
    views: 968,
    tags: ['yaşlı sağlığı', 'ilaç etkileşimi', 'ilaç takibi', 'bakım'],
    featured: false,
  },
  {
    id: 'gebelikte-ilac',
    title: 'Gebelikte ilaç kullanırken dikkat edilecekler',
    excerpt: 'Hamilelikte reçetesiz ilaçlar da dahil olmak üzere her ilacı hekime danışarak kullanmak neden önemli?',
    content:
      'Gebelikte bazı ilaçlar bebeğin gelişimini etkileyebilir. Ağrı kesici, bitkisel ürün ve vitamin takviyeleri dahil her ürünü kullanmadan önce hekiminize veya eczacınıza danışın; gebe olduğunuzu mutlaka belirtin.',
    author: 'Ecz. Zeynep Arslan',
    publishDate: '2025-06-03',
    readTime: 5,
    category: 'Kadın Sağlığı',
    views: 1056,
    tags: ['gebelik', 'hamilelik', 'ilaç güvenliği', 'takviye'],
    featured: false,
  },
  {
    id: 'cocuklarda-ates',
    title: 'Çocuklarda ateş: ne zaman endişelenmeli?',
    excerpt: 'Ateş düşürücülerin doğru dozu ve çocuğunuzu hekime götürmeniz gereken durumlar.',
    content:
      'Çocuklarda ateş düşürücü dozu yaşa değil kiloya göre hesaplanır; ölçek olarak ilacın kendi kaşığını kullanın. Üç aydan küçük bebekte ateş, havale, bilinç bulanıklığı veya nefes darlığı varsa vakit kaybetmeden sağlık kuruluşuna başvurun.',
    author: 'Ecz. Ali Çelik',
    publishDate: '2025-05-27',
    readTime: 4,
    category: 'Çocuk Sağlığı',
    views: 873,
    tags: ['ateş', 'çocuk', 'doz', 'ateş düşürücü'],
    featured: false,
  },
  {
    id: 'diyabet-ve-ilac',
    title: 'Diyabette ilaç ve insülin saklama',
    excerpt:
      'İnsülin kalemleri nasıl saklanır, yolculukta nelere dikkat edilir? Diyabetli hastalar için pratik bilgiler.',
    content:
      'Açılmamış insülin buzdolabında 2-8 °C’de saklanır; kullanımdaki kalem oda sıcaklığında, güneşten uzak tutulabilir. Yolculukta insülini bagaja vermeyin, yanınızda taşıyın. Kan şekeri ölçümlerinizi düzenli kaydedin.',
    author: 'Ecz. Hasan Öztürk',
    publishDate: '2025-05-20',
    readTime: 5,
    category: 'Kronik Hastalıklar',
    views: 764,
    tags: ['diyabet', 'insülin', 'saklama koşulları', 'seyahat'],
    featured: false,
  },
];

/** Tags shown on an article card: all on the featured one, the first three elsewhere. */
export function listVisibleTags(article: BlogArticle): string[] {
  return article.featured ? article.tags : article.tags.slice(0, 3);
}

/** The honest answer to a newsletter sign-up: there is no newsletter service yet. */
export const NEWSLETTER_NOT_READY =
  'E-bülten henüz hazır değil. E-posta adresiniz kaydedilmedi ve hiçbir yere gönderilmedi.';
