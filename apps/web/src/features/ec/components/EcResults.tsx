import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EC_DOCUMENT_LIMIT, describeEcPeriod, describeEcSubject, formatDisplayDate, formatRupees, type EcSearchResponse, type Language, type RegisteredDocumentView } from '@igrs/domain';
import { DocumentDetails } from '../../../components/register/DocumentDetails.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { useIsBusy } from '../../../lib/busy.ts';
import { downloadEcCertificate, type DownloadedCertificate } from '../api/ec.ts';
import { ecByDocumentPath } from '../../../lib/ec-links.ts';

function partyNames(document: RegisteredDocumentView, role: 'executant' | 'claimant', pick: (text: { en: string; te: string }) => string): string {
  return document.parties
    .filter((party) => party.role === role)
    .map((party) => pick(party.name))
    .join(', ');
}

function DocumentRow({ document, index }: { document: RegisteredDocumentView; index: number }) {
  const { t } = useTranslation(['ec', 'register']);
  const { pick } = useBilingual();
  const [open, setOpen] = useState(false);
  const detailsId = `ec-document-${document.id}`;
  return (
    <>
      <tr>
        <td>{index + 1}</td>
        <th scope="row">
          {document.citation}
          <div className="small fw-normal">{pick(document.sro.name)}</div>
          {document.status === 'cancelled' ? <span className="badge text-bg-danger">{t('register:cancelled')}</span> : null}
        </th>
        <td className="text-nowrap">{formatDisplayDate(document.registeredOn)}</td>
        <td>{pick(document.transaction.name)}</td>
        <td>{partyNames(document, 'executant', pick)}</td>
        <td>{partyNames(document, 'claimant', pick)}</td>
        <td className="text-end text-nowrap">{formatRupees(document.considerationRupees)}</td>
        <td>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('hideDetails', { citation: document.citation }) : t('showDetails', { citation: document.citation })}
          </button>
        </td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={8}>{open ? <DocumentDetails document={document} headingLevel={3} earlierDocumentPath={ecByDocumentPath} /> : null}</td>
      </tr>
    </>
  );
}

function Downloads({ searchToken }: { searchToken: string }) {
  const { t } = useTranslation('ec');
  const busy = useIsBusy();
  const [downloaded, setDownloaded] = useState<DownloadedCertificate>();
  const [problem, setProblem] = useState<string>();
  const download = async (language: Language) => {
    setProblem(undefined);
    try {
      setDownloaded(await downloadEcCertificate(searchToken, language));
    } catch (error) {
      setProblem(error instanceof ApiRequestError || error instanceof Error ? error.message : String(error));
    }
  };
  const verifyPath = downloaded ? `/verify/${downloaded.code}` : '';
  return (
    <section aria-labelledby="ec-download-heading" className="card card-body mb-4">
      <h2 id="ec-download-heading" className="h5">
        {t('downloadHeading')}
      </h2>
      <p className="small">{t('downloadHint')}</p>
      {/* aria-disabled rather than disabled while busy: a disabled button drops the keyboard focus on it. */}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" aria-disabled={busy} onClick={() => void (busy ? undefined : download('en'))}>
          {t('downloadEnglish')}
        </button>
        <button type="button" className="btn btn-primary" aria-disabled={busy} onClick={() => void (busy ? undefined : download('te'))}>
          {t('downloadTelugu')}
        </button>
      </div>
      <div aria-live="polite" className="mt-3">
        {problem ? (
          <p className="alert alert-danger mb-0" role="alert">
            {problem}
          </p>
        ) : null}
        {downloaded ? (
          <p className="alert alert-success mb-0" data-testid="ec-verification-code">
            {t('downloaded', { fileName: downloaded.fileName, code: downloaded.code })} {t('checkIt')}{' '}
            <Link to={verifyPath}>{`${window.location.origin}/igrs${verifyPath}`}</Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The search's answer: any prohibition first, the documents oldest first, and the certificate to download. */
export function EcResults({ result }: { result: EcSearchResponse }) {
  const { t } = useTranslation('ec');
  const { pick } = useBilingual();
  const { criteria, documents } = result;
  return (
    <section aria-labelledby="ec-results-heading" className="mt-4">
      <h2 id="ec-results-heading" className="h4" tabIndex={-1}>
        {t('resultsHeading')}
      </h2>
      <p>{t('resultsFor', { subject: pick(describeEcSubject(criteria)), period: pick(describeEcPeriod(criteria)) })}</p>
      {result.prohibitions.length > 0 ? (
        <div className="alert alert-danger border-danger border-2" role="alert">
          <h3 className="h5 alert-heading">{t('prohibitedHeading')}</h3>
          <ul className="mb-0">
            {result.prohibitions.map((notice) => (
              <li key={`${notice.villageCode}-${notice.surveyNumber}-${notice.doorNumber}-${notice.notifiedOn}`}>
                {t('prohibitionLine', {
                  category: pick(notice.category.name),
                  place: [notice.surveyNumber, notice.doorNumber].filter(Boolean).join(', '),
                  reason: pick(notice.reason),
                  notified: formatDisplayDate(notice.notifiedOn),
                })}{' '}
                {notice.denotifiedOn ? t('denotified', { date: formatDisplayDate(notice.denotifiedOn) }) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.capped ? <p className="alert alert-warning">{t('capped', { limit: EC_DOCUMENT_LIMIT })}</p> : null}
      {documents.length === 0 ? (
        <p className="alert alert-info">{t('noTransactions')}</p>
      ) : (
        <>
          <p>{t('documentCount', { count: result.totalDocuments })}</p>
          <div className="table-responsive mb-4">
            <table className="table table-sm table-striped align-middle">
              <caption className="caption-top">{t('table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('table.number')}</th>
                  <th scope="col">{t('table.registeredOn')}</th>
                  <th scope="col">{t('table.nature')}</th>
                  <th scope="col">{t('table.executants')}</th>
                  <th scope="col">{t('table.claimants')}</th>
                  <th scope="col" className="text-end">
                    {t('table.consideration')}
                  </th>
                  <th scope="col">{t('table.details')}</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((document, index) => (
                  <DocumentRow key={document.id} document={document} index={index} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {result.anonymousSearchesLeft === null ? null : <p className="small">{t('searchesLeft', { count: result.anonymousSearchesLeft })}</p>}
      <Downloads searchToken={result.searchToken} />
    </section>
  );
}
