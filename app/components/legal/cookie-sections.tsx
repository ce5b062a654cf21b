import { COOKIE_PREFERENCES_ID } from '#app/components/legal/cookie-banner.tsx';
import type { LegalSection } from '#app/components/legal/legal-types.ts';

/** Spec 9's cookie table, with an honest note on what this site sets today. */
const COOKIES: [name: string, kind: string, duration: string, status: string][] = [
  ['session_id', 'Zorunlu', 'Oturum', 'Yalnızca yönetici girişinde ayarlanır (nobetci_session adıyla).'],
  ['_ga', 'Analitik', '2 yıl', 'Ayarlanmıyor: analiz hizmeti etkin değil. Yalnızca onayınızla kullanılır.'],
  ['_gid', 'Analitik', '24 saat', 'Ayarlanmıyor: analiz hizmeti etkin değil. Yalnızca onayınızla kullanılır.'],
  [
    'province_preference',
    'İşlevsellik',
    '30 gün',
    'Son baktığınız ili ana sayfada size önce sunmak için. Yalnızca tüm çerezleri kabul ettiyseniz ayarlanır.',
  ],
  [
    'district_preference',
    'İşlevsellik',
    '30 gün',
    'Son baktığınız ilçeyi ana sayfada size önce sunmak için. Yalnızca tüm çerezleri kabul ettiyseniz ayarlanır.',
  ],
  ['cookie_consent', 'Zorunlu', '1 yıl', 'Çerez tercihinizi yaptığınızda ayarlanır.'],
];

const BROWSERS: [string, string][] = [
  ['Google Chrome', 'https://support.google.com/chrome/answer/95647?hl=tr'],
  ['Mozilla Firefox', 'https://support.mozilla.org/tr/kb/clear-cookies-and-site-data-firefox'],
  ['Apple Safari', 'https://support.apple.com/tr-tr/guide/safari/sfri11471/mac'],
  [
    'Microsoft Edge',
    'https://support.microsoft.com/tr-tr/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  ],
];

const cell = 'border-b border-stone-200 px-3 py-2 align-top dark:border-stone-800';

/** Cookie policy: what cookies are, then sections 2 to 5. */
export const COOKIE_SECTIONS: LegalSection[] = [
  {
    title: 'Çerez nedir?',
    content: (
      <p>
        Çerezler, ziyaret ettiğiniz sitenin tarayıcınıza kaydettiği küçük metin dosyalarıdır. Bir sitenin çalışması,
        tercihlerinizin hatırlanması veya ziyaretlerin ölçülmesi için kullanılabilirler.
      </p>
    ),
  },
  {
    title: 'Kullandığımız çerezler',
    content: (
      <>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Zorunlu çerezler:</strong> Sitenin çalışması için gereklidir; çerez tercihinizi ve yönetici
            oturumunu tutar.
          </li>
          <li>
            <strong>Analitik çerezler:</strong> Ziyaretlerin sayılması için kullanılabilir. Şu anda hiçbir analiz
            hizmeti etkin değildir; böyle bir hizmet eklenirse bu çerezler yalnızca onayınızla ayarlanır.
          </li>
          <li>
            <strong>İşlevsellik çerezleri:</strong> Son baktığınız il ve ilçeyi 30 gün hatırlar, ana sayfada size önce
            sunmak için (<code>province_preference</code>, <code>district_preference</code>). Tarayıcınızda, sayfanın
            kendi betiğiyle ve yalnızca tüm çerezleri kabul ettiyseniz ayarlanır; onayınızı geri çektiğinizde silinir.
          </li>
          <li>
            <strong>Pazarlama çerezleri:</strong> Şu anda kullanılmamaktadır. Sitede reklam yoktur.
          </li>
        </ul>
        <p>
          Bu sitenin her ziyaretçide ayarladığı tek çerez zorunlu olan <code>cookie_consent</code>’tir; oturum çerezi
          yalnızca yöneticiler içindir. İşlevsellik çerezleri yalnızca onayınızla ayarlanır. Aşağıdaki tablo,
          politikanın kapsadığı tüm çerezleri gösterir.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Çerezler, türleri ve saklama süreleri</caption>
            <thead>
              <tr className="bg-stone-100 dark:bg-stone-800">
                <th scope="col" className={cell}>
                  Çerez
                </th>
                <th scope="col" className={cell}>
                  Tür
                </th>
                <th scope="col" className={cell}>
                  Süre
                </th>
                <th scope="col" className={cell}>
                  Durum
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map(([name, kind, duration, status]) => (
                <tr key={name}>
                  <th scope="row" className={`${cell} font-mono font-semibold`}>
                    {name}
                  </th>
                  <td className={cell}>{kind}</td>
                  <td className={cell}>{duration}</td>
                  <td className={cell}>{status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    title: 'Çerezleri yönetme',
    content: (
      <>
        <p>
          Bu sitedeki tercihinizi sayfanın başındaki{' '}
          <a
            href={`#${COOKIE_PREFERENCES_ID}`}
            className="font-semibold text-brand underline underline-offset-2 dark:text-red-300"
          >
            Çerez tercihiniz
          </a>{' '}
          bölümünden istediğiniz zaman değiştirebilirsiniz.
        </p>
        <p>
          Çerezleri tarayıcınızın ayarlarından görebilir, silebilir veya engelleyebilirsiniz. Zorunlu çerezleri
          engellerseniz çerez tercihiniz hatırlanmaz. Tarayıcınızın yardım sayfası:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          {BROWSERS.map(([name, href]) => (
            <li key={name}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 dark:text-red-300"
              >
                {name}
                <span className="sr-only"> (yeni sekmede açılır)</span>
              </a>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    title: 'Üçüncü taraf çerezleri',
    content: (
      <p>
        Bir analiz hizmeti kullanılması durumunda bu hizmet kendi çerezlerini (örneğin <code>_ga</code> ve{' '}
        <code>_gid</code>) ayarlayabilir. Şu anda hiçbir analiz hizmeti etkin değildir ve sayfalarımız üçüncü taraf
        betiği yüklemez; bu nedenle üçüncü taraf çerezi ayarlanmaz.
      </p>
    ),
  },
  {
    title: 'Politikadaki değişiklikler',
    content: (
      <p>
        Kullandığımız çerezler değişirse bu politikayı güncelleriz ve sayfanın başındaki tarihi yenileriz. Yeni bir
        isteğe bağlı çerez eklenirse onayınızı yeniden isteriz.
      </p>
    ),
  },
];
