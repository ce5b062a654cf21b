import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, test } from 'vitest';
import { INTL_LOCALE, LOCALES } from '#app/domain/i18n/locale.ts';
import { CATALOGUES, translatorFor } from '#app/domain/i18n/translate.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const keys = Object.keys(CATALOGUES.tr);

/** Every source file of the app and of the HTTP server (server/refusal.ts) outside the catalogues, as one text. */
function appSources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!file.endsWith(path.join('i18n', 'messages'))) walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        texts.push(readFileSync(file, 'utf8'));
      }
    }
  };
  walk(appDir);
  walk(path.join(appDir, '..', 'server'));
  return texts.join('\n');
}

/** The names of a message's arguments, plural ones included. */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z]+)\s*(?:,|\})/g)].map((m) => m[1]!).sort();
}

describe('the catalogues', () => {
  test('every language has every key and no other', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(CATALOGUES[locale]).sort(), locale).toEqual([...keys].sort());
    }
  });

  test('no key is unused: each is named in the app’s or the server’s code', () => {
    const sources = appSources();
    const unused = keys.filter((key) => !sources.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  test('every message parses as ICU MessageFormat and uses only arguments the Turkish one is given', () => {
    // The Turkish message may take more (its suffixes come in as values: `rotationAt`, `sameOf`),
    // and a translation may leave some out, but a translation may not ask for a value no caller gives.
    const given = new Map(keys.map((key) => [key, new Set(argumentsOf(CATALOGUES.tr[key as never]))]));
    const extra = {
      sameOf: 'same',
      rotationAt: 'rotation',
      rotationAfter: 'rotation',
      asked: 'place',
      chamberOf: 'chamber',
    };
    for (const [from, to] of Object.entries(extra)) {
      for (const set of given.values()) if (set.has(from)) set.add(to);
    }
    for (const locale of LOCALES) {
      for (const key of keys) {
        const message = CATALOGUES[locale][key as never] as string;
        expect(() => new IntlMessageFormat(message, INTL_LOCALE[locale]), `${locale} ${key}`).not.toThrow();
        const unknown = argumentsOf(message).filter((name) => !given.get(key)!.has(name));
        expect(unknown, `${locale} ${key}`).toEqual([]);
      }
    }
  });

  test('Arabic counts take the right plural form', () => {
    const t = translatorFor('ar');
    expect(t('place.count', { count: 1 })).toBe('صيدلية مناوبة واحدة');
    expect(t('place.count', { count: 2 })).toBe('صيدليتان مناوبتان');
    expect(t('place.count', { count: 5 })).toBe('5 صيدليات مناوبة');
    expect(t('place.count', { count: 11 })).toBe('11 صيدلية مناوبة');
    expect(t('place.count', { count: 100 })).toBe('100 صيدلية مناوبة');
    expect(t('age.minutes', { count: 3 })).toBe('قبل 3 دقائق');
  });

  test('English and Turkish counts read naturally', () => {
    expect(translatorFor('en')('place.count', { count: 1 })).toBe('1 pharmacy on duty');
    expect(translatorFor('en')('place.count', { count: 14 })).toBe('14 pharmacies on duty');
    expect(translatorFor('tr')('place.count', { count: 14 })).toBe('14 nöbetçi eczane');
    expect(translatorFor('en')('age.minutes', { count: 1 })).toBe('1 minute ago');
  });
});
