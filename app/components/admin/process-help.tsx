/** Usage instructions of the process page. */
export function ProcessHelp() {
  return (
    <section
      aria-labelledby="kullanim"
      className="rounded-xl border border-stone-200 bg-white p-4 text-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id="kullanim" className="text-lg font-bold">
        Kullanım Talimatları
      </h2>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        <li>
          Her satıra bir eczane yazın. Alanlar dikey çizgi (|) ile, alan adı ve değeri iki nokta (:) ile ayrılır:
          <code className="mt-1 block rounded bg-stone-100 p-2 text-xs break-words dark:bg-stone-800">
            Eczane Adı: Hayat Eczanesi | Konum: Giresun | İlçe: Merkez | Telefon: 0454 000 00 00 | Adres: Atatürk Cad.
            No:1
          </code>
        </li>
        <li>
          Yalnızca Eczane Adı zorunludur. Tanınan alanlar: Eczane Adı, Konum (il), İlçe, Telefon, Adres; ayrıca Nöbet
          Saatleri, Mahalle ve Not.
        </li>
        <li>
          Konum yazılmamış satırlar ve etiketsiz düz metin (ad, adres ve telefon satırları) seçtiğiniz il için okunur.
        </li>
        <li>
          Her il için seçilen nöbet tarihinin listesi tek seferde yenilenir; başka iller ve tarihler değişmez. Yarım
          kalan bir işlem eski listeyi silmez.
        </li>
        <li>Hatalı satırlar atlanır ve satır numarası ile nedeni sonuç kutusunda gösterilir.</li>
        <li>
          Bir ilin listesi son geçerli listesinin yarısından kısaysa (eksik yapıştırılmış olabilir) kaydedilmez ve eski
          liste yayında kalır; liste gerçekten kısaysa “Yine de kaydet” ile onaylayın.
        </li>
        <li>
          &quot;Örnek Veri Çek&quot; seçilen ilin güncel nöbet listesini kaynaktan getirir; kaydetmeden önce gözden
          geçirin.
        </li>
        <li>
          Betiklerden: <code>POST /api/admin/process-pharmacy-data?date=YYYY-AA-GG</code> (text/plain gövde,
          X-CSRF-Token başlığı).
        </li>
      </ol>
    </section>
  );
}
