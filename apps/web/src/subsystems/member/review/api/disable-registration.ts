import { reviewDecisionReply } from '@scf/shared/schemas/member-review';
import type { ReviewRejectRequest } from '@scf/shared/schemas/member-review';
import { useReviewMutation } from './use-review-mutation';

export const REVIEW_DISABLE_PATH = '/api/member/review/disable';

/** POST /api/member/review/disable: status 5 with the reason; an approved enterprise's users too. */
export const useDisableRegistration = () =>
  useReviewMutation<ReviewRejectRequest, ReturnType<typeof reviewDecisionReply.parse>>(
    REVIEW_DISABLE_PATH,
    (data) => reviewDecisionReply.parse(data),
  );
