import { expect, test } from 'vitest';
import { decodeRosterFile, summariseLineErrors } from '#app/domain/roster/roster-file.ts';
import { parseRosterText } from '#app/domain/roster/roster-text.ts';

const LINE = 'Eczane Adı: Hayat | Konum: Giresun | İlçe: Merkez';

test('a UTF-8 file is read as it is, without its byte-order mark', () => {
  const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${LINE}\nEczane Adı: Şifa`)]);
  const decoded = decodeRosterFile(bytes);
  expect(decoded).toEqual({ ok: true, text: `${LINE}\nEczane Adı: Şifa` });
});

test('a file in another encoding is refused up front, naming the first bad line', () => {
  // "Şifa" in Windows-1254 (Ş is 0xDE) on the third line.
  const bytes = Buffer.concat([Buffer.from(`${LINE}\n${LINE}\nEczane Adı: `), Buffer.from([0xde]), Buffer.from('ifa')]);
  expect(decodeRosterFile(bytes)).toEqual({
    ok: false,
    error: 'Dosya UTF-8 değil (3. satır); dosyayı UTF-8 olarak kaydedip yeniden deneyin.',
  });
});

test('a binary file is refused up front, naming the line with the binary data', () => {
  const bytes = Buffer.concat([Buffer.from(`${LINE}\n`), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])]);
  expect(decodeRosterFile(bytes)).toEqual({
    ok: false,
    error: 'Dosya metin değil (2. satırda ikili veri var); UTF-8 metin dosyası gerekli.',
  });
});

test('a million skipped lines print as twenty and one line that counts the rest by reason', () => {
  const errors = Array.from({ length: 1_000_000 }, (_, i) => ({
    line: i + 1,
    text: 'xyz',
    reason: i % 4 === 0 ? 'Eczane adı boş' : 'Tanınan alan yok',
  }));
  const lines = summariseLineErrors(errors);
  expect(lines).toHaveLength(21);
  expect(lines[0]).toBe('line 1: skipped (Eczane adı boş): xyz');
  expect(lines[20]).toBe('… 999.980 more line(s) skipped: Tanınan alan yok × 749.985; Eczane adı boş × 249.995');
  expect(summariseLineErrors(errors.slice(0, 3), { verb: 'kept' })).toEqual([
    'line 1: kept (Eczane adı boş): xyz',
    'line 2: kept (Tanınan alan yok): xyz',
    'line 3: kept (Tanınan alan yok): xyz',
  ]);
});

test('a field longer than its limit skips its line with a clear reason, quoting only the start of it', () => {
  const longAddress = `Atatürk Cad. ${'Çok uzun adres '.repeat(40)}`;
  const hugeName = 'A'.repeat(50_000);
  const { records, errors } = parseRosterText(
    [`${LINE} | Adres: ${longAddress}`, `Eczane Adı: ${hugeName} | Konum: Giresun`, LINE].join('\n'),
  );
  expect(records.map((r) => r.line)).toEqual([3]);
  expect(errors.map((e) => [e.line, e.reason])).toEqual([
    [1, `Alan çok uzun: Adres ${longAddress.trim().length} karakter (en çok 500)`],
    [2, 'Alan çok uzun: Eczane Adı 50000 karakter (en çok 200)'],
  ]);
  expect(errors[1]?.text).toHaveLength(121);
  expect(errors[1]?.text.endsWith('…')).toBe(true);
});
