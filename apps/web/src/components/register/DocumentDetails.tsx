import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOUNDARY_SIDES, formatDisplayDate, formatRupees, PARTY_RELATIONS, type DocumentCitation, type RegisteredDocumentView, type RegisterPartyView } from '@igrs/domain';
import { useBilingual } from '../../lib/bilingual.ts';

function PartyLine({ party, parties }: { party: RegisterPartyView; parties: readonly RegisterPartyView[] }) {
  const { t } = useTranslation('register');
  const { pick } = useBilingual();
  const represented = party.representsPosition === null ? undefined : parties.find((candidate) => candidate.position === party.representsPosition);
  const identity = [
    party.aadhaarMasked ? t('aadhaar', { value: party.aadhaarMasked }) : null,
    party.panMasked ? t('pan', { value: party.panMasked }) : party.form60 ? t('form60') : null,
  ].filter(Boolean);
  return (
    <li>
      <span className="fw-semibold">{pick(party.name)}</span> ({pick(party.partyLabel)}), {pick(PARTY_RELATIONS[party.relationType])} {pick(party.relationName)}
      {party.age === null ? null : <>, {t('age', { age: party.age })}</>}
      {represented && party.representType ? (
        <>
          {' '}
          — {pick(party.representType.name)}, {t('representing', { name: pick(represented.name) })}
        </>
      ) : null}
      {identity.length > 0 ? <div className="small text-body-secondary">{identity.join(' · ')}</div> : null}
    </li>
  );
}

/**
 * Everything the register holds on one document, as the EC, the name search
 * and certified copies show it. Aadhaar and PAN arrive masked from the server.
 */
export function DocumentDetails({
  document,
  headingLevel = 3,
  showAddresses = false,
  earlierDocumentPath,
}: {
  document: RegisteredDocumentView;
  headingLevel?: 2 | 3 | 4;
  showAddresses?: boolean;
  /** Where an earlier document of the chain of title opens, for the reader of this page. */
  earlierDocumentPath?: (link: DocumentCitation) => string | undefined;
}) {
  const { t } = useTranslation('register');
  const { pick } = useBilingual();
  const Heading = `h${headingLevel}` as const;
  const headingId = `document-${document.id}`;
  const executants = document.parties.filter((party) => party.role !== 'claimant');
  const claimants = document.parties.filter((party) => party.role === 'claimant');
  return (
    <article className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <Heading id={headingId} className="h5 card-title">
          {t('documentHeading', { citation: document.citation, office: pick(document.sro.name) })} — {pick(document.transaction.name)}
          {document.status === 'cancelled' ? <span className="badge text-bg-danger ms-2">{t('cancelled')}</span> : null}
        </Heading>
        {document.cancelledBy ? <p className="text-danger mb-2">{t('cancelledBy', { citation: document.cancelledBy.citation })}</p> : null}
        <dl className="row mb-2">
          <dt className="col-sm-4 col-lg-3">{t('book')}</dt>
          <dd className="col-sm-8 col-lg-9">{document.bookNumber}</dd>
          <dt className="col-sm-4 col-lg-3">{t('dates')}</dt>
          <dd className="col-sm-8 col-lg-9">
            {t('datesValue', { presented: formatDisplayDate(document.presentedOn), executed: formatDisplayDate(document.executedOn), registered: formatDisplayDate(document.registeredOn) })}
          </dd>
          <dt className="col-sm-4 col-lg-3">{t('consideration')}</dt>
          <dd className="col-sm-8 col-lg-9">{formatRupees(document.considerationRupees)}</dd>
          <dt className="col-sm-4 col-lg-3">{t('marketValue')}</dt>
          <dd className="col-sm-8 col-lg-9">{formatRupees(document.marketValueRupees)}</dd>
          <dt className="col-sm-4 col-lg-3">{t('dutiesPaid')}</dt>
          <dd className="col-sm-8 col-lg-9">
            {t('dutiesValue', {
              stampDuty: formatRupees(document.stampDutyRupees),
              transferDuty: formatRupees(document.transferDutyRupees),
              registrationFee: formatRupees(document.registrationFeeRupees),
            })}
          </dd>
          <dt className="col-sm-4 col-lg-3">{t('executants')}</dt>
          <dd className="col-sm-8 col-lg-9">
            <ul className="list-unstyled mb-0">
              {executants.map((party) => (
                <PartyLine key={party.position} party={party} parties={document.parties} />
              ))}
            </ul>
          </dd>
          <dt className="col-sm-4 col-lg-3">{t('claimants')}</dt>
          <dd className="col-sm-8 col-lg-9">
            <ul className="list-unstyled mb-0">
              {claimants.map((party) => (
                <PartyLine key={party.position} party={party} parties={document.parties} />
              ))}
            </ul>
          </dd>
          {showAddresses ? (
            <>
              <dt className="col-sm-4 col-lg-3">{t('addresses')}</dt>
              <dd className="col-sm-8 col-lg-9">
                <ul className="list-unstyled mb-0">
                  {document.parties.map((party) => (
                    <li key={party.position}>
                      {pick(party.name)}: {pick(party.address)}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          <dt className="col-sm-4 col-lg-3">{t('earlierDocuments')}</dt>
          <dd className="col-sm-8 col-lg-9">
            {document.links.length > 0
              ? document.links.map((link, index) => {
                  const label = `${link.citation} (${link.sroCode})`;
                  const path = earlierDocumentPath?.(link);
                  return (
                    <Fragment key={`${link.sroCode}-${link.citation}`}>
                      {index > 0 ? ', ' : null}
                      {path ? <Link to={path}>{label}</Link> : label}
                    </Fragment>
                  );
                })
              : t('none')}
          </dd>
        </dl>
        {document.schedules.map((schedule) => (
          <section key={schedule.scheduleNumber} className="border-top pt-2" aria-label={t('scheduleLabel', { number: schedule.scheduleNumber })}>
            <p className="mb-1">
              <span className="fw-semibold">{t('scheduleLabel', { number: schedule.scheduleNumber })}:</span> {pick(schedule.description)} ({pick(schedule.landUse.name)})
            </p>
            <p className="mb-1 small">
              {BOUNDARY_SIDES.map((side) => `${t(`boundary.${side}`)}: ${pick(schedule.boundaries[side])}`).join('; ')}
            </p>
            {schedule.structures.length > 0 ? (
              <p className="mb-1 small">
                {schedule.structures.map((structure) => `${pick(structure.floor.name)}: ${pick(structure.structureType.name)}, ${structure.plinthAreaSqFt} ${t('sqFt')}`).join('; ')}
              </p>
            ) : null}
            <p className="mb-0 small">{t('scheduleValue', { value: formatRupees(schedule.marketValueRupees) })}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
