import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ApplicationParty,
  ApplicationProperty,
  ApplicationView,
  GetStarted,
  OfficeCheck,
  SlotRequest,
  applicationListSchema,
  applicationStartedSchema,
  citizenSessionSchema,
  officeDaySlotsSchema,
  officeQueueSchema,
  outboxSchema,
  signInCodeSentSchema,
} from '@igrs/domain';
import { apiRequest, type RequestOptions } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';
import { asCitizen, citizenSession, saveCitizenSession } from '../../../lib/citizen-session.ts';

export type ApplicationList = z.infer<typeof applicationListSchema>;
export type ApplicationStarted = z.infer<typeof applicationStartedSchema>;
export type OfficeDaySlots = z.infer<typeof officeDaySlotsSchema>;
export type OfficeQueue = z.infer<typeof officeQueueSchema>;

const APPLICATIONS_KEY = ['citizen-applications'] as const;

// Sign-in: a code to the mobile, then the code; or a guest with the application id and secret.
export const requestSignInCode = (body: { mobile: string; captchaId: string; captchaText: string }) =>
  apiRequest<z.infer<typeof signInCodeSentSchema>>('/citizens/sign-in-code', { method: 'POST', body, skipSessionRule: true });

export async function signInWithCode(body: { mobile: string; code: string }): Promise<void> {
  const session = await apiRequest<z.infer<typeof citizenSessionSchema>>('/citizens/sessions', { method: 'POST', body, skipSessionRule: true });
  saveCitizenSession({ token: session.token, expiresAt: session.expiresAt, kind: 'citizen', mobileMasked: session.citizen.mobileMasked });
}

export async function continueAsGuest(body: { applicationId: string; guestSecret: string }): Promise<string> {
  const session = await apiRequest<{ token: string; expiresAt: string }>('/applications/guest-sessions', { method: 'POST', body, skipSessionRule: true });
  const applicationId = body.applicationId.trim().toUpperCase();
  saveCitizenSession({ token: session.token, expiresAt: session.expiresAt, kind: 'guest', applicationId });
  return applicationId;
}

export const useMyApplications = (enabled: boolean) =>
  useQuery({ queryKey: [...APPLICATIONS_KEY, 'list'], queryFn: ({ signal }) => asCitizen<ApplicationList>('/applications', { signal }), enabled, retry: false });

export const useApplication = (applicationId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...APPLICATIONS_KEY, applicationId],
    queryFn: ({ signal }) => asCitizen<ApplicationView>(`/applications/${encodeURIComponent(applicationId)}`, { signal }),
    enabled,
    retry: false,
  });

/** A change to the application: the answer is the application as it now stands, put straight into the cache. */
function useApplicationChange<T>(applicationId: string, action: (input: T) => Promise<ApplicationView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (view) => {
      client.setQueryData([...APPLICATIONS_KEY, applicationId], view);
      void client.invalidateQueries({ queryKey: [...APPLICATIONS_KEY, 'list'] });
    },
  });
}

export const useStartApplication = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (start: GetStarted) => asCitizen<ApplicationStarted>('/applications', { method: 'POST', body: start }),
    onSuccess: (started) => client.setQueryData([...APPLICATIONS_KEY, started.applicationId], started.application),
  });
};

