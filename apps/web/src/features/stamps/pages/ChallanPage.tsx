import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDisplayDate, formatRupees } from '@igrs/domain';
import { FormField } from '../../../components/ui/FormField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { useChallan } from '../api/stamps.ts';
import { IndentTable } from '../components/IndentTable.tsx';

const CHALLAN_PATTERN = /^PAY-\d{4}-\d{6,9}$/;

/** Look up and verify a challan: number, date, amount, head of account, who paid, for what, and its status. */
export function ChallanPage() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const title = useMenuPageTitle('challanDocument');
  const [search, setSearch] = useSearchParams();
  const number = search.get('challanNumber') ?? '';
  const [typed, setTyped] = useState(number);
  const [error, setError] = useState<string>();
  const challan = useChallan(CHALLAN_PATTERN.test(number) ? number : '');
  const data = challan.data;
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <form
        className="row g-3 align-items-end mb-4"
        role="search"
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = typed.trim().toUpperCase();
          setError(CHALLAN_PATTERN.test(value) ? undefined : t('stamps.challanPage.invalid'));
          if (CHALLAN_PATTERN.test(value)) setSearch({ challanNumber: value });
        }}
      >
        <div className="col-12 col-md-5">
          <FormField id="challan-number" label={t('stamps.challanPage.number')} error={error} hint={t('stamps.challanPage.hint')}>
            {(describedBy) => <input id="challan-number" className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={!!error} aria-describedby={describedBy} value={typed} onChange={(event) => setTyped(event.target.value)} />}
          </FormField>
        </div>
        <div className="col-12 col-md-auto">
          <button type="submit" className="btn btn-primary">
            {t('stamps.challanPage.find')}
          </button>
        </div>
      </form>
      {challan.isError ? (
        <div className="alert alert-warning" role="alert">
          {challan.error.message}
        </div>
      ) : null}
      {data ? (
        <>
          <dl className="row">
            <dt className="col-sm-3">{t('stamps.challanPage.number')}</dt>
            <dd className="col-sm-9 font-monospace">{data.challanNumber}</dd>
            <dt className="col-sm-3">{t('stamps.challanPage.paidOn')}</dt>
            <dd className="col-sm-9">{data.paidOn ? formatDisplayDate(data.paidOn) : '—'}</dd>
            <dt className="col-sm-3">{t('stamps.challanPage.amount')}</dt>
            <dd className="col-sm-9">{formatRupees(data.amountRupees)}</dd>
            <dt className="col-sm-3">{t('stamps.challanPage.head')}</dt>
            <dd className="col-sm-9">
              {data.headOfAccount.code} — {pick(data.headOfAccount.name)}
            </dd>
            <dt className="col-sm-3">{t('stamps.challanPage.paidBy')}</dt>
            <dd className="col-sm-9">
              {data.paidBy.name} ({data.paidBy.licenceNumber})
            </dd>
            <dt className="col-sm-3">{t('stamps.status')}</dt>
            <dd className="col-sm-9">{t(`stamps.challanStatus.${data.status}`)}</dd>
          </dl>
          <IndentTable caption={t('stamps.challanPage.for')} indents={[data.indent]} showSerials />
        </>
      ) : null}
    </div>
  );
}
