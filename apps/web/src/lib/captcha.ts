import { useQuery } from '@tanstack/react-query';
import type { CaptchaResponse } from '@igrs/domain';
import { apiRequest } from './api-client.ts';

export type CaptchaKind = CaptchaResponse['kind'];

/** A new single-use captcha each time `generation` changes (after every attempt, or on request). */
export function useCaptcha(kind: CaptchaKind, generation: number) {
  return useQuery({
    queryKey: ['captcha', kind, generation],
    queryFn: ({ signal }) => apiRequest<CaptchaResponse>('/captcha', { signal, query: { kind } }),
    staleTime: Infinity,
    gcTime: 0,
  });
}

