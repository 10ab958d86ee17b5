import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FilingDecision,
  FilingRequest,
  ObjectionDecision,
  Particulars,
  PublicNotice,
  PublicRegistration,
  RegistrarDecision,
  RegistryDocumentView,
  RegistryEntryView,
  RegistryKind,
  RegistryStatus,
  SlotRequest,
  StartRegistry,
} from '@igrs/domain';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { asCitizen, citizenSession } from '../../../lib/citizen-session.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';

const MINE = ['citizen-registries'] as const;

export const useMyEntries = (enabled: boolean) =>
  useQuery({ queryKey: MINE, queryFn: ({ signal }) => asCitizen<{ entries: RegistryEntryView[] }>('/registries', { signal }).then((body) => body.entries), enabled });

export const useMyEntry = (entryId: string) =>
  useQuery({ queryKey: [...MINE, entryId], queryFn: ({ signal }) => asCitizen<RegistryEntryView>(`/registries/${entryId}`, { signal }), retry: false });

function useCitizenChange<T>(action: (input: T) => Promise<RegistryEntryView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (view) => {
      client.setQueryData([...MINE, view.entryId], view);
      return client.invalidateQueries({ queryKey: MINE, exact: true });
    },
  });
}

export const useStartEntry = () => useCitizenChange((body: StartRegistry) => asCitizen<RegistryEntryView>('/registries', { method: 'POST', body }));
export const useSaveParticulars = (entryId: string) =>
  useCitizenChange((body: Particulars) => asCitizen<RegistryEntryView>(`/registries/${entryId}/particulars`, { method: 'PUT', body }));
export const useSubmitEntry = (entryId: string) => useCitizenChange(() => asCitizen<RegistryEntryView>(`/registries/${entryId}/submission`, { method: 'POST', body: {} }));

export const useBookAppointment = (entryId: string) => useCitizenChange((body: SlotRequest) => asCitizen<RegistryEntryView>(`/registries/${entryId}/appointment`, { method: 'POST', body }));

export const useUploadPaper = (entryId: string) =>
  useCitizenChange(({ kind, file }: { kind: string; file: File }) => {
    const formData = new FormData();
    formData.append('kind', kind);
    formData.append('file', file);
    return asCitizen<RegistryEntryView>(`/registries/${entryId}/documents/uplods/`, { method: 'POST', formData });
  });

export const useRemovePaper = (entryId: string) => useCitizenChange((documentId: string) => asCitizen<RegistryEntryView>(`/registries/${entryId}/documents/${documentId}`, { method: 'DELETE' }));

/** A paper of an application, as the applicant (`citizen`) or the registrar's office (`office`). */
export async function downloadPaper(view: RegistryEntryView, document: RegistryDocumentView, as: 'citizen' | 'office'): Promise<void> {
  const session = citizenSession.get();
  const path = as === 'citizen' ? `/registries/${view.entryId}/documents/${document.documentId}` : `/registries/office/${view.kind}/${view.entryId}/documents/${document.documentId}`;
  const { blob } = await fetchFile(path, { accept: 'application/pdf, image/*', ...(as === 'citizen' && session ? { bearer: session.token } : {}) });
  saveFile(blob, document.fileName);
}

/** A later filing; the server names its fields under `particulars`, the form under the filing's own sections. */
export const useFileFiling = (entryId: string) =>
  useCitizenChange((body: FilingRequest) =>
    asCitizen<RegistryEntryView>(`/registries/${entryId}/filings`, { method: 'POST', body }).catch((error: unknown) => {
      if (!(error instanceof ApiRequestError)) throw error;
      throw new ApiRequestError(error.status, error.code, error.message, error.details.map((detail) => ({ ...detail, field: detail.field.replace(/^body\.particulars\./, 'body.') })));
    }),
  );

/** Opens the fee's payment at the gateway: the browser goes to its checkout and comes back to the entry. */
export async function payFee(entryId: string): Promise<void> {
  const { checkoutUrl } = await asCitizen<{ checkoutUrl: string }>(`/registries/${entryId}/payments`, { method: 'POST', body: {} });
  window.location.assign(checkoutUrl);
}

/** Back from the gateway: asks it for the order's outcome, so the entry shows the fee paid even before its notice arrives. */
export const enquirePayment = (orderId: string) => apiRequest<{ orderId: string; status: string }>(`/payments/${encodeURIComponent(orderId)}/enquiry`, { method: 'POST' });

/** A certificate, as the applicant (`citizen`) or as the office (`office`). */
export async function downloadCertificate(view: RegistryEntryView, language: 'en' | 'te', as: 'citizen' | 'office'): Promise<void> {
  const session = citizenSession.get();
  const path = as === 'citizen' ? `/registries/${view.entryId}/certificate` : `/registries/office/${view.kind}/${view.entryId}/certificate`;
  const { blob } = await fetchFile(path, { accept: 'application/pdf', query: { language }, ...(as === 'citizen' && session ? { bearer: session.token } : {}) });
  saveFile(blob, `certificate-${view.entryId}-${language}.pdf`);
}

export const useNotices = () => useQuery({ queryKey: ['registry-notices'], queryFn: ({ signal }) => apiRequest<{ notices: PublicNotice[] }>('/registries/notices', { signal }).then((body) => body.notices) });

export const fileObjection = (entryId: string, body: object) => apiRequest<{ objectionId: number }>(`/registries/notices/${entryId}/objections`, { method: 'POST', body });

export const usePublicSearch = (kind: 'firm' | 'society', name: string) =>
  useQuery({
    queryKey: ['registry-search', kind, name],
    queryFn: ({ signal }) => apiRequest<{ results: PublicRegistration[] }>('/registries/search', { signal, query: { kind, name } }).then((body) => body.results),
    enabled: name.length >= 3,
  });

const OFFICE = ['registrar-entries'] as const;

export const useRegistrarEntries = (kind: RegistryKind, filters: { fromDate?: string; toDate?: string; status?: RegistryStatus }) =>
  useQuery({
    queryKey: [...OFFICE, kind, filters],
    queryFn: ({ signal }) => apiRequest<{ entries: RegistryEntryView[] }>(`/registries/office/${kind}`, { signal, query: filters }).then((body) => body.entries),
  });

function useRegistrarChange<T>(action: (input: T) => Promise<RegistryEntryView>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => client.invalidateQueries({ queryKey: OFFICE }) });
}

export const useDecideEntry = (view: RegistryEntryView) =>
  useRegistrarChange((body: RegistrarDecision) => apiRequest<RegistryEntryView>(`/registries/office/${view.kind}/${view.entryId}/decision`, { method: 'POST', body }));

export const useDecideObjection = (view: RegistryEntryView, objectionId: number) =>
  useRegistrarChange((body: ObjectionDecision) =>
    apiRequest<RegistryEntryView>(`/registries/office/special-marriage/${view.entryId}/objections/${objectionId}/decision`, { method: 'POST', body }),
  );

export const useDecideFiling = (view: RegistryEntryView, filingId: number) =>
  useRegistrarChange((body: FilingDecision) => apiRequest<RegistryEntryView>(`/registries/office/${view.kind}/${view.entryId}/filings/${filingId}/decision`, { method: 'POST', body }));
