import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  authorizationApplyReply,
  authorizationDetail,
  authorizationOptions,
  authorizationPage,
} from '@scf/shared/schemas/authorization';
import type {
  AuthorizationApplyRequest,
  AuthorizationQuery,
  AuthorizationReasonRequest,
} from '@scf/shared/schemas/authorization';
import { post } from '@/lib/request';

/**
 * The enterprise's authorisation calls (issue 7 point 3; paths in @scf/shared/schemas/authorization).
 * Every change refreshes the list, the details and the filters' options.
 */

export const authorizationKeys = {
  all: ['member-authorization'] as const,
  list: (query: AuthorizationQuery) => ['member-authorization', 'list', query] as const,
  detail: (id: string) => ['member-authorization', 'detail', id] as const,
  options: ['member-authorization', 'options'] as const,
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

/** The tenant's institutions (whom to authorise, the filter). */
export function useAuthorizationOptions() {
  return useQuery({
    queryKey: authorizationKeys.options,
    queryFn: () => call('/api/authorization/options', {}, authorizationOptions),
    staleTime: 60_000,
  });
}

function useRefreshing<TBody, TReply>(run: (body: TBody) => Promise<TReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: authorizationKeys.all }),
  });
}

export const useApplyAuthorization = () =>
  useRefreshing((body: AuthorizationApplyRequest) =>
    call('/api/authorization/apply', body, authorizationApplyReply),
  );

export const useCancelAuthorization = () =>
  useRefreshing((body: AuthorizationReasonRequest) =>
    post<unknown>('/api/authorization/cancel', body, { silent: true }),
  );
