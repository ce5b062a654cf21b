import { expect, test } from 'vitest';
import { CONTENT_MESSAGES, checkTargetUrl } from '#app/domain/admin/content-fetch-messages.ts';

test('an address without its scheme, as an address bar shows it, is read as https', () => {
  const checked = checkTargetUrl('  www.eczaneler.gen.tr/nobetci-osmaniye-duzici ');
  expect(checked.ok && checked.url.href).toBe('https://www.eczaneler.gen.tr/nobetci-osmaniye-duzici');
  const withPort = checkTargetUrl('127.0.0.1:4010/liste');
  expect(withPort.ok && withPort.url.href).toBe('https://127.0.0.1:4010/liste');
  const plain = checkTargetUrl('http://ornek.example/x');
  expect(plain.ok && plain.url.href).toBe('http://ornek.example/x');
});

test('other schemes, blanks and nonsense are refused in Turkish before any request', () => {
  expect(checkTargetUrl('javascript:alert(1)')).toEqual({ ok: false, error: CONTENT_MESSAGES.urlProtocol });
  expect(checkTargetUrl('ftp://ornek.example/')).toEqual({ ok: false, error: CONTENT_MESSAGES.urlProtocol });
  expect(checkTargetUrl('data:text/html,x')).toEqual({ ok: false, error: CONTENT_MESSAGES.urlProtocol });
  expect(checkTargetUrl('   ')).toEqual({ ok: false, error: CONTENT_MESSAGES.urlRequired });
  expect(checkTargetUrl('http://')).toEqual({ ok: false, error: CONTENT_MESSAGES.urlInvalid });
});
