import { LOCAL_KEYS, USER_TYPES } from '@scf/shared/constants';
import type { UserType } from '@scf/shared/schemas/auth';
import { browserStores } from './session-store';
import type { SessionStores } from './session-store';

/** What local storage `userInfo` holds about the signed-in user, for screens opened in a new tab. */
export interface StoredUserInfo {
  userId: string;
  name: string;
  userType: UserType;
  tenantId: string;
  tenantName: string;
  lastLoginDateTime: string | null;
  /** The account still has its default password, so the change-password dialog is forced. */
  defaultPassword: boolean;
}

/**
 * Whether a stored value is one saveSignIn wrote. A check by hand rather than a zod schema: every
 * public page's header reads it, and those pages load without zod.
 */
function isStoredUserInfo(value: unknown): value is StoredUserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<keyof StoredUserInfo, unknown>;
  return (
    typeof info.userId === 'string' &&
    typeof info.name === 'string' &&
    (USER_TYPES as readonly unknown[]).includes(info.userType) &&
    typeof info.tenantId === 'string' &&
    typeof info.tenantName === 'string' &&
    (info.lastLoginDateTime === null || typeof info.lastLoginDateTime === 'string') &&
    typeof info.defaultPassword === 'boolean'
  );
}

/** The stored user, or null when nobody signed in or the entry is not one this app wrote. */
export function readUserInfo({ local }: SessionStores = browserStores()): StoredUserInfo | null {
  const raw = local.getItem(LOCAL_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredUserInfo(parsed)) return null;
    const { userId, name, userType, tenantId, tenantName, lastLoginDateTime, defaultPassword } = parsed;
    return { userId, name, userType, tenantId, tenantName, lastLoginDateTime, defaultPassword };
  } catch {
    return null;
  }
}
