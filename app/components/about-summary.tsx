import type { Locale } from '#app/domain/i18n/locale.ts';
import { localiseHref } from '#app/domain/i18n/locale.ts';
import { PROVINCE_COUNT } from '#app/domain/geo/coverage.ts';

/**
 * A short About in English and Arabic (`/en/hakkinda`, `/ar/hakkinda`): what the site is, where
 * its lists come from, why names and addresses stay Turkish, and where the privacy summary is.
 * Content, not interface words: each language's text is written here whole, as the Turkish About
 * is in about-page.tsx, which says more and is linked.
 */

type Section = { id: string; title: string; paragraphs: readonly string[] };

type AboutWords = {
  metaTitle: string;
  description: string;
  title: string;
  lead: string;
  sections: readonly Section[];
  /** The last section's link to the privacy summary. */
  privacyLink: string;
  turkishPage: string;
  findPharmacy: string;
};

export const ABOUT_SUMMARY: Readonly<Record<Exclude<Locale, 'tr'>, AboutWords>> = {
  en: {
    metaTitle: 'About - On-duty Pharmacy',
    description:
      'What On-duty Pharmacy is, where its duty lists come from, and why pharmacy names and addresses stay in Turkish.',
    title: 'About On-duty Pharmacy',
    lead: `On-duty Pharmacy is a free service for finding the pharmacies that are open at night, at weekends and on public holidays in all ${PROVINCE_COUNT} provinces of Türkiye. It is made to open in seconds on a phone, on a weak connection, in the middle of the night.`,
    sections: [
      {
        id: 'nobet',
        title: 'How duty works',
        paragraphs: [
          'Outside working hours pharmacies take turns to stay open. The provincial chambers of pharmacists set the rota, and every day at least one pharmacy in each area is on duty.',
          'A duty usually changes hands between 08:00 and 09:00 in the morning, so at 03:00 the previous day’s list is the one in force. This site takes the time into account and shows the pharmacies on duty at that moment.',
        ],
      },
      {
        id: 'kaynaklar',
        title: 'Where the lists come from',
        paragraphs: [
          'Every day, for every province, the lists are taken from several sources: first the chamber of pharmacists’ own page, then the municipality’s open data, e-Devlet’s approved list and the sites that republish them. Each list names its source beside it.',
          'If no source can be reached, the last valid list stays on the page with its date and a warning. Another day’s list, or an empty one, is never shown as today’s.',
        ],
      },
      {
        id: 'turkce',
        title: 'Names and addresses in Turkish',
        paragraphs: [
          'Pharmacy names, addresses and directions notes are shown exactly as the source wrote them, in Turkish, so that you can show them to a taxi driver: “Show to driver” on each pharmacy opens them in large print with a Turkish sentence asking to be taken there. Provinces are named in English where a common English name exists (Istanbul, Izmir); districts keep their Turkish names.',
        ],
      },
      {
        id: 'once-arayin',
        title: 'Before you go',
        paragraphs: [
          'This site does not give medical advice. Call the pharmacy before you go to make sure it is on duty. In an emergency call 112, free of charge, day and night.',
        ],
      },
      {
        id: 'kvkk',
        title: 'Your personal data',
        paragraphs: [
          'There is no account and no tracking: we do not ask for your name, phone number or e-mail address, and our pages carry no advertising, analytics scripts, external fonts or content delivery networks. What little is stored, and your rights under the Turkish data protection law (KVKK), are set out in the privacy policy.',
        ],
      },
    ],
    privacyLink: 'Privacy policy in brief',
    turkishPage: 'The Turkish About page says more (Turkish)',
    findPharmacy: 'Find an on-duty pharmacy',
  },
  ar: {
    metaTitle: 'من نحن - الصيدلية المناوبة',
    description:
      'ما هو موقع الصيدلية المناوبة، ومن أين تأتي قوائم المناوبة، ولماذا تبقى أسماء الصيدليات وعناوينها بالتركية.',
    title: 'حول موقع الصيدلية المناوبة',
    lead: `الصيدلية المناوبة خدمة مجانية تساعدك على إيجاد الصيدليات المفتوحة ليلًا وفي عطلات نهاية الأسبوع والأعياد الرسمية في جميع ولايات تركيا الـ${PROVINCE_COUNT}. صُمّم الموقع ليفتح خلال ثوانٍ على الهاتف، حتى مع اتصال ضعيف وفي منتصف الليل.`,
    sections: [
      {
        id: 'nobet',
        title: 'كيف تعمل المناوبات',
        paragraphs: [
          'خارج ساعات العمل تتناوب الصيدليات على البقاء مفتوحة. تضع غرف الصيادلة في الولايات جدول المناوبات، وفي كل يوم تكون صيدلية واحدة على الأقل مناوبة في كل منطقة.',
          'تنتقل المناوبة عادةً بين الساعة 08:00 والساعة 09:00 صباحًا، لذلك تكون قائمة اليوم السابق هي السارية عند الساعة 03:00 ليلًا. يأخذ الموقع الوقت في الحسبان ويعرض الصيدليات المناوبة في تلك اللحظة.',
        ],
      },
      {
        id: 'kaynaklar',
        title: 'من أين تأتي القوائم',
        paragraphs: [
          'تُؤخذ القوائم كل يوم ولكل ولاية من عدة مصادر: أولًا من صفحة غرفة الصيادلة نفسها، ثم من البيانات المفتوحة للبلدية، ومن القائمة المعتمدة في بوابة e‑Devlet، ومن المواقع التي تنقلها. ويُذكر مصدر كل قائمة بجانبها.',
          'إذا تعذّر الوصول إلى كل المصادر، تبقى آخر قائمة صالحة معروضة مع تاريخها وتنبيه. ولا تُعرض أبدًا قائمة يوم آخر، ولا قائمة فارغة، على أنها قائمة اليوم.',
        ],
      },
      {
        id: 'turkce',
        title: 'الأسماء والعناوين بالتركية',
        paragraphs: [
          'تُعرض أسماء الصيدليات وعناوينها وملاحظات الوصول إليها كما كتبها المصدر، بالتركية، لتتمكن من إظهارها لسائق سيارة الأجرة: زر «اعرضها على السائق» في كل صيدلية يعرضها بخط كبير مع جملة بالتركية تطلب إيصالك إليها. تُكتب أسماء الولايات بالعربية حيث يشيع لها اسم عربي (إسطنبول، غازي عنتاب)، وتبقى أسماء الأقضية بالتركية.',
        ],
      },
      {
        id: 'once-arayin',
        title: 'قبل أن تذهب',
        paragraphs: [
          'هذا الموقع لا يقدّم نصائح طبية. اتصل بالصيدلية قبل الذهاب للتأكد من أنها مناوبة. في حالة الطوارئ اتصل بالرقم 112، مجانًا وعلى مدار الساعة.',
        ],
      },
      {
        id: 'kvkk',
        title: 'بياناتك الشخصية',
        paragraphs: [
          'لا حسابات ولا تتبّع: لا نطلب اسمك أو رقم هاتفك أو بريدك الإلكتروني، ولا تحتوي صفحاتنا على إعلانات أو برامج تحليل أو خطوط خارجية أو شبكات توصيل محتوى. أما القليل الذي يُحفظ، وحقوقك بموجب قانون حماية البيانات الشخصية التركي (KVKK)، فمشروحة في سياسة الخصوصية.',
        ],
      },
    ],
    privacyLink: 'سياسة الخصوصية باختصار',
    turkishPage: 'في صفحة «من نحن» التركية تفاصيل أكثر (بالتركية)',
    findPharmacy: 'ابحث عن صيدلية مناوبة',
  },
};

