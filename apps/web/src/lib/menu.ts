import { useQuery } from '@tanstack/react-query';
import { APP_BASE_PATH, menuPaths, type MenuItem } from '@igrs/domain';
import { apiRequest } from './api-client.ts';
import { useStoredLogin } from './session.ts';

/** The signed-in user's menu, as the server decides it. */
export function useMenu() {
  const login = useStoredLogin();
  return useQuery({
    queryKey: ['menu', login?.loginId ?? null],
    queryFn: ({ signal }) => apiRequest<{ menu: MenuItem[] }>('/users/menu', { signal }).then((body) => body.menu),
    enabled: login !== null,
    staleTime: 10 * 60 * 1000,
  });
}

/** Whether the menu leads to a path below the base (case-insensitive, as the router matches). */
export function menuHoldsPath(menu: readonly MenuItem[], path: string): boolean {
  const wanted = path.replace(/\/+$/, '').toLowerCase();
  return menuPaths(menu).some((candidate) => candidate.toLowerCase() === wanted);
}

/** Where a user lands after signing in: the first page of their menu. */
export function firstMenuPath(menu: readonly MenuItem[]): string | undefined {
  for (const item of menu) {
    if (item.url) return item.url.slice(APP_BASE_PATH.length);
    const nested = firstMenuPath(item.submenu);
    if (nested) return nested;
  }
  return undefined;
}
