/**
 * Old, short and colloquial names of provinces and districts that people still type and link:
 * "Antep" for Gaziantep, "Eyüp" for Eyüpsultan (renamed in 2017). Pure data, small enough for the
 * browser too: the search box suggests from it as the server redirects with it.
 *
 * A name that is a district of its own is not listed as a province's alias: "Adapazarı" and
 * "İzmit" are districts (of Sakarya and Kocaeli) and lead there as districts do.
 */

/** Each province's other names, by its slug. */
export const PROVINCE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  afyonkarahisar: ['Afyon'],
  sanliurfa: ['Urfa', 'Ş.Urfa'],
  kahramanmaras: ['Maraş', 'K.Maraş'],
  gaziantep: ['Antep'],
  mersin: ['İçel'],
  tunceli: ['Dersim'],
};

/** Districts by their former names, with the province that has them. */
export const DISTRICT_ALIASES: readonly { province: string; district: string; names: readonly string[] }[] = [
  // Renamed Eyüpsultan in 2017.
  { province: 'istanbul', district: 'eyupsultan', names: ['Eyüp'] },
  // Renamed Kahramankazan in 2016.
  { province: 'ankara', district: 'kahramankazan', names: ['Kazan'] },
];
