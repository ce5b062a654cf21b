import { expect, test } from 'vitest';
import { toRefusalBody } from '#server/refusal.ts';

/** What a reader sees of a refusal page: its language, direction, title, sentence and link. */
function pageOf(body: string) {
  return {
    html: /<html [^>]*>/.exec(body)?.[0],
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
    h1: /<h1>([^<]*)<\/h1>/.exec(body)?.[1],
    message: /<\/h1><p>([^<]*)<\/p>/.exec(body)?.[1],
    link: /<a href="([^"]*)">([^<]*)<\/a>/.exec(body)?.slice(1),
  };
}

test('a form sent from another site to a Turkish page is refused in Turkish, as it always was', () => {
  const { type, body } = toRefusalBody(403, '/eczane/42/bildir');
  expect(type).toBe('text/html; charset=utf-8');
  expect(pageOf(body)).toEqual({
    html: '<html lang="tr">',
    title: 'Form başka bir siteden gönderildi',
    h1: 'Form başka bir siteden gönderildi',
    message:
      'Bu form bu sitenin sayfasından gönderilmediği için güvenliğiniz adına kabul edilmedi. Sayfayı bu siteden açıp yeniden deneyin.',
    link: ['/', 'Ana sayfaya dön'],
  });
});

test('on an English or Arabic page’s address the same refusal speaks the page’s language', () => {
  expect(pageOf(toRefusalBody(403, '/en/eczane/42/bildir').body)).toEqual({
    html: '<html lang="en" dir="ltr">',
    title: 'The form was sent from another site',
    h1: 'The form was sent from another site',
    message:
      'For your safety this form was not accepted, because it was not sent from a page of this site. Open the page on this site and try again.',
    link: ['/en/', 'Back to the home page to choose a province'],
  });
  expect(pageOf(toRefusalBody(403, '/ar/eczane/42/bildir').body)).toEqual({
    html: '<html lang="ar" dir="rtl">',
    title: 'أُرسل النموذج من موقع آخر',
    h1: 'أُرسل النموذج من موقع آخر',
    message:
      'لم يُقبل هذا النموذج حفاظًا على أمانك، لأنه لم يُرسَل من صفحة في هذا الموقع. افتح الصفحة من هذا الموقع وحاول مرة أخرى.',
    link: ['/ar/', 'عُد إلى الصفحة الرئيسية واختر الولاية'],
  });
  expect(pageOf(toRefusalBody(500, '/en/istanbul').body)).toMatchObject({
    html: '<html lang="en" dir="ltr">',
    message: 'Something unexpected went wrong while loading the page.',
  });
});

test('what the catalogues do not say stays Turkish and says so; "/enerji" is not English', () => {
  for (const [status, path, message] of [
    [429, '/en/istanbul', undefined],
    [415, '/ar/eczane/42/bildir', 'Bu adres yalnızca form verisi (application/x-www-form-urlencoded) kabul eder.'],
    [403, '/enerji', undefined],
  ] as const) {
    const page = pageOf(toRefusalBody(status, path, message).body);
    expect(page.html, path).toBe('<html lang="tr">');
    expect(page.link, path).toEqual(['/', 'Ana sayfaya dön']);
  }
  expect(pageOf(toRefusalBody(429, '/en/istanbul').body).title).toBe('Çok fazla istek');
});

test('JSON answers keep their shape and their Turkish, whatever the language', () => {
  expect(JSON.parse(toRefusalBody(403, '/api/v1/pharmacies').body)).toEqual({
    error: { code: 'forbidden', message: expect.stringContaining('Bu form bu sitenin sayfasından') },
  });
  expect(JSON.parse(toRefusalBody(403, '/api/admin/scrape').body)).toEqual({
    success: false,
    error: expect.stringContaining('Bu form bu sitenin sayfasından'),
  });
});
