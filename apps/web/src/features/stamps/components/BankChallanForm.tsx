import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bankChallanEntrySchema, type BankChallanEntry, type IndentView } from '@igrs/domain';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { showMessage } from '../../../lib/popups.ts';
import { useFormProblems } from '../../../lib/use-form-problems.ts';
import { useEnterBankChallan } from '../api/stamps.ts';

type Entry = BankChallanEntry & { indentId: string };
const FIELDS = ['indentId', 'bank', 'branch', 'challanNumber', 'paidOn'] as const;
const entrySchema = bankChallanEntrySchema.extend({ indentId: z.string().min(1, { error: 'required' }) });

/** A challan paid at a bank counter, copied from the bank's receipt onto one of the unpaid indents; the office verifies it. */
export function BankChallanForm({ indents }: { indents: readonly IndentView[] }) {
  const { t } = useTranslation();
  const enter = useEnterBankChallan();
  const form = useForm<Entry>({
    resolver: zodResolver(entrySchema),
    defaultValues: { indentId: indents[0]?.indentId ?? '', bank: '', branch: '', challanNumber: '', paidOn: '' },
  });
  const problems = useFormProblems(form, FIELDS);
  const submit = ({ indentId, ...entry }: Entry) =>
    problems.submit(async () => {
      await enter.mutateAsync({ indentId, entry });
      showMessage({ message: t('stamps.bankChallan.entered', { id: indentId }), type: 'success' });
      form.reset({ indentId: '', bank: '', branch: '', challanNumber: '', paidOn: '' });
    });
  return (
    <form noValidate className="card card-body mb-4" onSubmit={form.handleSubmit(submit, problems.onInvalid)} aria-labelledby="bank-challan-form">
      <h2 id="bank-challan-form" className="h5">
        {t('stamps.bankChallan.title')}
      </h2>
      <p>{t('stamps.bankChallan.help')}</p>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <div className="row g-3">
        <div className="col-12 col-md-4">
          <SelectField
            id="indentId"
            label={t('stamps.indent')}
            placeholder={t('stamps.bankChallan.chooseIndent')}
            options={indents.map((indent) => ({ value: indent.indentId, label: indent.indentId }))}
            error={problems.message('indentId')}
            registration={form.register('indentId')}
          />
        </div>
        <div className="col-12 col-md-4">
          <TextField id="bank" label={t('stamps.bankChallan.bankName')} error={problems.message('bank')} registration={form.register('bank')} />
        </div>
        <div className="col-12 col-md-4">
          <TextField id="branch" label={t('stamps.bankChallan.branch')} error={problems.message('branch')} registration={form.register('branch')} />
        </div>
        <div className="col-12 col-md-4">
          <TextField id="challanNumber" label={t('stamps.bankChallan.number')} error={problems.message('challanNumber')} registration={form.register('challanNumber')} />
        </div>
        <div className="col-12 col-md-4">
          <Controller
            control={form.control}
            name="paidOn"
            render={({ field }) => <DateInput id="paidOn" legend={t('stamps.bankChallan.paidOn')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={problems.message('paidOn')} />}
          />
        </div>
      </div>
      <div className="mt-3">
        <button type="submit" className="btn btn-outline-primary">
          {t('stamps.bankChallan.enter')}
        </button>
      </div>
    </form>
  );
}
