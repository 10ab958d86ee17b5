import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/App.tsx';
import { readPageState } from './app/page-state.ts';
import { createPortalQueryClient } from './app/query-client.ts';
import { loadPagesOf } from './app/router.tsx';
import { currentLanguage, initI18n } from './i18n/index.ts';
import { restoreStoredLogin } from './lib/session.ts';

/** Draws the portal into the page, or takes over the page the server drew. */
export function startPortal(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // Spec §8: stored data that does not parse is cleared and the user starts again at the root.
  if (restoreStoredLogin() === 'corrupt' && window.location.pathname !== import.meta.env.BASE_URL) {
    window.location.replace(import.meta.env.BASE_URL);
  }

  void initI18n().then(async () => {
    const queryClient = createPortalQueryClient();
    const app = (
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>
    );
    const drawn = readPageState();
    if (drawn) hydrate(queryClient, drawn.queries);
    // A page the server drew in this language is taken over as it stands, once its own code has loaded; any other is drawn afresh.
    const pageLoaded = drawn && drawn.language === currentLanguage() ? await loadPagesOf(window.location.pathname).then(() => true, () => false) : false;
    if (pageLoaded) {
      // As a transition the taking over yields to the browser every few milliseconds, so the page stays responsive while it runs.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      // The router loads (or fails to load, saying so) the page's code itself.
      createRoot(container).render(app);
    }
  });
}
