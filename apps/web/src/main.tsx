import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@fontsource/noto-sans-telugu/400.css';
import '@fontsource/noto-sans-telugu/700.css';
import './styles.css';
import { App } from './app/App.tsx';
import { initI18n } from './i18n/index.ts';
import { restoreStoredLogin } from './lib/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Spec §8: stored data that does not parse is cleared and the user starts again at the root.
if (restoreStoredLogin() === 'corrupt' && window.location.pathname !== import.meta.env.BASE_URL) {
  window.location.replace(import.meta.env.BASE_URL);
}

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
