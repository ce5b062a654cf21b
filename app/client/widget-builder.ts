import type { SearchSuggestion } from '#app/domain/public/public-page.ts';
import {
  QUICK_SIZES,
  parseWidgetEmbed,
  toEmbedCode,
  toPlaceProblem,
  toPreviewSize,
  toProvinceNameIn,
  toQuickSizeValue,
  toWidgetQuery,
  type PreviewMode,
} from '#app/domain/public/widget-config.ts';

/**
 * The widget builder (app/components/widget-builder-form.tsx) as the form
 * changes: the preview, its device size and the embed code follow at once, read
 * with the same parser the server uses for the submitted form. Another
 * province's districts come from the search index the search box also uses. The widget's
 * language goes into the preview's address and the embed code (its title names the province
 * as that language does: the option's `data-en`/`data-ar`).
 */

const COPIED_FOR_MS = 2000;

function isPreviewMode(value: string | undefined): value is PreviewMode {
  return value === 'desktop' || value === 'tablet' || value === 'mobile';
}

export function enhanceWidgetBuilder(
  form: HTMLFormElement,
  loadIndex: () => Promise<readonly SearchSuggestion[]>,
): void {
  const page = form.parentElement ?? document.body;
  const origin = form.dataset.widgetBuilder ?? '';
  const provinceSelect = form.querySelector<HTMLSelectElement>('select[name="province"]');
  const districtSelect = form.querySelector<HTMLSelectElement>('select[name="district"]');
  const width = form.querySelector<HTMLInputElement>('input[name="width"]');
  const height = form.querySelector<HTMLInputElement>('input[name="height"]');
  const output = form.querySelector('output');
  const problemBox = form.querySelector<HTMLElement>('[data-place-problem]');
  const iframe = page.querySelector<HTMLIFrameElement>('iframe[title="Widget önizlemesi"]');
  const codeBox = page.querySelector<HTMLElement>('[data-code]');
  const codeMissing = page.querySelector<HTMLElement>('[data-code-missing]');
  const textarea = codeBox?.querySelector('textarea');
  const copyButton = page.querySelector<HTMLButtonElement>('[data-copy-code]');
  const copyStatus = codeBox?.querySelector<HTMLElement>('[role="status"]');
  if (!provinceSelect || !districtSelect || !width || !height || !iframe || !textarea) return;
  let mode: PreviewMode = 'desktop';
  let copiedTimer: ReturnType<typeof setTimeout> | undefined;

  function districtNames(): string[] {
    return [...districtSelect!.options].filter((o) => o.value && !o.disabled).map((o) => o.value);
  }

  function update() {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
    const embed = parseWidgetEmbed(params);
    const option = provinceSelect!.selectedOptions[0];
    const province =
      option && !option.disabled
        ? {
            name: option.text,
            value: option.value,
            districts: districtNames(),
            exonyms: { en: option.dataset.en, ar: option.dataset.ar },
          }
        : undefined;
    const problem = toPlaceProblem(embed, province);
    if (problemBox) {
      problemBox.hidden = !problem;
      problemBox.textContent = problem ?? '';
    }
    if (output) output.textContent = String(embed.maxItems);
    for (const button of form.querySelectorAll<HTMLButtonElement>('button[name="size"]')) {
      button.setAttribute('aria-pressed', String(button.value === toQuickSizeValue(embed)));
    }
    const preview = toPreviewSize(embed, mode);
    const src = `/widget?${toWidgetQuery(embed)}`;
    if (iframe!.getAttribute('src') !== src) iframe!.src = src;
    iframe!.width = String(preview.width);
    iframe!.height = String(preview.height);
    if (codeBox) codeBox.hidden = Boolean(problem);
    if (codeMissing) codeMissing.hidden = !problem;
    textarea!.value = problem || !province ? '' : toEmbedCode(origin, embed, toProvinceNameIn(embed.lang, province));
  }

  async function showDistrictsOf(provinceName: string) {
    districtSelect!.replaceChildren(new Option('Tüm ilçeler', ''));
    const index = await loadIndex();
    for (const entry of index) {
      if (entry.type === 'district' && entry.provinceName === provinceName) {
        districtSelect!.add(new Option(entry.name, entry.name));
      }
    }
    update();
  }

  form.addEventListener('input', update);
  form.addEventListener('change', (event) => {
    if (event.target === provinceSelect) {
      // The old province's "(bulunamadı)" entry goes once a listed one is chosen.
      for (const o of [...provinceSelect.options]) if (o.disabled) o.remove();
      void showDistrictsOf(provinceSelect.selectedOptions[0]?.text ?? '');
    }
    update();
  });
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[name="size"]')) {
    button.addEventListener('click', (event) => {
      const size = QUICK_SIZES.find((s) => toQuickSizeValue(s) === button.value);
      if (!size) return;
      event.preventDefault();
      width.value = String(size.width);
      height.value = String(size.height);
      update();
    });
  }
  for (const button of page.querySelectorAll<HTMLButtonElement>('button[data-mode]')) {
    button.addEventListener('click', () => {
      if (!isPreviewMode(button.dataset.mode)) return;
      mode = button.dataset.mode;
      for (const other of page.querySelectorAll('button[data-mode]')) {
        other.setAttribute('aria-pressed', String(other === button));
      }
      update();
    });
  }
  textarea.addEventListener('focus', () => textarea.select());
  copyButton?.addEventListener('click', () => {
    navigator.clipboard.writeText(textarea.value).then(
      () => {
        copyButton.textContent = 'Kopyalandı';
        if (copyStatus) copyStatus.textContent = 'Kod panoya kopyalandı';
        clearTimeout(copiedTimer);
        copiedTimer = setTimeout(() => {
          copyButton.textContent = 'Kodu Kopyala';
          if (copyStatus) copyStatus.textContent = '';
        }, COPIED_FOR_MS);
      },
      (error: unknown) => console.error('Kopyalama başarısız', error),
    );
  });
  for (const hidden of page.querySelectorAll<HTMLElement>('[data-js-only]')) hidden.hidden = false;
}
