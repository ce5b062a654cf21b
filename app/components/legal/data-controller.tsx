import { DATA_CONTROLLER_MISSING_TEXT, type DataControllerNotice } from '#app/domain/content/data-controller.ts';

const link = 'font-semibold text-brand underline underline-offset-2 dark:text-red-300';

/** Development only: the operator has not said who the data controller is. */
function MissingNote() {
  return (
    <p
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      {DATA_CONTROLLER_MISSING_TEXT}
    </p>
  );
}

/** "Veri sorumlusu: … / İletişim: …"; nothing in production when not configured. */
export function DataControllerDetails({ notice }: { notice: DataControllerNotice }) {
  if (notice.kind === 'missing-in-development') return <MissingNote />;
  if (notice.kind === 'missing') return null;
  const { name, email, address } = notice.controller;
  return (
    <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">Veri sorumlusu:</dt>
      <dd>{name}</dd>
      <dt className="font-semibold">İletişim:</dt>
      <dd>
        {email ? (
          <a href={`mailto:${email}`} className={link}>
            {email}
          </a>
        ) : null}
        {email && address ? <br /> : null}
        {address}
      </dd>
    </dl>
  );
}

/**
 * Where KVKK requests go (Article 11 rights): the configured contact, and
 * always the Board, the one address that exists whatever is configured.
 * (DataControllerDetails carries the development note.)
 */
export function KvkkRequestContact({ notice }: { notice: DataControllerNotice }) {
  const contact = notice.kind === 'configured' ? notice.controller : null;
  return (
    <>
      {contact ? (
        <p>
          Başvurularınızı{' '}
          {contact.email ? (
            <>
              <a href={`mailto:${contact.email}`} className={link}>
                {contact.email}
              </a>{' '}
              adresine e-postayla{contact.address ? ' ya da ' : ' '}
            </>
          ) : null}
          {contact.address ? <>{contact.address} adresine yazılı olarak </> : null}
          iletebilirsiniz.
        </p>
      ) : null}
      <p>
        Haklarınızla ilgili şikâyetlerinizi Kişisel Verileri Koruma Kurulu’na da iletebilirsiniz:{' '}
        <a href="https://www.kvkk.gov.tr" className={link} target="_blank" rel="noopener noreferrer">
          kvkk.gov.tr
          <span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
        .
      </p>
    </>
  );
}
