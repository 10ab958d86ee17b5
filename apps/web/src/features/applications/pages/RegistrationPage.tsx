import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { APPLICATION_STATUS_NAMES, findSroOffice, toDayMonthYearTime } from '@igrs/domain';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useMyApplications } from '../api/applications.ts';
import { signOutCitizen, useCitizenSession } from '../../../lib/citizen-session.ts';
import { GetStartedForm } from '../components/GetStartedForm.tsx';
import { SignInPanel } from '../components/SignInPanel.tsx';
import { ListTable } from '../../../components/ui/ListTable.tsx';

/** The signed-in citizen's applications, each continued where it stands. */
function MyApplications() {
  const { t } = useTranslation('application');
  const { pick } = useBilingual();
  const list = useMyApplications(true);
  const rows = list.data?.applications ?? [];
  if (list.isPending) return <p>{t('loading')}</p>;
  if (rows.length === 0) return <p>{t('home.none')}</p>;
  return (
    <ListTable label={t('home.yours')} columns={[{ header: t('applicationId') }, { header: t('nature') }, { header: t('office') }, { header: t('statusLabel') }, { header: t('home.lastChange') }]} className="table table-striped align-middle">
      {rows.map((row) => (
        <tr key={row.applicationId}>
          <th scope="row">
            <Link to={`/Registration/${row.applicationId}`}>{row.applicationId}</Link>
          </th>
          <td>{pick(row.transaction)}</td>
          <td>{findSroOffice(row.sroCode) ? pick(findSroOffice(row.sroCode)!.description) : row.sroCode}</td>
          <td>{pick(APPLICATION_STATUS_NAMES[row.status])}</td>
          <td>{toDayMonthYearTime(row.updatedAt)}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/**
 * Registering a document, the citizen's way in: sign in with the mobile (or
 * go on as a guest), then start an application or continue one.
 */
export function RegistrationPage() {
  const { t } = useTranslation('application');
  const navigate = useNavigate();
  const session = useCitizenSession();
  const title = t('home.title');
  usePageTitle(title);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      <p className="lead">{t('home.intro')}</p>
      <ol className="igrs-steps mb-4">
        {(['enter', 'upload', 'pay', 'slot', 'appear'] as const).map((step) => (
          <li key={step}>{t(`home.steps.${step}`)}</li>
        ))}
      </ol>
      {!session ? (
        <SignInPanel onGuest={(applicationId) => void navigate(`/Registration/${applicationId}`)} />
      ) : (
        <>
          <p className="d-flex flex-wrap align-items-center gap-2">
            <span>{session.kind === 'citizen' ? t('home.signedIn', { mobile: session.mobileMasked }) : t('home.guest', { id: session.applicationId })}</span>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void signOutCitizen()}>
              {t('signOut')}
            </button>
          </p>
          {session.kind === 'guest' ? (
            <p>
              <Link className="btn btn-primary" to={`/Registration/${session.applicationId}`}>
                {t('home.continueGuest', { id: session.applicationId })}
              </Link>
            </p>
          ) : (
            <div className="row g-4">
              <section className="col-12 col-xl-5" aria-labelledby="start-heading">
                <h2 id="start-heading" className="h4">
                  {t('start.title')}
                </h2>
                <GetStartedForm />
              </section>
              <section className="col-12 col-xl-7" aria-labelledby="yours-heading">
                <h2 id="yours-heading" className="h4">
                  {t('home.yours')}
                </h2>
                <MyApplications />
              </section>
            </div>
          )}
        </>
      )}
    </div>
  );
}
