/**
 * Turkish suffixes after digits follow the number as it is read aloud: "14 eczanenin 11'i",
 * "6'sı", "08:30'da", "08:00'de". Pure.
 */

const ONES = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];

const HIGH_VOWEL: Record<string, string> = { a: 'ı', ı: 'ı', e: 'i', i: 'i', o: 'u', u: 'u', ö: 'ü', ü: 'ü' };

function lastSpokenWord(n: number): string {
  if (n === 0 || n % 10 !== 0) return ONES[n % 10]!;
  if (n % 100 !== 0) return TENS[(n % 100) / 10]!;
  if (n % 1000 !== 0) return 'yüz';
  return n % 1_000_000 !== 0 ? 'bin' : 'milyon';
}

function lastVowel(word: string): string {
  return /[aeıioöuü](?=[^aeıioöuü]*$)/.exec(word)?.[0] ?? 'e';
}

/** "11" → "11'i", "6" → "6'sı", "14" → "14'ü": "14 eczanenin 11'i". */
export function withPossessive(n: number): string {
  const word = lastSpokenWord(n);
  return `${n}'${/[aeıioöuü]$/.test(word) ? 's' : ''}${HIGH_VOWEL[lastVowel(word)]}`;
}

/** "08:30" → "08:30'da", "08:00" → "08:00'de", "23:45" → "23:45'te". */
export function withLocative(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const word = lastSpokenWord(minutes === 0 ? hours : minutes);
  const consonant = /[fstkçşhp]$/.test(word) ? 't' : 'd';
  return `${time}'${consonant}${/[aıou]/.test(lastVowel(word)) ? 'a' : 'e'}`;
}

/** "81'inde", "6'sında", "40'ında": the possessive with the locative, as in "81 ilden 81'inde". */
export function withPossessiveLocative(n: number): string {
  const possessive = withPossessive(n);
  return `${possessive}${/[ıu]$/.test(possessive) ? 'nda' : 'nde'}`;
}
