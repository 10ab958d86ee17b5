import type { LoginRequest, PasswordResetRequest, StoredLogin } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export function signIn(request: LoginRequest): Promise<StoredLogin> {
  return apiRequest<StoredLogin>('/users/login', { method: 'POST', body: request, skipSessionRule: true });
}

export function changePassword(request: PasswordResetRequest): Promise<void> {
  return apiRequest<void>('/users/password', { method: 'POST', body: request });
}
