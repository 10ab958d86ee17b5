import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDisplayDate, toDayMonthYearTime, validationMessage, type BilingualText, type CertificateVerification } from '@igrs/domain';
import { FormField } from '../../../components/ui/FormField.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCertificateVerification } from '../api/ec.ts';

const isBilingual = (value: unknown): value is BilingualText =>
  typeof value === 'object' && value !== null && typeof (value as BilingualText).en === 'string' && typeof (value as BilingualText).te === 'string';

interface CertifiedDocument {
  citation: string;
  sro?: { name?: BilingualText };
  registeredOn?: string;
  transaction?: BilingualText;
}

/** What the certificate said, as far as its summary holds it: EC and certified copy summaries differ. */
function CertificateSummary({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useTranslation('ec');
  const { pick } = useBilingual();
  const { summary } = certificate;
  const documents = Array.isArray(summary.documents) ? (summary.documents as CertifiedDocument[]).filter((entry) => typeof entry?.citation === 'string') : undefined;
  const issuedTo = typeof summary.issuedToLoginId === 'string' ? summary.issuedToLoginId : undefined;
  return (
    <dl className="row mb-0">
      <dt className="col-sm-4">{t('code')}</dt>
      <dd className="col-sm-8 font-monospace">{certificate.code}</dd>
      <dt className="col-sm-4">{t('kind')}</dt>
      <dd className="col-sm-8">{t(`kinds.${certificate.kind}`)}</dd>
      <dt className="col-sm-4">{t('issuedAt')}</dt>
      <dd className="col-sm-8">{toDayMonthYearTime(certificate.issuedAt)}</dd>
      <dt className="col-sm-4">{t('language')}</dt>
      <dd className="col-sm-8">{t(`languages.${certificate.language}`)}</dd>
      {isBilingual(summary.subject) ? (
        <>
          <dt className="col-sm-4">{t('subject')}</dt>
          <dd className="col-sm-8">{pick(summary.subject)}</dd>
        </>
      ) : null}
      {isBilingual(summary.period) ? (
        <>
          <dt className="col-sm-4">{t('periodLabel')}</dt>
          <dd className="col-sm-8">{pick(summary.period)}</dd>
        </>
      ) : null}
      {issuedTo ? (
        <>
          <dt className="col-sm-4">{t('issuedTo')}</dt>
          <dd className="col-sm-8">{issuedTo}</dd>
        </>
      ) : null}
      {documents ? (
        <>
          <dt className="col-sm-4">{t('documentsCertified')}</dt>
          <dd className="col-sm-8">
            {documents.length === 0 ? (
              t('noneCertified')
            ) : (
              <ol className="mb-0 ps-3">
                {documents.map((document) => (
                  <li key={`${document.citation}-${document.sro?.name?.en ?? ''}`}>
                    {document.citation}
                    {document.sro?.name ? `, ${pick(document.sro.name)}` : ''}
                    {document.registeredOn ? `, ${formatDisplayDate(document.registeredOn)}` : ''}
                    {document.transaction && isBilingual(document.transaction) ? ` — ${pick(document.transaction)}` : ''}
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </>
      ) : null}
      <dt className="col-sm-4">{t('pdfHash')}</dt>
      <dd className="col-sm-8">
        <code className="text-break">{certificate.pdfSha256}</code>
        <div className="form-text">{t('pdfHashHint')}</div>
      </dd>
    </dl>
  );
}

/** Checks a certificate's verification code, from its QR code's link or typed in. */
export function VerifyCertificatePage() {
  const { t } = useTranslation('ec');
  const title = t('translation:pages.verifyCertificate');
  usePageTitle(title);
  const { language } = useBilingual();
  const navigate = useNavigate();
  const code = useParams().code ?? '';
  // Keyed by the code in the address, so a new code starts a fresh field.
  const [typedFor, setTypedFor] = useState({ code, typed: code });
  const typed = typedFor.code === code ? typedFor.typed : code;
  const setTyped = (value: string) => setTypedFor({ code, typed: value });
  const [typedError, setTypedError] = useState<string>();
  const verification = useCertificateVerification(code);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!verification.isPending) outcomeHeading.current?.focus();
  }, [verification.isPending, verification.data, verification.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value === '') {
      setTypedError(validationMessage('required', language));
      return;
    }
    setTypedError(undefined);
    void navigate(`/verify/${encodeURIComponent(value)}`);
  };

  const failure = verification.error instanceof ApiRequestError ? verification.error : undefined;
  const outcome = verification.data ? 'genuine' : failure?.code === 'CERTIFICATE_CODE_TAMPERED' ? 'tampered' : failure?.code === 'CERTIFICATE_NOT_FOUND' ? 'unknown' : undefined;

  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      <p className="lead">{t('verifyIntro')}</p>
      <form role="search" aria-label={t('verifyTitle')} noValidate className="card card-body mb-4" onSubmit={submit}>
        <div className="row g-2 align-items-end">
          <div className="col-12 col-md-6">
            <FormField id="certificate-code" label={t('code')} hint={t('codeHint')} error={typedError}>
              {(describedBy) => (
                <input
                  id="certificate-code"
                  className={`form-control font-monospace${typedError ? ' is-invalid' : ''}`}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  aria-invalid={!!typedError}
                  aria-describedby={describedBy}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
              )}
            </FormField>
          </div>
          <div className="col-12 col-md-auto">
            <button type="submit" className="btn btn-primary">
              {t('verify')}
            </button>
          </div>
        </div>
      </form>

      {code !== '' && !verification.isPending ? (
        <section aria-live="polite">
          {outcome === 'genuine' && verification.data ? (
            <div className="card border-success border-2">
              <div className="card-body">
                <h2 ref={outcomeHeading} tabIndex={-1} className="h4 text-success">
                  <span aria-hidden="true">✓ </span>
                  {t('genuine')}
                </h2>
                <p>{t('genuineText')}</p>
                <CertificateSummary certificate={verification.data} />
              </div>
            </div>
          ) : outcome ? (
            <div className="alert alert-danger border-2" role="alert">
              <h2 ref={outcomeHeading} tabIndex={-1} className="h4">
                <span aria-hidden="true">✗ </span>
                {outcome === 'tampered' ? t('tampered') : t('unknown')}
              </h2>
              <p className="mb-0">{outcome === 'tampered' ? t('tamperedText') : t('unknownText')}</p>
            </div>
          ) : (
            <div className="alert alert-danger" role="alert">
              <h2 ref={outcomeHeading} tabIndex={-1} className="h5">
                {failure?.message ?? String(verification.error)}
              </h2>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
