import { useQuery } from '@tanstack/react-query';
import type { DistrictsResponse, MandalsResponse, VillagesResponse } from '@igrs/domain';
import { apiRequest } from './api-client.ts';

/** Places change by government order; the server lets them be cached for an hour too. */
const PLACES_STALE_MS = 60 * 60 * 1000;

/** The revenue districts, for the first of the district → mandal → village choices. */
export function useDistricts() {
  return useQuery({
    queryKey: ['geography', 'districts'],
    queryFn: ({ signal }) => apiRequest<DistrictsResponse>('/geography/districts', { signal }).then((body) => body.districts),
    staleTime: PLACES_STALE_MS,
  });
}

export function useMandals(districtCode: string) {
  return useQuery({
    queryKey: ['geography', 'mandals', districtCode],
    queryFn: ({ signal }) => apiRequest<MandalsResponse>(`/geography/districts/${encodeURIComponent(districtCode)}/mandals`, { signal }).then((body) => body.mandals),
    enabled: districtCode !== '',
    staleTime: PLACES_STALE_MS,
  });
}

/** The revenue villages and urban localities of a mandal, each with its wards and blocks. */
export function useVillages(mandalCode: string) {
  return useQuery({
    queryKey: ['geography', 'villages', mandalCode],
    queryFn: ({ signal }) => apiRequest<VillagesResponse>(`/geography/mandals/${encodeURIComponent(mandalCode)}/villages`, { signal }).then((body) => body.villages),
    enabled: mandalCode !== '',
    staleTime: PLACES_STALE_MS,
  });
}
