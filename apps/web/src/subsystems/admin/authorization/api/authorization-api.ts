import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  authorizationDetail,
  authorizationOptions,
  authorizationPage,
} from '@scf/shared/schemas/authorization';
import type { AuthorizationQuery, AuthorizationReasonRequest } from '@scf/shared/schemas/authorization';
import { post } from '@/lib/request';

/**
 * The review calls of authorisations (issue 7 point 3; paths in @scf/shared/schemas/authorization):
 * an institution sees those given to it, the back office the tenant's. A decision refreshes the
 * list, the details and the filters' options.
 */

export const authorizationKeys = {
  all: ['admin-authorization'] as const,
  list: (query: AuthorizationQuery) => ['admin-authorization', 'list', query] as const,
  detail: (id: string) => ['admin-authorization', 'detail', id] as const,
  options: ['admin-authorization', 'options'] as const,
};

// The screens show their own error states with the server's reason, so the calls are silent.
const call = async <T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> =>
  schema.parse(await post<unknown>(path, body, { silent: true }));

export function useAuthorizationList(query: AuthorizationQuery) {
  return useQuery({
    queryKey: authorizationKeys.list(query),
    queryFn: () => call('/api/authorization/query', query, authorizationPage),
    placeholderData: keepPreviousData,
  });
}

export function useAuthorizationDetail(id: string | null) {
  return useQuery({
    queryKey: authorizationKeys.detail(id ?? ''),
    queryFn: () => call('/api/authorization/detail', { id }, authorizationDetail),
    enabled: id !== null,
  });
}

/** The filters' choices: the tenant's institutions and the enterprises among the caller's rows. */
export function useAuthorizationOptions() {
  return useQuery({
    queryKey: authorizationKeys.options,
    queryFn: () => call('/api/authorization/options', {}, authorizationOptions),
    staleTime: 60_000,
  });
}

function useRefreshing<TBody>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => post<unknown>(path, body, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: authorizationKeys.all }),
  });
}

export const usePassAuthorization = () => useRefreshing<{ id: string }>('/api/authorization/pass');
export const useRejectAuthorization = () =>
  useRefreshing<AuthorizationReasonRequest>('/api/authorization/reject');
