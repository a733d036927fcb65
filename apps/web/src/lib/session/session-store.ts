import { LOCAL_KEYS, SESSION_KEYS } from '@scf/shared/constants';
import type { LoginReply, UserType } from '@scf/shared/schemas/auth';
import { MemoryStorage } from '@/lib/request/memory-storage';
import type { StoredUserInfo } from './stored-user';

/** The two browser stores; tests pass their own. */
export interface SessionStores {
  session: Storage;
  local: Storage;
}

/**
 * The browser's two stores. Without them (the server's render of a first screen, which is a
 * visitor's) two empty ones.
 */
export const browserStores = (): SessionStores =>
  typeof sessionStorage === 'undefined'
    ? { session: new MemoryStorage(), local: new MemoryStorage() }
    : { session: sessionStorage, local: localStorage };

/** Keys cached for one user; a new sign-in must not inherit them from the previous one. */
const PER_USER_CACHES = [SESSION_KEYS.userPermissions, SESSION_KEYS.menus, SESSION_KEYS.orgList] as const;

/**
 * Writes what a successful sign-in provides (shell.md section 3): the session keys currUserId,
 * nickName, tn, lastLoginDateTime, userType and the role codes, local userInfo and userType. It also
 * clears has_reload, so that the next expired session asks before signing out again.
 */
export function saveSignIn(reply: LoginReply, { session, local }: SessionStores = browserStores()): void {
  for (const key of PER_USER_CACHES) session.removeItem(key);
  session.removeItem(SESSION_KEYS.hasReload);
  session.setItem(SESSION_KEYS.currUserId, reply.userId);
  session.setItem(SESSION_KEYS.nickName, reply.userAgentName);
  session.setItem(SESSION_KEYS.tn, reply.tn);
  if (reply.lastLoginDateTime) session.setItem(SESSION_KEYS.lastLoginDateTime, reply.lastLoginDateTime);
  else session.removeItem(SESSION_KEYS.lastLoginDateTime);
  session.setItem(SESSION_KEYS.userType, reply.userType);
  session.setItem(SESSION_KEYS.userAgentRawRoleCode, reply.userAgentRawRoleCode);
  session.setItem(SESSION_KEYS.userAgentRoleCode, reply.userAgentRoleCode);

  const info: StoredUserInfo = {
    userId: reply.userId,
    name: reply.userAgentName,
    userType: reply.userType,
    tenantId: reply.tenantId,
    tenantName: reply.tenantName,
    lastLoginDateTime: reply.lastLoginDateTime,
    defaultPassword: reply.defaultPassword,
  };
  local.setItem(LOCAL_KEYS.userInfo, JSON.stringify(info));
  local.setItem(LOCAL_KEYS.userType, reply.userType);
}

/** Signed in in this tab: the session holds the user id and the token. */
export function isSignedIn({ session }: SessionStores = browserStores()): boolean {
  return Boolean(session.getItem(SESSION_KEYS.currUserId) && session.getItem(SESSION_KEYS.tn));
}

/** The enterprise-or-not choice the login screen remembers (local userType; `?userType=comp`). */
export function readUserType({ local }: SessionStores = browserStores()): string | null {
  return local.getItem(LOCAL_KEYS.userType);
}

export function saveUserType(value: string, { local }: SessionStores = browserStores()): void {
  local.setItem(LOCAL_KEYS.userType, value);
}

export const isEnterprise = (value: string | null): value is Extract<UserType, 'comp'> => value === 'comp';

/**
 * Only a path of this site may be a return address: `//host` and absolute URLs would turn the
 * login screen into an open redirect.
 */
const isLocalPath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/** Remembers where to come back to after signing in (session key loginUrl). */
export function rememberLoginUrl(path: string, { session }: SessionStores = browserStores()): void {
  if (isLocalPath(path)) session.setItem(SESSION_KEYS.loginUrl, path);
}

/** The remembered return address, removed so that it is used once; null if none or not local. */
export function takeLoginUrl({ session }: SessionStores = browserStores()): string | null {
  const url = session.getItem(SESSION_KEYS.loginUrl);
  session.removeItem(SESSION_KEYS.loginUrl);
  return url && isLocalPath(url) ? url : null;
}

/** Which image challenge a form answers: the login's (session cc) or the registration's (reg_cc). */
export type CheckCodeSlot = 'login' | 'registration';

const checkCodeKey = (slot: CheckCodeSlot) => (slot === 'login' ? SESSION_KEYS.cc : SESSION_KEYS.regCc);

/** Keeps the id of the image challenge on the screen, under the session key shell.md section 3 names. */
export function saveCheckCodeId(
  slot: CheckCodeSlot,
  cc: string,
  { session }: SessionStores = browserStores(),
): void {
  session.setItem(checkCodeKey(slot), cc);
}
