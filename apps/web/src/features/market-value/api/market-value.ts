import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketValueRequest, MarketValueResponse, RateUpload, RateVersionDetail } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export function useMarketValue() {
  return useMutation({
    mutationFn: (request: MarketValueRequest) => apiRequest<MarketValueResponse>('/market-value', { method: 'POST', body: request }),
  });
}

const UPLOADS_KEY = ['market-value', 'uploads'] as const;

export function useRateUploads() {
  return useQuery({
    queryKey: UPLOADS_KEY,
    queryFn: ({ signal }) => apiRequest<{ uploads: RateUpload[] }>('/market-value/uploads', { signal }).then((body) => body.uploads),
  });
}

export function useUploadRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, effectiveFrom }: { file: File; effectiveFrom: string }) => {
      const formData = new FormData();
      formData.set('effectiveFrom', effectiveFrom);
      formData.set('file', file, file.name);
      return apiRequest<RateUpload>('/market-value/uploads', { method: 'POST', formData });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: UPLOADS_KEY }),
  });
}

export const RATE_ROWS_PAGE_SIZE = 20;

/** One page of a stored version's rates; a version never changes, so a page is fetched once. */
export function useRateVersion(id: number | undefined, page: number) {
  return useQuery({
    queryKey: ['market-value', 'versions', id, page],
    queryFn: ({ signal }) => apiRequest<RateVersionDetail>(`/market-value/versions/${id}`, { signal, query: { page, pageSize: RATE_ROWS_PAGE_SIZE } }),
    enabled: id !== undefined,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
