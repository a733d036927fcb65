import { z } from 'zod';
import { LOCAL_KEYS } from '@scf/shared/constants';
import { userType } from '@scf/shared/schemas/auth';
import { browserStores } from './session-store';
import type { SessionStores } from './session-store';

/** What local storage `userInfo` holds about the signed-in user, for screens opened in a new tab. */
const storedUserInfo = z.object({
  userId: z.string(),
  name: z.string(),
  userType,
  tenantId: z.string(),
  tenantName: z.string(),
  lastLoginDateTime: z.string().nullable(),
  /** The account still has its default password, so the change-password dialog is forced. */
  defaultPassword: z.boolean(),
});
export type StoredUserInfo = z.infer<typeof storedUserInfo>;

/** The stored user, or null when nobody signed in or the entry is not one this app wrote. */
export function readUserInfo({ local }: SessionStores = browserStores()): StoredUserInfo | null {
  const raw = local.getItem(LOCAL_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed = storedUserInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
