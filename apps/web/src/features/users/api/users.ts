import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSubUserRequest, CreateUserRequest, UserSummary } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export type UserScope = 'all' | 'sub-users';

const listPath = (scope: UserScope) => (scope === 'all' ? '/users' : '/users/sub-users');

export function useUsers(scope: UserScope) {
  return useQuery({
    queryKey: ['users', scope],
    queryFn: ({ signal }) => apiRequest<{ users: UserSummary[] }>(listPath(scope), { signal }).then((body) => body.users),
  });
}

export function useCreateUser(scope: UserScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateUserRequest | CreateSubUserRequest) => apiRequest<UserSummary>(listPath(scope), { method: 'POST', body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users', scope] }),
  });
}
