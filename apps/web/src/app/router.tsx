import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_BASE_PATH, PORTAL_ROUTES } from '@igrs/domain';
import { Layout, NotFoundPage } from '../features/frame/index.ts';
import { PAGE_LOADERS } from './pages.tsx';

/** The router is built from the same route table the server uses to answer 404s. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...PORTAL_ROUTES.map((route) => ({
        path: route.path,
        lazy: PAGE_LOADERS[route.page],
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routes, { basename: APP_BASE_PATH });
}
