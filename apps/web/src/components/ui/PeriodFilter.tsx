import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toYearMonthDay } from '@igrs/domain';
import { DateInput } from './DateInput.tsx';

export interface Period {
  fromDate: string;
  toDate: string;
}

/** This month so far, the period the vendor's registers open with. */
export function thisMonth(): Period {
  const today = toYearMonthDay(new Date());
  return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
}

/** From and to dates for a register; the register below follows once both are whole dates in order. */
export function PeriodFilter({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(period);
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(draft.fromDate) && /^\d{4}-\d{2}-\d{2}$/.test(draft.toDate);
  const ordered = complete && draft.fromDate <= draft.toDate;
  return (
    <form
      className="row g-3 align-items-end mb-3"
      role="search"
      aria-label={t('period.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ordered) onChange(draft);
      }}
    >
      <div className="col-12 col-sm-auto">
        <DateInput id="period-from" legend={t('staffPages.filter.fromDate.label')} value={draft.fromDate} onChange={(fromDate) => setDraft({ ...draft, fromDate })} />
      </div>
      <div className="col-12 col-sm-auto">
        <DateInput id="period-to" legend={t('staffPages.filter.toDate.label')} value={draft.toDate} onChange={(toDate) => setDraft({ ...draft, toDate })} error={complete && !ordered ? t('period.order') : undefined} />
      </div>
      <div className="col-12 col-sm-auto">
        <button type="submit" className="btn btn-primary">
          {t('period.show')}
        </button>
      </div>
    </form>
  );
}
