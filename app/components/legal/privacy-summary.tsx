import { COOKIE_PREFERENCES_ID } from '#app/components/legal/cookie-banner.tsx';
import { DATA_CONTROLLER_MISSING_TEXT, type DataControllerNotice } from '#app/domain/content/data-controller.ts';
import type { Locale } from '#app/domain/i18n/locale.ts';
import { REPORTS_PER_HOUR } from '#app/domain/reports/report-form.ts';

/**
 * The privacy policy's essentials in English and Arabic (`/en/gizlilik-politikasi`,
 * `/ar/gizlilik-politikasi`): what the site stores and what it does not, as the Turkish policy
 * (privacy-sections.tsx, cookie-sections.tsx) says it and the code does it, with a plain statement
 * that the Turkish text is the binding one and a link to it. Content, not interface words: each
 * language's text is written here whole, as the Turkish policy is in its own files.
 */

type Section = { title: string; paragraphs: readonly string[] };

type CookieName = 'cookie_consent' | 'province_preference' | 'district_preference' | 'session_id' | '_ga' | '_gid';

type PrivacySummaryWords = {
  metaTitle: string;
  description: string;
  title: string;
  /** That this is a summary, and the Turkish text binds. */
  binding: string;
  /** The link to the Turkish policy. */
  bindingLink: string;
  /** The first section, then the cookies, then the rest. */
  sections: readonly [Section, ...Section[]];
  cookies: {
    title: string;
    intro: string;
    kind: string;
    duration: string;
    rows: Readonly<Record<CookieName, { kind: string; duration: string; what: string }>>;
    choices: string;
  };
  rights: { title: string; text: string; controller: string; contact: string; board: string };
  newTab: string;
};

/** The spec's cookie table (product-spec, legal texts), in the Turkish policy's order. */
const COOKIE_ORDER: readonly CookieName[] = [
  'session_id',
  '_ga',
  '_gid',
  'province_preference',
  'district_preference',
  'cookie_consent',
];

