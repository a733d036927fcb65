import { SESSION_KEYS } from '@scf/shared/constants';

/**
 * The signed-in user's id (session key currUserId). Every query of this folder is keyed by it, so
 * the cache of one user is never shown to the next who signs in in the same browser tab.
 */
export const signedInUserId = (): string => sessionStorage.getItem(SESSION_KEYS.currUserId) ?? '';

/** Query keys of the signed-in user's data, in one place (STYLE.md: no keys invented on the spot). */
export const userKeys = {
  all: (userId: string) => ['user', userId] as const,
  current: (userId: string) => ['user', userId, 'current'] as const,
  defaultPassword: (userId: string) => ['user', userId, 'default-password'] as const,
  menus: (userId: string) => ['user', userId, 'menus'] as const,
  menusIn: (userId: string, lang: string) => ['user', userId, 'menus', lang] as const,
  modifyMobileCheckCode: () => ['user', 'modify-mobile', 'check-code'] as const,
};
