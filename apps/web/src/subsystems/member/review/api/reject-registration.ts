import { reviewDecisionReply } from '@scf/shared/schemas/member-review';
import type { ReviewRejectRequest } from '@scf/shared/schemas/member-review';
import { useReviewMutation } from './use-review-mutation';

export const REVIEW_REJECT_PATH = '/api/member/review/reject';

/** POST /api/member/review/reject: status 7 with the reason. */
export const useRejectRegistration = () =>
  useReviewMutation<ReviewRejectRequest, ReturnType<typeof reviewDecisionReply.parse>>(
    REVIEW_REJECT_PATH,
    (data) => reviewDecisionReply.parse(data),
  );
