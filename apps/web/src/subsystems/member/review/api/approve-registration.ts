import { reviewApproveReply } from '@scf/shared/schemas/member-review';
import type { ReviewApproveRequest } from '@scf/shared/schemas/member-review';
import { useReviewMutation } from './use-review-mutation';

export const REVIEW_APPROVE_PATH = '/api/member/review/approve';

/** POST /api/member/review/approve: the member and the operators' accounts are created. */
export const useApproveRegistration = () =>
  useReviewMutation<ReviewApproveRequest, ReturnType<typeof reviewApproveReply.parse>>(
    REVIEW_APPROVE_PATH,
    (data) => reviewApproveReply.parse(data),
  );
