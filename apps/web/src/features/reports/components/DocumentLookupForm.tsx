import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { documentLookupQuerySchema, findSroOffice, officesCovered } from '@igrs/domain';
import { FormField } from '../../../components/ui/FormField.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { fieldMessage } from '../../../lib/form-errors.ts';
import { usePrincipal } from '../../../lib/session.ts';

const formSchema = z.object({ sroCode: z.string(), documentNumber: z.string(), year: z.string() }).superRefine((form, context) => {
  const parsed = documentLookupQuerySchema.safeParse(form);
  if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
export type DocumentLookupValues = z.infer<typeof formSchema>;

/** Office (of the viewer's jurisdiction), document number and year: the citation a registered document is found by. */
export function DocumentLookupForm({ values, onFind }: { values: DocumentLookupValues; onFind: (values: DocumentLookupValues) => void }) {
  const { t } = useTranslation();
  const { pick, language } = useBilingual();
  const principal = usePrincipal();
  const form = useForm<DocumentLookupValues>({ resolver: zodResolver(formSchema), values });
  const error = (name: keyof DocumentLookupValues) => fieldMessage(form.formState.errors[name]?.message, language);
  const offices = principal ? officesCovered(principal.jurisdiction).map((code) => findSroOffice(code)!) : [];
  const input = (name: 'documentNumber' | 'year', label: string) => (
    <div className="col-6 col-md-2">
      <FormField id={`lookup-${name}`} label={label} error={error(name)}>
        {(describedBy) => <input id={`lookup-${name}`} inputMode="numeric" className={`form-control${error(name) ? ' is-invalid' : ''}`} aria-invalid={!!error(name)} aria-describedby={describedBy} {...form.register(name)} />}
      </FormField>
    </div>
  );
  return (
    <form className="row g-3 align-items-end mb-4" role="search" aria-label={t('reports.findDocument')} noValidate onSubmit={form.handleSubmit(onFind)}>
      <div className="col-12 col-md-4">
        <FormField id="lookup-sroCode" label={t('staffPages.filter.sroOffice.label')} error={error('sroCode')}>
          {(describedBy) => (
            <select id="lookup-sroCode" className={`form-select${error('sroCode') ? ' is-invalid' : ''}`} aria-invalid={!!error('sroCode')} aria-describedby={describedBy} {...form.register('sroCode')}>
              <option value="">{t('reports.chooseOffice')}</option>
              {offices.map((office) => (
                <option key={office.code} value={office.code}>
                  {pick(office.description)} ({office.code})
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {input('documentNumber', t('staffPages.filter.documentNumber.label'))}
      {input('year', t('staffPages.filter.year.label'))}
      <div className="col-12 col-md-auto">
        <button type="submit" className="btn btn-primary">
          {t('reports.findDocument')}
        </button>
      </div>
    </form>
  );
}

/** The citation a page's address carries, and whether it is a whole one to look up. */
export function useDocumentReferenceInAddress() {
  const [search, setSearch] = useSearchParams();
  const values: DocumentLookupValues = { sroCode: search.get('sroCode') ?? '', documentNumber: search.get('documentNumber') ?? '', year: search.get('year') ?? '' };
  const asked = documentLookupQuerySchema.safeParse(values).success ? values : undefined;
  return { values, asked, find: (next: DocumentLookupValues) => setSearch(new URLSearchParams(next)) };
}
