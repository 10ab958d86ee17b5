import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toDayMonthYearTime } from '@igrs/domain';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useOutbox } from '../api/applications.ts';

/**
 * The embedded demo's outbox: the text messages the portal would have sent,
 * where a visitor reads a sign-in code, each with how far its delivery went
 * (the same records the delivery queue works from). Production sends them by
 * SMS and has no such page (its API answers 404, and this page says so).
 */
export function OutboxPage() {
  const { t } = useTranslation('application');
  const title = t('outbox.title');
  usePageTitle(title);
  const outbox = useOutbox();
  const absent = outbox.error instanceof ApiRequestError && outbox.error.status === 404;
  return (
    <div className="container-xxl py-4">
      <h1 className="h2">{title}</h1>
      <p className="alert alert-warning">{t('outbox.intro')}</p>
      {absent ? <p>{t('outbox.absent')}</p> : null}
      {outbox.data ? (
        outbox.data.messages.length === 0 ? (
          <p>
            <Trans t={t} i18nKey="outbox.empty" components={{ registration: <Link to="/Registration" />, registries: <Link to="/OtherRegistrations" /> }} />
          </p>
        ) : (
          <ul className="list-unstyled" aria-live="polite">
            {outbox.data.messages.map((message) => (
              <li key={message.id} className="card card-body mb-2">
                <p className="small text-body-secondary mb-1">
                  {t('outbox.to', { recipient: message.recipientMasked, channel: message.channel.toUpperCase(), at: toDayMonthYearTime(message.createdAt) })}
                </p>
                <p className="mb-1" style={{ whiteSpace: 'pre-line' }}>
                  {message.text}
                </p>
                <p className="small mb-0">
                  {t(`outbox.status.${message.status}`, { defaultValue: message.status })} · {t('outbox.attempts', { count: message.attempts })}
                  {message.deliveryStatus ? ` · ${t(`outbox.report.${message.deliveryStatus}`, { defaultValue: message.deliveryStatus })}` : null}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