export const PRIVACY_SUMMARY: Readonly<Record<Exclude<Locale, 'tr'>, PrivacySummaryWords>> = {
  en: {
    metaTitle: 'Privacy policy in brief - On-duty Pharmacy',
    description:
      'What On-duty Pharmacy stores and what it does not: cookies, reports of wrong information, your location. A summary of the binding Turkish privacy policy.',
    title: 'Privacy policy in brief',
    binding:
      'This page is an English summary of our privacy policy. The binding text is the Turkish one, which also sets out the purposes and legal basis of processing under the Turkish Personal Data Protection Law (KVKK, No. 6698).',
    bindingLink: 'Read the full privacy policy (Turkish)',
    sections: [
      {
        title: 'No account, no tracking',
        paragraphs: [
          'There is no registration. We do not ask for your name, phone number or e-mail address. Our pages carry no advertising, no analytics scripts, no external fonts and no content delivery networks, and we do not sell or pass on your data.',
        ],
      },
      {
        title: 'Your location',
        paragraphs: [
          'If you use “Nearest on-duty pharmacy to me”, your browser gives your position only with your permission. It is rounded to about 100 metres and used only to find the nearest pharmacies on duty. It is not written to our database or to the server logs, which hold the page’s path without the position.',
          'The rounded position may be kept briefly in the server’s memory to serve the same page quickly, and it is part of the page’s address (/yakin?lat=…&lng=…): if you share that address, you share the position too.',
        ],
      },
      {
        title: 'Reports of wrong information',
        paragraphs: [
          `If you send a “Wrong information?” report, the choice you made and the note you wrote are kept for one year after the report has been dealt with. Your IP address is not stored: to allow at most ${REPORTS_PER_HOUR} reports an hour from one connection, a one-way digest derived from it is kept for one hour and then erased.`,
        ],
      },
      {
        title: 'Server logs',
        paragraphs: [
          'For security and to keep the service running, our servers keep technical records such as the IP address, the time and the page requested, for a short time. They are not used to profile visitors.',
        ],
      },
      {
        title: 'Maps',
        paragraphs: [
          '“Show on map” and the directions links take you to a map service, whose own privacy terms apply there. When you press “Show the pharmacies on a map”, your browser loads the map images directly from a map server (OpenStreetMap by default, possibly outside Türkiye), which sees your IP address and the area you look at. Nothing is loaded until you press it.',
        ],
      },
    ],
    cookies: {
      title: 'Cookies',
      intro:
        'The only cookie set for every visitor is cookie_consent, once you make a cookie choice. The two preference cookies are set only if you accept all cookies; the session cookie is for the site’s administrators alone. No analytics service is active, so _ga and _gid are not set.',
      kind: 'Type',
      duration: 'Kept for',
      rows: {
        session_id: {
          kind: 'Essential',
          duration: 'Session',
          what: 'Set only when an administrator signs in (named nobetci_session).',
        },
        _ga: {
          kind: 'Analytics',
          duration: '2 years',
          what: 'Not set: no analytics service is active. Would only be used with your consent.',
        },
        _gid: {
          kind: 'Analytics',
          duration: '24 hours',
          what: 'Not set: no analytics service is active. Would only be used with your consent.',
        },
        province_preference: {
          kind: 'Functionality',
          duration: '30 days',
          what: 'The last province you looked at, offered first on the home page. Only if you accepted all cookies; kept in your browser, not stored on our server.',
        },
        district_preference: {
          kind: 'Functionality',
          duration: '30 days',
          what: 'The last district you looked at, offered first on the home page. Only if you accepted all cookies; kept in your browser, not stored on our server.',
        },
        cookie_consent: {
          kind: 'Essential',
          duration: '1 year',
          what: 'Your cookie choice, set when you make it.',
        },
      },
      choices: 'Change your cookie choices (Turkish page)',
    },
    rights: {
      title: 'Your rights',
      text: 'Under Article 11 of the KVKK you may ask whether your personal data is processed, ask for information about it, ask for it to be corrected or deleted, and object to its processing.',
      controller: 'Data controller:',
      contact: 'Contact:',
      board: 'You can also take a complaint to the Turkish Personal Data Protection Authority:',
    },
    newTab: '(opens in a new tab)',
  },
  ar: {
    metaTitle: 'سياسة الخصوصية باختصار - الصيدلية المناوبة',
    description:
      'ما يحفظه موقع الصيدلية المناوبة وما لا يحفظه: ملفات تعريف الارتباط، وبلاغات المعلومات الخاطئة، وموقعك. ملخص لسياسة الخصوصية التركية المُلزِمة.',
    title: 'سياسة الخصوصية باختصار',
    binding:
      'هذه الصفحة ملخص عربي لسياسة الخصوصية. النص المُلزِم هو النص التركي، وهو يبيّن أيضًا أغراض المعالجة وأساسها القانوني بموجب قانون حماية البيانات الشخصية التركي (KVKK، رقم 6698).',
    bindingLink: 'اقرأ سياسة الخصوصية كاملة (بالتركية)',
    sections: [
      {
        title: 'لا حسابات ولا تتبّع',
        paragraphs: [
          'لا يوجد تسجيل. لا نطلب اسمك أو رقم هاتفك أو بريدك الإلكتروني. لا تحتوي صفحاتنا على إعلانات أو برامج تحليل أو خطوط خارجية أو شبكات توصيل محتوى، ولا نبيع بياناتك ولا ننقلها إلى غيرنا.',
        ],
      },
      {
        title: 'موقعك',
        paragraphs: [
          'إذا استخدمت زر «أقرب صيدلية مناوبة إليّ»، فلا يعطي متصفحك موقعك إلا بإذنك. يُقرَّب الموقع إلى نحو 100 متر ولا يُستخدم إلا لإيجاد أقرب الصيدليات المناوبة. لا يُكتب في قاعدة بياناتنا ولا في سجلات الخادم، التي تحفظ مسار الصفحة دون الموقع.',
          'قد يُحفظ الموقع المقرَّب لوقت قصير في ذاكرة الخادم لعرض الصفحة نفسها بسرعة، وهو جزء من عنوان الصفحة (/yakin?lat=…&lng=…): إذا شاركت هذا العنوان فقد شاركت الموقع أيضًا.',
        ],
      },
      {
        title: 'بلاغات المعلومات الخاطئة',
        paragraphs: [
          `إذا أرسلت بلاغ «معلومات خاطئة؟»، يُحفظ الخيار الذي اخترته والملاحظة التي كتبتها لمدة سنة بعد البتّ في البلاغ. لا يُحفظ عنوان IP الخاص بك: للسماح بـ${REPORTS_PER_HOUR} بلاغًا على الأكثر في الساعة من الاتصال الواحد، يُحفظ ملخص أحادي الاتجاه مشتق منه لمدة ساعة ثم يُمحى.`,
        ],
      },
      {
        title: 'سجلات الخادم',
        paragraphs: [
          'لأغراض الأمان واستمرار الخدمة، تحتفظ خوادمنا لوقت قصير بسجلات تقنية مثل عنوان IP ووقت الطلب والصفحة المطلوبة. لا تُستخدم هذه السجلات لتكوين ملفات عن الزوار.',
        ],
      },
      {
        title: 'الخرائط',
        paragraphs: [
          'رابط «اعرض على الخريطة» وروابط الاتجاهات تنقلك إلى خدمة خرائط تسري فيها شروط الخصوصية الخاصة بها. وعندما تضغط زر «اعرض الصيدليات على الخريطة»، يحمّل متصفحك صور الخريطة مباشرة من خادم خرائط (OpenStreetMap افتراضيًا، وقد يكون خارج تركيا)، فيرى هذا الخادم عنوان IP الخاص بك والمنطقة التي تنظر إليها. لا يُحمَّل شيء قبل أن تضغط الزر.',
        ],
      },
    ],
    cookies: {
      title: 'ملفات تعريف الارتباط',
      intro:
        'الملف الوحيد الذي يُضبط لكل زائر هو cookie_consent، عندما تختار تفضيلك بشأن ملفات تعريف الارتباط. ملفا التفضيلات لا يُضبطان إلا إذا قبلت جميع الملفات، وملف الجلسة خاص بمشرفي الموقع وحدهم. لا توجد خدمة تحليل مفعّلة، لذلك لا يُضبط _ga ولا _gid.',
      kind: 'النوع',
      duration: 'مدة الحفظ',
      rows: {
        session_id: {
          kind: 'ضروري',
          duration: 'مدة الجلسة',
          what: 'لا يُضبط إلا عند تسجيل دخول أحد المشرفين (باسم nobetci_session).',
        },
        _ga: {
          kind: 'تحليلي',
          duration: 'سنتان',
          what: 'لا يُضبط: لا توجد خدمة تحليل مفعّلة. ولن يُستخدم إلا بموافقتك.',
        },
        _gid: {
          kind: 'تحليلي',
          duration: '24 ساعة',
          what: 'لا يُضبط: لا توجد خدمة تحليل مفعّلة. ولن يُستخدم إلا بموافقتك.',
        },
        province_preference: {
          kind: 'وظيفي',
          duration: '30 يومًا',
          what: 'آخر ولاية نظرت إليها، لتُعرض عليك أولًا في الصفحة الرئيسية. فقط إذا قبلت جميع الملفات؛ يُحفظ في متصفحك ولا يُخزَّن على خادمنا.',
        },
        district_preference: {
          kind: 'وظيفي',
          duration: '30 يومًا',
          what: 'آخر قضاء نظرت إليه، ليُعرض عليك أولًا في الصفحة الرئيسية. فقط إذا قبلت جميع الملفات؛ يُحفظ في متصفحك ولا يُخزَّن على خادمنا.',
        },
        cookie_consent: {
          kind: 'ضروري',
          duration: 'سنة واحدة',
          what: 'اختيارك بشأن ملفات تعريف الارتباط، ويُضبط عندما تختار.',
        },
      },
      choices: 'غيّر اختياراتك لملفات تعريف الارتباط (صفحة بالتركية)',
    },
    rights: {
      title: 'حقوقك',
      text: 'بموجب المادة 11 من قانون KVKK يحق لك أن تسأل هل تُعالَج بياناتك الشخصية، وأن تطلب معلومات عنها، وأن تطلب تصحيحها أو حذفها، وأن تعترض على معالجتها.',
      controller: 'المسؤول عن البيانات:',
      contact: 'التواصل:',
      board: 'ويمكنك أيضًا تقديم شكوى إلى هيئة حماية البيانات الشخصية التركية:',
    },
    newTab: '(تُفتح في علامة تبويب جديدة)',
  },
};

