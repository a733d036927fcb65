import { queryOptions, useQuery } from '@tanstack/react-query';
import { realNameQrInfo } from '@scf/shared/schemas/real-name';
import type { RealNameQrInfo } from '@scf/shared/schemas/real-name';
import { post } from '@/lib/request';
import { realNameKeys } from './real-name-keys';

export const REAL_NAME_QR_INFO_PATH = '/api/member/realname/qr_info';

/** Whose verification the scanned link opens; the phone page shows why when it cannot. */
export async function getQrInfo(token: string): Promise<RealNameQrInfo> {
  return realNameQrInfo.parse(await post<unknown>(REAL_NAME_QR_INFO_PATH, { token }, { silent: true }));
}

export const qrInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: realNameKeys.qrInfo(token), queryFn: () => getQrInfo(token), staleTime: 0 });

export const useQrInfo = (token: string) => useQuery({ ...qrInfoQueryOptions(token), enabled: token !== '' });