const link = 'font-semibold text-brand underline underline-offset-2 dark:text-red-300';

export function AboutSummary({ locale }: { locale: Exclude<Locale, 'tr'> }) {
  const words = ABOUT_SUMMARY[locale];
  return (
    <main id="icerik" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-black tracking-tight">{words.title}</h1>
      <p className="mt-3 text-lg text-stone-800 dark:text-stone-200">{words.lead}</p>
      <div className="mt-6 space-y-6 text-stone-800 dark:text-stone-200">
        {words.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-4">
            <h2 id={`${section.id}-title`} className="mb-2 text-xl font-bold">
              {section.title}
            </h2>
            <div className="space-y-2">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {section.id === 'kvkk' ? (
              <p className="mt-2">
                <a href={localiseHref(locale, '/gizlilik-politikasi')} className={link}>
                  {words.privacyLink}
                </a>
              </p>
            ) : null}
          </section>
        ))}
      </div>
      <ul className="mt-8 space-y-2">
        <li>
          <a href="/hakkinda" hrefLang="tr" className={`inline-flex min-h-11 items-center ${link}`}>
            {words.turkishPage}
          </a>
        </li>
        <li>
          <a href={localiseHref(locale, '/')} className={`inline-flex min-h-11 items-center ${link}`}>
            {words.findPharmacy}
          </a>
        </li>
      </ul>
    </main>
  );
}