const link = 'font-semibold text-brand underline underline-offset-2 dark:text-red-300';

function SummarySection({ section }: { section: Section }) {
  return (
    <section className="space-y-2">
      <h2 className="text-xl font-bold">{section.title}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/** The data controller the operator configured, as the Turkish policy names it; in development, which settings are missing. */
function Controller({ notice, words }: { notice: DataControllerNotice; words: PrivacySummaryWords['rights'] }) {
  if (notice.kind === 'missing') return null;
  if (notice.kind === 'missing-in-development') {
    return (
      <p role="note" lang="tr" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
        {DATA_CONTROLLER_MISSING_TEXT}
      </p>
    );
  }
  const { name, email, address } = notice.controller;
  return (
    <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{words.controller}</dt>
      <dd>{name}</dd>
      {email || address ? (
        <>
          <dt className="font-semibold">{words.contact}</dt>
          <dd>
            {email ? (
              <a href={`mailto:${email}`} className={link} dir="ltr">
                {email}
              </a>
            ) : null}
            {email && address ? <br /> : null}
            {address ? <span lang="tr">{address}</span> : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function PrivacySummary({
  locale,
  controller,
}: {
  locale: Exclude<Locale, 'tr'>;
  controller: DataControllerNotice;
}) {
  const words = PRIVACY_SUMMARY[locale];
  const [first, ...rest] = words.sections;
  const { cookies, rights } = words;
  return (
    <main id="icerik" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-black tracking-tight">{words.title}</h1>
      <div className="mt-4 space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
        <p>{words.binding}</p>
        <p>
          <a href="/legal?tab=privacy" hrefLang="tr" className="font-semibold underline underline-offset-2">
            {words.bindingLink}
          </a>
        </p>
      </div>

      <div className="mt-6 space-y-6 text-stone-800 dark:text-stone-200">
        <SummarySection section={first} />
        <section className="space-y-2">
          <h2 className="text-xl font-bold">{cookies.title}</h2>
          <p>{cookies.intro}</p>
          <ul className="space-y-2">
            {COOKIE_ORDER.map((name) => {
              const row = cookies.rows[name];
              return (
                <li
                  key={name}
                  className="rounded-lg border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900"
                >
                  <code className="font-semibold" dir="ltr">
                    {name}
                  </code>
                  <span className="text-sm text-stone-700 dark:text-stone-300">
                    {' '}
                    · {cookies.kind}: {row.kind} · {cookies.duration}: {row.duration}
                  </span>
                  <p className="mt-1 text-sm">{row.what}</p>
                </li>
              );
            })}
          </ul>
          <p>
            <a href={`/legal?tab=cookies#${COOKIE_PREFERENCES_ID}`} hrefLang="tr" className={link}>
              {cookies.choices}
            </a>
          </p>
        </section>
        {rest.map((section) => (
          <SummarySection key={section.title} section={section} />
        ))}
        <section className="space-y-2">
          <h2 className="text-xl font-bold">{rights.title}</h2>
          <p>{rights.text}</p>
          <Controller notice={controller} words={rights} />
          <p>
            {rights.board}{' '}
            <a href="https://www.kvkk.gov.tr" className={link} target="_blank" rel="noopener noreferrer">
              kvkk.gov.tr<span className="sr-only"> {words.newTab}</span>
            </a>
          </p>
        </section>
      </div>
    </main>
  );
}
