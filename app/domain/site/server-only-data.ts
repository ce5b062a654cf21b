/**
 * A public page's loader data, kept out of React Router's hydration payload.
 *
 * On every document request React Router encodes all loader data (turbo-stream) for the
 * browser's hydration, whether or not the page renders `<Scripts>`. Public pages never do (ADR
 * 0007: `handle.scripts` is `page`), so for them that encoding is pure cost: about a fifth of a
 * cache-miss render of the İstanbul page. A loader that returns `toServerOnly(data)` hands the
 * server render the very same objects (`.value`) while the encoder, which only sees an object's
 * own enumerable fields, finds none and writes an empty object. Never use it for a route that
 * hydrates (the admin): its browser would get no data.
 *
 * It is a plain object with `value` not enumerable, not a class instance: the encoder takes a
 * plain object as it is, while for an instance of a class it first builds an Error (a stack
 * trace) before falling back to the instance's fields, ~7 µs of every render for nothing.
 */
export type ServerOnly<T> = { readonly value: T };

export function toServerOnly<T>(value: T): ServerOnly<T> {
  return Object.defineProperty({}, 'value', { value, enumerable: false }) as ServerOnly<T>;
}
