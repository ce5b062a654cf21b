import { ChevronRight } from '#app/components/icons.tsx';
import type { AgreementView, SourceLinkView, SourceProvinceView } from '#app/domain/admin/views.ts';

/** Small pieces the Kaynaklar page's table, detail and controls share. */

const PILL = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';
const TONES = {
  ok: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  bad: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  warn: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  off: 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-50',
} as const;

function Pill({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <span className={`${PILL} ${TONES[tone]}`}>{children}</span>;
}

/** A source's state as one pill: off, failing, working or never tried. */
export function LinkPill({ link }: { link: SourceLinkView }) {
  if (!link.on) return <Pill tone="off">Kapalı</Pill>;
  if (link.health === 'failing') return <Pill tone="bad">Hata</Pill>;
  if (link.health === 'ok') return <Pill tone="ok">Çalışıyor</Pill>;
  return <Pill tone="off">Denenmedi</Pill>;
}

/** A province's flags: failing, disagreeing, stale, short of two independent sources; or none. */
export function ProvinceFlags({ province }: { province: SourceProvinceView }) {
  const flags = [
    province.failing ? (
      <Pill key="hata" tone="bad">
        Hata
      </Pill>
    ) : null,
    province.disagreeing ? (
      <Pill key="uyusmazlik" tone="warn">
        Uyuşmazlık
      </Pill>
    ) : null,
    province.stale ? (
      <Pill key="eski" tone="warn">
        Eski liste
      </Pill>
    ) : null,
    province.independent < 2 ? (
      <Pill key="tek" tone="bad">
        Tek bağımsız kaynak
      </Pill>
    ) : null,
  ].filter((f) => f !== null);
  return (
    <div className="flex flex-wrap gap-1">
      {flags.length > 0 ? flags : <Pill tone="ok">Sorun yok</Pill>}
      {province.problems.length > 0 ? (
        <span className="w-full text-xs text-stone-700 dark:text-stone-300">{province.problems.length} açık sorun</span>
      ) : null}
    </div>
  );
}

/** One source's health in a few short lines: the last attempt and success, records, the reason and the streak. */
export function LinkHealth({ link }: { link: SourceLinkView }) {
  const facts = [
    link.lastAttemptText ? `son deneme ${link.lastAttemptText}` : null,
    link.lastSuccessText ? `son başarı ${link.lastSuccessText}` : link.lastAttemptText ? 'hiç başarı yok' : null,
    link.records !== null ? `${link.records} eczane` : null,
    link.streak > 0 ? `${link.streak} kez üst üste hata` : null,
  ].filter((f) => f !== null);
  return (
    <span className="block text-xs text-stone-700 dark:text-stone-300">
      {link.on ? null : <span className="block">{link.stateText}</span>}
      {/* Never tried: the pill says so. */}
      {facts.length > 0 ? <span className="block">{facts.join(' · ')}</span> : null}
      {link.error ? <span className="block break-words text-red-800 dark:text-red-300">{link.error}</span> : null}
      {link.agreement ? (
        <span className={`block ${link.agreement.disagrees ? 'font-semibold text-amber-900 dark:text-amber-200' : ''}`}>
          {link.agreement.text}
        </span>
      ) : null}
    </span>
  );
}

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div>
      <p className="font-semibold">
        {title} ({names.length})
      </p>
      <p className="break-words">{names.join(', ')}</p>
    </div>
  );
}

/** The names two lists differ by: shown to admins only; what only the other source lists is never added for visitors. */
export function AgreementNames({ agreement }: { agreement: AgreementView }) {
  return (
    <>
      <NameList title={`${agreement.checkedAgainst} listesinde olmayanlar`} names={agreement.missingFromOther} />
      <NameList
        title={`Yalnız ${agreement.checkedAgainst} listesinde olanlar (ziyaretçilere gösterilmez)`}
        names={agreement.onlyInOther}
      />
    </>
  );
}

/** The cross-check sentence, with the differing names folded away when there are any. */
export function AgreementSummary({ agreement }: { agreement: AgreementView }) {
  const differences = agreement.missingFromOther.length + agreement.onlyInOther.length;
  const sentence = (
    <span className={agreement.disagrees ? 'font-semibold text-amber-900 dark:text-amber-200' : ''}>
      {agreement.text}
    </span>
  );
  if (differences === 0) return <p className="text-xs">{sentence}</p>;
  return (
    <details className="group text-xs">
      <summary className="inline-flex min-h-11 cursor-pointer items-start gap-1 py-1 focus-visible:outline-2 focus-visible:outline-brand">
        <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 transition-transform group-open:rotate-90" />
        <span>
          {sentence} · {differences} fark
        </span>
      </summary>
      <div className="mt-1 flex flex-col gap-2 pl-5">
        <AgreementNames agreement={agreement} />
      </div>
    </details>
  );
}
