import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  memberChangeCurrent,
  memberChangeDetail,
  memberChangePage,
  memberChangeRow,
  memberChangeSaveReply,
} from '@scf/shared/schemas/member-change';
import type {
  MemberChangeHistoryInput,
  MemberChangeQueryInput,
  MemberChangeRejectRequest,
  MemberChangeSaveRequest,
} from '@scf/shared/schemas/member-change';
import { post } from '@/lib/request';

/**
 * The calls of the enterprise's details and their changes (paths in
 * @scf/shared/schemas/member-change), with their query keys. Every mutation refreshes the whole
 * area: the details, the pending notice, the history and the back office's lists.
 */

export const PATHS = {
  current: '/api/member/change/current',
  save: '/api/member/change/save',
  history: '/api/member/change/history',
  query: '/api/member/change/query',
  detail: '/api/member/change/detail',
  approve: '/api/member/change/approve',
  reject: '/api/member/change/reject',
} as const;

/** Silent calls: each screen shows its own loading, empty and error states. */
const call = async <T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> =>
  schema.parse(await post<unknown>(path, body, { silent: true }));

export const companyKeys = {
  all: ['member-change'] as const,
  current: (lang: string) => ['member-change', 'current', lang] as const,
  history: (query: MemberChangeHistoryInput) => ['member-change', 'history', query] as const,
  query: (query: MemberChangeQueryInput) => ['member-change', 'query', query] as const,
  detail: (id: number) => ['member-change', 'detail', id] as const,
};

/** The signed-in enterprise's details, documents and pending change. */
export function useCurrentDetails() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: companyKeys.current(i18n.language),
    queryFn: () => call(PATHS.current, {}, memberChangeCurrent),
    retry: false,
  });
}

export function useOwnHistory(query: MemberChangeHistoryInput) {
  return useQuery({
    queryKey: companyKeys.history(query),
    queryFn: () => call(PATHS.history, query, memberChangePage),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useChangeList(query: MemberChangeQueryInput) {
  return useQuery({
    queryKey: companyKeys.query(query),
    queryFn: () => call(PATHS.query, query, memberChangePage),
    placeholderData: keepPreviousData,
  });
}

export function useChangeDetail(id: number | null) {
  return useQuery({
    queryKey: companyKeys.detail(id ?? 0),
    queryFn: () => call(PATHS.detail, { id }, memberChangeDetail),
    enabled: id !== null,
  });
}

function useAreaMutation<TBody, TReply>(mutationFn: (body: TBody) => Promise<TReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

export const useSaveChange = () =>
  useAreaMutation((body: MemberChangeSaveRequest) => call(PATHS.save, body, memberChangeSaveReply));
export const useApproveChange = () =>
  useAreaMutation((id: number) => call(PATHS.approve, { id }, memberChangeRow));
export const useRejectChange = () =>
  useAreaMutation((body: MemberChangeRejectRequest) => call(PATHS.reject, body, memberChangeRow));
