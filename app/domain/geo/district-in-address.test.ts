import { expect, test } from 'vitest';
import { findDistrictInAddress } from '#app/domain/geo/geo.server.ts';

const find = (province: string, address: string) => findDistrictInAddress(province, address)?.name ?? null;

test('a district named at the end of an address is found, past the province, a postal code and Türkiye', () => {
  expect(find('ordu', 'Sağlık Mah. Kemal Cad. No:4 Altınordu')).toBe('Altınordu');
  expect(find('ordu', 'Cumhuriyet Mah. FATSA')).toBe('Fatsa');
  expect(find('ordu', 'Cumhuriyet Mah. No:3 Fatsa/Ordu')).toBe('Fatsa');
  expect(find('ordu', 'Atatürk Cad. 52400 Fatsa Ordu Türkiye')).toBe('Fatsa');
  expect(find('samsun', 'Gazi Cad. No:1 19 Mayıs')).toBe('19 Mayıs');
  expect(find('adana', 'TOROS MAH. 78090 SOK. F.GÜRHAN BERBER APT. NO:15/A ÇUKUROVA-ADANA')).toBe('Çukurova');
});

test('nothing is guessed from the middle of an address or from another province’s district', () => {
  expect(find('ordu', 'Fatsa Mah. Deniz Cad. No:4')).toBeNull();
  expect(find('ordu', 'Moda Cad. No:1 Kadıköy')).toBeNull();
  expect(find('ordu', 'Ordu')).toBeNull();
  expect(find('ordu', '')).toBeNull();
});
