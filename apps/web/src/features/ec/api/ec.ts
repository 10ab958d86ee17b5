import { useMutation, useQuery } from '@tanstack/react-query';
import type { CertificateVerification, EcSearchRequestInput, EcSearchResponse, Language, SroOfficesResponse } from '@igrs/domain';
import { ApiRequestError, apiRequest, apiUrl } from '../../../lib/api-client.ts';
import { whileBusy } from '../../../lib/busy.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { storedLogin } from '../../../lib/session.ts';

/** The offices of a district with the villages each registers: the district → office → village choices. */
export function useDistrictOffices(districtCode: string) {
  return useQuery({
    queryKey: ['sro-offices', { district: districtCode }],
    queryFn: ({ signal }) => apiRequest<SroOfficesResponse>('/sro-offices', { signal, query: { district: districtCode } }).then((body) => body.offices),
    enabled: districtCode !== '',
    staleTime: 60 * 60 * 1000,
  });
}

export const useEcSearch = () => useMutation({ mutationFn: (request: EcSearchRequestInput) => apiRequest<EcSearchResponse>('/ec/search', { method: 'POST', body: request }) });

export interface DownloadedCertificate {
  code: string;
  fileName: string;
}

/**
 * Fetches the certificate of a search and saves it. A link cannot carry the
 * token of a signed-in user, so the file comes through fetch and a blob.
 */
export async function downloadEcCertificate(searchToken: string, language: Language): Promise<DownloadedCertificate> {
  const { blob, code } = await whileBusy(async () => {
    const token = storedLogin.get()?.token;
    const response = await fetch(apiUrl('/ec/certificates'), {
      method: 'POST',
      headers: {
        Accept: 'application/pdf',
        'Content-Type': 'application/json',
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ searchToken, language }),
      credentials: 'same-origin',
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { error?: { code: string; message: string } } | undefined;
      throw new ApiRequestError(response.status, body?.error?.code ?? 'INTERNAL', body?.error?.message ?? response.statusText);
    }
    return { blob: await response.blob(), code: response.headers.get('X-Verification-Code') ?? '' };
  });
  const fileName = `EC-${code}.pdf`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { code, fileName };
}

export function useCertificateVerification(code: string) {
  return useQuery({
    queryKey: ['certificate', code],
    queryFn: ({ signal }) => apiRequest<CertificateVerification>(`/certificates/${encodeURIComponent(code)}`, { signal }),
    enabled: code !== '',
    retry: false,
  });
}
