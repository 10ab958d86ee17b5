import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import '@fontsource/noto-sans-telugu/400.css';
import '@fontsource/noto-sans-telugu/700.css';
import './styles.css';
import { App } from './app/App.tsx';
import { initI18n } from './i18n/index.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
