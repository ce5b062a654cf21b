import { expect, test } from 'vitest';
import { countChamberCoverage, formatChamberSummary, listChamberCoverage } from '#app/sources/chambers/coverage.ts';

test('every province has its chamber page; 66 are read by a verified parser and 15 are marked unverified', () => {
  const rows = listChamberCoverage();
  expect(rows).toHaveLength(81);
  expect(countChamberCoverage(rows)).toEqual({
    byFamily: { A: 41, A2: 2, B: 5, C: 4, D: 14, E: 15 },
    verified: 66,
    unverified: 15,
    sites: 60,
  });
  expect(formatChamberSummary()).toBe(
    'Odalar: 66 il okunuyor (A 41, A2 2, B 5, C 4, D 14), 15 il doğrulanmadı (E 15); 60 oda sitesi',
  );
});

test('regional chambers read each province from its own page', () => {
  const rows = listChamberCoverage();
  expect(rows.find((r) => r.province === 'Ardahan')).toMatchObject({
    source: 'oda-erzurum',
    label: 'Erzurum Eczacı Odası',
    page: 'https://www.erzurumeo.org.tr/nobetci-eczaneler/75',
    status: 'okunuyor',
  });
  expect(rows.find((r) => r.province === 'Kilis')).toMatchObject({ source: 'oda-gaziantep', status: 'doğrulanmadı' });
  expect(rows.find((r) => r.province === 'Yalova')).toMatchObject({ source: 'oda-istanbul', family: 'D' });
});
