import type { ReactNode } from 'react';
import type { Route } from './+types/api-docs';
import { SiteFrame } from '#app/components/site-frame.tsx';
import { contentPageMeta } from '#app/domain/seo/seo-meta.ts';
import { EXAMPLE_PHARMACY_LIST } from '#app/routes/api/v1/openapi-examples.ts';
import { siteFrameIn, useSiteFrame } from '#app/routes/public/site-frame.ts';
import { PUBLIC_PAGE_HANDLE } from '#app/domain/site/route-handle.ts';

export const handle = PUBLIC_PAGE_HANDLE;

/** `/api-belgeleri`: the public JSON API in Turkish; the OpenAPI document is the formal version. */
export const meta: Route.MetaFunction = ({ matches }) =>
  contentPageMeta({
    title: 'API Belgeleri - Nöbetçi Eczane',
    description:
      'Nöbetçi eczane verisine ücretsiz JSON API: iller, ilçeler ve nöbetçi eczaneler. Uç noktalar ve örnekler.',
    siteOrigin: siteFrameIn(matches)?.siteOrigin,
    path: '/api-belgeleri',
    crumb: 'API Belgeleri',
  });

const ENDPOINTS = [
  ['/api/v1/provinces', 'İller, ilçeleri ve geçerli nöbet listesindeki eczane sayıları.'],
  ['/api/v1/provinces/{il}/pharmacies', 'Bir ilin nöbetçi eczaneleri.'],
  ['/api/v1/provinces/{il}/districts/{ilce}/pharmacies', 'Bir ilçenin nöbetçi eczaneleri.'],
  [
    '/api/v1/pharmacies/nearest?lat=…&lng=…',
    'Bir konuma en yakın nöbetçi eczaneler (il sınırı gözetmeden): önce şu an açık olanlar; her biri uzaklığı (distanceKm) ve açık olup olmadığıyla (openStatus).',
  ],
] as const;

const PARAMETERS = [
  ['{il}', 'İlin adresteki adı ("sanliurfa"), kısa adı ("urfa"), Türkçe adı ("Şanlıurfa") veya plaka kodu ("63").'],
  ['{ilce}', 'İlçenin adresteki adı ("kadikoy") veya Türkçe adı ("Kadıköy").'],
  ['date', 'İsteğe bağlı, YYYY-MM-DD. Verilmezse o an geçerli liste; verilirse o nöbet gününün listesi döner.'],
  [
    'lat, lng',
    'Enlem ve boylam (ör. lat=40.984&lng=29.058); 3 ondalığa (yaklaşık 100 m) yuvarlanarak kullanılır, saklanmaz.',
  ],
  [
    'limit, radiusKm',
    'İsteğe bağlı: en çok kaç eczane (1-50, varsayılan 10) ve arama yarıçapı (1-200 km, varsayılan 50).',
  ],
] as const;

const ERRORS = [
  ['400', 'bad_request', 'Geçersiz tarih, konum, limit ya da çok uzun il, ilçe veya sorgu metni.'],
  ['404', 'not_found', 'İl veya ilçe bulunamadı ya da istenen tarihe ait liste yok.'],
  ['405', 'method_not_allowed', 'GET, HEAD ve OPTIONS dışındaki istekler.'],
] as const;

/** The example request, on this site's own address (as the MCP section's). */
const requestExample = (
  siteOrigin: string,
) => `fetch('${siteOrigin}/api/v1/provinces/istanbul/districts/kadikoy/pharmacies')
  .then((response) => response.json())
  .then((data) => console.log(data.pharmacies));`;

