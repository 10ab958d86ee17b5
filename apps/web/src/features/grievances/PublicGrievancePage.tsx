import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_NAMES,
  GRIEVANCE_ID_PATTERN,
  GRIEVANCE_LEVEL_NAMES,
  GRIEVANCE_MAX_ATTACHMENTS,
  findSroOffice,
  formatDisplayDate,
  grievanceFilingSchema,
  grievanceStatusQuerySchema,
  toDayMonthYearTime,
  type GrievancePublicView,
} from '@igrs/domain';
import { CaptchaField } from '../../components/ui/CaptchaField.tsx';
import { DistrictOfficeSelects } from '../../components/ui/DistrictOfficeSelects.tsx';
import { ErrorSummary } from '../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { apiRequest, errorText } from '../../lib/api-client.ts';
import { useBilingual } from '../../lib/bilingual.ts';
import { useCaptchaEntry } from '../../lib/captcha.ts';
import { formatFileSize } from '../../lib/file-size.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useFormProblems } from '../../lib/use-form-problems.ts';

const filingFormSchema = grievanceFilingSchema.omit({ captchaId: true }).extend({ districtCode: z.string().min(1, { error: 'required' }) });
type FilingForm = z.infer<typeof filingFormSchema>;
const FILING_FIELDS = ['districtCode', 'sroCode', 'category', 'complainantName', 'mobile', 'description', 'captchaText'] as const;

interface Filed {
  grievanceId: string;
  answerDue: string;
  /** Why the paper chosen with the grievance could not be added, when it could not. */
  paperProblem?: string;
}

/** Adds the complainant's paper to a grievance, proved by the mobile it was filed with. */
function attachPaper(grievanceId: string, mobile: string, file: File): Promise<GrievancePublicView> {
  const formData = new FormData();
  formData.append('mobile', mobile);
  formData.append('file', file);
  return apiRequest<GrievancePublicView>(`/grievances/${grievanceId}/attachments`, { method: 'POST', formData });
}

function FileGrievance({ onFiled }: { onFiled: (filed: Filed) => void }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const form = useForm<FilingForm>({
    resolver: zodResolver(filingFormSchema),
    defaultValues: { districtCode: '', sroCode: '', category: 'delay', complainantName: '', mobile: '', description: '', captchaText: '' },
  });
  const problems = useFormProblems(form, FILING_FIELDS);
  const districtCode = useWatch({ control: form.control, name: 'districtCode' });
  const captcha = useCaptchaEntry(() => form.setValue('captchaText', ''));
  const paperInput = useRef<HTMLInputElement>(null);
  const submit = ({ districtCode: _district, ...values }: FilingForm) =>
    problems.submit(async () => {
      if (!captcha.looksRight(values.captchaText)) {
        form.setError('captchaText', { type: 'client', message: 'captchaMismatch' });
        captcha.renew();
        throw new Error(t('grievancePublic.captchaWrong'));
      }
      try {
        const filed = await apiRequest<{ grievanceId: string; answerDue: string }>('/grievances/filings', { method: 'POST', body: { ...values, captchaId: captcha.captchaId } });
        // The grievance stands on its own; a paper the server refuses is said so beside its reference, to be added again.
        const paper = paperInput.current?.files?.[0];
        const paperProblem = paper ? await attachPaper(filed.grievanceId, values.mobile, paper).then(() => undefined, (error: unknown) => errorText(error)) : undefined;
        onFiled({ ...filed, ...(paperProblem ? { paperProblem } : {}) });
        form.reset();
        if (paperInput.current) paperInput.current.value = '';
      } finally {
        captcha.renew();
      }
    });
  return (
    <form noValidate className="card card-body" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <div className="row g-3">
        <DistrictOfficeSelects
          district={{ id: 'districtCode', label: t('grievancePublic.district'), error: problems.message('districtCode'), registration: form.register('districtCode', { onChange: () => form.setValue('sroCode', '') }) }}
          office={{ id: 'sroCode', label: t('grievancePublic.office'), error: problems.message('sroCode'), registration: form.register('sroCode') }}
          districtCode={districtCode}
          choose={t('grievancePublic.choose')}
          districtFirst={t('grievancePublic.districtFirst')}
        />
        <div className="col-12">
          <SelectField
            id="category"
            label={t('grievances.fields.category')}
            placeholder={t('grievancePublic.choose')}
            options={GRIEVANCE_CATEGORIES.map((category) => ({ value: category, label: pick(GRIEVANCE_CATEGORY_NAMES[category]) }))}
            error={problems.message('category')}
            registration={form.register('category')}
          />
        </div>
        <div className="col-12 col-md-6">
          <TextField id="complainantName" label={t('grievancePublic.name')} autoComplete="name" error={problems.message('complainantName')} registration={form.register('complainantName')} />
        </div>
        <div className="col-12 col-md-6">
          <TextField id="mobile" label={t('grievancePublic.mobile')} hint={t('grievancePublic.mobileHint')} type="tel" inputMode="numeric" autoComplete="tel-national" error={problems.message('mobile')} registration={form.register('mobile')} />
        </div>
        <div className="col-12">
          <TextField id="description" label={t('grievances.fields.description')} rows={4} error={problems.message('description')} registration={form.register('description')} />
        </div>
        <div className="col-12">
          <label htmlFor="grievancePaper" className="form-label">
            {t('grievancePublic.paper')}
          </label>
          <input id="grievancePaper" ref={paperInput} type="file" className="form-control" accept="application/pdf,image/jpeg,image/png" aria-describedby="grievancePaper-hint" />
          <div id="grievancePaper-hint" className="form-text">
            {t('grievancePublic.paperHint')}
          </div>
        </div>
      </div>
      <CaptchaField {...captcha.field} error={problems.message('captchaText')} registration={form.register('captchaText')} />
      <div>
        <button type="submit" className="btn btn-primary">
          {t('grievancePublic.file')}
        </button>
      </div>
    </form>
  );
}

