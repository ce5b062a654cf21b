import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { enhanceShare } from '#app/client/share.ts';
import { translatorFor } from '#app/domain/i18n/translate.ts';

/**
 * The page script's words for sharing (app/client/share.ts), with just enough of a browser: the
 * words an English or Arabic page gives on the element (`data-share-text`, `data-msg-*`), and on a
 * Turkish page, which gives none, the Turkish catalogue's.
 */

class FakeElement {
  hidden = true;
  textContent = '';
  readonly dataset: Record<string, string>;
  readonly listeners: ((event: { preventDefault: () => void }) => void)[] = [];
  constructor(dataset: Record<string, string> = {}) {
    this.dataset = dataset;
  }
  addEventListener(_type: string, listener: (event: { preventDefault: () => void }) => void) {
    this.listeners.push(listener);
  }
  click() {
    for (const listener of this.listeners) listener({ preventDefault() {} });
  }
}
class FakeAnchor extends FakeElement {
  href = 'https://nobetci.example/en/eczane/42/paylas';
}
class FakeButton extends FakeElement {
  section: { querySelector: () => FakeElement } | null = null;
  closest() {
    return this.section;
  }
}
class FakeInput extends FakeElement {
  value = 'https://nobetci.example/eczane/42/paylas';
  select() {}
}

const shared: { title: string; text: string; url: string }[] = [];
let copies: 'work' | 'fail' = 'work';

beforeEach(() => {
  shared.length = 0;
  vi.stubGlobal('HTMLAnchorElement', FakeAnchor);
  vi.stubGlobal('HTMLButtonElement', FakeButton);
  vi.stubGlobal('HTMLInputElement', FakeInput);
  vi.stubGlobal('document', { title: 'Nöbetçi Eczane' });
  vi.stubGlobal('location', { href: 'https://nobetci.example/en/istanbul/kadikoy' });
  vi.stubGlobal('navigator', {
    share: (data: { title: string; text: string; url: string }) => {
      shared.push(data);
      return Promise.resolve();
    },
    clipboard: { writeText: () => (copies === 'work' ? Promise.resolve() : Promise.reject(new Error('denied'))) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page with `shareLinks` and one copy button with its field and status line. */
function pageWith(shareLinks: FakeElement[], copyButton: FakeButton) {
  const field = new FakeInput();
  const status = new FakeElement();
  copyButton.section = { querySelector: () => status };
  const root = {
    querySelectorAll: (selector: string) => (selector === '[data-share]' ? shareLinks : [copyButton]),
    getElementById: () => field,
  };
  enhanceShare(root as unknown as Document);
  return status;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a card’s share sheet text is the page’s words, and on a Turkish card the Turkish catalogue’s', () => {
  const english = new FakeAnchor({ share: 'Moda Eczanesi', shareText: 'Moda Eczanesi (on-duty pharmacy)' });
  const turkish = new FakeAnchor({ share: 'Moda Eczanesi' });
  pageWith([english, turkish], new FakeButton({ copy: 'f' }));
  english.click();
  turkish.click();
  expect(shared.map((data) => data.text)).toEqual([
    'Moda Eczanesi (on-duty pharmacy)',
    translatorFor('tr')('share.textTitle', { name: 'Moda Eczanesi' }),
  ]);
});

test('the copy line says the page’s words when copying works and when it does not', async () => {
  const arabic = { copy: 'f', msgCopied: 'تم نسخ الرابط.', msgCopyFailed: 'تعذّر النسخ: حدِّد الرابط وانسخه بنفسك.' };
  const button = new FakeButton(arabic);
  const line = pageWith([], button);
  copies = 'work';
  button.click();
  await flush();
  expect(line.textContent).toBe('تم نسخ الرابط.');
  copies = 'fail';
  button.click();
  await flush();
  expect(line.textContent).toBe('تعذّر النسخ: حدِّد الرابط وانسخه بنفسك.');
});

test('on a Turkish page, which gives no words, the copy line is the Turkish catalogue’s', async () => {
  const t = translatorFor('tr');
  const button = new FakeButton({ copy: 'f' });
  const line = pageWith([], button);
  copies = 'work';
  button.click();
  await flush();
  expect(line.textContent).toBe(t('share.copied'));
  copies = 'fail';
  button.click();
  await flush();
  expect(line.textContent).toBe(t('share.copyFailed'));
});
