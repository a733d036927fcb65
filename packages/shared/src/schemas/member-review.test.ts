import { describe, expect, it } from 'vitest';
import {
  REVIEW_EDITABLE_FIELDS,
  reviewApproveRequest,
  reviewEditFields,
  reviewListRequest,
  reviewRejectRequest,
} from './member-review.ts';

describe('review schemas', () => {
  it('reads list filters from text, blanks meaning "not given"', () => {
    expect(reviewListRequest.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(reviewListRequest.parse({ status: '7', keyword: ' 杭州 ', pageNo: '2', pageSize: '20' })).toEqual({
      status: 7,
      keyword: '杭州',
      pageNo: 2,
      pageSize: 20,
    });
    expect(reviewListRequest.parse({ status: '', keyword: '' })).toEqual({ pageNo: 1, pageSize: 10 });
    for (const bad of [{ status: 3 }, { pageNo: 0 }, { pageSize: 101 }, { keyword: 'x'.repeat(51) }]) {
      expect(reviewListRequest.safeParse(bad).success).toBe(false);
    }
  });

  it('needs a reason of 1-200 characters to reject; the approval comment is optional', () => {
    const issue = (body: unknown) => reviewRejectRequest.safeParse(body).error?.issues[0]?.message;
    expect(issue({ id: 1 })).toBe('reviewReasonRequired');
    expect(issue({ id: 1, reason: '   ' })).toBe('reviewReasonRequired');
    expect(issue({ id: 1, reason: '因'.repeat(201) })).toBe('reviewReasonMax');
    expect(reviewRejectRequest.parse({ id: '3', reason: ' 资料不全 ' })).toEqual({
      id: 3,
      reason: '资料不全',
    });
    expect(reviewApproveRequest.parse({ id: 3, comment: '' })).toEqual({ id: 3 });
  });

  it('lets an operator correct exactly the editable fields, with the wizard’s rules', () => {
    expect(Object.keys(reviewEditFields.shape).sort()).toEqual([...REVIEW_EDITABLE_FIELDS].sort());
    const mobile = reviewEditFields.shape.contactMobile.safeParse('1234');
    expect(mobile.error?.issues[0]?.message).toBe('mobilePhoneFormat');
  });
});
