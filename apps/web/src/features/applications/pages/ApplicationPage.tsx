import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { APPLICATION_STATUS_NAMES, isEditable, type ApplicationView } from '@igrs/domain';
import { ErrorSummary } from '../../../components/ui/ErrorSummary.tsx';
import { ApiRequestError, errorText } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useApplication, useSubmitApplication } from '../api/applications.ts';
import { signOutCitizen, useCitizenSession } from '../../../lib/citizen-session.ts';
import { CheckSlip } from '../components/CheckSlip.tsx';
import { FeesTable } from '../components/FeesTable.tsx';
import { FilesForm } from '../components/FilesForm.tsx';
import { PartiesForm } from '../components/PartiesForm.tsx';
import { PropertyForm, type ValuationFormSlot } from '../components/PropertyForm.tsx';
import { SignInPanel } from '../components/SignInPanel.tsx';
import { SlotAndPayment } from '../components/SlotAndPayment.tsx';
import { StatusTracker } from '../components/StatusTracker.tsx';

const STEPS = ['parties', 'property', 'files', 'review', 'slot', 'status'] as const;
type Step = (typeof STEPS)[number];

/** Where an application opens when no step is named: the first thing it still needs. */
function nextStepOf(application: ApplicationView): Step {
  switch (application.status) {
    case 'draft':
      if (application.parties.length === 0) return 'parties';
      if (!application.property) return 'property';
      return application.documents.length === 0 ? 'files' : 'review';
    case 'sent-back':
      return 'review';
    case 'submitted':
    case 'paid':
      return 'slot';
    default:
      return 'status';
  }
}

/** Check the particulars and the dues, then submit: the server checks everything again and fixes the fees. */
function ReviewStep({ application, onSubmitted }: { application: ApplicationView; onSubmitted: () => void }) {
  const { t } = useTranslation('application');
  const submit = useSubmitApplication(application.applicationId);
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const mayResubmit = application.status === 'draft' || application.status === 'sent-back';
  return (
    <div>
      <ErrorSummary errors={problem ? [{ message: problem }] : []} version={attempt} />
      {application.status === 'sent-back' ? (
        <div className="alert alert-warning">
          <p className="fw-semibold mb-1">{t('status.sentBack')}</p>
          <p className="mb-0">{application.remarks}</p>
        </div>
      ) : null}
      <FeesTable application={application} />
      <CheckSlip application={application} />
      <p className="mt-3">{application.documents.length === 0 ? t('review.noFiles') : t('review.files', { files: application.documents.map((file) => file.fileName).join(', ') })}</p>
      {mayResubmit ? (
        <>
          <p>{t('review.declaration')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              submit.mutateAsync().then(onSubmitted, (error: unknown) => {
                setProblem(errorText(error));
                setAttempt((value) => value + 1);
              })
            }
          >
            {application.status === 'sent-back' ? t('review.resubmit') : t('review.submit')}
          </button>
        </>
      ) : (
        <p className="alert alert-success">{t('review.submitted')}</p>
      )}
    </div>
  );
}

/**
 * One application, step by step: parties, property, files, review and
 * submit, slot and payment, status. Everything is saved on the server as the
 * citizen goes, so a reload, another device or a new sign-in comes back to
 * the same step.
 */
export function ApplicationPage({ valuationForm }: { valuationForm: ValuationFormSlot }) {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const navigate = useNavigate();
  const { applicationId = '', step: stepParam } = useParams();
  const location = useLocation();
  const guestSecret = (location.state as { guestSecret?: string } | null)?.guestSecret;
  const session = useCitizenSession();
  const query = useApplication(applicationId, !!session);
  const title = t('page.title', { id: applicationId });
  usePageTitle(title);
  const goTo = (step: Step) => void navigate(`/Registration/${applicationId}/${step}`);

  if (!session) {
    return (
      <div className="container-xxl py-4">
        <h1 className="h2">{title}</h1>
        <p>{t('page.signInToContinue')}</p>
        <SignInPanel onGuest={(id) => void navigate(`/Registration/${id}`)} />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="container-xxl py-4">
        <h1 className="h2">{title}</h1>
        <p className="alert alert-warning">{missing ? t('page.notFound') : query.error.message}</p>
        <p className="d-flex gap-2">
          <Link to="/Registration">{t('page.back')}</Link>
          {session.kind === 'guest' ? (
            <button type="button" className="btn btn-link p-0" onClick={() => void signOutCitizen()}>
              {t('signOut')}
            </button>
          ) : null}
        </p>
      </div>
    );
  }
  const application = query.data;
  if (!application) return <div className="container-xxl py-4">{t('loading')}</div>;
  const step: Step = STEPS.find((candidate) => candidate === stepParam) ?? nextStepOf(application);
  const editable = isEditable(application.status);
  const filesEditable = editable || ['paid', 'slot-booked'].includes(application.status);

  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      <p>
        <span className="badge text-bg-primary fs-6 fw-normal">{pick(APPLICATION_STATUS_NAMES[application.status])}</span> <Link to="/Registration">{t('page.all')}</Link>
      </p>
      {guestSecret ? (
        <div className="alert alert-info" role="status">
          <p className="mb-1">{t('page.secretIntro', { id: application.applicationId })}</p>
          <p className="mb-0">
            {t('page.secret')} <strong className="font-monospace fs-5 user-select-all">{guestSecret}</strong>
          </p>
        </div>
      ) : null}
      <nav aria-label={t('page.steps')} className="mb-4">
        <ol className="nav nav-pills flex-wrap gap-1">
          {STEPS.map((candidate, index) => (
            <li className="nav-item" key={candidate}>
              <Link className={`nav-link${candidate === step ? ' active' : ''}`} aria-current={candidate === step ? 'step' : undefined} to={`/Registration/${applicationId}/${candidate}`}>
                {index + 1}. {t(`steps.${candidate}`)}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <section aria-labelledby="step-heading">
        <h2 id="step-heading" className="h4 mb-3">
          {t(`steps.${step}`)}
        </h2>
        {!editable && (step === 'parties' || step === 'property') ? (
          <>
            <p className="alert alert-info">{t('page.locked')}</p>
            <CheckSlip application={application} />
          </>
        ) : step === 'parties' ? (
          <PartiesForm key={application.events.length} application={application} onSaved={() => goTo('property')} />
        ) : step === 'property' ? (
          <PropertyForm application={application} valuationForm={valuationForm} onSaved={() => goTo('files')} />
        ) : step === 'files' ? (
          <FilesForm application={application} editable={filesEditable} onDone={() => goTo(editable ? 'review' : 'status')} />
        ) : step === 'review' ? (
          <ReviewStep application={application} onSubmitted={() => goTo('slot')} />
        ) : step === 'slot' ? (
          <SlotAndPayment application={application} />
        ) : (
          <StatusTracker application={application} />
        )}
      </section>
    </div>
  );
}
