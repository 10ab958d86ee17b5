import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAMP_KIND_NAMES, formatDisplayDate, serialParamsSchema } from '@igrs/domain';
import { FormField } from '../../../components/ui/FormField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { fieldMessage } from '../../../lib/form-errors.ts';
import { useTrace } from '../api/stamps.ts';

/** A serial number in, whether the paper is genuine out: the vendor and office that sold it and when, never to whom or whether it is used. */
export function PaperTrace({ onFound }: { onFound?: (serial: string) => void }) {
  const { t } = useTranslation();
  const { pick, language } = useBilingual();
  const [typed, setTyped] = useState('');
  const [serial, setSerial] = useState('');
  const [error, setError] = useState<string>();
  const trace = useTrace(serial);
  const paper = trace.data;
  return (
    <section aria-labelledby="trace-heading" className="mb-4">
      <h2 id="trace-heading" className="h5">
        {t('stamps.trace.title')}
      </h2>
      <form
        className="row g-3 align-items-end mb-3"
        role="search"
        aria-label={t('stamps.trace.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = serialParamsSchema.safeParse({ serial: typed });
          setError(parsed.success ? undefined : fieldMessage(parsed.error.issues[0]?.message, language));
          if (parsed.success) {
            setSerial(parsed.data.serial);
            onFound?.(parsed.data.serial);
          }
        }}
      >
        <div className="col-12 col-md-5">
          <FormField id="trace-serial" label={t('stamps.trace.serial')} error={error} hint={t('stamps.trace.hint')}>
            {(describedBy) => <input id="trace-serial" className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={!!error} aria-describedby={describedBy} value={typed} onChange={(event) => setTyped(event.target.value)} />}
          </FormField>
        </div>
        <div className="col-12 col-md-auto">
          <button type="submit" className="btn btn-primary">
            {t('stamps.trace.find')}
          </button>
        </div>
      </form>
      {trace.isError ? (
        <div className="alert alert-warning" role="alert">
          {trace.error.message}
        </div>
      ) : null}
      {paper ? (
        <>
          <dl className="row" aria-live="polite">
            <dt className="col-sm-3">{t('stamps.trace.serial')}</dt>
            <dd className="col-sm-9 font-monospace">{paper.serial}</dd>
            <dt className="col-sm-3">{t('stamps.kind')}</dt>
            <dd className="col-sm-9">
              {pick(STAMP_KIND_NAMES[paper.kind])}, ₹{paper.denomination}
            </dd>
            <dt className="col-sm-3">{t('stamps.trace.genuine')}</dt>
            <dd className="col-sm-9">
              <span className={`badge ${paper.genuine ? 'text-bg-success' : 'text-bg-warning'}`}>{t(paper.genuine ? 'stamps.trace.genuineYes' : 'stamps.trace.genuineNo')}</span>
            </dd>
            {paper.sale ? (
              <>
                <dt className="col-sm-3">{t('stamps.trace.vendor')}</dt>
                <dd className="col-sm-9">{`${paper.sale.vendor.name} (${paper.sale.vendor.licenceNumber})`}</dd>
                <dt className="col-sm-3">{t('stamps.trace.depot')}</dt>
                <dd className="col-sm-9">{paper.sale.sroCode}</dd>
                <dt className="col-sm-3">{t('stamps.trace.soldOn')}</dt>
                <dd className="col-sm-9">{formatDisplayDate(paper.sale.soldOn)}</dd>
              </>
            ) : null}
          </dl>
          <p className="form-text">{t('stamps.trace.privacy')}</p>
        </>
      ) : null}
    </section>
  );
}
