import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, stampReturnSchema, validationMessage, type StampKind } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { useReturnPapers, useStock } from '../api/stamps.ts';
import { PeriodFilter, thisMonth } from '../../../components/ui/PeriodFilter.tsx';
import { StockTable } from '../components/StockTable.tsx';

/** Papers in hand given back to the depot, by serial (one a line, or separated by commas), with the reason. */
function ReturnForm() {
  const { t } = useTranslation();
  const { language } = useBilingual();
  const give = useReturnPapers();
  const [serials, setSerials] = useState('');
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { serials: serials.split(/[\s,]+/).filter(Boolean), reason };
    const parsed = stampReturnSchema.safeParse(body);
    if (!parsed.success) return setOutcome({ ok: false, message: validationMessage(parsed.error.issues[0]?.message ?? 'required', language) });
    give.mutateAsync(parsed.data).then(
      () => {
        setOutcome({ ok: true, message: t('stamps.returns.done', { number: parsed.data.serials.length }) });
        setSerials('');
        setReason('');
      },
      (error: Error) => setOutcome({ ok: false, message: error.message }),
    );
  };
  return (
    <form className="card card-body mb-4" aria-labelledby="return-heading" noValidate onSubmit={submit}>
      <h2 id="return-heading" className="h5">
        {t('stamps.returns.title')}
      </h2>
      <p className="small">{t('stamps.returns.help')}</p>
      {outcome ? (
        <div className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </div>
      ) : null}
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label htmlFor="return-serials" className="form-label">
            {t('stamps.returns.serials')}
          </label>
          <textarea id="return-serials" rows={3} className="form-control" value={serials} onChange={(event) => setSerials(event.target.value)} />
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="return-reason" className="form-label">
            {t('stamps.returns.reason')}
          </label>
          <textarea id="return-reason" rows={3} className="form-control" value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
      </div>
      <div className="mt-3">
        <button type="submit" className="btn btn-outline-primary" disabled={give.isPending}>
          {t('stamps.returns.submit')}
        </button>
      </div>
    </form>
  );
}

/** The stock register for a period, counted from the papers' movements; the stamps page shows non-judicial papers only. */
export function StockPage({ kind }: { kind?: StampKind }) {
  const { t } = useTranslation();
  const title = useMenuPageTitle(kind ? 'vendorStamps' : 'vendorStockReport');
  const [period, setPeriod] = useState(thisMonth);
  const stock = useStock(period.fromDate, period.toDate);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <p>{t('stamps.stockPage.help')}</p>
      <PeriodFilter period={period} onChange={setPeriod} />
      {kind ? null : <ReturnForm />}
      {stock.data ? (
        <>
          <p className="fw-semibold">{t('stamps.stockPage.period', { from: formatDisplayDate(stock.data.from), to: formatDisplayDate(stock.data.to) })}</p>
          <StockTable register={stock.data} {...(kind ? { kind } : {})} />
        </>
      ) : null}
    </div>
  );
}
