import { queryOptions, useQuery } from '@tanstack/react-query';
import { realNameQrTokenReply } from '@scf/shared/schemas/real-name';
import type { RealNameQrTokenReply } from '@scf/shared/schemas/real-name';
import { post } from '@/lib/request';
import { realNameKeys, signedInUserId } from './real-name-keys';

export const REAL_NAME_QR_TOKEN_PATH = '/api/member/realname/qr_token';

/** A new signed link for the phone (10 minutes); each call issues another. */
export async function getQrLink(): Promise<RealNameQrTokenReply> {
  return realNameQrTokenReply.parse(await post<unknown>(REAL_NAME_QR_TOKEN_PATH));
}

/** Kept while the page shows it; "refresh" (or its expiry) asks for a new one with refetch. */
export const qrLinkQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: realNameKeys.qrLink(userId),
    queryFn: getQrLink,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useQrLink(enabled: boolean) {
  const userId = signedInUserId();
  return useQuery({ ...qrLinkQueryOptions(userId), enabled: enabled && userId !== '' });
}
