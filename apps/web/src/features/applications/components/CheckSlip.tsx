import { useTranslation } from 'react-i18next';
import { PARTY_RELATIONS, REPRESENTATIVE_CODE, findPartyRole, formatDisplayDate, formatRupees, type ApplicationView } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';
import { ListTable } from '../../../components/ui/ListTable.tsx';

/** The particulars as entered, as the parties confirm them at the office: every party (identity numbers masked) and the property. */
export function CheckSlip({ application, headingLevel = 3 }: { application: ApplicationView; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const Heading = `h${headingLevel}` as const;
  const property = application.property;
  return (
    <div>
      <Heading className="h6">{t('slip.parties')}</Heading>
      <ListTable label={t('slip.parties')} columns={[{ header: '#' }, { header: t('slip.role') }, { header: t('slip.name') }, { header: t('slip.relation') }, { header: t('slip.age') }, { header: t('slip.identity') }, { header: t('slip.address') }]} className="table table-sm">
        {application.parties.map((party, index) => (
          <tr key={`${index}-${party.name}`}>
            <td>{index + 1}</td>
            <td>
              {party.partyCode === REPRESENTATIVE_CODE
                ? t('slip.represents', { number: (party.representsIndex ?? 0) + 1 })
                : pick(findPartyRole(party.partyCode)?.description ?? { en: party.partyCode, te: party.partyCode })}
            </td>
            <th scope="row" className="fw-normal">
              {party.name}
              {party.nameTe ? <span lang="te"> / {party.nameTe}</span> : null}
            </th>
            <td>
              {pick(PARTY_RELATIONS[party.relationType])} {party.relationName}
            </td>
            <td>{party.age}</td>
            <td>{[party.aadhaarMasked, party.panMasked ?? (party.panForm ? t(`parties.${party.panForm}`) : null)].filter(Boolean).join(' / ') || '—'}</td>
            <td>{party.address}</td>
          </tr>
        ))}
      </ListTable>
      {property ? (
        <>
          <Heading className="h6">{t('slip.property')}</Heading>
          <dl className="row mb-0">
            <dt className="col-sm-4">{t('property.consideration')}</dt>
            <dd className="col-sm-8">{formatRupees(property.considerationRupees)}</dd>
            <dt className="col-sm-4">{t('property.executedOn')}</dt>
            <dd className="col-sm-8">{formatDisplayDate(property.executedOn)}</dd>
            <dt className="col-sm-4">{t('slip.location')}</dt>
            <dd className="col-sm-8">
              {property.valuation.kind === 'rural'
                ? t('property.surveyNumber', { number: property.valuation.surveyNumber })
                : t('property.wardBlock', { ward: property.valuation.ward, block: property.valuation.block, door: property.valuation.doorNumber ?? '—' })}{' '}
              · {t('property.village', { code: property.valuation.villageCode })}
            </dd>
            <dt className="col-sm-4">{t('property.boundaries')}</dt>
            <dd className="col-sm-8">
              {(['north', 'south', 'east', 'west'] as const).map((side) => `${t(`property.sides.${side}`)}: ${property.boundaries[side] ?? '—'}`).join('; ')}
            </dd>
          </dl>
        </>
      ) : null}
    </div>
  );
}
