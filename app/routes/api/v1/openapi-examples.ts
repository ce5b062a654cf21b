/**
 * The examples of the OpenAPI document (app/routes/api/v1/openapi-document.ts): a list answer as
 * `/api/v1/provinces/{province}/pharmacies` gives it, and a nearby answer, shown on `/api-belgeleri`
 * and checked against the document's schemas by the tests.
 */

export const EXAMPLE_PHARMACY_LIST = {
  province: { plate: 34, name: 'İstanbul', slug: 'istanbul' },
  district: { name: 'Kadıköy', slug: 'kadikoy' },
  dutyDate: '2026-11-22',
  dutyWindow: { start: '2026-11-22T05:30:00.000Z', end: '2026-11-23T05:30:00.000Z' },
  isStale: false,
  source: 'e-devlet',
  sourceLabel: 'e-Devlet (onaylı liste)',
  provenance: "Kaynak: e-Devlet (onaylı liste) · eczaneler.gen.tr ile karşılaştırıldı: 14 eczanenin 14'ü aynı · 11:48",
  check: {
    source: 'eczaneler.gen.tr',
    sourceLabel: 'eczaneler.gen.tr',
    same: 14,
    total: 14,
    otherTotal: 14,
    disagrees: false,
    checkedAt: '2026-11-22T08:48:03.000Z',
  },
  fetchedAt: '2026-11-22T08:48:00.000Z',
  dataAge: '12 dakika önce',
  pharmacies: [
    {
      id: 1,
      name: 'Moda Eczanesi',
      address: 'Moda Cad. 1',
      phone: '0216 000 00 01',
      phoneDisplay: '0 (216) 000 00 01',
      telHref: 'tel:+902160000001',
      district: 'Kadıköy',
      neighbourhood: null,
      dutyHours: 'GECE-GÜNDÜZ NÖBETÇİDİR',
      note: null,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Moda+Cad.+1,+Kad%C4%B1k%C3%B6y,+%C4%B0stanbul',
      latitude: null,
      longitude: null,
    },
  ],
} as const;

export const EXAMPLE_NEARBY_LIST = {
  position: { lat: 40.984, lng: 29.058 },
  radiusKm: 50,
  withinTurkey: true,
  pharmacies: [
    {
      ...EXAMPLE_PHARMACY_LIST.pharmacies[0],
      latitude: 40.9843,
      longitude: 29.0291,
      province: EXAMPLE_PHARMACY_LIST.province,
      districtSlug: 'kadikoy',
      dutyDate: '2026-11-22',
      distanceKm: 2.43,
      distanceIsApproximate: false,
      openStatus: {
        kind: 'open',
        label: 'Şu an açık',
        detail: 'Nöbetçi: 08:30 nöbet devrine kadar açık.',
        until: '08:30',
      },
    },
  ],
} as const;
