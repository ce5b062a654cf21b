/**
 * The pharmacists' chambers (eczacı odası) whose pages the scraper reads, one row per chamber site:
 * 60 sites serve the 81 provinces (issue 35; docs/decisions/0009-chamber-sources.md). A regional
 * chamber serves several provinces, each from its own page address. `reader` names the parser that
 * reads the site (app/sources/chambers/readers.server.ts): `a` the common chamber template, `a2` its
 * 2026 redesign, `b` the older pages, `c` the Trabzon regional template, the rest a chamber's own
 * endpoint. `family` is the site family of the facts (A, A2, B, C, D, E); E sites are read with the
 * family-A parser but not verified: the coverage table says "doğrulanmadı" for them. Pure data, kept
 * in domain/ because the provenance labels (app/domain/sources/provenance.ts) read it and reach the
 * browser; the adapters in app/sources/chambers/ read it too.
 */

export type ChamberReaderKind =
  | 'a'
  | 'a2'
  | 'b'
  | 'c'
  | 'amasya'
  | 'ankara'
  | 'antalya'
  | 'giresun'
  | 'hatay'
  | 'isparta'
  | 'istanbul'
  | 'konya'
  | 'ordu'
  | 'sanliurfa'
  | 'tokat'
  | 'usak';

export type ChamberSite = Readonly<{
  /** The source's name: `oda-` and the slug of the chamber's own province. */
  name: string;
  /** As visitors read it: "Çanakkale Eczacı Odası". */
  label: string;
  reader: ChamberReaderKind;
  family: 'A' | 'A2' | 'B' | 'C' | 'D' | 'E';
  /** False for family E: the address is known, the page's markup is not. */
  verified: boolean;
  /** The page each served province is read from, by plate. */
  pages: Readonly<Record<number, string>>;
  /** Other hosts the page sends the reader to (Ordu's district lists at ordu.eczanesistemi.net). */
  otherHosts?: readonly string[];
}>;

/** One row of the catalogue: the chamber's own province names it ("Erzurum Eczacı Odası"); E is unverified. */
function site(
  name: string,
  city: string,
  reader: ChamberReaderKind,
  family: ChamberSite['family'],
  pages: Record<number, string>,
  otherHosts?: readonly string[],
): ChamberSite {
  return { name, label: `${city} Eczacı Odası`, reader, family, verified: family !== 'E', pages, otherHosts };
}

