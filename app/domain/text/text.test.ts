import { expect, test } from 'vitest';
import {
  cleanText,
  decodeEntities,
  toPharmacyName,
  toReadableAddress,
  toTitleCaseTurkish,
} from '#app/domain/text/text.ts';

test('cleanText decodes named, decimal and hex entities', () => {
  expect(cleanText('G&ouml;l &amp; Deniz')).toBe('Göl & Deniz');
  expect(cleanText('Hac&#305; Siyam &#x131;&#X130;')).toBe('Hacı Siyam ıİ');
  expect(cleanText('&scedil;&gbreve;&Idot;&ccedil;')).toBe('şğİç');
});

test('cleanText leaves unknown or invalid entities as written', () => {
  expect(decodeEntities('a &bogus; b &#0; c')).toBe('a &bogus; b &#0; c');
});

test('cleanText removes tags, scripts and comments', () => {
  expect(cleanText('<p><b>HAYAT</b> ECZANESİ</p><script>alert(1)</script><!-- x -->')).toBe('HAYAT ECZANESİ');
  expect(cleanText('Hacı Siyam Mah.<br/>No:5')).toBe('Hacı Siyam Mah. No:5');
});

test('cleanText collapses whitespace including NBSP and trims', () => {
  expect(cleanText('  Hayat\u00a0\u00a0Eczanesi\n\t&nbsp;Merkez  ')).toBe('Hayat Eczanesi Merkez');
});

test('cleanText does not turn escaped markup into tags to remove', () => {
  expect(cleanText('a &lt;b&gt; c')).toBe('a <b> c');
});

test('cleanText drops bidirectional controls and other invisible characters', () => {
  // A name of right-to-left overrides alone was imported as a pharmacy (found by an input sweep).
  expect(cleanText('\u202e\u202e\u202e')).toBe('');
  expect(cleanText('\u202eHayat\u202c Ecz\u200eanesi\ufeff\u0007')).toBe('Hayat Eczanesi');
  expect(cleanText('Şifa\u2066 (Kadıköy)\u2069')).toBe('Şifa (Kadıköy)');
});

test('cleanText composes decomposed Turkish letters', () => {
  expect(cleanText('Go\u0308l')).toBe('Göl');
});

test('toTitleCaseTurkish follows Turkish dotted and dotless i rules', () => {
  expect(toTitleCaseTurkish('İSTANBUL ECZANESİ')).toBe('İstanbul Eczanesi');
  expect(toTitleCaseTurkish('ışık')).toBe('Işık');
  expect(toTitleCaseTurkish('IRMAK İLKER')).toBe('Irmak İlker');
  expect(toTitleCaseTurkish('istiklal')).toBe('İstiklal');
});

test('toTitleCaseTurkish keeps the suffix after an apostrophe lower case', () => {
  expect(toTitleCaseTurkish("AYŞE'NİN")).toBe("Ayşe'nin");
  expect(toTitleCaseTurkish('AYŞE’NİN')).toBe('Ayşe’nin');
});

test('toTitleCaseTurkish starts a word after hyphens, slashes and dots', () => {
  expect(toTitleCaseTurkish('ŞİFA-DENİZ')).toBe('Şifa-Deniz');
  expect(toTitleCaseTurkish('MERKEZ/GİRESUN')).toBe('Merkez/Giresun');
  expect(toTitleCaseTurkish('DR.AHMET')).toBe('Dr.Ahmet');
});

test('toPharmacyName removes the pharmacy word and appends Eczanesi', () => {
  expect(toPharmacyName('HAYAT ECZANESİ')).toBe('Hayat Eczanesi');
  expect(toPharmacyName('eczane güneş')).toBe('Güneş Eczanesi');
  expect(toPharmacyName('Yeni Eczane')).toBe('Yeni Eczanesi');
  expect(toPharmacyName('ECZ. ŞİFA')).toBe('Şifa Eczanesi');
  expect(toPharmacyName('Ecz.Şifa')).toBe('Şifa Eczanesi');
  expect(toPharmacyName('Hayat Eczanesi')).toBe('Hayat Eczanesi');
});

test('toPharmacyName keeps words that only contain the pharmacy word', () => {
  expect(toPharmacyName('ECZACI AYŞE ECZANESİ')).toBe('Eczacı Ayşe Eczanesi');
});

test('toPharmacyName cleans markup and stray separators', () => {
  expect(toPharmacyName('<b>IŞIK&nbsp;ECZANESİ</b>')).toBe('Işık Eczanesi');
  expect(toPharmacyName('DENİZ - ECZANESİ')).toBe('Deniz Eczanesi');
});

test('toPharmacyName falls back to Eczane when no name remains', () => {
  expect(toPharmacyName('ECZANESİ')).toBe('Eczane');
  expect(toPharmacyName('   ')).toBe('Eczane');
  expect(toPharmacyName('Ecz.')).toBe('Eczane');
});

