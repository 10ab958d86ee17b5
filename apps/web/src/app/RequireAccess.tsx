import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_DESK_NUMBER, type RouteAccess } from '@igrs/domain';
import { menuHoldsPath, useMenu } from '../lib/menu.ts';
import { usePageTitle } from '../lib/page-title.ts';
import { endedByLogout, loginPathFor, useStoredLogin } from '../lib/session.ts';

function NotPermitted() {
  const { t } = useTranslation();
  usePageTitle(t('access.notPermittedTitle'));
  return (
    <div className="container-xxl py-5">
      <h1>{t('access.notPermittedTitle')}</h1>
      <p>{t('access.notPermitted')}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link> · <a href={`tel:${HELP_DESK_NUMBER}`}>{t('notFound.helpDesk')}</a>
      </p>
    </div>
  );
}

/**
 * Signed-in pages: without a session the user goes to the right login page
 * and comes back after signing in; with one, the page opens only if the
 * server's menu for that user leads to its menu page. The server enforces the same.
 */
export function RequireAccess({ access, menuPath, children }: { access: RouteAccess; menuPath: string | undefined; children: ReactNode }) {
  const login = useStoredLogin();
  const { pathname, search } = useLocation();
  const menu = useMenu();
  if (access === 'public') return children;
  if (!login) {
    // After a logout the next user starts from the login page, not from the previous user's page.
    if (endedByLogout()) return <Navigate to={loginPathFor(pathname)} replace />;
    const returnTo = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${loginPathFor(pathname)}?returnTo=${returnTo}`} replace />;
  }
  const vendor = login.loginType === 'VENDOR';
  if ((access === 'vendor') !== vendor) return <NotPermitted />;
  if (!menuPath) return children;
  if (!menu.data) return null;
  return menuHoldsPath(menu.data, menuPath) ? children : <NotPermitted />;
}
