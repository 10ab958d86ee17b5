import { useMutation, useQuery } from '@tanstack/react-query';
import type { CertificateVerification, EcSearchRequestInput, EcSearchResponse, Language, SroOfficesResponse } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';

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

/** Fetches the certificate of a search and saves it. */
export async function downloadEcCertificate(searchToken: string, language: Language): Promise<DownloadedCertificate> {
  const { blob, headers } = await fetchFile('/ec/certificates', { method: 'POST', body: { searchToken, language }, accept: 'application/pdf' });
  const code = headers.get('X-Verification-Code') ?? '';
  const fileName = `EC-${code}.pdf`;
  saveFile(blob, fileName);
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
