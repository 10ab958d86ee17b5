import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARTY_RELATIONS, STAMP_DENOMINATIONS, STAMP_KINDS, STAMP_KIND_NAMES, saleRequestSchema, type SaleRequest, type SaleView, type StampKind } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useSell } from '../api/stamps.ts';
import { SaleReceipt } from '../components/SaleReceipt.tsx';

const TEXT_FIELDS = ['purchaserName', 'relationName', 'address', 'onBehalfOf', 'purpose'] as const;
const FIELDS: Path<SaleRequest>[] = ['kind', 'denomination', 'quantity', 'relationType', ...TEXT_FIELDS];

/** A sale over the counter, recorded as the sale register asks, with its receipt; the judicial page sells court-fee stamps only. */
export function SalePage({ kind }: { kind?: StampKind }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const title = useMenuPageTitle(kind === 'judicial' ? 'judicialStamps' : 'vendorSale');
  const sell = useSell();
  const [receipt, setReceipt] = useState<SaleView>();
  const form = useForm<SaleRequest>({
    resolver: zodResolver(saleRequestSchema),
    defaultValues: { kind: kind ?? 'non-judicial', denomination: kind === 'judicial' ? 25 : 100, quantity: 1, purchaserName: '', relationType: 'S/O', relationName: '', address: '', purpose: '' },
  });
  const problems = useFormProblems(form, FIELDS);
  const chosenKind = useWatch({ control: form.control, name: 'kind' }) ?? 'non-judicial';
  const submit = (values: SaleRequest) =>
    problems.submit(async () => {
      setReceipt(await sell.mutateAsync({ ...values, ...(values.onBehalfOf ? {} : { onBehalfOf: undefined }) }));
      form.reset();
    });
  const field = (name: (typeof TEXT_FIELDS)[number], multiline = false) => {
    const error = problems.message(name);
    return (
      <div className={multiline ? 'col-12' : 'col-12 col-md-6'}>
        <FormField id={name} label={t(`stamps.sale.${name}`)} error={error}>
          {(describedBy) =>
            multiline ? (
              <textarea id={name} rows={2} className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={!!error} aria-describedby={describedBy} {...form.register(name)} />
            ) : (
              <input id={name} className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={!!error} aria-describedby={describedBy} {...form.register(name, name === 'onBehalfOf' ? { setValueAs: (value: string) => value || undefined } : {})} />
            )
          }
        </FormField>
      </div>
    );
  };
  const quantityError = problems.message('quantity');
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <ErrorSummary errors={problems.summary} version={problems.attempt} />
          <form noValidate className="card card-body row g-3 flex-row" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
            <div className="col-12 col-md-5">
              <label htmlFor="kind" className="form-label">
                {t('stamps.kind')}
              </label>
              <select id="kind" className="form-select" disabled={kind !== undefined} {...form.register('kind')}>
                {STAMP_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {pick(STAMP_KIND_NAMES[value])}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-6 col-md-4">
              <label htmlFor="denomination" className="form-label">
                {t('stamps.denomination')}
              </label>
              <select id="denomination" className="form-select" {...form.register('denomination', { valueAsNumber: true })}>
                {STAMP_DENOMINATIONS[chosenKind].map((value) => (
                  <option key={value} value={value}>
                    ₹{value}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-6 col-md-3">
              <FormField id="quantity" label={t('stamps.papers')} error={quantityError}>
                {(describedBy) => (
                  <input id="quantity" inputMode="numeric" className={`form-control${quantityError ? ' is-invalid' : ''}`} aria-invalid={!!quantityError} aria-describedby={describedBy} {...form.register('quantity', { valueAsNumber: true })} />
                )}
              </FormField>
            </div>
            {field('purchaserName')}
            <div className="col-12 col-md-6">
              <label htmlFor="relationType" className="form-label">
                {t('stamps.sale.relationType')}
              </label>
              <select id="relationType" className="form-select" {...form.register('relationType')}>
                {Object.entries(PARTY_RELATIONS).map(([code, label]) => (
                  <option key={code} value={code}>
                    {pick(label)}
                  </option>
                ))}
              </select>
            </div>
            {field('relationName')}
            {field('address', true)}
            {field('onBehalfOf')}
            {field('purpose')}
            <div className="col-12">
              <button type="submit" className="btn btn-primary">
                {t('stamps.sale.submit')}
              </button>
            </div>
          </form>
        </div>
        <div className="col-12 col-lg-5" aria-live="polite">
          {receipt ? <SaleReceipt sale={receipt} /> : null}
        </div>
      </div>
    </div>
  );
}
