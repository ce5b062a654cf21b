/**
 * Turkish phone numbers: normalised to ten national digits (no leading 0), shown as
 * "0 (454) 316 12 34" and dialled as "tel:+904543161234".
 */
import { cleanText } from '#app/domain/text/text.ts';

function toNationalDigits(text: string): string | null {
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('90') && digits.length >= 12) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return /^[2-9]\d{9}$/.test(digits) ? digits : null;
}

/**
 * "0 (454) 316 12 34", "+90 454 316 1234", "04543161234" → "4543161234"; null when the text is
 * not a Turkish number. When several numbers are listed ("… / …"), the first one is used.
 */
export function toPhoneDigits(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const text = cleanText(raw);
  if (text === '') return null;
  const whole = toNationalDigits(text);
  if (whole !== null) return whole;
  const first = text.split(/[/,;]|\s[-–—]\s|\bveya\b/)[0] ?? '';
  return toNationalDigits(first);
}

/** "tel:+904543161234", or null when the number cannot be normalised. */
export function toTelHref(raw: string | null | undefined): string | null {
  const digits = toPhoneDigits(raw);
  return digits === null ? null : `tel:+90${digits}`;
}

/** "0 (454) 316 12 34"; the cleaned raw text when it cannot be normalised; null when empty. */
export function formatPhone(raw: string | null | undefined): string | null {
  const digits = toPhoneDigits(raw);
  if (digits !== null) {
    return `0 (${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  }
  const text = cleanText(raw ?? '');
  return text === '' ? null : text;
}
