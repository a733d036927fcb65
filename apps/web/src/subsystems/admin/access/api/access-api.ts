import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  adminMenuTreeReply,
  adminSaveReply,
  rightsReply,
  rolePage,
  userOptionsReply,
  userPage,
} from '@scf/shared/schemas/admin-access';
import type {
  AdminIdRequest,
  AssignRightsRequest,
  MenuButtonsRequest,
  MenuMoveRequest,
  MenuSaveRequest,
  RoleQuery,
  RoleSaveRequest,
  UserAddFormValues,
  UserQuery,
  UserSaveRequest,
} from '@scf/shared/schemas/admin-access';
import { post } from '@/lib/request';
import { encryptWithServerKey } from '@/shell/auth-api/get-security-key';

/**
 * The calls of roles and rights, user accounts and menus (issue 7; paths in
 * @scf/shared/schemas/admin-access). A change refreshes the lists it touches: a role's rights and a
 * menu change what the role lists and the rights tree show, a role change what the user form offers.
 */

export const accessKeys = {
  roles: ['admin-access', 'roles'] as const,
  roleList: (query: RoleQuery) => ['admin-access', 'roles', 'list', query] as const,
  rights: (id: string, lang: string) => ['admin-access', 'roles', 'rights', id, lang] as const,
  users: ['admin-access', 'users'] as const,
  userList: (query: UserQuery) => ['admin-access', 'users', 'list', query] as const,
  userOptions: ['admin-access', 'users', 'options'] as const,
  menus: ['admin-access', 'menus'] as const,
  menuTree: (lang: string) => ['admin-access', 'menus', 'tree', lang] as const,
};

// The screens show their own error states with the server's reason, so the calls are silent.
const call = async <T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> =>
  schema.parse(await post<unknown>(path, body, { silent: true }));
const send = (path: string) => (body: unknown) => post<unknown>(path, body, { silent: true });

/** A change that refreshes the lists under `keys` once done, failed or not (another may have won). */
function useChange<TBody>(run: (body: TBody) => Promise<unknown>, keys: readonly (readonly string[])[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

// ---------------------------------------------------------------------------------------- roles

export function useRoleList(query: RoleQuery) {
  return useQuery({
    queryKey: accessKeys.roleList(query),
    queryFn: () => call('/api/admin/role/query', query, rolePage),
    placeholderData: keepPreviousData,
  });
}

export function useRoleRights(id: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: accessKeys.rights(id ?? '', i18n.language),
    queryFn: () => call('/api/admin/role/rights', { id }, rightsReply),
    enabled: id !== null,
  });
}

export const useSaveRole = () =>
  useChange(
    (body: RoleSaveRequest) => call('/api/admin/role/save', body, adminSaveReply),
    [accessKeys.roles, accessKeys.userOptions],
  );

export type RoleMove = 'enable' | 'disable' | 'delete';
export const useRoleMove = (move: RoleMove) =>
  useChange(send(`/api/admin/role/${move}`) as (body: AdminIdRequest) => Promise<unknown>, [
    accessKeys.roles,
    accessKeys.users,
    accessKeys.userOptions,
  ]);

export const useAssignRights = () =>
  useChange(send('/api/admin/role/assign_rights') as (body: AssignRightsRequest) => Promise<unknown>, [
    accessKeys.roles,
  ]);

// ---------------------------------------------------------------------------------------- users

export function useUserList(query: UserQuery) {
  return useQuery({
    queryKey: accessKeys.userList(query),
    queryFn: () => call('/api/admin/user/query', query, userPage),
    placeholderData: keepPreviousData,
  });
}

export function useUserOptions(enabled = true) {
  return useQuery({
    queryKey: accessKeys.userOptions,
    queryFn: () => call('/api/admin/user/options', {}, userOptionsReply),
    enabled,
    staleTime: 30_000,
  });
}

/** What the add form holds; the first password leaves the browser encrypted with the server's key. */
async function saveUser(
  values: (UserAddFormValues & { id?: undefined }) | (UserSaveRequest & { id: string }),
) {
  let body: UserSaveRequest;
  if (values.id === undefined) {
    const { confirmPassword: _confirm, password, ...rest } = values as UserAddFormValues;
    const encrypted = await encryptWithServerKey(password);
    body = { ...rest, password: encrypted.cipher, keyId: encrypted.keyId };
  } else {
    body = values;
  }
  return call('/api/admin/user/save', body, adminSaveReply);
}

export const useSaveUser = () => useChange(saveUser, [accessKeys.users, accessKeys.roles]);

export const useUserMove = (move: 'enable' | 'disable') =>
  useChange(send(`/api/admin/user/${move}`) as (body: AdminIdRequest) => Promise<unknown>, [
    accessKeys.users,
  ]);

// ---------------------------------------------------------------------------------------- menus

export function useMenuTree() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: accessKeys.menuTree(i18n.language),
    queryFn: () => call('/api/admin/menu/tree', {}, adminMenuTreeReply),
  });
}

/** Menus show in the rights tree, so every menu change refreshes it too. */
const MENU_KEYS = [accessKeys.menus, accessKeys.roles] as const;

export const useSaveMenu = () =>
  useChange((body: MenuSaveRequest) => call('/api/admin/menu/save', body, adminSaveReply), MENU_KEYS);
export const useMoveMenu = () =>
  useChange(send('/api/admin/menu/move') as (body: MenuMoveRequest) => Promise<unknown>, MENU_KEYS);
export const useMenuMove = (move: 'hide' | 'show' | 'delete') =>
  useChange(send(`/api/admin/menu/${move}`) as (body: AdminIdRequest) => Promise<unknown>, MENU_KEYS);
export const useMenuButtons = () =>
  useChange(send('/api/admin/menu/buttons') as (body: MenuButtonsRequest) => Promise<unknown>, MENU_KEYS);
