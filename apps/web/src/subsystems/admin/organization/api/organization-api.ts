import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  enterpriseOptionPage,
  institutionOptions,
  managerPage,
  salesmanMemberPage,
  salesmanPage,
  staffSaveReply,
} from '@scf/shared/schemas/organization';
import type { StaffQuery } from '@scf/shared/schemas/organization';
import { post } from '@/lib/request';

/**
 * The calls of an institution's account managers and salesmen (issue 7; paths in
 * @scf/shared/schemas/organization). The screens show their own errors, so the calls are silent.
 */

export type StaffKind = 'manager' | 'salesman';
export interface Paging {
  pageNo: number;
  pageSize: number;
}

const BASE = { manager: '/api/manager', salesman: '/api/salesman' } as const;

const call = async <T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> =>
  schema.parse(await post<unknown>(path, body, { silent: true }));

export const organizationKeys = {
  all: ['organization'] as const,
  institutions: ['organization', 'institutions'] as const,
  list: (kind: StaffKind, query: StaffQuery) => ['organization', kind, 'list', query] as const,
  members: (salesmanId: string, paging: Paging) =>
    ['organization', 'salesman', 'members', salesmanId, paging] as const,
  enterprises: (salesmanId: string, keyword: string, paging: Paging) =>
    ['organization', 'salesman', 'enterprises', salesmanId, keyword, paging] as const,
};

/**
 * The financing screens show managers' names and offer the active ones at acceptance (their
 * queries live under this key), so a change to a manager refreshes them too.
 */
const FINANCING_KEY = ['finance'] as const;

/** The institutions whose staff the user manages: its own, or all of the tenant for an operator. */
export const useInstitutions = () =>
  useQuery({
    queryKey: organizationKeys.institutions,
    queryFn: () => call('/api/org/institutions', {}, institutionOptions),
    staleTime: 5 * 60_000,
  });

export const useManagers = (query: StaffQuery) =>
  useQuery({
    queryKey: organizationKeys.list('manager', query),
    queryFn: () => call('/api/manager/query', query, managerPage),
    placeholderData: keepPreviousData,
  });

export const useSalesmen = (query: StaffQuery) =>
  useQuery({
    queryKey: organizationKeys.list('salesman', query),
    queryFn: () => call('/api/salesman/query', query, salesmanPage),
    placeholderData: keepPreviousData,
  });

export const useSalesmanMembers = (salesmanId: string | null, paging: Paging) =>
  useQuery({
    queryKey: organizationKeys.members(salesmanId ?? '', paging),
    queryFn: () => call('/api/salesman/members', { salesmanId, ...paging }, salesmanMemberPage),
    enabled: salesmanId !== null,
    placeholderData: keepPreviousData,
  });

export const useEnterpriseOptions = (salesmanId: string | null, keyword: string, paging: Paging) =>
  useQuery({
    queryKey: organizationKeys.enterprises(salesmanId ?? '', keyword, paging),
    queryFn: () =>
      call('/api/salesman/enterprises', { salesmanId, keyword, ...paging }, enterpriseOptionPage),
    enabled: salesmanId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** A change to a manager or salesman (save, enable, disable, assign, unassign); refreshes the lists. */
function useOrganizationMutation<TBody, TReply = unknown>(
  kind: StaffKind,
  send: (body: TBody) => Promise<TReply>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: organizationKeys.all }),
        kind === 'manager' ? client.invalidateQueries({ queryKey: FINANCING_KEY }) : null,
      ]),
  });
}

export interface SaveBody {
  id?: string | undefined;
  institutionId?: string | undefined;
  name: string;
  mobile: string;
}

export const useSaveStaff = (kind: StaffKind) =>
  useOrganizationMutation(kind, (body: SaveBody) => call(`${BASE[kind]}/save`, body, staffSaveReply));

export const useStaffStatus = (kind: StaffKind, move: 'enable' | 'disable') =>
  useOrganizationMutation(kind, (body: { id: string }) =>
    post<unknown>(`${BASE[kind]}/${move}`, body, { silent: true }),
  );

export interface AssignBody {
  salesmanId: string;
  members: { memberId: string; fromSalesmanId: string | null }[];
}

export const useAssign = () =>
  useOrganizationMutation('salesman', (body: AssignBody) =>
    post<unknown>('/api/salesman/assign', body, { silent: true }),
  );

export const useUnassign = () =>
  useOrganizationMutation('salesman', (body: { salesmanId: string; memberId: string }) =>
    post<unknown>('/api/salesman/unassign', body, { silent: true }),
  );
