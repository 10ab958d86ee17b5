import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_NAMES,
  GRIEVANCE_LEVEL_NAMES,
  decideGrievanceAction,
  findSroOffice,
  grievanceActionSchema,
  grievanceRequestSchema,
  toDayMonthYearTime,
  type GrievanceAction,
  type GrievanceRequest,
  type GrievanceView,
} from '@igrs/domain';
import { ErrorSummary } from '../../components/ui/ErrorSummary.tsx';
import { FormField } from '../../components/ui/FormField.tsx';
import { apiRequest, errorText } from '../../lib/api-client.ts';
import { useBilingual } from '../../lib/bilingual.ts';
import { fetchFile, saveFile } from '../../lib/download.ts';
import { formatFileSize } from '../../lib/file-size.ts';
import { showMessage } from '../../lib/popups.ts';
import { usePrincipal } from '../../lib/session.ts';
import { useFormProblems } from '../../lib/use-form-problems.ts';

const KEY = ['grievances'];
const REQUEST_FIELDS = ['category', 'complainantName', 'mobile', 'description', 'receivedThrough'] as const;

function useGrievanceChange<T>(action: (input: T) => Promise<GrievanceView>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** The office's grievance register under its report: record one received, and answer each step by step. */
export function GrievanceRegister() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiRequest<{ grievances: GrievanceView[] }>('/grievances', { signal }).then((body) => body.grievances) });
  // The report's place above narrows the register too.
  const [search] = useSearchParams();
  const sroCode = search.get('sroCode') ?? '';
  const districtCode = search.get('districtCode') ?? '';
  const rows = (list.data ?? []).filter((row) => (!sroCode || row.sroCode === sroCode) && (!districtCode || findSroOffice(row.sroCode)?.revenueDistrictCode === districtCode));
  const office = principal?.jurisdiction.level === 'office' ? principal.jurisdiction.code : undefined;
  return (
    <div className="mt-4">
      {office ? <RecordForm sroCode={office} /> : <p>{t('grievances.officesRecord')}</p>}
      <h2 className="h5 mt-4">{t('grievances.register')}</h2>
      {rows.length === 0 ? <p className="alert alert-info">{t('grievances.none')}</p> : null}
      <ul className="list-unstyled">
        {rows.map((row) => (
          <GrievanceItem key={row.grievanceId} grievance={row} canAct={!!principal && !decideGrievanceAction(principal, row.sroCode, row.level)} />
        ))}
      </ul>
    </div>
  );
}

