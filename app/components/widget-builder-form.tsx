import { useEffect, useRef, useState } from 'react';
import {
  QUICK_SIZES,
  WIDGET_LIMITS,
  WIDGET_THEMES,
  WIDGET_THEME_LABELS,
  clampToLimit,
  isWidgetTheme,
  toEmbedCode,
  toPlaceProblem,
  toPreviewSize,
  toQuickSizeValue,
  toWidgetQuery,
  type PreviewMode,
  type WidgetBuilderData,
  type WidgetSettings,
} from '#app/domain/public/widget-config.ts';

const MODES: { id: PreviewMode; label: string }[] = [
  { id: 'desktop', label: 'Masaüstü' },
  { id: 'tablet', label: 'Tablet' },
  { id: 'mobile', label: 'Mobil' },
];

const STEPS = [
  'İl, isterseniz ilçe, tema ve boyutu seçin; önizleme hemen güncellenir.',
  '"Kodu Kopyala" düğmesiyle yerleştirme kodunu kopyalayın.',
  'Kodu sitenizin HTML’inde listenin görünmesini istediğiniz yere yapıştırın.',
  'Liste her gün kendiliğinden güncellenir; sizin bir şey yapmanız gerekmez.',
];

const field = 'mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 dark:bg-stone-900';
const pill =
  'min-h-11 rounded-lg border border-stone-400 px-3 text-sm font-semibold aria-pressed:bg-stone-800 aria-pressed:text-white dark:aria-pressed:bg-stone-200 dark:aria-pressed:text-stone-900';

/**
 * The widget builder's form, preview and embed code (the `/widget-generator` route gives it the
 * provinces, the site's origin and the settings from the address).
 */
export function WidgetBuilderForm({ data }: { data: WidgetBuilderData }) {
  const { provinces, origin, initial } = data;
  const [settings, setSettings] = useState<WidgetSettings>(initial);
  const [width, setWidth] = useState(String(initial.width));
  const [height, setHeight] = useState(String(initial.height));
  const [mode, setMode] = useState<PreviewMode>('desktop');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const embed = {
    ...settings,
    width: clampToLimit(width, WIDGET_LIMITS.width),
    height: clampToLimit(height, WIDGET_LIMITS.height),
  };
  const province = provinces.find((p) => p.value === settings.province);
  const problem = toPlaceProblem(settings, province);
  const code = problem ? '' : toEmbedCode(origin, embed);
  const preview = toPreviewSize(embed, mode);
  const set = (patch: Partial<WidgetSettings>) => setSettings((s) => ({ ...s, ...patch }));

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error('Kopyalama başarısız', error);
    }
  }

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_1fr]">
      <form method="get" className="space-y-4" aria-label="Widget ayarları">
        {problem ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
          >
            {problem}
          </p>
        ) : null}
        <label className="block font-semibold">
          İl
          <select
            name="province"
            className={field}
            value={settings.province}
            onChange={(e) => set({ province: e.target.value, district: '' })}
          >
            {province ? null : (
              <option value={settings.province} disabled>
                {settings.province} (bulunamadı)
              </option>
            )}
            {provinces.map((p) => (
              <option key={p.value} value={p.value}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-semibold">
          İlçe (isteğe bağlı)
          <select
            name="district"
            className={field}
            value={settings.district}
            onChange={(e) => set({ district: e.target.value })}
          >
            <option value="">Tüm ilçeler</option>
            {settings.district && !province?.districts.includes(settings.district) ? (
              <option value={settings.district} disabled>
                {settings.district} (bulunamadı)
              </option>
            ) : null}
            {province?.districts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-semibold">
          Tema
          <select
            name="theme"
            className={field}
            value={settings.theme}
            onChange={(e) => isWidgetTheme(e.target.value) && set({ theme: e.target.value })}
          >
            {WIDGET_THEMES.map((t) => (
              <option key={t} value={t}>
                {WIDGET_THEME_LABELS[t]}
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
              value={width}
              onChange={(e) => setWidth(e.target.value)}
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
              value={height}
              onChange={(e) => setHeight(e.target.value)}
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
                onClick={(e) => {
                  e.preventDefault();
                  setWidth(String(size.width));
                  setHeight(String(size.height));
                }}
              >
                {size.label} {size.width}×{size.height}
              </button>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-11 items-center gap-2">
          <input type="hidden" name="showHeader" value="false" />
          <input
            type="checkbox"
            name="showHeader"
            value="true"
            className="size-5"
            checked={settings.showHeader}
            onChange={(e) => set({ showHeader: e.target.checked })}
          />
          Başlığı göster
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="hidden" name="showPhone" value="false" />
          <input
            type="checkbox"
            name="showPhone"
            value="true"
            className="size-5"
            checked={settings.showPhone}
            onChange={(e) => set({ showPhone: e.target.checked })}
          />
          Telefon ve arama düğmesini göster
        </label>
        <label className="block font-semibold">
          En fazla eczane sayısı: <output>{settings.maxItems}</output>
          <input
            name="maxItems"
            type="range"
            min={WIDGET_LIMITS.maxItems.min}
            max={WIDGET_LIMITS.maxItems.max}
            className="mt-1 block min-h-11 w-full accent-brand"
            value={settings.maxItems}
            onChange={(e) => set({ maxItems: clampToLimit(e.target.value, WIDGET_LIMITS.maxItems) })}
          />
        </label>
        <button type="submit" className="min-h-11 rounded-lg bg-stone-800 px-4 font-semibold text-white">
          Önizlemeyi Güncelle
        </button>
      </form>

      <div className="min-w-0 space-y-6">
        <section aria-labelledby="onizleme">
          <h2 id="onizleme" className="text-2xl font-bold">
            Önizleme
          </h2>
          <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Önizleme cihazı">
            {MODES.map((m) => (
              <button
                key={m.id}
                type="button"
                className={pill}
                aria-pressed={mode === m.id}
                onClick={() => setMode(m.id)}
              >
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
          {problem ? (
            <p className="mt-2 text-stone-800 dark:text-stone-200">
              Yerleştirme kodu, listeden var olan bir il (ve isterseniz ilçe) seçildiğinde oluşur.
            </p>
          ) : (
            <>
              <textarea
                aria-labelledby="kod"
                readOnly
                rows={6}
                value={code}
                className="mt-2 block w-full rounded-lg border border-stone-400 bg-white p-3 font-mono text-sm dark:bg-stone-900"
                onFocus={(e) => e.currentTarget.select()}
              />
              <button
                type="button"
                onClick={() => void copy()}
                className="mt-2 min-h-11 rounded-lg bg-brand px-4 font-semibold text-white"
              >
                {copied ? 'Kopyalandı' : 'Kodu Kopyala'}
              </button>
              <span role="status" className="sr-only">
                {copied ? 'Kod panoya kopyalandı' : ''}
              </span>
            </>
          )}
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
