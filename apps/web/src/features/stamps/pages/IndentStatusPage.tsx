import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toDayMonthYearTime } from '@igrs/domain';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { useIndent, useIndents } from '../api/stamps.ts';
import { IndentTable } from '../components/IndentTable.tsx';

/** One indent's whole history: asked, challan paid, issued (by serial range), step by step with who and when. */
export function IndentStatusPage() {
  const { t } = useTranslation();
  const title = useMenuPageTitle('indentStatus');
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('indentId') ?? '';
  const indents = useIndents();
  const indent = useIndent(chosen || undefined);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <div className="mb-3 col-12 col-md-4">
        <label htmlFor="indent-choice" className="form-label">
          {t('stamps.indent')}
        </label>
        <select id="indent-choice" className="form-select" value={chosen} onChange={(event) => setSearch(event.target.value ? { indentId: event.target.value } : {})}>
          <option value="">{t('stamps.statusPage.choose')}</option>
          {(indents.data ?? []).map((entry) => (
            <option key={entry.indentId} value={entry.indentId}>
              {entry.indentId} — {t(`stamps.indentStatus.${entry.status}`)}
            </option>
          ))}
        </select>
      </div>
      {indent.data ? (
        <>
          <IndentTable caption={t('stamps.statusPage.indent')} indents={[indent.data]} showSerials />
          <h2 className="h5">{t('stamps.statusPage.history')}</h2>
          <ol className="list-group list-group-numbered">
            {indent.data.events.map((event) => (
              <li key={`${event.at}-${event.step}`} className="list-group-item">
                <strong>{t(`stamps.indentStep.${event.step}`)}</strong> — {toDayMonthYearTime(event.at)}, {event.by}
                {event.remarks ? <div className="small text-body-secondary font-monospace">{event.remarks}</div> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
