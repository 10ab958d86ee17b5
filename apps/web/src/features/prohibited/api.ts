import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Denotification, ProhibitionOrder, ProhibitionView } from '@igrs/domain';
import { apiRequest } from '../../lib/api-client.ts';

const KEY = ['prohibitions'];

/** After a notice or a withdrawal, the list and the reports that read the prohibitions are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: KEY }), client.invalidateQueries({ queryKey: ['report'] })]);
}

export function useProhibitionsInForce() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => apiRequest<{ prohibitions: ProhibitionView[] }>('/prohibited-properties', { signal }).then((body) => body.prohibitions) });
}

export function useNotify() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (order: ProhibitionOrder) => apiRequest<ProhibitionView>('/prohibited-properties', { method: 'POST', body: order }), onSuccess: refresh });
}

export function useDenotify(prohibitionId: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (order: Denotification) => apiRequest<ProhibitionView>(`/prohibited-properties/${prohibitionId}/denotification`, { method: 'POST', body: order }), onSuccess: refresh });
}
