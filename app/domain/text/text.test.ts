import { expect, test } from 'vitest';
import { cleanText, decodeEntities, toPharmacyName, toTitleCaseTurkish } from '#app/domain/text/text.ts';

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
