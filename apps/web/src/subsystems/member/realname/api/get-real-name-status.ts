import { queryOptions, useQuery } from '@tanstack/react-query';
import { REAL_NAME_LIMITS, realNameStatus } from '@scf/shared/schemas/real-name';
import type { RealNameStatus } from '@scf/shared/schemas/real-name';
import { get } from '@/lib/request';
import { realNameKeys, signedInUserId } from './real-name-keys';

export const REAL_NAME_STATUS_PATH = '/api/member/realname/status';

export async function getRealNameStatus(): Promise<RealNameStatus> {
  return realNameStatus.parse(await get<unknown>(REAL_NAME_STATUS_PATH));
}

export const realNameStatusQueryOptions = (userId: string) =>
  queryOptions({ queryKey: realNameKeys.status(userId), queryFn: getRealNameStatus, staleTime: 0 });

/**
 * The signed-in user's state. While a QR code is shown, `poll` asks again every few seconds, so the
 * page turns to done by itself once the phone has finished (and stops asking then).
 */
export function useRealNameStatus({ enabled, poll }: { enabled: boolean; poll: boolean }) {
  const userId = signedInUserId();
  return useQuery({
    ...realNameStatusQueryOptions(userId),
    enabled: enabled && userId !== '',
    refetchInterval: (query) =>
      poll && query.state.data?.verified === false ? REAL_NAME_LIMITS.statusPollSeconds * 1000 : false,
    refetchIntervalInBackground: true,
  });
}
