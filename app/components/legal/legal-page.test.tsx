import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { LegalPage } from '#app/components/legal/legal-page.tsx';
import type { CookieChoice, LegalTab } from '#app/components/legal/legal-types.ts';
import { SiteFooter } from '#app/components/site-footer.tsx';
import type { DataControllerNotice } from '#app/domain/content/data-controller.ts';

/** The legal page as the server renders it (its cookie form needs a router around it). */
function render(
  tab: LegalTab,
  consent: CookieChoice | null,
  controller: DataControllerNotice = { kind: 'missing' },
): string {
  const Stub = createRoutesStub([
    {
      path: '/legal',
      Component: () => <LegalPage tab={tab} consent={consent} confirmed={null} error={null} controller={controller} />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={['/legal']} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&quot;/g, "'");

test('before any choice every tab shows the cookie banner with both buttons', () => {
  for (const tab of ['terms', 'privacy', 'cookies'] as const) {
    const html = render(tab, null);
    expect(html).toContain('id="cerez-tercihleri"');
    expect(html).toContain('Tümünü Kabul Et');
    expect(html).toContain('Sadece Gerekli Çerezler');
  }
});

test('after a choice the cookie tab still offers the form and names the current choice; other tabs do not', () => {
  const cookies = text(render('cookies', 'rejected'));
  expect(cookies).toContain('Şu anki tercihiniz: yalnızca gerekli çerezleri kabul ettiniz');
  expect(cookies).toContain('Tümünü Kabul Et');
  expect(text(render('cookies', 'accepted'))).toContain('Şu anki tercihiniz: tüm çerezleri kabul ettiniz');
  expect(render('terms', 'accepted')).not.toContain('Tümünü Kabul Et');
});

test('the footer links to the cookie preferences on the cookie tab', () => {
  const html = renderToStaticMarkup(<SiteFooter popular={[]} />);
  expect(html).toContain('href="/legal?tab=cookies#cerez-tercihleri"');
  expect(html).toContain('Çerez tercihlerini değiştir');
});

test('the privacy notice names the configured data controller and where requests go', () => {
  const html = text(
    render('privacy', 'accepted', {
      kind: 'configured',
      controller: { name: 'Örnek Bilişim Ltd. Şti.', email: 'kvkk@example.org', address: 'Atatürk Cad. 1, Giresun' },
    }),
  );
  expect(html).toContain('Veri sorumlusu:Örnek Bilişim Ltd. Şti.');
  expect(html).toContain('İletişim:kvkk@example.org');
  expect(html).toContain(
    'Başvurularınızı kvkk@example.org adresine e-postayla ya da Atatürk Cad. 1, Giresun adresine yazılı olarak iletebilirsiniz.',
  );
});

test('without a data controller the privacy notice points to no missing address; development says what to set', () => {
  const production = text(render('privacy', 'accepted', { kind: 'missing' }));
  expect(production).not.toMatch(/iletişim adresimize|Veri sorumlusu:|yapılandırılmamış/);
  expect(production).toContain('Kişisel Verileri Koruma Kurulu');
  const development = text(render('privacy', 'accepted', { kind: 'missing-in-development' }));
  expect(development).toContain('Veri sorumlusu bilgisi yapılandırılmamış (OPERATOR_NAME, OPERATOR_EMAIL');
});
