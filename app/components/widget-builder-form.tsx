import { LOCALE_NAMES, LOCALES } from '#app/domain/i18n/locale.ts';
import {
  QUICK_SIZES,
  WIDGET_LIMITS,
  WIDGET_THEMES,
  WIDGET_THEME_LABELS,
  toEmbedCode,
  toPlaceProblem,
  toPreviewSize,
  toProvinceNameIn,
  toQuickSizeValue,
  toWidgetQuery,
  type PreviewMode,
  type WidgetBuilderData,
} from '#app/domain/public/widget-config.ts';

const MODES: { id: PreviewMode; label: string }[] = [
  { id: 'desktop', label: 'Masaüstü' },
  { id: 'tablet', label: 'Tablet' },
  { id: 'mobile', label: 'Mobil' },
];

const STEPS = [
  'İl, isterseniz ilçe, tema, dil ve boyutu seçin; önizleme hemen güncellenir.',
  '“Kodu Kopyala” düğmesiyle yerleştirme kodunu kopyalayın.',
  'Kodu sitenizin HTML’inde listenin görünmesini istediğiniz yere yapıştırın.',
  'Liste her gün kendiliğinden güncellenir; sizin bir şey yapmanız gerekmez.',
];

const field = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 dark:bg-stone-900';
const pill =
  'min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold aria-pressed:bg-stone-800 aria-pressed:text-white dark:aria-pressed:bg-stone-200 dark:aria-pressed:text-stone-900';

/**
 * The widget builder's form, preview and embed code (the `/widget-generator` route gives it the
 * provinces, the site's origin and the settings from the address). Server-rendered for those
 * settings; the page script (app/client/widget-builder.ts) keeps the preview and the code in step
 * with the form and reveals the device and copy buttons, which need JavaScript.
 */
