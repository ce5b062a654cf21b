import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { PharmacyShareLink } from '#app/components/pharmacy-share-link.tsx';

test('"Paylaş" is one small link to the pharmacy’s share page, named for screen readers', () => {
  const html = renderToStaticMarkup(<PharmacyShareLink pharmacy={{ id: 1288, name: 'Örnek Lale Eczanesi' }} />);
  expect(html).toBe(
    '<a href="/eczane/1288/paylas" rel="nofollow" data-share="Örnek Lale Eczanesi" class="btn-share">' +
      'Paylaş<span class="sr-only">: Örnek Lale Eczanesi</span></a>',
  );
  expect(html.length).toBeLessThan(200);
});
