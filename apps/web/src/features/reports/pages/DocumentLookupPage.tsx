import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { STAFF_PAGES, documentLookupQuerySchema, findSroOffice, officesCovered, type DocumentLookupPageId } from '@igrs/domain';
import { FormField } from '../../../components/ui/FormField.tsx';
import { DocumentDetails } from '../../../components/register/DocumentDetails.tsx';
import { useBilingual } from '../../../lib/bilingual.ts';
import { fieldMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { usePrincipal } from '../../../lib/session.ts';
import { useReportDocument } from '../api/reports.ts';

const formSchema = z.object({ sroCode: z.string(), documentNumber: z.string(), year: z.string() }).superRefine((form, context) => {
  const parsed = documentLookupQuerySchema.safeParse(form);
  if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
type LookupForm = z.infer<typeof formSchema>;

/** One registered document, found by office, number and year: where report rows lead, and the sub-index and check slip pages. */
export function DocumentLookupPage({ pageId }: { pageId: DocumentLookupPageId }) {
  const { t } = useTranslation();
  const { pick, language } = useBilingual();
  const title = pick(STAFF_PAGES[pageId].title);
  usePageTitle(title);
  const principal = usePrincipal();
  const [search, setSearch] = useSearchParams();
  const values = { sroCode: search.get('sroCode') ?? '', documentNumber: search.get('documentNumber') ?? '', year: search.get('year') ?? '' };
  const asked = documentLookupQuerySchema.safeParse(values).success ? values : undefined;
  const document = useReportDocument(pageId, asked);
  const form = useForm<LookupForm>({ resolver: zodResolver(formSchema), values });
  const error = (name: keyof LookupForm) => fieldMessage(form.formState.errors[name]?.message, language);
  const offices = principal ? officesCovered(principal.jurisdiction).map((code) => findSroOffice(code)!) : [];

  const input = (name: 'documentNumber' | 'year', label: string) => (
    <div className="col-6 col-md-2">
      <FormField id={`lookup-${name}`} label={label} error={error(name)}>
        {(describedBy) => <input id={`lookup-${name}`} inputMode="numeric" className={`form-control${error(name) ? ' is-invalid' : ''}`} aria-invalid={!!error(name)} aria-describedby={describedBy} {...form.register(name)} />}
      </FormField>
    </div>
  );
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{title}</h1>
      <form className="row g-3 align-items-end mb-4" role="search" aria-label={t('reports.findDocument')} noValidate onSubmit={form.handleSubmit((next) => setSearch(new URLSearchParams(next)))}>
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
      {document.isError ? (
        <div className="alert alert-danger" role="alert">
          {document.error.message}
        </div>
      ) : null}
      {document.data ? <DocumentDetails document={document.data} headingLevel={2} showAddresses /> : null}
    </div>
  );
}
