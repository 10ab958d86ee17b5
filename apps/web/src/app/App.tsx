import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ApiRequestError } from '../lib/api-client.ts';
import { createPortalRouter } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network and server failures may.
      retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * Made on first render, which comes after the strings are initialised: the
 * router starts loading the first page (and its string files) as soon as it
 * exists, and a string file asked for before then would not load.
 */
let router: ReturnType<typeof createPortalRouter> | undefined;

export function App() {
  router ??= createPortalRouter();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
