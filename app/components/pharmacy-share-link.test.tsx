import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { PharmacyShareLink } from '#app/components/pharmacy-share-link.tsx';

test('"Paylaş" is one small link to the pharmacy’s share page, named for screen readers', () => {
  const html = renderToStaticMarkup(
    <PharmacyShareLink pharmacy={{ id: 1288, name: 'Örnek Lale Eczanesi' }} titleId="n1288" />,
  );
  // The name "Paylaş: Örnek Lale Eczanesi" comes from the page's hidden "Paylaş:" and the card's title.
  expect(html).toBe(
    '<a href="/eczane/1288/paylas" rel="nofollow" data-share="Örnek Lale Eczanesi" class="btn-share" ' +
      'aria-labelledby="ps n1288">Paylaş</a>',
  );
  expect(html.length).toBeLessThan(200);
});
