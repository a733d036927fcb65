import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reviewListReply } from '@scf/shared/schemas/member-review';
import type { ReviewListInput, ReviewListReply } from '@scf/shared/schemas/member-review';
import { post } from '@/lib/request';
import { reviewKeys } from './review-keys';

export const REVIEW_LIST_PATH = '/api/member/review/list';

/** POST /api/member/review/list: a page of the tenant's registrations, pending first. */
export async function listRegistrations(query: ReviewListInput): Promise<ReviewListReply> {
  // The page shows its own error state, with the server's reason.
  return reviewListReply.parse(await post<unknown>(REVIEW_LIST_PATH, query, { silent: true }));
}

export const registrationListQueryOptions = (query: ReviewListInput) =>
  queryOptions({
    queryKey: reviewKeys.list(query),
    queryFn: () => listRegistrations(query),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useRegistrationList = (query: ReviewListInput) => useQuery(registrationListQueryOptions(query));
