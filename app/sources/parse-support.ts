import type { z } from 'zod';
import { cleanText } from '#app/domain/text/text.ts';

/**
 * Small pieces every source parser needs, in one place: optional text, positions inside Türkiye,
 * and a short account of a JSON answer that has another shape. Pure.
 */

export type Point = { latitude: number; longitude: number };

/** Cleaned text, or null when nothing is left (numbers as the source wrote them). */
export function toOptionalText(value: string | number | null | undefined): string | null {
  const text = cleanText(String(value ?? ''));
  return text === '' ? null : text;
}

/** A coordinate as a number, from a number or text ("38,42" or "38.42"); NaN when missing or unreadable. */
function toCoordinate(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/**
 * The point when both coordinates lie in Türkiye's rough box (latitude 35–43, longitude 25–45);
 * null for 0/0, missing, swapped or shifted positions, which are slips, not places.
 */
export function toTurkeyPoint(
  latitude: string | number | null | undefined,
  longitude: string | number | null | undefined,
): Point | null {
  const lat = toCoordinate(latitude);
  const lng = toCoordinate(longitude);
  if (!(lat >= 35 && lat <= 43 && lng >= 25 && lng <= 45)) return null;
  return { latitude: lat, longitude: lng };
}

/** The first three issues of a schema that did not match, for a layout error's message. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