function RecordForm({ sroCode }: { sroCode: string }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const record = useGrievanceChange((request: GrievanceRequest) => apiRequest<GrievanceView>('/grievances', { method: 'POST', body: request }));
  const [recorded, setRecorded] = useState<string>();
  const form = useForm<GrievanceRequest>({
    resolver: zodResolver(grievanceRequestSchema),
    defaultValues: { sroCode, category: 'delay', complainantName: '', mobile: '', description: '', receivedThrough: 'counter' },
  });
  const problems = useFormProblems(form, [...REQUEST_FIELDS]);
  const submit = (values: GrievanceRequest) =>
    problems.submit(async () => {
      setRecorded((await record.mutateAsync(values)).grievanceId);
      form.reset();
    });
  const input = (name: 'complainantName' | 'mobile') => {
    const error = problems.message(name);
    return (
      <div className="col-12 col-md-6">
        <FormField id={`grievance-${name}`} label={t(`grievances.fields.${name}`)} error={error}>
          {(describedBy) => <input id={`grievance-${name}`} className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={!!error} aria-describedby={describedBy} {...form.register(name)} />}
        </FormField>
      </div>
    );
  };
  const descriptionError = problems.message('description');
  return (
    <section aria-labelledby="record-grievance">
      <h2 id="record-grievance" className="h5">
        {t('grievances.record')}
      </h2>
      {recorded ? (
        <div className="alert alert-success" role="status">
          {t('grievances.recorded', { id: recorded })}
        </div>
      ) : null}
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <form noValidate className="card card-body row g-3 flex-row" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
        <div className="col-12 col-md-6">
          <label htmlFor="grievance-category" className="form-label">
            {t('grievances.fields.category')}
          </label>
          <select id="grievance-category" className="form-select" {...form.register('category')}>
            {GRIEVANCE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {pick(GRIEVANCE_CATEGORY_NAMES[category])}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="grievance-receivedThrough" className="form-label">
            {t('grievances.fields.receivedThrough')}
          </label>
          <select id="grievance-receivedThrough" className="form-select" {...form.register('receivedThrough')}>
            {(['counter', 'post', 'phone'] as const).map((way) => (
              <option key={way} value={way}>
                {t(`grievances.through.${way}`)}
              </option>
            ))}
          </select>
        </div>
        {input('complainantName')}
        {input('mobile')}
        <div className="col-12">
          <FormField id="grievance-description" label={t('grievances.fields.description')} error={descriptionError}>
            {(describedBy) => (
              <textarea id="grievance-description" rows={3} className={`form-control${descriptionError ? ' is-invalid' : ''}`} aria-invalid={!!descriptionError} aria-describedby={describedBy} {...form.register('description')} />
            )}
          </FormField>
        </div>
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            {t('grievances.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

function GrievanceItem({ grievance, canAct }: { grievance: GrievanceView; canAct: boolean }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const act = useGrievanceChange((action: GrievanceAction) => apiRequest<GrievanceView>(`/grievances/${grievance.grievanceId}/actions`, { method: 'POST', body: action }));
  const form = useForm<GrievanceAction>({ resolver: zodResolver(grievanceActionSchema), defaultValues: { status: 'in-progress', remarks: '' } });
  const problems = useFormProblems(form, ['status', 'remarks']);
  const open = grievance.status === 'open' || grievance.status === 'in-progress';
  const remarksId = `remarks-${grievance.grievanceId}`;
  const remarksError = problems.message('remarks');
  return (
    <li className="card card-body mb-3">
      <h3 className="h6">
        {grievance.grievanceId} — {pick(GRIEVANCE_CATEGORY_NAMES[grievance.category])}{' '}
        <span className={`badge ${open ? 'text-bg-warning' : 'text-bg-secondary'}`}>{t(`grievances.status.${grievance.status}`)}</span>
        {grievance.overdue ? <span className="badge text-bg-danger ms-1">{t('grievances.overdue')}</span> : null}
        {grievance.level !== 'office' ? <span className="badge text-bg-dark ms-1">{pick(GRIEVANCE_LEVEL_NAMES[grievance.level])}</span> : null}
      </h3>
      <p className="mb-1">{grievance.description}</p>
      <p className="small text-body-secondary mb-2">
        {grievance.complainantName}, {grievance.mobileMasked} · {toDayMonthYearTime(grievance.receivedAt)} · SRO {grievance.sroCode}
      </p>
      <ol className="small mb-2">
        {grievance.events.map((event, index) => (
          <li key={index}>
            {t(`grievances.status.${event.status}`)} — {toDayMonthYearTime(event.at)}, {event.by}: {event.remarks}
          </li>
        ))}
      </ol>
      {grievance.attachments.length > 0 ? (
        <div className="mb-2">
          <h4 className="h6 small fw-bold mb-1">{t('grievances.papers')}</h4>
          <ul className="list-inline small mb-0">
            {grievance.attachments.map((attachment) => (
              <li key={attachment.attachmentId} className="list-inline-item">
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  aria-label={t('grievances.openPaper', { name: attachment.fileName })}
                  onClick={() =>
                    void fetchFile(`/grievances/${grievance.grievanceId}/attachments/${attachment.attachmentId}`, { accept: attachment.contentType }).then(
                      ({ blob }) => saveFile(blob, attachment.fileName),
                      (error: unknown) => showMessage({ message: errorText(error), type: 'failure' }),
                    )
                  }
                >
                  {attachment.fileName}
                </button>{' '}
                ({formatFileSize(attachment.sizeBytes)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canAct && open ? (
        <form noValidate className="row g-2 align-items-end" onSubmit={form.handleSubmit((values) => problems.submit(async () => void (await act.mutateAsync(values))), problems.onInvalid)}>
          <div className="col-12 col-md-3">
            <label htmlFor={`status-${grievance.grievanceId}`} className="form-label">
              {t('grievances.fields.action')}
            </label>
            <select id={`status-${grievance.grievanceId}`} className="form-select form-select-sm" {...form.register('status')}>
              {(['in-progress', 'resolved', 'rejected'] as const).map((status) => (
                <option key={status} value={status}>
                  {t(`grievances.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-12 col-md-6">
            <FormField id={remarksId} label={t('grievances.fields.remarks')} error={remarksError}>
              {(describedBy) => <input id={remarksId} className={`form-control form-control-sm${remarksError ? ' is-invalid' : ''}`} aria-invalid={!!remarksError} aria-describedby={describedBy} {...form.register('remarks')} />}
            </FormField>
          </div>
          <div className="col-12 col-md-auto">
            <button type="submit" className="btn btn-sm btn-primary">
              {t('grievances.answer')}
            </button>
          </div>
        </form>
      ) : null}
    </li>
  );
}
