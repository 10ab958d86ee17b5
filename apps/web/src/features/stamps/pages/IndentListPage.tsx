import { useTranslation } from 'react-i18next';
import { formatRupees } from '@igrs/domain';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { useIndents } from '../api/stamps.ts';
import { IndentTable } from '../components/IndentTable.tsx';

/** Every indent of the vendor with its value; `serials` shows the ranges received from the depot (the distribution page). */
export function IndentListPage({ view }: { view: 'report' | 'distribution' }) {
  const { t } = useTranslation();
  const title = useMenuPageTitle(view === 'report' ? 'stampIndentReport' : 'vendorDistribution');
  const indents = useIndents();
  const shown = (indents.data ?? []).filter((indent) => view === 'report' || indent.lines.some((line) => line.issued > 0));
  const total = shown.reduce((sum, indent) => sum + indent.payableRupees, 0);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <p>{t(view === 'report' ? 'stamps.report.help' : 'stamps.distribution.help')}</p>
      {view === 'report' ? <p className="fw-semibold">{t('stamps.report.total', { count: shown.length, amount: formatRupees(total) })}</p> : null}
      <IndentTable caption={title} indents={shown} showSerials={view === 'distribution'} />
    </div>
  );
}
