// The styles are linked from the page itself, so a page drawn on the server paints styled.
import 'bootstrap/dist/css/bootstrap.min.css';
import '@fontsource/noto-sans-telugu/400.css';
import '@fontsource/noto-sans-telugu/700.css';
import './styles.css';

const STYLESHEET_WAIT_MS = 4000;

/**
 * A page drawn on the server carries the styles its first screen needs and
 * only fetches the whole stylesheet ahead (render-page.tsx). The stylesheet
 * applies from here, changing nothing on the page, and the page is taken over
 * once it has, so whatever the page shows next (a menu opened, a page moved
 * to) is styled.
 */
function applyStylesheets(): Promise<unknown> {
  const fetchedAhead = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  const applied = Promise.all(
    [...fetchedAhead].map(
      (link) =>
        new Promise((settled) => {
          link.addEventListener('load', settled, { once: true });
          link.addEventListener('error', settled, { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  );
  // A stylesheet stalled on a poor connection does not keep the page from working: it is taken over anyway after a while.
  return Promise.race([applied, new Promise((waited) => setTimeout(waited, STYLESHEET_WAIT_MS))]);
}

/**
 * The portal's code is fetched and run only once the page has painted: a
 * page drawn on the server is on screen first, and only then is it taken
 * over. A page opened in a hidden tab paints nothing, so it starts at once.
 */
const start = () => void Promise.all([import('./main.tsx'), applyStylesheets()]).then(([main]) => main.startPortal());
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