const card = 'rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900';
const code = 'rounded bg-stone-100 px-1 font-mono text-sm dark:bg-stone-800';
const block = `${card} overflow-x-auto font-mono text-sm leading-relaxed`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 space-y-3 text-stone-800 dark:text-stone-200">
      <h2 id={id} className="text-2xl font-bold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ApiDocs() {
  const frame = useSiteFrame();
  return (
    <SiteFrame frame={frame}>
      <main id="icerik" className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-3xl font-black tracking-tight">API Belgeleri</h1>
        <p className="mt-3 text-lg text-stone-800 dark:text-stone-200">
          Nöbetçi eczane listelerini kendi uygulamanızda ve sitenizde kullanabilmeniz için ücretsiz, kimlik doğrulaması
          gerektirmeyen bir JSON API sunuyoruz. Tüm yanıtlar JSON biçimindedir ve alan adları İngilizcedir.
        </p>

        <Section id="endpoints" title="Uç noktalar">
          <ul className="grid gap-3">
            {ENDPOINTS.map(([path, text]) => (
              <li key={path} className={`${card} min-w-0`}>
                <p className="font-mono text-sm [overflow-wrap:anywhere]">
                  <span className="mr-2 rounded bg-brand px-2 py-0.5 font-bold text-white">GET</span>
                  {path}
                </p>
                <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="parameters" title="Parametreler">
          <dl className="grid gap-3">
            {PARAMETERS.map(([name, text]) => (
              <div key={name} className={`${card} min-w-0`}>
                <dt className="font-mono font-bold [overflow-wrap:anywhere]">{name}</dt>
                <dd className="mt-1 text-sm text-stone-700 dark:text-stone-300">{text}</dd>
              </div>
            ))}
          </dl>
          <p>
            <code className={code}>isStale</code> alanı <code className={code}>true</code> ise güncel liste henüz
            alınamamıştır ve son eski liste döner; <code className={code}>dutyWindow</code> listenin geçerli olduğu
            zaman aralığını (nöbet devir saatinden ertesi günün devir saatine) verir.
          </p>
        </Section>

        <Section id="example" title="Örnek istek ve yanıt">
          <pre tabIndex={0} className={block}>
            {requestExample(frame.siteOrigin)}
          </pre>
          <pre tabIndex={0} className={block}>
            {JSON.stringify(EXAMPLE_PHARMACY_LIST, null, 2)}
          </pre>
        </Section>

        <Section id="errors" title="Hatalar">
          <p>
            Hatalar her zaman <code className={code}>{'{ "error": { "code": "...", "message": "..." } }'}</code>{' '}
            biçiminde, Türkçe bir açıklamayla döner.
          </p>
          <ul className="grid gap-3 sm:grid-cols-3">
            {ERRORS.map(([status, name, text]) => (
              <li key={status} className={`${card} min-w-0`}>
                <p className="font-bold">
                  {status} <span className="font-mono text-sm font-normal [overflow-wrap:anywhere]">{name}</span>
                </p>
                <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="cors-cache" title="CORS ve önbellek">
          <p>
            Tüm yanıtlar <code className={code}>Access-Control-Allow-Origin: *</code> başlığını taşır; tarayıcıdan
            doğrudan çağırabilirsiniz. OPTIONS ön kontrol istekleri yanıtlanır.
          </p>
          <p>
            Yanıtlar en çok 60 saniye önbelleklenebilir ve bu süre hiçbir zaman bir sonraki nöbet devrini geçmez. Her
            yanıtta zayıf bir <code className={code}>ETag</code> bulunur; isteğe{' '}
            <code className={code}>If-None-Match</code> ile eklerseniz veri değişmediğinde gövdesiz{' '}
            <code className={code}>304</code> yanıtı alırsınız.
          </p>
          <p>
            Listelerin resmî kaynağı il eczacı odalarıdır. Verileri kullanırken kaynağı belirtmenizi ve
            kullanıcılarınıza gitmeden önce eczaneyi aramalarını önermenizi rica ederiz.
          </p>
        </Section>

        <Section id="mcp" title="Yapay zekâ asistanları (MCP)">
          <p>
            Asistanlar aynı veriye Model Context Protocol ile bağlanabilir: adres{' '}
            <code className={code}>{`${frame.siteOrigin}/mcp`}</code> (Streamable HTTP, yalnızca okuma, oturum
            gerekmez). Araçlar: <code className={code}>list_provinces</code>,{' '}
            <code className={code}>list_districts</code>, <code className={code}>list_duty_pharmacies</code> (il, isteğe
            bağlı ilçe ve tarih) ve <code className={code}>nearest_pharmacies</code> (enlem, boylam). Yanıtlar bu API
            ile aynı alanları ve verinin yaşını (<code className={code}>fetchedAt</code>,{' '}
            <code className={code}>dataAge</code>) taşır; istemci başına dakikada en çok 60 istek.
          </p>
          <pre tabIndex={0} className={block}>
            {JSON.stringify(
              { mcpServers: { 'nobetci-eczane': { type: 'http', url: `${frame.siteOrigin}/mcp` } } },
              null,
              2,
            )}
          </pre>
        </Section>

        <Section id="openapi" title="OpenAPI tanımı">
          <p>Tüm uç noktaların, parametrelerin ve yanıt şemalarının makinece okunur OpenAPI 3.1 tanımı:</p>
          <a
            href="/api/v1/openapi.json"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
          >
            openapi.json
          </a>
        </Section>
      </main>
    </SiteFrame>
  );
}
