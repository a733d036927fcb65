import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { attachmentUsageReply } from '@scf/shared/schemas/member-api';
import type { AttachmentUsageRow } from '@scf/shared/schemas/member-api';
import { post } from '@/lib/request';
import { registerKeys } from './register-keys';

export const ATTACHMENT_USAGE_PATH = '/client/attachment/attachment_usage/list';

/** The documents a registration needs (AUTH_REGISTER), with their names and upload limits. */
export async function getAttachmentUsage(): Promise<AttachmentUsageRow[]> {
  const body = { bizType: 'AUTH_REGISTER' };
  return attachmentUsageReply.parse(await post<unknown>(ATTACHMENT_USAGE_PATH, body, { silent: true })).rows;
}

export const attachmentUsageQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: registerKeys.attachmentUsage(lang),
    queryFn: getAttachmentUsage,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAttachmentUsage() {
  const { i18n } = useTranslation();
  return useQuery(attachmentUsageQueryOptions(i18n.language));
}
