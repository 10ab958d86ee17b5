import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BankChallanDecision, BankChallanEntry, BankChallanView, IndentRequest, IndentView, Licence, LicenceApplication, LicenceDecision, LicenceStatusChange, LicenceRenewalRequest, LicenceRequestView, SaleRequest, SaleView, StampPaperTrace, StampReturn, StampReturnView, StockRegister, vendorHomeSchema } from '@igrs/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type VendorHome = z.infer<typeof vendorHomeSchema>;
const VENDOR_KEY = ['vendor'] as const;

export const useVendorHome = () => useQuery({ queryKey: [...VENDOR_KEY, 'home'], queryFn: ({ signal }) => apiRequest<VendorHome>('/vendor/home', { signal }) });

export const useIndents = () =>
  useQuery({ queryKey: [...VENDOR_KEY, 'indents'], queryFn: ({ signal }) => apiRequest<{ indents: IndentView[] }>('/vendor/indents', { signal }).then((body) => body.indents) });

export const useIndent = (indentId: string | undefined) =>
  useQuery({ queryKey: ['indent', indentId], queryFn: ({ signal }) => apiRequest<IndentView>(`/stamp-indents/${indentId}`, { signal }), enabled: !!indentId, retry: false });

function useVendorChange<T, R>(action: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => client.invalidateQueries({ queryKey: VENDOR_KEY }) });
}

export const useCreateIndent = () => useVendorChange((request: IndentRequest) => apiRequest<IndentView>('/vendor/indents', { method: 'POST', body: request }));

/** Opens the challan at the gateway: the browser goes to its checkout and comes back to the payment page. */
export async function payChallan(indentId: string): Promise<void> {
  const { checkoutUrl } = await apiRequest<{ checkoutUrl: string }>(`/vendor/indents/${indentId}/challan`, { method: 'POST', body: {} });
  window.location.assign(checkoutUrl);
}

export const useSell = () => useVendorChange((request: SaleRequest) => apiRequest<SaleView>('/vendor/sales', { method: 'POST', body: request }));

export const useSales = (fromDate: string, toDate: string) =>
  useQuery({
    queryKey: [...VENDOR_KEY, 'sales', fromDate, toDate],
    queryFn: ({ signal }) => apiRequest<{ sales: SaleView[] }>('/vendor/sales', { signal, query: { fromDate, toDate } }).then((body) => body.sales),
  });

export const useStock = (fromDate: string, toDate: string) =>
  useQuery({ queryKey: [...VENDOR_KEY, 'stock', fromDate, toDate], queryFn: ({ signal }) => apiRequest<StockRegister>('/vendor/stock', { signal, query: { fromDate, toDate } }) });

export const useReturnPapers = () => useVendorChange((request: StampReturn) => apiRequest<StockRegister>('/vendor/returns', { method: 'POST', body: request }));

export const useVendorReturns = (enabled: boolean) =>
  useQuery({ queryKey: [...VENDOR_KEY, 'returns'], queryFn: ({ signal }) => apiRequest<{ returns: StampReturnView[] }>('/vendor/returns', { signal }).then((body) => body.returns), enabled });

export const useDepotReturns = () =>
  useQuery({ queryKey: ['depot', 'returns'], queryFn: ({ signal }) => apiRequest<{ returns: StampReturnView[] }>('/depot/returns', { signal }).then((body) => body.returns) });

export const useSpoil = () => useVendorChange((input: { serial: string; reason: string }) => apiRequest<StampPaperTrace>('/vendor/spoilt', { method: 'POST', body: input }));

export const useTrace = (serial: string) =>
  useQuery({ queryKey: ['stamp-paper', serial], queryFn: ({ signal }) => apiRequest<StampPaperTrace>(`/stamp-papers/${encodeURIComponent(serial)}`, { signal }), enabled: serial !== '', retry: false });

export interface ChallanDetails {
  challanNumber: string;
  paidOn: string | null;
  amountRupees: number;
  status: string;
  headOfAccount: { code: string; name: { en: string; te: string } };
  paidBy: { licenceNumber: string; name: string };
  indent: IndentView;
}

export const useChallan = (number: string) =>
  useQuery({ queryKey: ['challan', number], queryFn: ({ signal }) => apiRequest<ChallanDetails>(`/challans/${encodeURIComponent(number)}`, { signal }), enabled: number !== '', retry: false });

export const useDepotIndents = () =>
  useQuery({ queryKey: ['depot', 'indents'], queryFn: ({ signal }) => apiRequest<{ indents: IndentView[] }>('/depot/indents', { signal }).then((body) => body.indents) });

export function useIssue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (indentId: string) => apiRequest<IndentView>(`/depot/indents/${indentId}/issue`, { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['depot'] }),
  });
}

export const useRenewals = () =>
  useQuery({
    queryKey: [...VENDOR_KEY, 'renewals'],
    queryFn: ({ signal }) => apiRequest<{ requests: LicenceRequestView[] }>('/vendor/licence/renewals', { signal }).then((body) => body.requests),
  });

export const useRequestRenewal = () =>
  useVendorChange((request: LicenceRenewalRequest) => apiRequest<LicenceRequestView>('/vendor/licence/renewals', { method: 'POST', body: request }));

export const useApplyForLicence = () =>
  useVendorChange((application: LicenceApplication) => apiRequest<LicenceRequestView>('/vendor/licence/applications', { method: 'POST', body: application }));

const LICENCE_REQUESTS_KEY = ['licence-requests'] as const;

export const useLicenceRequests = () =>
  useQuery({ queryKey: LICENCE_REQUESTS_KEY, queryFn: ({ signal }) => apiRequest<{ requests: LicenceRequestView[] }>('/licence-requests', { signal }).then((body) => body.requests) });

const LICENCES_KEY = ['licences'] as const;

export const useLicences = () => useQuery({ queryKey: LICENCES_KEY, queryFn: ({ signal }) => apiRequest<{ licences: Licence[] }>('/licences', { signal }).then((body) => body.licences) });

export const useChangeLicenceStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ licenceNumber, change }: { licenceNumber: string; change: LicenceStatusChange }) =>
      apiRequest<Licence>(`/licences/${encodeURIComponent(licenceNumber)}/status`, { method: 'POST', body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: LICENCES_KEY }),
  });
};

export const useDecideLicence = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: string; decision: LicenceDecision }) =>
      apiRequest<LicenceRequestView>(`/licence-requests/${encodeURIComponent(requestId)}/decision`, { method: 'POST', body: decision }),
    // A first licence granted joins the list of licences too.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: LICENCE_REQUESTS_KEY }), client.invalidateQueries({ queryKey: LICENCES_KEY })]),
  });
};

export const useEnterBankChallan = () =>
  useVendorChange(({ indentId, entry }: { indentId: string; entry: BankChallanEntry }) => apiRequest<IndentView>(`/vendor/indents/${indentId}/bank-challan`, { method: 'POST', body: entry }));

export const useBankChallans = () =>
  useQuery({ queryKey: ['depot', 'bank-challans'], queryFn: ({ signal }) => apiRequest<{ challans: BankChallanView[] }>('/depot/bank-challans', { signal }).then((body) => body.challans) });

export function useDecideBankChallan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, decision }: { orderId: string; decision: BankChallanDecision }) => apiRequest<IndentView>(`/depot/bank-challans/${orderId}/decision`, { method: 'POST', body: decision }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['depot'] }),
  });
}
