import { describe, expect, it } from 'vitest';
import type { CheckProductAccessReply } from '@scf/shared/schemas/financing';
import { applyAction, applyTarget, showApplyButton } from './apply-rules';
import type { ApplyContext } from './apply-rules';

const visitor: ApplyContext = {
  signedIn: false,
  userType: null,
  rawRoleCode: null,
  roleCode: null,
  can: () => false,
};
const user = (over: Partial<ApplyContext>, codes: string[] = []): ApplyContext => ({
  signedIn: true,
  userType: 'comp',
  rawRoleCode: 'normal',
  roleCode: 'normal',
  can: (code) => codes.includes(code),
  ...over,
});
const credit = { id: '7', productCode: 'T001-YFD-001', financeTypeCode: 'credit' };
const receivable = { id: '8', productCode: 'T001-YSBL-004', financeTypeCode: 'receivable' };

describe('the apply button: when it shows (business.md section 4)', () => {
  it.each<[string, ApplyContext, boolean]>([
    ['a visitor', visitor, true],
    ['an enterprise not yet verified', user({ rawRoleCode: 'toVerified' }), true],
    ['an enterprise that may publish requests', user({}, ['REQUEST_ADD']), true],
    ['an enterprise without that permission', user({}), false],
    ['a supplier by role', user({ roleCode: 'supplier' }), true],
    ['a core user type', user({ userType: 'core' }), true],
    ['an institution user', user({ userType: 'financeOrg', roleCode: 'financeOrg' }), false],
    ['an operator', user({ userType: 'operator', roleCode: 'operator' }), false],
    [
      'a user without an agent role',
      user({ userType: 'financeOrg', rawRoleCode: null, roleCode: null }),
      true,
    ],
  ])('%s → %s', (_who, ctx, shown) => {
    expect(showApplyButton(ctx)).toBe(shown);
  });
});

describe('the apply button: what a click does', () => {
  it('sends a visitor to sign in', () => {
    expect(applyAction(visitor, credit)).toEqual({ kind: 'login' });
  });

  it('asks a user not yet verified to verify first', () => {
    expect(applyAction(user({ rawRoleCode: 'toVerified' }, ['FINANCE_APPLY']), credit)).toEqual({
      kind: 'realName',
      to: '/member/realname',
    });
  });

  it('needs FINANCE_APPLY for a credit or voucher product, FINANCE_APPLY_LIST for a receivable one', () => {
    expect(applyAction(user({}, ['FINANCE_APPLY']), credit)).toEqual({ kind: 'check' });
    expect(applyAction(user({}, ['FINANCE_APPLY']), { ...credit, financeTypeCode: 'voucher' })).toEqual({
      kind: 'check',
    });
    expect(applyAction(user({}, ['FINANCE_APPLY_LIST']), credit)).toEqual({ kind: 'forbidden' });
    expect(applyAction(user({}, ['FINANCE_APPLY_LIST']), receivable)).toEqual({ kind: 'check' });
    expect(applyAction(user({}, ['FINANCE_APPLY']), receivable)).toEqual({ kind: 'forbidden' });
  });
});

describe('the apply button: where the server sends the applicant', () => {
  const reply = (channel: CheckProductAccessReply['channel'], canApply = true): CheckProductAccessReply => ({
    canApply,
    reason: canApply ? null : '您已有该产品的在途融资申请，请勿重复提交',
    reasonKey: canApply ? null : 'validation.financingOpenExists',
    channel,
  });
  it.each<[CheckProductAccessReply['channel'], string]>([
    ['page', '/prodDetail/apply?id=7&productCode=T001-YFD-001'],
    ['discount', '/cfp/voucherDiscount/add?id=7&productCode=T001-YFD-001'],
    ['waybill', '/waybill/finance/apply?id=7&productCode=T001-YFD-001'],
    ['scbc', '/scbc/finance/productFinanceAdd?id=7&productCode=T001-YFD-001'],
    ['wms', '/wms/financing/apply?id=7&productCode=T001-YFD-001'],
  ])('%s → %s', (channel, to) => {
    expect(applyTarget(reply(channel), credit)).toEqual({ kind: 'go', to });
  });

  it('opens the dialog for an FSP credit product without a credit line', () => {
    expect(applyTarget(reply('dialog'), credit)).toEqual({ kind: 'dialog' });
  });

  it('tells the reason and its translation key when it cannot be applied for now', () => {
    expect(applyTarget(reply('page', false), credit)).toEqual({
      kind: 'refused',
      reason: '您已有该产品的在途融资申请，请勿重复提交',
      reasonKey: 'validation.financingOpenExists',
    });
  });
});
