import { useQuery } from '@tanstack/react-query';
import type { SroOfficesQuery, SroOfficesResponse } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** The offices matching a search; nothing is asked until the user has searched. */
export function useSroOffices(query: SroOfficesQuery | undefined) {
  return useQuery({
    queryKey: ['sro-offices', query],
    queryFn: ({ signal }) =>
      apiRequest<SroOfficesResponse>('/sro-offices', { signal, query: { district: query?.district, mandal: query?.mandal, village: query?.village, q: query?.q } }).then(
        (body) => body.offices,
      ),
    enabled: query !== undefined,
    staleTime: 60 * 60 * 1000,
  });
}