export const CHAMBER_SITES: readonly ChamberSite[] = [
  site('oda-adana', 'Adana', 'a', 'A', { 1: 'https://www.adanaeo.org.tr/nobetci-eczaneler' }),
  site('oda-adiyaman', 'Adıyaman', 'a', 'A', { 2: 'https://www.adiyamaneo.org.tr/nobetci-eczaneler' }),
  site('oda-afyonkarahisar', 'Afyonkarahisar', 'a', 'A', {
    3: 'https://www.afyoneczaciodasi.org.tr/nobetci-eczaneler',
  }),
  site('oda-agri', 'Ağrı', 'a', 'A', { 4: 'https://www.agrieo.org.tr/nobetci-eczaneler' }),
  site('oda-aksaray', 'Aksaray', 'a', 'A', {
    40: 'https://www.aksarayeo.org.tr/nobetci-eczaneler',
    68: 'https://www.aksarayeo.org.tr/nobetci-eczaneler',
  }),
  site('oda-amasya', 'Amasya', 'amasya', 'D', { 5: 'https://www.amasyaeo.org.tr/nobet-listesi/' }),
  site('oda-ankara', 'Ankara', 'ankara', 'D', {
    6: 'https://www.aeo.org.tr/nobetci-eczaneler',
    71: 'https://www.aeo.org.tr/nobetci-eczaneler',
  }),
  site('oda-antalya', 'Antalya', 'antalya', 'D', { 7: 'https://www.antalyaeo.org.tr/tr/nobetci-eczaneler' }),
  site('oda-erzurum', 'Erzurum', 'a', 'A', {
    25: 'https://www.erzurumeo.org.tr/nobetci-eczaneler/25',
    36: 'https://www.erzurumeo.org.tr/nobetci-eczaneler/36',
    69: 'https://www.erzurumeo.org.tr/nobetci-eczaneler/69',
    75: 'https://www.erzurumeo.org.tr/nobetci-eczaneler/75',
    76: 'https://www.erzurumeo.org.tr/nobetci-eczaneler/76',
  }),
  site('oda-trabzon', 'Trabzon', 'c', 'C', {
    8: 'https://www.trabzoneczaciodasi.org.tr/nobetci-eczaneler/8',
    29: 'https://www.trabzoneczaciodasi.org.tr/nobetci-eczaneler/29',
    53: 'https://www.trabzoneczaciodasi.org.tr/nobetci-eczaneler/53',
    61: 'https://www.trabzoneczaciodasi.org.tr/nobetci-eczaneler/61',
  }),
  site('oda-aydin', 'Aydın', 'b', 'B', { 9: 'https://www.aydineczaciodasi.org.tr/2nobetci-eczaneler' }),
  site('oda-balikesir', 'Balıkesir', 'a', 'A', { 10: 'https://www.balikesireczaciodasi.org.tr/nobetci-eczaneler' }),
  site('oda-zonguldak', 'Zonguldak', 'a', 'A', {
    67: 'https://www.zeo.org.tr/nobetci-eczaneler',
    74: 'https://www.zeo.org.tr/nobetci-eczaneler',
  }),
  site('oda-batman', 'Batman', 'a', 'A', {
    49: 'https://www.batmaneczaciodasi.org.tr/nobetci-eczaneler/49',
    72: 'https://www.batmaneczaciodasi.org.tr/nobetci-eczaneler',
  }),
  site('oda-eskisehir', 'Eskişehir', 'a', 'E', {
    11: 'https://www.eskisehireo.org.tr/bilecik-nobetci-eczaneler',
    26: 'https://www.eskisehireo.org.tr/eskisehir-nobetci-eczaneler/',
  }),
  site('oda-elazig', 'Elazığ', 'a', 'A', {
    12: 'https://www.elazigeczaciodasi.org.tr/nobetci-eczaneler/bingol',
    23: 'https://www.elazigeczaciodasi.org.tr/nobetci-eczaneler/elazig',
    62: 'https://www.elazigeczaciodasi.org.tr/nobetci-eczaneler/tunceli',
  }),
  site('oda-van', 'Van', 'a', 'E', {
    13: 'https://www.vaneczaciodasi.org.tr/nobetci-eczaneler',
    30: 'https://www.vaneczaciodasi.org.tr/nobetci-eczaneler',
    65: 'https://www.vaneczaciodasi.org.tr/nobetci-eczaneler',
  }),
  site('oda-bolu', 'Bolu', 'a', 'A', { 14: 'https://seobit.org.tr/nobetci-eczaneler' }),
  site('oda-burdur', 'Burdur', 'a', 'E', { 15: 'https://www.burdureo.org.tr/nobetci-eczaneler' }),
  site('oda-bursa', 'Bursa', 'a', 'A', { 16: 'https://www.beo.org.tr/nobetci-eczaneler' }),
  site('oda-canakkale', 'Çanakkale', 'a', 'A', { 17: 'https://www.canakkaleeo.org.tr/nobetci-eczaneler' }),
  site('oda-kastamonu', 'Kastamonu', 'a', 'A', {
    18: 'https://www.kastamonueo.org.tr/nobetci-eczaneler/18',
    37: 'https://www.kastamonueo.org.tr/nobetci-eczaneler',
    78: 'https://www.kastamonueo.org.tr/nobetci-eczaneler/78',
  }),
  site('oda-corum', 'Çorum', 'a', 'A', { 19: 'https://www.corumeo.org.tr/nobetci-eczaneler' }),
  site('oda-denizli', 'Denizli', 'a', 'A', { 20: 'https://denizlieczaciodasi.org.tr/nobetci-eczaneler' }),
  site('oda-diyarbakir', 'Diyarbakır', 'a', 'A', { 21: 'https://www.diyarbakireo.org.tr/nobetci-eczaneler' }),
  site('oda-duzce', 'Düzce', 'a', 'A', { 81: 'https://www.duzceeo.org/nobetci-eczaneler' }),
  site('oda-edirne', 'Edirne', 'a', 'A', { 22: 'https://www.edirneeo.org.tr/nobetci-eczaneler' }),
  site('oda-erzincan', 'Erzincan', 'a', 'E', { 24: 'https://erzincaneo.org.tr/nobetci-eczaneler' }),
  site('oda-gaziantep', 'Gaziantep', 'a', 'E', {
    27: 'https://gaziantepeczaciodasi.com.gaziantepeo.org.tr/nobetci-eczaneler',
    79: 'https://gaziantepeczaciodasi.com.gaziantepeo.org.tr/nobetci-eczaneler',
  }),
  site('oda-giresun', 'Giresun', 'giresun', 'D', { 28: 'https://www.giresuneczaciodasi.org.tr/api/pharmacies' }),
  site('oda-hatay', 'Hatay', 'hatay', 'D', { 31: 'https://www.hatayeo.org.tr/nobetci-eczaneler' }),
  site('oda-isparta', 'Isparta', 'isparta', 'D', { 32: 'https://www.ispartaeo.org.tr/nobetci-eczaneler' }),
  site('oda-istanbul', 'İstanbul', 'istanbul', 'D', {
    34: 'https://www.istanbuleczaciodasi.org.tr/nobetci-eczane/',
    77: 'https://www.istanbuleczaciodasi.org.tr/nobetci-eczane/',
  }),
  site('oda-izmir', 'İzmir', 'a', 'A', { 35: 'https://www.izmireczaciodasi.org.tr/nobetci-eczaneler' }),
  site('oda-kahramanmaras', 'Kahramanmaraş', 'a', 'E', { 46: 'https://www.kahramanmaraseo.org.tr/nobetci-eczaneler' }),
  site('oda-karaman', 'Karaman', 'b', 'B', { 70: 'https://www.karamaneo.org.tr/nobet-listesi' }),
  site('oda-kayseri', 'Kayseri', 'a', 'E', { 38: 'https://www.kayserieo.org.tr/nobetci-eczaneler' }),
  site('oda-kirklareli', 'Kırklareli', 'b', 'B', { 39: 'https://www.kirklarelieo.org.tr/nobetci-eczaneler' }),
  site('oda-kocaeli', 'Kocaeli', 'a', 'E', { 41: 'https://www.kocaelieo.org.tr/nobetci-eczaneler' }),
  site('oda-konya', 'Konya', 'konya', 'D', { 42: 'http://www.konyanobetcieczaneleri.com' }),
  site('oda-kutahya', 'Kütahya', 'a', 'A', { 43: 'https://www.kutahyaeo.org.tr/nobetci-eczaneler' }),
  site('oda-malatya', 'Malatya', 'a', 'A', { 44: 'https://www.malatyaeczaciodasi.org.tr/nobetci-eczaneler' }),
  site('oda-manisa', 'Manisa', 'a', 'E', { 45: 'https://www.manisaeczaciodasi.org.tr/nobetci-eczaneler' }),
  site('oda-mardin', 'Mardin', 'a', 'A', { 47: 'https://www.mardineczaciodasi.org.tr/nobetci-eczaneler' }),
  site('oda-mersin', 'Mersin', 'a', 'A', { 33: 'https://www.mersineczaciodasi.org.tr/nobetci-eczaneler' }),
  site('oda-mugla', 'Muğla', 'a', 'A', { 48: 'https://www.muglaeczaciodasi.org.tr/nobetci-eczaneler' }),
  site('oda-nevsehir', 'Nevşehir', 'a', 'A', { 50: 'https://www.nevsehireo.org.tr/nobetci-eczaneler' }),
  site('oda-nigde', 'Niğde', 'b', 'B', { 51: 'https://www.neo.org.tr/nobetci-eczaneler' }),
  site('oda-ordu', 'Ordu', 'ordu', 'D', { 52: 'https://ordueczaciodasi.org.tr/nobetci-eczaneler/' }, [
    'ordu.eczanesistemi.net',
  ]),
  site('oda-osmaniye', 'Osmaniye', 'a', 'A', { 80: 'https://www.osmaniyeeczaciodasi.org.tr/nobetci-eczaneler' }),
  site('oda-sakarya', 'Sakarya', 'a', 'E', { 54: 'https://www.seo.org.tr/nobetci-eczaneler' }),
  site('oda-samsun', 'Samsun', 'a2', 'A2', {
    55: 'https://www.samsuneczaciodasi.org.tr/nobetci-eczaneler',
    57: 'https://www.samsuneczaciodasi.org.tr/nobetci-eczaneler',
  }),
  site('oda-sanliurfa', 'Şanlıurfa', 'sanliurfa', 'D', { 63: 'https://www.sanliurfaeo.org.tr/nobetci-eczaneler' }),
  site('oda-siirt', 'Siirt', 'a', 'A', { 56: 'https://siirteo.org.tr/nobetci-eczaneler' }),
  site('oda-sirnak', 'Şırnak', 'a', 'E', { 73: 'https://sirnakeo.org.tr/nobetci-eczaneler' }),
  site('oda-sivas', 'Sivas', 'b', 'B', { 58: 'https://www.sivaseo.org.tr/nobetci-eczaneler' }),
  site('oda-tekirdag', 'Tekirdağ', 'a', 'A', { 59: 'https://www.teo.org.tr/nobetci-eczaneler' }),
  site('oda-tokat', 'Tokat', 'tokat', 'D', { 60: 'https://www.tokateo.org/nobetcieczane.aspx' }),
  site('oda-usak', 'Uşak', 'usak', 'D', { 64: 'https://usakeczaciodasi.org.tr/usak-nobetci-eczaneler' }),
  site('oda-yozgat', 'Yozgat', 'a', 'A', { 66: 'https://www.yozgateo.org.tr/nobetci-eczaneler' }),
];

/** The chamber site serving a province (by plate), or null. */
export function findChamberSite(plate: number): ChamberSite | null {
  return CHAMBER_SITES.find((site) => plate in site.pages) ?? null;
}

/** Readers that ask one page per district (Samsun's form, Ordu's lists, Tokat's pages). */
const PER_DISTRICT_READERS: ReadonlySet<ChamberReaderKind> = new Set(['a2', 'ordu', 'tokat']);

/**
 * True when a province's chamber is read a page per district: its requests queue at one host for
 * tens of seconds, so a run starts it first (app/jobs/daily-scrape.server.ts).
 */
export function readsPerDistrict(plate: number): boolean {
  const site = findChamberSite(plate);
  return site !== null && PER_DISTRICT_READERS.has(site.reader);
}

/** Source name → label of every chamber, for the provenance labels. */
export const CHAMBER_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  CHAMBER_SITES.map((site) => [site.name, site.label]),
);
