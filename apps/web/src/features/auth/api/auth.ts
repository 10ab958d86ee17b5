import { useQuery } from '@tanstack/react-query';
import type { CaptchaResponse, LoginRequest, PasswordResetRequest, StoredLogin } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export type CaptchaKind = CaptchaResponse['kind'];

export function useCaptcha(kind: CaptchaKind, generation: number) {
  return useQuery({
    queryKey: ['captcha', kind, generation],
    queryFn: ({ signal }) => apiRequest<CaptchaResponse>('/captcha', { signal, query: { kind } }),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function signIn(request: LoginRequest): Promise<StoredLogin> {
  return apiRequest<StoredLogin>('/users/login', { method: 'POST', body: request, skipSessionRule: true });
}

export function changePassword(request: PasswordResetRequest): Promise<void> {
  return apiRequest<void>('/users/password', { method: 'POST', body: request });
}