test('an address written all in capitals reads in Turkish title case (addresses CollectAPI sent)', () => {
  expect(toReadableAddress('SİNANPAŞA MAH. İNÖNÜ CADDESİ NO:40/D')).toBe('Sinanpaşa Mah. İnönü Caddesi No:40/D');
  expect(toReadableAddress('GÜZELYALI MAH. 81206 SK. NO:10/A MUSTAFA SIRKINTI APT. A BLOK ZEMİN 21')).toBe(
    'Güzelyalı Mah. 81206 Sk. No:10/A Mustafa Sırkıntı Apt. A Blok Zemin 21',
  );
  expect(toReadableAddress('TOROS MAH. 78090 SOK. F.GÜRHAN BERBER APT. NO:15/A ÇUKUROVA-ADANA')).toBe(
    'Toros Mah. 78090 Sok. F.Gürhan Berber Apt. No:15/A Çukurova-Adana',
  );
});

test('a readable address keeps acronyms, Roman numerals, door letters and suffixes as Turkish writes them', () => {
  expect(toReadableAddress("ATATÜRK'ÜN EVİ KARŞISI TOKİ KONUTLARI II. ETAP NO:5A")).toBe(
    "Atatürk'ün Evi Karşısı TOKİ Konutları II. Etap No:5A",
  );
  expect(toReadableAddress('FORUM AVM İÇİ')).toBe('Forum AVM İçi');
});

test('a plain I after a front vowel is read as İ, after a back vowel as ı', () => {
  // Typed where the keyboard had no İ: "CADDESI", "ÖZBILEN"; "BULVARI" and "IŞIK" are right as they are.
  expect(toReadableAddress('ÖZBILEN MAH. ŞEHIT CADDESI NO:4')).toBe('Özbilen Mah. Şehit Caddesi No:4');
  expect(toReadableAddress('IŞIK SOK. CUMHURİYET BULVARI')).toBe('Işık Sok. Cumhuriyet Bulvarı');
  expect(toReadableAddress('ŞEHITLIK MAH.')).toBe('Şehitlik Mah.');
});

test('a word whose "i" breaks vowel harmony reads right where the source lost its dot', () => {
  // Addresses CollectAPI sent; harmony alone read "Cumhurıyet", "Inönü", "Iskele", "Istanbul", "Salıh".
  expect(toReadableAddress('CUMHURIYET MAH.109 SOK.NO:10- E İŞYERİ NO:Z/A')).toBe(
    'Cumhuriyet Mah.109 Sok.No:10- E İşyeri No:Z/A',
  );
  expect(toReadableAddress('YENI MH.INÖNÜ CD.NO:75/7')).toBe('Yeni Mh.İnönü Cd.No:75/7');
  expect(toReadableAddress('ISKELE CADDESI NO:3/B KINALIADA ISTANBUL')).toBe(
    'İskele Caddesi No:3/B Kınalıada İstanbul',
  );
  expect(toReadableAddress('ÖRNEKEVLER MAH. SALIH AVGUN PASA CAD.')).toBe('Örnekevler Mah. Salih Avgun Pasa Cad.');
  // Whole words only: "SALI" and "BALIKÇI" keep their "ı", and a dotted source reads as written.
  expect(toReadableAddress('SALI PAZARI BALIKÇI SOK. GAZİ CAD.')).toBe('Salı Pazarı Balıkçı Sok. Gazi Cad.');
});

test('an address with any lower-case letter, or a single capital, is left as it was written', () => {
  expect(toReadableAddress('Hacı Siyam MAH. Gazi Caddesi NO: 5')).toBe('Hacı Siyam MAH. Gazi Caddesi NO: 5');
  expect(toReadableAddress('No 5')).toBe('No 5');
  expect(toReadableAddress('5/A')).toBe('5/A');
});

test('"ve", "ile" and "veya" stay small inside names and capitalised addresses, not at their start', () => {
  expect(toPharmacyName('SAĞLIK VE ŞİFA ECZANESİ')).toBe('Sağlık ve Şifa Eczanesi');
  expect(toTitleCaseTurkish('ANNE İLE ÇOCUK')).toBe('Anne ile Çocuk');
  expect(toTitleCaseTurkish('ve ötesi')).toBe('Ve Ötesi');
  expect(toTitleCaseTurkish('VEDAT ECZANESİ')).toBe('Vedat Eczanesi');
  expect(toReadableAddress('ATATÜRK VE CUMHURİYET CAD. KESİŞİMİ')).toBe('Atatürk ve Cumhuriyet Cad. Kesişimi');
  expect(toReadableAddress('VE SOKAK NO:1')).toBe('Ve Sokak No:1');
});
