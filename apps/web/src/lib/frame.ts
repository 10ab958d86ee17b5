import { useQuery } from '@tanstack/react-query';
import type { FrameResponse } from '@igrs/domain';
import { apiRequest } from './api-client.ts';

const frameQueryKey = ['frame'] as const;

/** What the page frame shows, and whether this portal runs on its sandbox services (shared by the frame and the pages that say so). */
export function useFrame() {
  return useQuery({
    queryKey: frameQueryKey,
    queryFn: ({ signal }) => apiRequest<FrameResponse>('/frame', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
