import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { frameFor, matchPortalRoute } from '@igrs/domain';
import { useStoredLogin } from '../../../lib/session.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NavBar } from './NavBar.tsx';
import { CompactBar } from './CompactBar.tsx';
import { ConfirmationPopup, LoadingOverlay, MessagePopup } from './Popups.tsx';
import { PropertyValueStrip, QuickTools } from './QuickTools.tsx';

/** The page frame of spec §2.6 around every route. */
export function Layout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const parts = frameFor(pathname);
  const login = useStoredLogin();
  const signedInPage = (matchPortalRoute(pathname)?.access ?? 'public') !== 'public';

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="igrs-skip-link" href="#main-content">
        {t('frame.skipToContent')}
      </a>
      {parts.header ? <Header showLoginLinks={!signedInPage} /> : null}
      {parts.quickTools ? <QuickTools /> : null}
      {parts.propertyValueStrip ? <PropertyValueStrip /> : null}
      {signedInPage && login ? <NavBar /> : null}
      {!parts.header && !signedInPage ? <CompactBar /> : null}
      <main id="main-content" tabIndex={-1} className="flex-grow-1">
        <Outlet />
      </main>
      <Footer />
      <LoadingOverlay />
      <MessagePopup />
      <ConfirmationPopup />
    </div>
  );
}
