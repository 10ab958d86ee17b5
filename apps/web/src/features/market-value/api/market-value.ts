import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketValueRequest, MarketValueResponse, RateDecision, RateUpload, RateVersionDetail } from '@igrs/domain';
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

/** A checker's decision on a pending upload; the list (and the public versions) change with it. */
export function useDecideUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RateDecision }) => apiRequest<RateUpload>(`/market-value/uploads/${id}/decision`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['market-value'] }),
  });
}

export const RATE_ROWS_PAGE_SIZE = 20;

/** One page of a stored version's rates; a version's rates never change, so a page is fetched once. */
export function useRateVersion(id: number | undefined, page: number) {
  return useQuery({
    queryKey: ['market-value', 'versions', id, page],
    queryFn: ({ signal }) => apiRequest<RateVersionDetail>(`/market-value/versions/${id}`, { signal, query: { page, pageSize: RATE_ROWS_PAGE_SIZE } }),
    enabled: id !== undefined,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
