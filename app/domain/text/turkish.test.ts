import { expect, test } from 'vitest';
import {
  askDidYouMean,
  compareTurkish,
  foldTurkish,
  toMatchKey,
  toSlug,
  toTurkishLower,
  toTurkishUpper,
  withAccusative,
} from '#app/domain/text/turkish.ts';

test('Turkish case rules apply to I, İ and i, and other letters keep their usual case mapping', () => {
  expect(toTurkishLower('ISPARTA İZMİR')).toBe('ısparta izmir');
  expect(toTurkishLower('ÇANAKKALE ŞİŞLİ')).toBe('çanakkale şişli');
  expect(toTurkishLower('ÖRNEK ÜSKÜDAR ÂLEM')).toBe('örnek üsküdar âlem');
  expect(toTurkishUpper('istanbul ılgaz')).toBe('İSTANBUL ILGAZ');
  expect(toTurkishUpper('ödemiş çağ')).toBe('ÖDEMİŞ ÇAĞ');
  expect(toTurkishUpper('straße')).toBe('STRASSE');
  // The same as ICU's tr-TR casing, which they replace for speed (I + combining dot included).
  for (const text of ['İSTANBUL Iğdır', 'I\u0307STANBUL', 'ışık İĞNE ıiIİ', 'ÂLEM ÇÖĞÜŞ straße', 'Ǆ ΣΑΣ', '']) {
    expect(toTurkishLower(text)).toBe(text.toLocaleLowerCase('tr-TR'));
    expect(toTurkishUpper(text.toLowerCase())).toBe(text.toLowerCase().toLocaleUpperCase('tr-TR'));
  }
});

test('folding gives one key for every spelling: case, Turkish letters, decomposed forms and a stray combining dot', () => {
  const key = 'sisli cagri ozgur igdir';
  expect(foldTurkish('ŞİŞLİ ÇAĞRI ÖZGÜR IĞDIR')).toBe(key);
  expect(foldTurkish('şişli çağrı özgür ığdır')).toBe(key);
  expect(foldTurkish('ŞİŞLİ ÇAĞRI ÖZGÜR IĞDIR'.normalize('NFD'))).toBe(key);
  expect(foldTurkish('i̇stanbul')).toBe('istanbul');
  expect(foldTurkish('Âli Îmân Ûmit')).toBe('ali iman umit');
  expect(foldTurkish('Plain ASCII')).toBe('plain ascii');
  // Letters outside Turkish keep their lower case.
  expect(foldTurkish('ΣΟΦΊΑ Éclair')).toBe('σοφία éclair');
});

test('match keys and slugs built on the fold', () => {
  expect(toMatchKey('  KADIKÖY / Moda-Caddesi ')).toBe('kadikoy moda caddesi');
  expect(toMatchKey('Eczane Adı')).toBe('eczane adi');
  expect(toSlug('Afyonkarahisar Şuhut')).toBe('afyonkarahisar-suhut');
  expect(toSlug('İSTANBUL')).toBe('istanbul');
});

test('names sort in the Turkish alphabet (c ç, ı i, s ş), ignoring case', () => {
  const names = ['Şırnak', 'Siirt', 'Çorum', 'Ordu', 'Çankırı', 'İzmir', 'Iğdır', 'Bursa', 'Cizre', 'Ödemiş'];
  expect(names.sort(compareTurkish)).toEqual([
    'Bursa',
    'Cizre',
    'Çankırı',
    'Çorum',
    'Iğdır',
    'İzmir',
    'Ordu',
    'Ödemiş',
    'Siirt',
    'Şırnak',
  ]);
  expect(compareTurkish('izmir', 'İZMİR')).toBe(0);
});

test('a name takes the accusative by its last vowel, with a "y" after a vowel, and the question particle agrees', () => {
  expect(withAccusative('Eyüpsultan')).toBe("Eyüpsultan'ı");
  expect(withAccusative('İzmir')).toBe("İzmir'i");
  expect(withAccusative('İstanbul')).toBe("İstanbul'u");
  expect(withAccusative('Kadıköy')).toBe("Kadıköy'ü");
  expect(withAccusative('Antalya')).toBe("Antalya'yı");
  expect(withAccusative('Şile')).toBe("Şile'yi");
  expect(withAccusative('Ordu')).toBe("Ordu'yu");
  expect(withAccusative('Kâhta')).toBe("Kâhta'yı");
  expect(withAccusative('IĞDIR')).toBe("IĞDIR'ı");
  expect(withAccusative('19 Mayıs')).toBe("19 Mayıs'ı");
  expect(askDidYouMean('Eyüpsultan')).toBe("Eyüpsultan'ı mı aradınız?");
  expect(askDidYouMean('Kadıköy')).toBe("Kadıköy'ü mü aradınız?");
  expect(askDidYouMean('İstanbul')).toBe("İstanbul'u mu aradınız?");
  expect(askDidYouMean('Hakkâri')).toBe("Hakkâri'yi mi aradınız?");
});
