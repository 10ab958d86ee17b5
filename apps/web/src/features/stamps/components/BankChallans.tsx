import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, toDayMonthYearTime } from '@igrs/domain';
import { ListTable } from '../../../components/ui/ListTable.tsx';
import { useBankChallans, useDecideBankChallan } from '../api/stamps.ts';
import { DecisionWithRemarks } from '../../../components/ui/DecisionWithRemarks.tsx';

/** Challans vendors paid at a bank counter, waiting for the depot office to find them in the bank's scroll; only the depot office decides. */
export function BankChallans({ decides }: { decides: boolean }) {
  const { t } = useTranslation();
  const challans = useBankChallans();
  const decide = useDecideBankChallan();
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
        <ListTable label={t('stamps.bankChallan.waiting')} columns={[{ header: t('stamps.indent') }, { header: t('stamps.bankChallan.vendor') }, { header: t('stamps.bankChallan.bank') }, { header: t('stamps.payable'), numeric: true }, ...(decides ? [{ header: t('stamps.action') }] : [])]} className="table align-middle">
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
              {decides ? (
                <td>
                  <DecisionWithRemarks
                    id={challan.orderId}
                    remarksLabel={t('stamps.bankChallan.remarks', { id: challan.orderId })}
                    yesLabel={t('stamps.bankChallan.verify')}
                    noLabel={t('stamps.bankChallan.reject')}
                    onDecide={(yes, remarks) =>
                      void decide
                        .mutateAsync({ orderId: challan.orderId, decision: yes ? { decision: 'verify', ...(remarks ? { remarks } : {}) } : { decision: 'reject', remarks } })
                        .catch((error: Error) => setProblem(error.message))
                    }
                  />
                </td>
              ) : null}
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}
