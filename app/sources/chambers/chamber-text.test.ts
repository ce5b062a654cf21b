import { expect, test } from 'vitest';
import {
  describeWindow,
  findProvinceDistrict,
  parseDutyHoursText,
  parseDutyWindowText,
  takeNightLimit,
  toChamberName,
  toChamberPhone,
  toDistrictName,
  toIsoDate,
  toMapPoint,
  withDative,
} from '#app/sources/chambers/chamber-text.ts';

test('toChamberName makes every source write one pharmacy the same way', () => {
  expect(toChamberName('EVCİM ECZANESİ  ECZANESİ')).toBe('Evcim Eczanesi');
  expect(toChamberName('DİNÇERLER')).toBe('Dinçerler Eczanesi');
  expect(toChamberName('IŞIK ECZANESİ')).toBe('Işık Eczanesi');
  expect(toChamberName('hayat eczanesi')).toBe('Hayat Eczanesi');
});

test('parseDutyWindowText reads a day window and an evening-to-morning one, in Istanbul time', () => {
  const day = parseDutyWindowText('16.08.2026 08:30 - 17.08.2026 08:30 arasında nöbetçidir.');
  expect(day).toEqual({
    start: new Date('2026-08-16T05:30:00Z'),
    end: new Date('2026-08-17T05:30:00Z'),
    dutyDate: '2026-08-16',
    rotation: '08:30',
  });
  const evening = parseDutyWindowText('27.08.2026 18:30 / 28.08.2026 08:30');
  expect(evening?.dutyDate).toBe('2026-08-27');
  expect(evening?.rotation).toBe('08:30');
  expect(describeWindow(evening!)).toBe('18:30 – 08:30');
  expect(parseDutyWindowText('17.08.2026 08:30 - 16.08.2026 08:30')).toBeNull();
  expect(parseDutyWindowText('Nöbetçidir')).toBeNull();
});

test('parseDutyHoursText places hours-only windows on the list date, past midnight when needed', () => {
  expect(parseDutyHoursText('18:30 / 08:30', '2026-11-27')).toEqual({
    start: new Date('2026-11-27T15:30:00Z'),
    end: new Date('2026-11-28T05:30:00Z'),
    dutyDate: '2026-11-27',
    rotation: '08:30',
  });
  expect(parseDutyHoursText('Nöbet', '2026-11-27')).toBeNull();
});

test('takeNightLimit finds the limit however the chamber wrote it and leaves the rest', () => {
  expect(takeNightLimit("**(GECE SAAT 23.59'A KADAR AÇIK)** TURUNÇOVA MAH.İNÖNÜ CAD. NO : 17/A FİNİKE")).toEqual({
    limit: '23:59',
    dutyHours: "Gece 23:59'a kadar açık",
    rest: 'TURUNÇOVA MAH.İNÖNÜ CAD. NO : 17/A FİNİKE',
  });
  expect(takeNightLimit("*(GECE SAAT 02:00'A KADAR AÇIK)* BELDİBİ MAH.").dutyHours).toBe("Gece 02:00'ye kadar açık");
  expect(takeNightLimit('GECE 23:59 ´A KADAR NÖBETÇİDİR').limit).toBe('23:59');
  expect(takeNightLimit('ATATÜRK CAD. NO:4')).toEqual({ limit: null, dutyHours: null, rest: 'ATATÜRK CAD. NO:4' });
  expect(withDative('01:00')).toBe("01:00'e");
  expect(withDative('00:30')).toBe("00:30'a");
});

test('toMapPoint reads the map links chambers use and refuses points outside Türkiye', () => {
  expect(toMapPoint('https://maps.google.com/maps?q=40.147273,26.406443')).toEqual({
    latitude: 40.147273,
    longitude: 26.406443,
  });
  expect(toMapPoint('https://www.google.com/maps?daddr=38.5,27.1&amp;z=15')).toEqual({
    latitude: 38.5,
    longitude: 27.1,
  });
  expect(toMapPoint('https://maps.google.com/maps?q=null,null')).toBeNull();
  expect(toMapPoint('https://maps.google.com/maps?q=0,0')).toBeNull();
  expect(toMapPoint(null)).toBeNull();
});

test('districts are found in headings and addresses of the province asked only', () => {
  expect(findProvinceDistrict('canakkale', 'AYVACIK/KÜÇÜKKUYU NÖBETÇİ ECZANELER')?.name).toBe('Ayvacık');
  expect(findProvinceDistrict('canakkale', 'LAPSEKİ /ÇARDAK NÖBETÇİ ECZANELER')?.name).toBe('Lapseki');
  expect(findProvinceDistrict('adana', 'KOZAN BUGÜN NÖBETÇİ ECZANELER')?.name).toBe('Kozan');
  expect(findProvinceDistrict('aksaray', 'KIRŞEHİR BUGÜN NÖBETÇİ ECZANELER')).toBeNull();
  expect(findProvinceDistrict('sinop', 'SİNOP - BOYABAT')?.name).toBe('Boyabat');
  expect(findProvinceDistrict('nigde', 'NİĞDE NÖBETÇİ ECZANELER')?.name).toBe('Merkez');
  expect(findProvinceDistrict('nigde', 'MERKEZ NÖBETÇİ ECZANELER')?.name).toBe('Merkez');
  expect(toDistrictName('antalya', ' Muratpaşa')).toBe('Muratpaşa');
  expect(toChamberPhone('tel:0242 344 64 74')).toBe('0242 344 64 74');
  expect(toChamberPhone('tel:')).toBeNull();
  expect(toIsoDate('06-10-2026')).toBe('2026-10-06');
});
