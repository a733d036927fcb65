import { describe, expect, it } from 'vitest';
import { assignRequest, staffForm, staffQuery, staffSaveRequest } from './organization.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the staff form (the dialog and the server share it)', () => {
  it('takes a name of up to 16 characters and a mainland mobile, trimmed', () => {
    expect(staffForm.parse({ name: ' 王立群 ', mobile: ' 13816600101 ' })).toEqual({
      name: '王立群',
      mobile: '13816600101',
    });
    expect(staffForm.safeParse({ name: '一'.repeat(16), mobile: '19900000000' }).success).toBe(true);
  });

  it('names the broken rule', () => {
    const cases: [unknown, string][] = [
      [{ name: '', mobile: '13816600101' }, 'staffNameRequired'],
      [{ mobile: '13816600101' }, 'staffNameRequired'],
      [{ name: '一'.repeat(17), mobile: '13816600101' }, 'nameMax'],
      [{ name: '王', mobile: '' }, 'staffMobileRequired'],
      [{ name: '王', mobile: '12816600101' }, 'mobilePhoneFormat'],
      [{ name: '王', mobile: '1381660010' }, 'mobilePhoneFormat'],
      [{ name: '王', mobile: '138166001011' }, 'mobilePhoneFormat'],
    ];
    for (const [input, message] of cases) expect(firstMessage(staffForm.safeParse(input))).toBe(message);
  });

  it('reads ids as numbers or text and leaves blank ones out', () => {
    expect(
      staffSaveRequest.parse({ id: '12', institutionId: '', name: '王', mobile: '13816600101' }),
    ).toEqual({
      id: 12,
      name: '王',
      mobile: '13816600101',
    });
    expect(firstMessage(staffSaveRequest.safeParse({ id: '0', name: '王', mobile: '13816600101' }))).toBe(
      'orgIdRule',
    );
  });
});

describe('the list query', () => {
  it('defaults to the first page of ten and checks the status', () => {
    expect(staffQuery.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(firstMessage(staffQuery.safeParse({ status: 'gone' }))).toBe('staffStatusRule');
    expect(firstMessage(staffQuery.safeParse({ pageSize: 101 }))).toBe('pageSizeRule');
  });
});

describe('an assignment', () => {
  it('moves each enterprise from the salesman named, nobody when none is', () => {
    expect(
      assignRequest.parse({
        salesmanId: '3',
        members: [{ memberId: 1 }, { memberId: '2', fromSalesmanId: '4' }],
      }),
    ).toEqual({
      salesmanId: 3,
      members: [
        { memberId: 1, fromSalesmanId: null },
        { memberId: 2, fromSalesmanId: 4 },
      ],
    });
  });

  it('takes one to fifty distinct enterprises', () => {
    expect(firstMessage(assignRequest.safeParse({ salesmanId: 1, members: [] }))).toBe(
      'assignMembersRequired',
    );
    expect(firstMessage(assignRequest.safeParse({ salesmanId: 1 }))).toBe('assignMembersRequired');
    expect(
      firstMessage(assignRequest.safeParse({ salesmanId: 1, members: [{ memberId: 1 }, { memberId: '1' }] })),
    ).toBe('assignMembersDuplicate');
    const many = Array.from({ length: 51 }, (_, i) => ({ memberId: i + 1 }));
    expect(firstMessage(assignRequest.safeParse({ salesmanId: 1, members: many }))).toBe('assignMembersMax');
  });
});
