/** The emergency numbers the site lists (the footer, the window poster): number and what it is for. */
export const EMERGENCY_NUMBERS: readonly (readonly [number: string, label: string])[] = [
  ['112', 'Acil Sağlık'],
  ['184', 'Sağlık Bilgi Hattı'],
  ['155', 'Polis'],
  ['110', 'İtfaiye'],
];