export function WidgetBuilderForm({ data }: { data: WidgetBuilderData }) {
  const { provinces, districts, origin, initial: embed } = data;
  const province = provinces.find((p) => p.value === embed.province);
  const problem = toPlaceProblem(embed, province ? { ...province, districts } : undefined);
  const code = problem || !province ? '' : toEmbedCode(origin, embed, toProvinceNameIn(embed.lang, province));
  const preview = toPreviewSize(embed, 'desktop');

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_1fr]">
      <form method="get" className="space-y-4" aria-label="Widget ayarları" data-widget-builder={origin}>
        <p
          role="alert"
          hidden={!problem}
          data-place-problem=""
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          {problem}
        </p>
        <label className="block font-semibold">
          İl
          <select name="province" className={field} defaultValue={embed.province}>
            {province ? null : (
              <option value={embed.province} disabled>
                {embed.province} (bulunamadı)
              </option>
            )}
            {/* The English and Arabic names, for the title of an English or Arabic widget's embed code. */}
            {provinces.map((p) => (
              <option key={p.value} value={p.value} data-en={p.exonyms.en} data-ar={p.exonyms.ar}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-semibold">
          İlçe (isteğe bağlı)
          <select name="district" className={field} defaultValue={embed.district}>
            <option value="">Tüm ilçeler</option>
            {embed.district && !districts.includes(embed.district) ? (
              <option value={embed.district} disabled>
                {embed.district} (bulunamadı)
              </option>
            ) : null}
            {districts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-semibold">
          Tema
          <select name="theme" className={field} defaultValue={embed.theme}>
            {WIDGET_THEMES.map((t) => (
              <option key={t} value={t}>
                {WIDGET_THEME_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        {/* The widget's language; each named in its own, as the site's language switch does. */}
        <label className="block font-semibold">
          Widget dili
          <select name="lang" className={field} defaultValue={embed.lang}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="block font-semibold">
            Genişlik (px)
            <input
              name="width"
              type="number"
              inputMode="numeric"
              min={WIDGET_LIMITS.width.min}
              max={WIDGET_LIMITS.width.max}
              className={field}
              defaultValue={embed.width}
            />
          </label>
          <label className="block font-semibold">
            Yükseklik (px)
            <input
              name="height"
              type="number"
              inputMode="numeric"
              min={WIDGET_LIMITS.height.min}
              max={WIDGET_LIMITS.height.max}
              className={field}
              defaultValue={embed.height}
            />
          </label>
        </div>
        <fieldset>
          <legend className="font-semibold">Hazır boyutlar</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {QUICK_SIZES.map((size) => (
              <button
                key={size.label}
                type="submit"
                name="size"
                value={toQuickSizeValue(size)}
                className={pill}
                aria-pressed={embed.width === size.width && embed.height === size.height}
              >
                {size.label} {size.width}×{size.height}
              </button>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-11 items-center gap-2">
          <input type="hidden" name="showHeader" value="false" />
          <input type="checkbox" name="showHeader" value="true" className="size-5" defaultChecked={embed.showHeader} />
          Başlığı göster
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="hidden" name="showPhone" value="false" />
          <input type="checkbox" name="showPhone" value="true" className="size-5" defaultChecked={embed.showPhone} />
          Telefon ve arama düğmesini göster
        </label>
        {/* The count beside the label, not inside it: a label names one control, here the slider. */}
        <div className="font-semibold">
          <label htmlFor="widget-max-items">En fazla eczane sayısı:</label>{' '}
          <output htmlFor="widget-max-items">{embed.maxItems}</output>
          <input
            id="widget-max-items"
            name="maxItems"
            type="range"
            min={WIDGET_LIMITS.maxItems.min}
            max={WIDGET_LIMITS.maxItems.max}
            className="mt-1 block min-h-11 w-full accent-brand"
            defaultValue={embed.maxItems}
          />
        </div>
        <button type="submit" className="min-h-11 rounded-lg bg-stone-800 px-4 font-semibold text-white">
          Önizlemeyi Güncelle
        </button>
      </form>

      <div className="min-w-0 space-y-6">
        <section aria-labelledby="onizleme">
          <h2 id="onizleme" className="text-2xl font-bold">
            Önizleme
          </h2>
          <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Önizleme cihazı" hidden data-js-only="">
            {MODES.map((m) => (
              <button key={m.id} type="button" className={pill} aria-pressed={m.id === 'desktop'} data-mode={m.id}>
                {m.label}
              </button>
            ))}
          </div>
          <div className="mt-3 overflow-auto rounded-xl border border-stone-300 bg-stone-100 p-3 dark:border-stone-700 dark:bg-stone-900">
            <iframe
              title="Widget önizlemesi"
              src={`/widget?${toWidgetQuery(embed)}`}
              width={preview.width}
              height={preview.height}
              className="mx-auto block max-w-full border-0 bg-white"
            />
          </div>
        </section>
        <section aria-labelledby="kod">
          <h2 id="kod" className="text-2xl font-bold">
            Yerleştirme kodu
          </h2>
          <p className="mt-2 text-stone-800 dark:text-stone-200" hidden={!problem} data-code-missing="">
            Yerleştirme kodu, listeden var olan bir il (ve isterseniz ilçe) seçildiğinde oluşur.
          </p>
          <div hidden={Boolean(problem)} data-code="">
            <textarea
              aria-labelledby="kod"
              readOnly
              rows={6}
              value={code}
              className="mt-2 block w-full rounded-lg border border-stone-400 bg-white p-3 font-mono text-sm dark:bg-stone-900"
            />
            <button
              type="button"
              hidden
              data-js-only=""
              data-copy-code=""
              className="mt-2 min-h-11 rounded-lg bg-brand px-4 font-semibold text-white"
            >
              Kodu Kopyala
            </button>
            <span role="status" className="sr-only" />
          </div>
        </section>
        <section aria-labelledby="kullanim">
          <h2 id="kullanim" className="text-2xl font-bold">
            Nasıl kullanılır
          </h2>
          <ol className="mt-2 list-decimal space-y-2 pl-6 text-stone-800 dark:text-stone-200">
            {STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
