import { describe, expect, it } from 'vitest';
import { adRow, newsGetQuery, newsSearchRequest, newsSummary, rewardPolicyQueryRequest } from './content.ts';

describe('newsSummary', () => {
  it('cuts at 40 characters by default and marks the cut', () => {
    expect(newsSummary('字'.repeat(40))).toBe('字'.repeat(40));
    expect(newsSummary('字'.repeat(41))).toBe(`${'字'.repeat(40)}...`);
  });

  it('takes another length', () => {
    expect(newsSummary('abcdef', 3)).toBe('abc...');
  });
});

describe('content requests', () => {
  it('defaults the news page to the first of 9, and the policies to the first of 10', () => {
    expect(newsSearchRequest.parse({})).toEqual({ pageNo: 1, pageSize: 9 });
    expect(rewardPolicyQueryRequest.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('accepts numbers sent as text, and refuses what is not a page', () => {
    expect(newsSearchRequest.parse({ pageNo: '2', pageSize: '99' })).toMatchObject({
      pageNo: 2,
      pageSize: 99,
    });
    for (const pageNo of [0, -1, 1.5, 'x', 100_001]) {
      expect(newsSearchRequest.safeParse({ pageNo }).success).toBe(false);
    }
    expect(newsSearchRequest.safeParse({ pageSize: 100 }).success).toBe(false);
  });

  it('takes ids as digits only', () => {
    expect(newsGetQuery.parse({ newsId: ' 12 ' })).toEqual({ newsId: '12' });
    for (const newsId of ['0', '-1', 'a', '', undefined]) {
      expect(newsGetQuery.safeParse({ newsId }).success).toBe(false);
    }
  });

  it('knows the ad types 1, 3, 4 and 5 only', () => {
    const ad = { id: '1', title: 't', adImageUrl: '/api/files/x', adHyperlinks: null, adAttachment: '2' };
    for (const adType of [1, 3, 4, 5]) expect(adRow.safeParse({ ...ad, adType }).success).toBe(true);
    for (const adType of [0, 2, 6]) expect(adRow.safeParse({ ...ad, adType }).success).toBe(false);
  });
});
