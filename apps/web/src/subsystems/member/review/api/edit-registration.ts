import { reviewDetail } from '@scf/shared/schemas/member-review';
import type { ReviewDetail, ReviewEditRequest } from '@scf/shared/schemas/member-review';
import { useReviewMutation } from './use-review-mutation';

export const REVIEW_EDIT_PATH = '/api/member/review/edit';

/** POST /api/member/review/edit: corrections of a pending registration; answers the new detail. */
export const useEditRegistration = () =>
  useReviewMutation<ReviewEditRequest, ReviewDetail>(REVIEW_EDIT_PATH, (data) => reviewDetail.parse(data));
