import { CallLink } from '#app/components/pharmacy-card.tsx';
import type { SharePageData } from '#app/domain/public/display-views.ts';

/**
 * `/eczane/{id}/paylas`: one pharmacy to pass on. Everything works without JavaScript (a
 * WhatsApp link, directions links, the page's link in a field to copy); the page script adds
 * the system share sheet where the browser has one and a "Kopyala" button
 * (app/client/share.ts).
 */
export function SharePage({ data }: { data: SharePageData }) {
  const { pharmacy, duty } = data;
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-5">
      <p className="text-sm font-semibold text-stone-700 dark:text-stone-300">{data.placeName}</p>
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{pharmacy.name}</h1>
      <p
        className={
          duty.onDutyNow
            ? 'mt-2 font-semibold text-green-800 dark:text-green-300'
            : 'mt-2 rounded-md bg-amber-50 px-2 py-1 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100'
        }
      >
        {duty.onDutyNow
          ? `Şu an nöbetçi: ${duty.periodText}.`
          : `Bu eczane şu anki nöbet listesinde yok; son nöbeti: ${duty.dutyDateLabel}.`}
      </p>
      {/* Its night limit, as the cards say it: "Gece 23:59'a kadar" is not open until the morning. */}
      {duty.hint ? (
        <p className={duty.hint.kind === 'open' ? 'card-open mt-1' : 'card-on-call mt-1'}>{duty.hint.text}</p>
      ) : null}

      <dl className="mt-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-800 dark:bg-stone-900">
        <div>
          <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">Telefon</dt>
          <dd>
            {pharmacy.telHref ? (
              <CallLink pharmacy={pharmacy} href={pharmacy.telHref} className="mt-1 w-full sm:w-auto" />
            ) : (
              (pharmacy.phoneDisplay ?? 'Bilinmiyor')
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">Nöbet saatleri</dt>
          <dd>{pharmacy.dutyHours}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">Adres</dt>
          <dd>{pharmacy.address ?? pharmacy.locationLine}</dd>
          {pharmacy.address ? (
            <dd className="text-sm text-stone-700 dark:text-stone-300">{pharmacy.locationLine}</dd>
          ) : null}
        </div>
        {data.directions.length > 0 ? (
          <div>
            <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">Yol tarifi</dt>
            <dd className="flex flex-wrap gap-2">
              {data.directions.map((link) => (
                <a
                  key={link.app}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn-map flex-none"
                >
                  {link.label}
                  <span className="sr-only"> (yeni sekmede açılır)</span>
                </a>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>

      <section aria-labelledby="paylas" className="mt-6">
        <h2 id="paylas" className="text-lg font-bold">
          Paylaş
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            hidden
            data-share={pharmacy.name}
            data-share-text={data.shareText}
            data-share-url={data.shareUrl}
            className="btn-map flex-none"
          >
            Paylaş…
          </button>
          <a
            href={data.whatsAppHref}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-call flex-none bg-[#0b6e4f] hover:bg-[#095c42]"
          >
            WhatsApp ile gönder<span className="sr-only"> (yeni sekmede açılır)</span>
          </a>
        </div>
        <label htmlFor="paylas-baglanti" className="mt-4 block text-sm font-semibold">
          Bağlantıyı kopyalayın
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="paylas-baglanti"
            type="url"
            readOnly
            value={data.shareUrl}
            className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base dark:border-stone-600 dark:bg-stone-900"
          />
          <button type="button" hidden data-copy="paylas-baglanti" className="btn-map flex-none">
            Kopyala
          </button>
        </div>
        <p data-copy-status role="status" className="mt-1 min-h-5 text-sm text-green-800 dark:text-green-300" />
      </section>

      <p className="mt-6">
        <a href={data.listHref} className="font-semibold text-blue-800 underline underline-offset-2 dark:text-blue-300">
          {data.listLabel}
        </a>
      </p>
    </main>
  );
}
