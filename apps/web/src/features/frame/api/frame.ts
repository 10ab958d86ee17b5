import { useMutation } from '@tanstack/react-query';
import type { VisitorCount } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export { useFrame } from '../../../lib/frame.ts';

/** Records this browser session's visit (the server counts each session once) and returns the total. */
export function useRecordVisit() {
  return useMutation({
    mutationFn: () => apiRequest<VisitorCount>('/visitors', { method: 'POST' }),
  });
}
