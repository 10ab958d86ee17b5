import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createPortalRouter } from './router.tsx';

/**
 * Made on first render, which comes after the strings are initialised: the
 * router starts loading the first page (and its string files) as soon as it
 * exists, and a string file asked for before then would not load.
 */
let router: ReturnType<typeof createPortalRouter> | undefined;

export function App({ queryClient }: { queryClient: QueryClient }) {
  router ??= createPortalRouter();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
