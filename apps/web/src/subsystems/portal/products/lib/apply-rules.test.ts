import { describe, expect, it } from 'vitest';
import { applyAction, showApplyButton } from './apply-rules';
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

  it('opens the dialog for a credit product and the apply page for a voucher product, given FINANCE_APPLY', () => {
    expect(applyAction(user({}, ['FINANCE_APPLY']), credit)).toEqual({ kind: 'dialog' });
    expect(applyAction(user({}, ['FINANCE_APPLY']), { ...credit, financeTypeCode: 'voucher' })).toEqual({
      kind: 'go',
      to: '/prodDetail/apply?id=7&productCode=T001-YFD-001',
    });
    expect(applyAction(user({}, ['FINANCE_APPLY_LIST']), credit)).toEqual({ kind: 'forbidden' });
  });

  it('opens the receivable discount page for a receivable product, given FINANCE_APPLY_LIST', () => {
    expect(applyAction(user({}, ['FINANCE_APPLY_LIST']), receivable)).toEqual({
      kind: 'go',
      to: '/cfp/voucherDiscount/add?id=8&productCode=T001-YSBL-004',
    });
    expect(applyAction(user({}, ['FINANCE_APPLY']), receivable)).toEqual({ kind: 'forbidden' });
  });
});
