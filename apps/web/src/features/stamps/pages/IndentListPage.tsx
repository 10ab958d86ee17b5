import { useTranslation } from 'react-i18next';
import { formatRupees } from '@igrs/domain';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { useIndents, useVendorReturns } from '../api/stamps.ts';
import { ReturnsTable } from '../components/ReturnsTable.tsx';
import { IndentTable } from '../components/IndentTable.tsx';

/** Every indent of the vendor with its value; the distribution page shows the serials received from the depot and those given back. */
export function IndentListPage({ view }: { view: 'report' | 'distribution' }) {
  const { t } = useTranslation();
  const title = useMenuPageTitle(view === 'report' ? 'stampIndentReport' : 'vendorDistribution');
  const indents = useIndents();
  const returns = useVendorReturns(view === 'distribution');
  const shown = (indents.data ?? []).filter((indent) => view === 'report' || indent.lines.some((line) => line.issued > 0));
  const total = shown.reduce((sum, indent) => sum + indent.payableRupees, 0);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <p>{t(view === 'report' ? 'stamps.report.help' : 'stamps.distribution.help')}</p>
      {view === 'report' ? <p className="fw-semibold">{t('stamps.report.total', { count: shown.length, amount: formatRupees(total) })}</p> : null}
      <IndentTable caption={title} indents={shown} showSerials={view === 'distribution'} />
      {view === 'distribution' ? <ReturnsTable caption={t('stamps.returns.given')} returns={returns.data ?? []} /> : null}
    </div>
  );
}
