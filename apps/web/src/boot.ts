// The styles are linked from the page itself, so a page drawn on the server paints styled.
import 'bootstrap/dist/css/bootstrap.min.css';
import '@fontsource/noto-sans-telugu/400.css';
import '@fontsource/noto-sans-telugu/700.css';
import './styles.css';

/**
 * The portal's code is fetched and run only once the page has painted: a
 * page drawn on the server is on screen first, and only then is it taken
 * over. A page opened in a hidden tab paints nothing, so it starts at once.
 */
const start = () => void import('./main.tsx');
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
