import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, toDayMonthYearTime, type BankChallanView } from '@igrs/domain';
import { TableScroll } from '../../../components/ui/TableScroll.tsx';
import { useBankChallans, useDecideBankChallan } from '../api/stamps.ts';

/** One challan's check against the bank's scroll: verified, or rejected with the reason. */
function ChallanDecision({ challan, onProblem }: { challan: BankChallanView; onProblem: (message: string) => void }) {
  const { t } = useTranslation();
  const decide = useDecideBankChallan();
  const [remarks, setRemarks] = useState('');
  const send = (decision: 'verify' | 'reject') =>
    decide
      .mutateAsync({ orderId: challan.orderId, decision: decision === 'verify' ? { decision, ...(remarks.trim() ? { remarks: remarks.trim() } : {}) } : { decision, remarks: remarks.trim() } })
      .catch((error: Error) => onProblem(error.message));
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end">
      <div>
        <label htmlFor={`challan-remarks-${challan.orderId}`} className="form-label small mb-0">
          {t('stamps.bankChallan.remarks', { id: challan.orderId })}
        </label>
        <input id={`challan-remarks-${challan.orderId}`} className="form-control form-control-sm" value={remarks} onChange={(event) => setRemarks(event.target.value)} />
      </div>
      <button type="button" className="btn btn-success btn-sm" onClick={() => void send('verify')}>
        {t('stamps.bankChallan.verify')}
      </button>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void send('reject')}>
        {t('stamps.bankChallan.reject')}
      </button>
    </div>
  );
}

/** Challans vendors paid at a bank counter, waiting for the depot office to find them in the bank's scroll. */
export function BankChallans() {
  const { t } = useTranslation();
  const challans = useBankChallans();
  const [problem, setProblem] = useState<string>();
  const rows = challans.data ?? [];
  return (
    <section aria-labelledby="bank-challans" className="mb-4">
      <h2 id="bank-challans" className="h5">
        {t('stamps.bankChallan.waiting')}
      </h2>
      {problem ? (
        <p className="alert alert-danger" role="alert">
          {problem}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('stamps.bankChallan.none')}</p>
      ) : (
        <TableScroll label={t('stamps.bankChallan.waiting')}>
          <table className="table align-middle">
            <caption className="visually-hidden">{t('stamps.bankChallan.waiting')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stamps.indent')}</th>
                <th scope="col">{t('stamps.bankChallan.vendor')}</th>
                <th scope="col">{t('stamps.bankChallan.bank')}</th>
                <th scope="col" className="text-end">
                  {t('stamps.payable')}
                </th>
                <th scope="col">{t('stamps.action')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((challan) => (
                <tr key={challan.orderId}>
                  <th scope="row">
                    {challan.indentId}
                    <div className="small fw-normal">
                      {challan.orderId}, {toDayMonthYearTime(challan.enteredAt)}
                    </div>
                  </th>
                  <td>
                    {challan.vendorName}
                    <div className="small">{challan.licenceNumber}</div>
                  </td>
                  <td>{challan.bankReference}</td>
                  <td className="text-end">{formatRupees(challan.amountRupees)}</td>
                  <td>
                    <ChallanDecision challan={challan} onProblem={setProblem} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
