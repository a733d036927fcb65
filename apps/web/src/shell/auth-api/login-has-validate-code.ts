import type { z } from 'zod';
import type { hasValidateCodeReply } from '@scf/shared/schemas/auth';
import { get } from '@/lib/request';
import { useLightQuery } from '@/lib/request/light-query';

/** GET /loginHasValidateCode?username=: whether a password login must carry an image code now. */
export async function loginHasValidateCode(username: string): Promise<boolean> {
  const params = username ? { username } : undefined;
  // Typed, not parsed: the sign-in screen reads it, and it loads without zod (docs/decisions.md).
  return (await get<z.infer<typeof hasValidateCodeReply>>('/loginHasValidateCode', { params })).needCheckCode;
}

/** Asked again for every user name, since the server counts failures per account. */
export function useNeedsCheckCode(username: string) {
  return useLightQuery(username, () => loginHasValidateCode(username));
}
