import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CertifiedCopyDetails,
  CertifiedCopyList,
  CertifiedCopyPaymentInput,
  CertifiedCopyRequest,
  CertifiedCopyStatus,
  CertifiedCopySummary,
  Language,
} from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';

const QUEUE_KEY = ['certified-copies'] as const;

export interface QueueFilter {
  status: CertifiedCopyStatus | '';
  page: number;
}

export function useCertifiedCopyQueue(filter: QueueFilter) {
  return useQuery({
    queryKey: [...QUEUE_KEY, 'queue', filter],
    queryFn: ({ signal }) => apiRequest<CertifiedCopyList>('/certified-copies', { query: { status: filter.status, page: filter.page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCertifiedCopyDetails(id: number | undefined) {
  return useQuery({
    queryKey: [...QUEUE_KEY, 'details', id],
    queryFn: ({ signal }) => apiRequest<CertifiedCopyDetails>(`/certified-copies/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** Every change moves the queue and its counts, so the whole queue is fetched again. */
function useQueueChange<Input>(send: (input: Input) => Promise<CertifiedCopySummary>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => client.invalidateQueries({ queryKey: QUEUE_KEY }) });
}

export const useCreateCertifiedCopy = () =>
  useQueueChange((request: CertifiedCopyRequest) => apiRequest<CertifiedCopySummary>('/certified-copies', { method: 'POST', body: request }));

export const useRecordPayment = () =>
  useQueueChange(({ id, payment }: { id: number; payment: CertifiedCopyPaymentInput }) =>
    apiRequest<CertifiedCopySummary>(`/certified-copies/${id}/payment`, { method: 'POST', body: payment }),
  );

export const useMarkReady = () =>
  useQueueChange(({ id, language }: { id: number; language: Language }) => apiRequest<CertifiedCopySummary>(`/certified-copies/${id}/ready`, { method: 'POST', body: { language } }));

export const useMarkDelivered = () => useQueueChange((id: number) => apiRequest<CertifiedCopySummary>(`/certified-copies/${id}/delivered`, { method: 'POST', body: {} }));

/**
 * Saves the issued copy under its reference. The details call first renews an
 * expired session the usual way; the file itself is then fetched with the
 * current token, as a link cannot carry it.
 */
export async function downloadCertifiedCopy(request: CertifiedCopySummary): Promise<void> {
  await apiRequest<CertifiedCopyDetails>(`/certified-copies/${request.id}`);
  const { blob } = await fetchFile(`/certified-copies/${request.id}/pdf`, { accept: 'application/pdf' });
  saveFile(blob, `certified-copy-${request.reference.replaceAll('/', '-')}.pdf`);
}
