import { describe, expect, it } from 'vitest';
import { messageZhCN } from '@scf/shared/messages';
import { applyLimitIssues } from '@scf/shared/schemas/financing';
import type { ProductDetail } from '@scf/shared/schemas/product';
import { dialogLimits } from './dialog-limits';

const product = {
  loanAmountMin: 100_000,
  loanAmountMax: 5_000_000,
  loanPeriodMin: 3,
  loanPeriodMax: 12,
  attachments: [{}, {}],
  agreementArticalList: [{}],
} as unknown as ProductDetail;

describe('dialogLimits', () => {
  it('reads the product in fen and asks comp users only for the agreement', () => {
    expect(dialogLimits(product, 'comp')).toEqual({
      loanAmountMinFen: 10_000_000,
      loanAmountMaxFen: 500_000_000,
      loanPeriodMin: 3,
      loanPeriodMax: 12,
      attachmentCount: 2,
      agreementRequired: true,
    });
    expect(dialogLimits(product, 'financeOrg').agreementRequired).toBe(false);
  });

  it('gives the spec messages for an amount or a term outside the product, and the file count', () => {
    const limits = dialogLimits(product, 'comp');
    const issues = applyLimitIssues(
      { financeAmountFen: 600_000_000, financePeriod: 24, attachmentCount: 1, agreementChecked: false },
      limits,
    );
    expect(issues.map((i) => messageZhCN(i.message, i.params))).toEqual([
      '贷款金额不在范围内',
      '贷款期限不满足申请范围',
      '请完整上传申请资料(共2份,已上传1份)',
      '请阅读并勾选同意协议',
    ]);
  });
});
