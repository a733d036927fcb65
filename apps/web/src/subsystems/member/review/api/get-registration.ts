import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reviewDetail } from '@scf/shared/schemas/member-review';
import type { ReviewDetail } from '@scf/shared/schemas/member-review';
import { post } from '@/lib/request';
import { reviewKeys } from './review-keys';

export const REVIEW_DETAIL_PATH = '/api/member/review/detail';

/** POST /api/member/review/detail: every field, operators, documents and history of one registration. */
export async function getRegistration(id: number): Promise<ReviewDetail> {
  return reviewDetail.parse(await post<unknown>(REVIEW_DETAIL_PATH, { id }, { silent: true }));
}

export const registrationQueryOptions = (id: number, lang: string) =>
  queryOptions({ queryKey: reviewKeys.detail(id, lang), queryFn: () => getRegistration(id) });

export function useRegistration(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...registrationQueryOptions(id ?? 0, i18n.language), enabled: id !== null });
}
