import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_DESK_NUMBER } from '@igrs/domain';
import { usePageTitle } from '../../../lib/page-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="container-xxl py-5">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.explanation', { path: pathname })}</p>
      <ul>
        <li>
          <Link to="/">{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to="/faqs">{t('pages.faqs')}</Link>
        </li>
        <li>
          <a href={`tel:${HELP_DESK_NUMBER}`}>{t('notFound.helpDesk')}</a>
        </li>
      </ul>
    </div>
  );
}
