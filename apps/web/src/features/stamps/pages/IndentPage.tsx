import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAMP_DENOMINATIONS, STAMP_KINDS, STAMP_KIND_NAMES, VENDOR_COMMISSION, formatRupees, indentAmounts, indentRequestSchema, type IndentRequest } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useMenuPageTitle } from '../../../lib/page-title.ts';
import { showMessage } from '../../../lib/popups.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useCreateIndent, useIndents } from '../api/stamps.ts';
import { IndentTable } from '../components/IndentTable.tsx';

/** The indent form: lines of kind, denomination and quantity; the amount shown is the shared rule's, and the server works it out again. */
export function IndentPage() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const title = useMenuPageTitle('stampIndent');
  const indents = useIndents();
  const create = useCreateIndent();
  const form = useForm<IndentRequest>({ resolver: zodResolver(indentRequestSchema), defaultValues: { lines: [{ kind: 'non-judicial', denomination: 100, quantity: 100 }] } });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const problems = useFormProblems(form, watched.flatMap((_, index) => [`lines.${index}.denomination`, `lines.${index}.quantity`] as const));
  const amounts = indentAmounts(watched.map((line) => ({ denomination: Number(line.denomination) || 0, quantity: Number(line.quantity) || 0 })));
  const submit = (values: IndentRequest) =>
    problems.submit(async () => {
      const created = await create.mutateAsync(values);
      showMessage({ message: t('stamps.indentPage.created', { id: created.indentId }), type: 'success' });
      form.reset();
    });
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <form noValidate className="card card-body mb-4" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
        {lines.fields.map((field, index) => {
          const kind = watched[index]?.kind ?? 'non-judicial';
          const quantityError = problems.message(`lines.${index}.quantity`);
          return (
            <fieldset key={field.id} className="row g-3 align-items-end mb-2">
              <legend className="visually-hidden">{t('stamps.indentPage.line', { number: index + 1 })}</legend>
              <div className="col-12 col-md-4">
                <label htmlFor={`lines.${index}.kind`} className="form-label">
                  {t('stamps.kind')}
                </label>
                <select id={`lines.${index}.kind`} className="form-select" {...form.register(`lines.${index}.kind`)}>
                  {STAMP_KINDS.map((value) => (
                    <option key={value} value={value}>
                      {pick(STAMP_KIND_NAMES[value])}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-6 col-md-3">
                <label htmlFor={`lines.${index}.denomination`} className="form-label">
                  {t('stamps.denomination')}
                </label>
                <select id={`lines.${index}.denomination`} className="form-select" {...form.register(`lines.${index}.denomination`, { valueAsNumber: true })}>
                  {STAMP_DENOMINATIONS[kind].map((value) => (
                    <option key={value} value={value}>
                      ₹{value}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-6 col-md-3">
                <label htmlFor={`lines.${index}.quantity`} className="form-label">
                  {t('stamps.papers')}
                </label>
                <input
                  id={`lines.${index}.quantity`}
                  inputMode="numeric"
                  className={`form-control${quantityError ? ' is-invalid' : ''}`}
                  aria-invalid={!!quantityError}
                  aria-describedby={quantityError ? `lines.${index}.quantity-error` : undefined}
                  {...form.register(`lines.${index}.quantity`, { valueAsNumber: true })}
                />
                {quantityError ? (
                  <div id={`lines.${index}.quantity-error`} className="invalid-feedback">
                    {quantityError}
                  </div>
                ) : null}
              </div>
              <div className="col-12 col-md-2">
                {lines.fields.length > 1 ? (
                  <button type="button" className="btn btn-outline-danger" onClick={() => lines.remove(index)}>
                    {t('stamps.indentPage.removeLine')}
                  </button>
                ) : null}
              </div>
            </fieldset>
          );
        })}
        <div className="d-flex flex-wrap gap-2 my-2">
          <button type="button" className="btn btn-outline-secondary" disabled={lines.fields.length >= 10} onClick={() => lines.append({ kind: 'non-judicial', denomination: 10, quantity: 1 })}>
            {t('stamps.indentPage.addLine')}
          </button>
        </div>
        <p className="mb-3" aria-live="polite">
          {t('stamps.indentPage.amounts', { face: formatRupees(amounts.faceValueRupees), commission: formatRupees(amounts.commissionRupees), payable: formatRupees(amounts.payableRupees), rate: VENDOR_COMMISSION.basisPoints / 100 })}
        </p>
        <div>
          <button type="submit" className="btn btn-primary">
            {t('stamps.indentPage.submit')}
          </button>
        </div>
      </form>
      <IndentTable caption={t('stamps.indentPage.yours')} indents={indents.data ?? []} />
    </div>
  );
}
