import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { DISTRICT_CENTRES } from '#app/domain/geo/district-centres.ts';
import { countDropped, deriveDistrictCentres, parseLatLng } from './district-centres-derive.ts';

const dumpPath = fileURLToPath(new URL('../../shared/fixtures/real/pharmacies.json', import.meta.url));
const hasDump = existsSync(dumpPath);

const pharmacy = (loc: string, name = 'ÖRNEK ECZANESİ') => ({ name, dist: '', address: '', phone: '', loc });

// The recorded dump lives outside the repository (it is not ours to commit): skipped when absent.
test.skipIf(!hasDump)(
  'the committed table equals a fresh derivation from ../shared/fixtures/real/pharmacies.json (skipped when absent)',
  () => {
    const { centres, report } = deriveDistrictCentres(JSON.parse(readFileSync(dumpPath, 'utf8')));
    expect(report.unmatchedProvinceKeys).toEqual([]);
    expect(report.unmatchedDistrictKeys).toEqual([]);
    expect(centres).toEqual(DISTRICT_CENTRES);
  },
);

test('keys match in any case, with the combining dot of a plain toLowerCase()', () => {
  const { centres, report } = deriveDistrictCentres({
    i̇stanbul: { kadiköy: [pharmacy('40.99,29.03')], beşi̇ktaş: [pharmacy('41.04,29.00')] },
    GIRESUN: { merkez: [pharmacy('40.91,38.39')], giresun: [pharmacy('40.93,38.41')] },
  });
  expect(report.unmatchedProvinceKeys).toEqual([]);
  expect(report.unmatchedDistrictKeys).toEqual([]);
  expect(centres).toEqual({
    giresun: { merkez: [40.92, 38.4] },
    istanbul: { besiktas: [41.04, 29], kadikoy: [40.99, 29.03] },
  });
});

test('unmatched keys are reported, not guessed', () => {
  const { centres, report } = deriveDistrictCentres({
    atlantis: { merkez: [pharmacy('40,30')] },
    ankara: { 'no such district': [pharmacy('39.9,32.8')] },
  });
  expect(centres).toEqual({});
  expect(report.unmatchedProvinceKeys).toEqual(['atlantis']);
  expect(report.unmatchedDistrictKeys).toEqual(['ankara/no such district']);
});

test('records without coordinates or outside Türkiye are dropped', () => {
  const { centres, report } = deriveDistrictCentres({
    ankara: { cankaya: [pharmacy(''), pharmacy('51.5,-0.12'), pharmacy('39.9,32.85')] },
  });
  expect(centres).toEqual({ ankara: { cankaya: [39.9, 32.85] } });
  expect(countDropped(report)).toMatchObject({ noCoordinates: 1, outsideTurkey: 1 });
});

test('a point far from the rest of its province is dropped', () => {
  const { centres, report } = deriveDistrictCentres({
    ankara: {
      cankaya: [pharmacy('39.90,32.85'), pharmacy('39.91,32.86')],
      kecioren: [pharmacy('39.98,32.86')],
      mamak: [pharmacy('39.93,32.91')],
      // Kars, ~900 km away: geocoded into the wrong province.
      polatli: [pharmacy('40.60,43.10')],
    },
  });
  expect(centres.ankara).not.toHaveProperty('polatli');
  expect(countDropped(report).farFromProvince).toBe(1);
});

test('in a district of three or more points, one far from the others is dropped', () => {
  const { centres, report } = deriveDistrictCentres({
    konya: {
      eregli: [pharmacy('37.51,34.05'), pharmacy('37.51,34.06'), pharmacy('37.52,34.05'), pharmacy('37.92,33.91')],
    },
  });
  expect(centres).toEqual({ konya: { eregli: [37.5133, 34.0533] } });
  expect(countDropped(report).farFromDistrict).toBe(1);
});

test('parseLatLng reads "lat,lng" and rejects anything else', () => {
  expect(parseLatLng('41,28.7974')).toEqual({ lat: 41, lng: 28.7974 });
  expect(parseLatLng(' 40.1 , 29.2 ')).toEqual({ lat: 40.1, lng: 29.2 });
  expect(parseLatLng('')).toBeNull();
  expect(parseLatLng('40.1;29.2')).toBeNull();
  expect(parseLatLng(undefined)).toBeNull();
});
