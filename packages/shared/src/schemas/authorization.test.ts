import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authorizationApplyRequest,
  authorizationDateRange,
  authorizationQuery,
  authorizationRejectRequest,
  authorizationViewStatus,
  isCancellable,
  isDecidable,
} from './authorization.ts';

afterEach(() => vi.useRealTimers());

const firstMessage = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (result.success ? null : [result.error!.issues[0]!.path.join('.'), result.error!.issues[0]!.message]);

describe('authorizationDateRange', () => {
  it('runs from tomorrow to the same day three years ahead', () => {
    expect(authorizationDateRange('2026-05-20')).toEqual({ min: '2026-05-21', max: '2029-05-20' });
    expect(authorizationDateRange('2026-12-31')).toEqual({ min: '2027-01-01', max: '2029-12-31' });
    expect(authorizationDateRange('2026-02-28')).toEqual({ min: '2026-03-01', max: '2029-02-28' });
  });

  it('ends on 28 February when 29 February has no match three years on', () => {
    expect(authorizationDateRange('2028-02-29')).toEqual({ min: '2028-03-01', max: '2031-02-28' });
  });
});

describe('authorizationViewStatus', () => {
  it('reads an approved authorisation past its last day as expired, and nothing else', () => {
    expect(authorizationViewStatus('approved', '2026-05-20', '2026-05-20')).toBe('approved');
    expect(authorizationViewStatus('approved', '2026-05-19', '2026-05-20')).toBe('expired');
    expect(authorizationViewStatus('pending', '2026-05-19', '2026-05-20')).toBe('pending');
    expect(authorizationViewStatus('cancelled', '2026-05-19', '2026-05-20')).toBe('cancelled');
  });

  it('lets pending be decided, and pending or in force be cancelled', () => {
    expect(
      ['pending', 'approved', 'expired', 'rejected', 'cancelled'].filter((s) => isDecidable(s as never)),
    ).toEqual(['pending']);
    expect(
      ['pending', 'approved', 'expired', 'rejected', 'cancelled'].filter((s) => isCancellable(s as never)),
    ).toEqual(['pending', 'approved']);
  });
});

describe('authorizationApplyRequest', () => {
  const valid = { institutionId: '7', scope: 'trade_data', validUntil: '2026-05-21', remark: '授信' };
  const at = (iso: string) => {
    vi.useFakeTimers();
    // Noon in China, so the China date is the one written.
    vi.setSystemTime(new Date(`${iso}T04:00:00Z`));
  };

  it('accepts tomorrow to three years ahead, in China’s calendar', () => {
    at('2026-05-20');
    expect(authorizationApplyRequest.parse(valid)).toEqual({ ...valid, institutionId: 7 });
    expect(authorizationApplyRequest.safeParse({ ...valid, validUntil: '2029-05-20' }).success).toBe(true);
    expect(authorizationApplyRequest.parse({ ...valid, remark: '  ' }).remark).toBeUndefined();
  });

  it('names the field and the rule it breaks', () => {
    at('2026-05-20');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ institutionId: '' }, 'institutionId', 'authorizationInstitutionRequired'],
      [{ institutionId: undefined }, 'institutionId', 'authorizationInstitutionRequired'],
      [{ institutionId: '0' }, 'institutionId', 'authorizationInstitutionIdRule'],
      [{ scope: '' }, 'scope', 'authorizationScopeRequired'],
      [{ scope: 'all' }, 'scope', 'authorizationScopeRule'],
      [{ validUntil: '' }, 'validUntil', 'authorizationValidUntilRequired'],
      [{ validUntil: '2026-02-30' }, 'validUntil', 'authorizationValidUntilFormat'],
      [{ validUntil: '2026-05-20' }, 'validUntil', 'authorizationValidUntilRange'],
      [{ validUntil: '2029-05-21' }, 'validUntil', 'authorizationValidUntilRange'],
      [{ remark: '备'.repeat(201) }, 'remark', 'authorizationRemarkMax'],
    ];
    for (const [change, field, message] of cases) {
      expect(firstMessage(authorizationApplyRequest.safeParse({ ...valid, ...change })), field).toEqual([
        field,
        message,
      ]);
    }
  });
});

describe('reasons and filters', () => {
  it('requires the reason of a rejection, at most 200 characters', () => {
    expect(firstMessage(authorizationRejectRequest.safeParse({ id: 1, reason: ' ' }))).toEqual([
      'reason',
      'authorizationRejectReasonRequired',
    ]);
    expect(firstMessage(authorizationRejectRequest.safeParse({ id: 1, reason: '因'.repeat(201) }))).toEqual([
      'reason',
      'authorizationReasonMax',
    ]);
  });

  it('reads blank filters as none and pages from 1 by 10', () => {
    expect(authorizationQuery.parse({ status: '', institutionId: '' })).toEqual({ pageNo: 1, pageSize: 10 });
    expect(firstMessage(authorizationQuery.safeParse({ status: 'lost' }))).toEqual([
      'status',
      'authorizationStatusRule',
    ]);
  });
});