const statusFormSchema = grievanceStatusQuerySchema.extend({ grievanceId: z.string().trim().toUpperCase().regex(GRIEVANCE_ID_PATTERN, { error: 'invalidValue' }) });
type StatusForm = z.infer<typeof statusFormSchema>;

/** One more paper for an open grievance, with the mobile already proved by finding it. */
function AddPaper({ grievanceId, mobile, onAdded }: { grievanceId: string; mobile: string; onAdded: (view: GrievancePublicView) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const file = input.current?.files?.[0];
    if (!file) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      onAdded(await attachPaper(grievanceId, mobile, file));
      setOutcome({ ok: true, text: t('grievancePublic.paperAdded', { name: file.name }) });
      if (input.current) input.current.value = '';
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3">
      <label htmlFor={id} className="form-label">
        {t('grievancePublic.addPaper')}
      </label>
      <div className="input-group">
        <input id={id} ref={input} type="file" className="form-control" accept="application/pdf,image/jpeg,image/png" aria-describedby={`${id}-hint`} />
        <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => void add()}>
          {t('grievancePublic.attach')}
        </button>
      </div>
      <div id={`${id}-hint`} className="form-text">
        {t('grievancePublic.paperHint')}
      </div>
      {outcome ? (
        <div className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'} mt-2 mb-0`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </div>
      ) : null}
    </div>
  );
}

function GrievanceStatus() {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const [found, setFound] = useState<GrievancePublicView>();
  const [foundWith, setFoundWith] = useState('');
  const form = useForm<StatusForm>({ resolver: zodResolver(statusFormSchema), defaultValues: { grievanceId: '', mobile: '' } });
  const problems = useFormProblems(form, ['grievanceId', 'mobile']);
  const submit = (values: StatusForm) =>
    problems.submit(async () => {
      setFound(await apiRequest<GrievancePublicView>(`/grievances/${values.grievanceId}/status`, { method: 'POST', body: { mobile: values.mobile } }));
      setFoundWith(values.mobile);
    });
  const office = found ? findSroOffice(found.sroCode) : undefined;
  return (
    <>
      <form noValidate className="card card-body mb-3" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
        <ErrorSummary errors={problems.summary} version={problems.attempt} />
        <div className="row g-3 align-items-end">
          <div className="col-12 col-md-5">
            <TextField id="grievanceId" label={t('grievancePublic.reference')} hint={t('grievancePublic.referenceHint')} error={problems.message('grievanceId')} registration={form.register('grievanceId')} />
          </div>
          <div className="col-12 col-md-4">
            <TextField id="statusMobile" label={t('grievancePublic.mobile')} type="tel" inputMode="numeric" error={problems.message('mobile')} registration={form.register('mobile')} />
          </div>
          <div className="col-12 col-md-3">
            <button type="submit" className="btn btn-primary w-100">
              {t('grievancePublic.check')}
            </button>
          </div>
        </div>
      </form>
      {found ? (
        <section className="border rounded p-3" aria-labelledby="grievance-found">
          <h3 id="grievance-found" className="h5">
            {found.grievanceId} — {t(`grievances.status.${found.status}`)}
          </h3>
          <p className="mb-1">
            {pick(GRIEVANCE_CATEGORY_NAMES[found.category])} · {office ? pick(office.description) : found.sroCode} · {pick(GRIEVANCE_LEVEL_NAMES[found.level])}
          </p>
          <p className="mb-2">{t('grievancePublic.answerDue', { date: formatDisplayDate(found.answerDue) })}</p>
          <ol className="mb-0">
            {found.events.map((event, index) => (
              <li key={index}>
                {toDayMonthYearTime(event.at)} — {t(`grievances.status.${event.status}`)}: {event.remarks}
              </li>
            ))}
          </ol>
          {found.attachments.length > 0 ? (
            <>
              <h4 className="h6 mt-3">{t('grievancePublic.papers')}</h4>
              <ul className="mb-0">
                {found.attachments.map((attachment) => (
                  <li key={attachment.attachmentId}>
                    {attachment.fileName} ({formatFileSize(attachment.sizeBytes)})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {found.status !== 'resolved' && found.status !== 'rejected' && found.attachments.length < GRIEVANCE_MAX_ATTACHMENTS ? (
            <AddPaper grievanceId={found.grievanceId} mobile={foundWith} onAdded={setFound} />
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/** Anyone's grievance about an office or a service, and where it stands. */
export function PublicGrievancePage() {
  const { t } = useTranslation();
  const title = t('pages.grievancePublic');
  usePageTitle(title);
  const [filed, setFiled] = useState<Filed>();
  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      <p className="lead">{t('grievancePublic.intro')}</p>
      <div className="row g-4">
        <section className="col-12 col-xl-7" aria-labelledby="file-heading">
          <h2 id="file-heading" className="h4">
            {t('grievancePublic.fileTitle')}
          </h2>
          {filed ? (
            <div className="alert alert-success" role="status">
              {t('grievancePublic.filed', { id: filed.grievanceId, date: formatDisplayDate(filed.answerDue) })}
              {filed.paperProblem ? <p className="mb-0 mt-2 text-danger-emphasis">{t('grievancePublic.paperNotAdded', { reason: filed.paperProblem })}</p> : null}
            </div>
          ) : null}
          <FileGrievance onFiled={setFiled} />
        </section>
        <section className="col-12 col-xl-5" aria-labelledby="status-heading">
          <h2 id="status-heading" className="h4">
            {t('grievancePublic.statusTitle')}
          </h2>
          <GrievanceStatus />
        </section>
      </div>
    </div>
  );
}
