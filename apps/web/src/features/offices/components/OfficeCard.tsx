import { useTranslation } from 'react-i18next';
import type { SroOfficeDetails } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';

/** `0891-2745123` → `tel:08912745123`. */
const telephoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One sub-registrar office: where it is, how to reach it, when it is open and the places it registers. */
export function OfficeCard({ office }: { office: SroOfficeDetails }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const { contact } = office;
  const headingId = `office-${office.code}`;
  const demo = contact?.isDemo || office.villages.some((village) => village.isDemo);
  return (
    <article className="card h-100" aria-labelledby={headingId}>
      <div className="card-body">
        <h3 id={headingId} className="h5 card-title">
          {pick(office.name)}
        </h3>
        <p className="small text-body-secondary mb-2">
          {t('offices.code', { code: office.code })} · {pick(office.district.name)}
          {demo ? <span className="badge text-bg-warning ms-2">{t('offices.demo')}</span> : null}
        </p>
        {contact ? null : <p>{t('offices.noContact')}</p>}
        <dl className="mb-0">
          {contact ? (
            <>
              <dt>{t('offices.address')}</dt>
              <dd>{pick(contact.address)}</dd>
              <dt>{t('offices.phone')}</dt>
              <dd>
                <a href={telephoneHref(contact.phone)}>{contact.phone}</a>
              </dd>
              <dt>{t('offices.hours')}</dt>
              <dd>{pick(contact.hours.text)}</dd>
            </>
          ) : null}
          <dt>{t('offices.places')}</dt>
          <dd className="mb-0">
            <ul className="mb-0 ps-3">
              {office.villages.map((village) => (
                <li key={village.code}>
                  {pick(village.name)}, {pick(village.mandal.name)}
                  {village.kind === 'urban' ? ` (${t('offices.urbanLocality')})` : ''}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      </div>
    </article>
  );
}
