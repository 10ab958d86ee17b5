import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideOfficeAction } from '@igrs/domain';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { showMessage } from '../../../lib/popups.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { useDepotIndents, useDepotReturns, useIssue } from '../api/stamps.ts';
import { ReturnsTable } from '../components/ReturnsTable.tsx';
import { BankChallans } from '../components/BankChallans.tsx';
import { IndentTable } from '../components/IndentTable.tsx';

/**
 * The depot's paid challans waiting for stamps: the Sub-Registrar issues by
 * serial range, in part when short. Officers above the offices see the
 * depots of their jurisdiction (the state, every depot) without acting.
 */
export function DepotIssuePage() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  // The depot office acts on its own depot; anyone else reads.
  const depotOffice = principal !== null && decideOfficeAction(principal, 'act', principal.jurisdiction.code) === undefined;
  const title = useMenuPageTitle('challanStockholding');
  const indents = useDepotIndents();
  const issue = useIssue();
  const returns = useDepotReturns();
  const [failure, setFailure] = useState<string>();
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <p>{t('stamps.depot.help')}</p>
      <BankChallans decides={depotOffice} />
      {indents.isError ? <div className="alert alert-warning" role="alert">{indents.error.message}</div> : null}
      {failure ? (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      ) : null}
      <IndentTable
        caption={t('stamps.depot.caption')}
        indents={indents.data ?? []}
        showSerials
        action={
          depotOffice
            ? (indent) => (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  onClick={() =>
                    issue.mutateAsync(indent.indentId).then(
                      (issued) => showMessage({ message: t('stamps.depot.issued', { id: issued.indentId }), type: 'success' }),
                      (error: Error) => setFailure(error.message),
                    )
                  }
                >
                  {t('stamps.depot.issue')}
                </button>
              )
            : undefined
        }
      />
      <ReturnsTable caption={t('stamps.returns.received')} returns={returns.data ?? []} />
    </div>
  );
}
