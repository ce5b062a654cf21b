import type { Locale } from '#app/domain/i18n/locale.ts';

/**
 * Province names where English or Arabic has a name of its own in common use (issue 39): "Istanbul",
 * "إسطنبول". Every other province, and every district, keeps its Turkish name, which is what the
 * signs, the addresses and a taxi driver use.
 */
const EXONYMS: Readonly<Record<Exclude<Locale, 'tr'>, Readonly<Record<string, string>>>> = {
  en: { istanbul: 'Istanbul', izmir: 'Izmir' },
  ar: {
    adana: 'أضنة',
    adiyaman: 'أديامان',
    ankara: 'أنقرة',
    antalya: 'أنطاليا',
    batman: 'باطمان',
    bursa: 'بورصة',
    canakkale: 'جناق قلعة',
    diyarbakir: 'ديار بكر',
    edirne: 'أدرنة',
    erzurum: 'أرضروم',
    eskisehir: 'إسكي شهير',
    gaziantep: 'غازي عنتاب',
    hatay: 'هاتاي',
    istanbul: 'إسطنبول',
    izmir: 'إزمير',
    kahramanmaras: 'قهرمان مرعش',
    kayseri: 'قيصري',
    kilis: 'كلس',
    konya: 'قونية',
    malatya: 'ملطية',
    mardin: 'ماردين',
    mersin: 'مرسين',
    osmaniye: 'العثمانية',
    samsun: 'سامسون',
    sanliurfa: 'شانلي أورفا',
    sivas: 'سيواس',
    trabzon: 'طرابزون',
    van: 'وان',
  },
};

/** The province's name in a language: its exonym there, or its Turkish name. */
export function provinceNameIn(locale: Locale, slug: string, turkishName: string): string {
  return locale === 'tr' ? turkishName : (EXONYMS[locale][slug] ?? turkishName);
}
