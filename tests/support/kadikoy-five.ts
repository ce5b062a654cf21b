/**
 * Five Kadıköy pharmacies with phones and addresses, as roster lines ("Eczane Adı: Moda | …"): the
 * widget tests' list of more than a compact widget shows.
 */
export const KADIKOY_FIVE: readonly string[] = ['Moda', 'Bahariye', 'Fenerbahçe', 'Göztepe', 'Caddebostan'].map(
  (name, i) =>
    `Eczane Adı: ${name} | Konum: İstanbul | İlçe: Kadıköy | Telefon: 0216 000 00 0${i + 1} | Adres: ${name} Cad. ${i + 1}`,
);
