import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { hasValidateCodeReply } from '@scf/shared/schemas/auth';
import { get } from '@/lib/request';
import { authKeys } from './query-keys';

/** GET /loginHasValidateCode?username=: whether a password login must carry an image code now. */
export async function loginHasValidateCode(username: string): Promise<boolean> {
  const params = username ? { username } : undefined;
  // Typed, not parsed: the sign-in screen reads it, and it loads without zod (docs/decisions.md).
  return (await get<z.infer<typeof hasValidateCodeReply>>('/loginHasValidateCode', { params })).needCheckCode;
}

/** Asked again for every user name, since the server counts failures per account. */
export const needsCheckCodeQueryOptions = (username: string) =>
  queryOptions({
    queryKey: authKeys.needsCheckCode(username),
    queryFn: () => loginHasValidateCode(username),
    staleTime: 0,
  });

export function useNeedsCheckCode(username: string) {
  return useQuery(needsCheckCodeQueryOptions(username));
}
