import type { SnapshotPharmacy } from '#app/domain/roster/snapshot.ts';

/** A plainly fictional snapshot pharmacy in Kadıköy for component tests; `overrides` shape the case. */
export function samplePharmacy(overrides: Partial<SnapshotPharmacy> = {}): SnapshotPharmacy {
  return {
    id: 7,
    name: 'Örnek Lale Eczanesi',
    address: 'Caferağa Mah. Moda Cad. No:1',
    phone: '02160000000',
    phoneDisplay: '0 (216) 000 00 00',
    telHref: 'tel:+902160000000',
    district: 'Kadıköy',
    districtSlug: 'kadikoy',
    neighbourhood: 'Caferağa',
    dutyHours: '08:30 - 08:30',
    note: null,
    locationLine: 'Caferağa Mah.',
    mapUrl: null,
    latitude: null,
    longitude: null,
    ...overrides,
  };
}