const base = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}`;

export const useSaveParties = (applicationId: string) =>
  useApplicationChange(applicationId, (parties: ApplicationParty[]) => asCitizen(`${base(applicationId)}/parties`, { method: 'PUT', body: { parties } }));

export const useSaveProperty = (applicationId: string) =>
  useApplicationChange(applicationId, (property: ApplicationProperty) => asCitizen(`${base(applicationId)}/property`, { method: 'PUT', body: property }));

export const useSubmitApplication = (applicationId: string) =>
  useApplicationChange(applicationId, () => asCitizen(`${base(applicationId)}/submission`, { method: 'POST' }));

export const useBookSlot = (applicationId: string) => useApplicationChange(applicationId, (slot: SlotRequest) => asCitizen(`${base(applicationId)}/slot`, { method: 'PUT', body: slot }));

export const useUploadDocument = (applicationId: string) =>
  useApplicationChange(applicationId, ({ kind, file }: { kind: string; file: File }) => {
    const formData = new FormData();
    formData.append('kind', kind);
    formData.append('file', file);
    return asCitizen(`${base(applicationId)}/documents/uplods/`, { method: 'POST', formData });
  });

export const useRemoveDocument = (applicationId: string) =>
  useApplicationChange(applicationId, (documentId: string) => asCitizen(`${base(applicationId)}/documents/${documentId}`, { method: 'DELETE' }));

export const useOfficeDaySlots = (sroCode: string, date: string) =>
  useQuery({
    queryKey: ['office-slots', sroCode, date],
    queryFn: ({ signal }) => apiRequest<OfficeDaySlots>(`/offices/${encodeURIComponent(sroCode)}/slots`, { signal, query: { date } }),
    enabled: sroCode !== '' && date !== '',
  });

/** Sends the payer to the gateway's checkout; the gateway sends them back to the status page. */
export async function payApplication(applicationId: string): Promise<void> {
  const { checkoutUrl } = await asCitizen<{ checkoutUrl: string }>(`${base(applicationId)}/payment`, { method: 'POST' });
  window.location.assign(checkoutUrl);
}

/** Back from the gateway: asks it, through the portal, what became of the order; only its signed word changes anything. */
export const enquirePayment = (orderId: string) => apiRequest<{ orderId: string; status: string }>(`/payments/${encodeURIComponent(orderId)}/enquiry`, { method: 'POST' });

/** Saves a printout (acknowledgement, endorsement) or an uploaded file of the citizen's own application. */
export async function downloadCitizenFile(path: string, fileName: string, query?: RequestOptions['query']): Promise<void> {
  const session = citizenSession.get();
  const { blob } = await fetchFile(path, { accept: 'application/pdf, image/*', query, ...(session ? { bearer: session.token } : {}) });
  saveFile(blob, fileName);
}

// The Sub-Registrar's counter.
const OFFICE_KEY = ['office-applications'] as const;

export const useOfficeQueue = (date: string) =>
  useQuery({ queryKey: [...OFFICE_KEY, 'queue', date], queryFn: ({ signal }) => apiRequest<OfficeQueue>('/office/applications', { signal, query: { date } }) });

export const useOfficeApplication = (applicationId: string | undefined) =>
  useQuery({
    queryKey: [...OFFICE_KEY, applicationId],
    queryFn: ({ signal }) => apiRequest<ApplicationView>(`/office/applications/${encodeURIComponent(applicationId!)}`, { signal }),
    enabled: !!applicationId,
    retry: false,
  });

function useOfficeChange<T>(action: (input: T) => Promise<ApplicationView>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => client.invalidateQueries({ queryKey: OFFICE_KEY }) });
}

const officeBase = (applicationId: string) => `/office/applications/${encodeURIComponent(applicationId)}`;

export const useOfficeCheck = () =>
  useOfficeChange(({ applicationId, check }: { applicationId: string; check: OfficeCheck }) => apiRequest(`${officeBase(applicationId)}/check`, { method: 'POST', body: check }));
export const useAdmit = () => useOfficeChange((applicationId: string) => apiRequest(`${officeBase(applicationId)}/admission`, { method: 'POST' }));
export const useReturnDocument = () => useOfficeChange((applicationId: string) => apiRequest(`${officeBase(applicationId)}/return`, { method: 'POST' }));

export const useCloseDay = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { date: string; reason: { en: string; te: string } }) => apiRequest<OfficeDaySlots>('/office/closed-days', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['office-slots'] }),
  });
};

export type SlotSettings = { opens: string; closes: string; slotMinutes: number; slotsPerDay: number | null };

export const useSlotSettings = (sroCode: string | undefined) =>
  useQuery({
    queryKey: ['slot-settings', sroCode],
    queryFn: ({ signal }) => apiRequest<SlotSettings>(`/offices/${encodeURIComponent(sroCode!)}/slot-settings`, { signal }),
    enabled: !!sroCode,
  });

export const useSaveSlotSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SlotSettings) => apiRequest<SlotSettings>('/office/slot-settings', { method: 'PUT', body: settings }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['slot-settings'] }), client.invalidateQueries({ queryKey: ['office-slots'] })]),
  });
};

export async function downloadOfficeFile(path: string, fileName: string): Promise<void> {
  const { blob } = await fetchFile(path, { accept: 'application/pdf, image/*' });
  saveFile(blob, fileName);
}

export const useOutbox = () =>
  useQuery({ queryKey: ['demo-outbox'], queryFn: ({ signal }) => apiRequest<z.infer<typeof outboxSchema>>('/notifications/outbox', { signal }), retry: false, refetchInterval: 5000 });
