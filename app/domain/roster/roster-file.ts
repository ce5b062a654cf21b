/**
 * A roster file as the import command reads it: bytes checked to be UTF-8 text before anything
 * is parsed, and skipped lines summed up instead of printed one by one.
 */
import { isUtf8 } from 'node:buffer';
import type { RosterLineError } from '#app/domain/roster/roster-text.ts';

export type DecodedRosterFile = { ok: true; text: string } | { ok: false; error: string };

/** The 1-based line of the first byte sequence that is not UTF-8, or of the first NUL byte. */
function findBadLine(bytes: Uint8Array): { line: number; binary: boolean } {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      const slice = bytes.subarray(start, i);
      if (slice.includes(0)) return { line, binary: true };
      if (!isUtf8(slice)) return { line, binary: false };
      line++;
      start = i + 1;
    }
  }
  return { line, binary: false };
}

/**
 * The file's text, or a Turkish message naming the first bad line: a file in another encoding
 * (Windows-1254, ISO-8859-9) or a binary file is refused whole, never imported with
 * replacement characters. A UTF-8 byte-order mark is dropped.
 */
export function decodeRosterFile(bytes: Uint8Array): DecodedRosterFile {
  if (isUtf8(bytes) && !bytes.includes(0)) {
    const text = new TextDecoder('utf-8').decode(bytes);
    return { ok: true, text };
  }
  const { line, binary } = findBadLine(bytes);
  return {
    ok: false,
    error: binary
      ? `Dosya metin değil (${line}. satırda ikili veri var); UTF-8 metin dosyası gerekli.`
      : `Dosya UTF-8 değil (${line}. satır); dosyayı UTF-8 olarak kaydedip yeniden deneyin.`,
  };
}

/**
 * The skipped lines to print: the first `limit` as they are, then one line with how many more
 * and why ("… 999.980 more line(s) skipped: Tanınan alan yok × 999.980").
 */
export function summariseLineErrors(
  errors: readonly RosterLineError[],
  options: { verb?: 'skipped' | 'kept'; limit?: number } = {},
): string[] {
  const { verb = 'skipped', limit = 20 } = options;
  const lines = errors.slice(0, limit).map((e) => `line ${e.line}: ${verb} (${e.reason}): ${e.text}`);
  if (errors.length <= limit) return lines;
  const reasons = new Map<string, number>();
  for (const e of errors.slice(limit)) {
    // "Alan çok uzun: Adres 612 karakter (en çok 500)" counts with the other long addresses.
    const reason = e.reason.replace(/ \d+ karakter/, '');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const byCount = [...reasons]
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${reason} × ${n.toLocaleString('tr-TR')}`);
  lines.push(`… ${(errors.length - limit).toLocaleString('tr-TR')} more line(s) ${verb}: ${byCount.join('; ')}`);
  return lines;
}
