import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SandboxPaymentNotice } from '../../../components/ui/SandboxPaymentNotice.tsx';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { payChallan, useIndent, useIndents } from '../api/stamps.ts';
import { BankChallanForm } from '../components/BankChallanForm.tsx';
import { IndentTable } from '../components/IndentTable.tsx';

/** Indents waiting for their challan, each paid through the gateway; back from it, the indent's own word on the payment. */
export function IndentPaymentPage() {
  const { t } = useTranslation();
  const title = useMenuPageTitle('stampIndentPayment');
  const [search] = useSearchParams();
  const returned = useIndent(search.get('indentId') ?? undefined);
  const indents = useIndents();
  const [failure, setFailure] = useState<string>();
  const unpaid = (indents.data ?? []).filter((indent) => indent.status === 'requested');
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      {returned.data ? (
        <div className={`alert ${returned.data.challan?.status === 'success' ? 'alert-success' : 'alert-warning'}`} role="status">
          {returned.data.challan?.status === 'success'
            ? t('stamps.payment.paid', { id: returned.data.indentId, challan: returned.data.challan.number })
            : t('stamps.payment.notPaid', { id: returned.data.indentId })}
        </div>
      ) : null}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      <p>{t('stamps.payment.help')}</p>
      <SandboxPaymentNotice />
      <IndentTable
        caption={t('stamps.payment.unpaid')}
        indents={unpaid}
        action={(indent) => (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => payChallan(indent.indentId).catch((error: Error) => setFailure(error.message))}>
            {t('stamps.payment.pay')}
          </button>
        )}
      />
      {unpaid.length > 0 ? <BankChallanForm indents={unpaid} /> : null}
    </div>
  );
}
