import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NameSearchAgreement, NameSearchRequestInput, NameSearchResponse, NameSearchUsage, RegisteredDocumentView } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';

const AGREEMENT_KEY = ['name-search', 'agreement'];

export function useNameSearchAgreement() {
  return useQuery({
    queryKey: AGREEMENT_KEY,
    queryFn: ({ signal }) => apiRequest<NameSearchAgreement>('/name-search/agreement', { signal }),
  });
}

export function useAcceptNameSearchTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: string) => apiRequest<NameSearchAgreement>('/name-search/agreement', { method: 'POST', body: { version } }),
    onSuccess: (agreement) => client.setQueryData(AGREEMENT_KEY, agreement),
  });
}

/** Runs the search the page's address describes; nothing while it describes none. */
export function useNameSearch(request: NameSearchRequestInput | undefined) {
  return useQuery({
    queryKey: ['name-search', 'search', request],
    queryFn: ({ signal }) => apiRequest<NameSearchResponse>('/name-search/search', { method: 'POST', body: request, signal }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useNameSearchDocument(documentId: number | undefined) {
  return useQuery({
    queryKey: ['name-search', 'document', documentId],
    queryFn: ({ signal }) => apiRequest<RegisteredDocumentView>(`/name-search/documents/${documentId}`, { signal }),
    enabled: documentId !== undefined,
    retry: false,
  });
}

export function useNameSearchUsage(query: { from?: string; to?: string; page: number }, enabled: boolean) {
  return useQuery({
    queryKey: ['name-search', 'usage', query],
    queryFn: ({ signal }) => apiRequest<NameSearchUsage>('/name-search/usage', { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
