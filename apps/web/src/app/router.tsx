import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { APP_BASE_PATH } from '@igrs/domain';
import { Layout, NotFoundPage } from '../features/frame/index.ts';
import { ROUTE_LOADERS } from './pages.tsx';

/** The router is built from the same route table the server uses to answer 404s. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Pages load on demand; until the first one has, nothing but the page background shows.
    HydrateFallback: () => null,
    children: [
      ...ROUTE_LOADERS.map(({ route, load }) => ({ path: route.path, lazy: load })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routes, { basename: APP_BASE_PATH });
}

/**
 * Loads the code of the pages a path shows and puts it in their routes, so
 * the router's first render in the browser draws the page at once, as the
 * server drew it, instead of a fallback while the code arrives.
 */
export async function loadPagesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, APP_BASE_PATH) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
