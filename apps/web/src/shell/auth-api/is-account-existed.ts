import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { post } from '@/lib/request';
import { authKeys } from './query-keys';

/** POST /g/eclp-server-new/v/api/member/reg/is_account_existed → data: true when the account is taken. */
export async function isAccountExisted(userAccount: string): Promise<boolean> {
  return z
    .boolean()
    .parse(await post('/g/eclp-server-new/v/api/member/reg/is_account_existed', { userAccount }));
}

/**
 * Asked when the account field loses focus. A short cache spares the server when focus merely
 * passes through; the registration itself checks again.
 */
export const accountExistsQueryOptions = (userAccount: string) =>
  queryOptions({
    queryKey: authKeys.accountExists(userAccount),
    queryFn: () => isAccountExisted(userAccount),
    staleTime: 10_000,
  });
