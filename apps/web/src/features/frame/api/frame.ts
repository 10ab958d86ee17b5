import { useMutation, useQuery } from '@tanstack/react-query';
import type { FrameResponse, VisitorCount } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export const frameQueryKey = ['frame'] as const;

export function useFrame() {
  return useQuery({
    queryKey: frameQueryKey,
    queryFn: ({ signal }) => apiRequest<FrameResponse>('/frame', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

/** Records this browser session's visit (the server counts each session once) and returns the total. */
export function useRecordVisit() {
  return useMutation({
    mutationFn: () => apiRequest<VisitorCount>('/visitors', { method: 'POST' }),
  });
}
