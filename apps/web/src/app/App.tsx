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

const router = createPortalRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
