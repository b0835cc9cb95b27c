import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminMe } from '../../../contracts/admin-auth.ts';
import { apiJson, statusOf } from '../../lib/api.ts';

/** admin-area §7: never cached, one retry unless the answer is 401. */
export const adminMeQuery = queryOptions<AdminMe>({
  queryKey: ['/api/admin/me'],
  staleTime: 0,
  gcTime: 0,
  retry: (failures, error) => failures < 1 && statusOf(error) !== 401,
});

export function useAdminMe() {
  return useQuery(adminMeQuery);
}

export function useLogout() {
  return useMutation({ mutationFn: () => apiJson<{ message: string }>('POST', '/api/admin/logout') });
}
