import { useEffect, useRef, useState } from 'react';
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
  const [announcement, setAnnouncement] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPage, setMenuPage] = useState(pathname);
  // A new page starts with the phone menu folded again.
  if (menuPage !== pathname) {
    setMenuPage(pathname);
    setMenuOpen(false);
  }
  const firstPage = useRef(true);

  // After every page change inside the portal (signing in included), focus goes to the new
  // page's heading and its name is announced, so the next Tab starts at the page, not the footer.
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const started = performance.now();
    const focusedAtChange = document.activeElement;
    let frame = 0;
    const seek = () => {
      // Someone who has already moved on (into the menu, say) keeps their place.
      const focused = document.activeElement;
      if (focused !== focusedAtChange && focused !== document.body && focused !== null) return;
      const heading = document.querySelector<HTMLElement>('#main-content h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        setAnnouncement(heading.textContent ?? '');
        return;
      }
      // Pages load on demand: wait for the heading a few seconds at most.
      if (performance.now() - started < 5_000) frame = requestAnimationFrame(seek);
    };
    frame = requestAnimationFrame(seek);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div className={`igrs-page d-flex flex-column min-vh-100${menuOpen ? ' igrs-menu-open' : ''}`}>
      <a className="igrs-skip-link" href="#main-content">
        {t('frame.skipToContent')}
      </a>
      {parts.header ? <Header showLoginLinks={!signedInPage} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen(!menuOpen)} /> : null}
      <div className={parts.header ? 'igrs-collapsible' : undefined}>
        {parts.quickTools ? <QuickTools /> : null}
        {parts.propertyValueStrip ? <PropertyValueStrip /> : null}
      </div>
      {signedInPage && login ? <NavBar languageSwitch={!parts.header} /> : null}
      {!parts.header && !signedInPage ? <CompactBar /> : null}
      <main id="main-content" tabIndex={-1} className="flex-grow-1">
        <Outlet />
      </main>
      <Footer />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <LoadingOverlay />
      <MessagePopup />
      <ConfirmationPopup />
    </div>
  );
}
