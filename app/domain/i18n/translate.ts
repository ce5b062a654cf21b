import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALE, type Locale } from '#app/domain/i18n/locale.ts';
import { ar } from '#app/domain/i18n/messages/ar.ts';
import { en } from '#app/domain/i18n/messages/en.ts';
import { tr, type MessageKey } from '#app/domain/i18n/messages/tr.ts';

export type { MessageKey };

type MessageValues = Readonly<Record<string, string | number>>;

/** A language's words: `t('card.call', { name })`. Carries its language for dates and numbers. */
export type Translate = {
  (key: MessageKey, values?: MessageValues): string;
  readonly locale: Locale;
};

/** One catalogue a language, every key in each (the type checker and app/domain/i18n/messages.test.ts see to it). */
export const CATALOGUES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { tr, en, ar };

const translators = new Map<Locale, Translate>();

/**
 * The translator of a language. Messages are ICU MessageFormat (plurals by the language's own
 * rules: Arabic has six forms), parsed once on first use and kept; a message without a
 * placeholder is its own text. Values are plain strings and numbers: a sentence is never put
 * together from pieces outside its catalogue.
 */
export function translatorFor(locale: Locale): Translate {
  const known = translators.get(locale);
  if (known) return known;
  const catalogue = CATALOGUES[locale];
  const formats = new Map<MessageKey, IntlMessageFormat>();
  const t = (key: MessageKey, values?: MessageValues): string => {
    const message = catalogue[key];
    if (!message.includes('{') && !message.includes("''")) return message;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, INTL_LOCALE[locale], undefined, { ignoreTag: true });
      formats.set(key, format);
    }
    return String(format.format(values));
  };
  const translate = Object.assign(t, { locale }) as Translate;
  translators.set(locale, translate);
  return translate;
}
