import { describe, expect, it } from 'vitest';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import type { OperatorValues } from './form-values';
import {
  addOperatorProblem,
  deleteOperatorProblem,
  operatorCellProblem,
  operatorListProblems,
} from './operator-rules';

const id = (n: number) => withResidentIdCheckChar(`11010519900101${String(n).padStart(3, '0')}`);

const row = (n: number, type: OperatorValues['operatorType'] = 'operating_sup'): OperatorValues => ({
  operatorName: `操作员${n}`,
  operatorMobile: `1370000${String(n).padStart(4, '0')}`,
  operatorCertNo: id(n),
  operatorType: type,
});

describe('adding an operator', () => {
  it('needs every row complete first (请先完善信息)', () => {
    expect(addOperatorProblem([{ operatorType: 'operating_sup', operatorName: '王芳' }], 'review_sup')).toBe(
      'operatorIncomplete',
    );
    expect(addOperatorProblem([row(1)], 'review_sup')).toBeNull();
    expect(addOperatorProblem([], 'operating_sup')).toBeNull();
  });

  it('allows five of each role, with the role’s own message past that', () => {
    const five = [1, 2, 3, 4, 5].map((n) => row(n));
    expect(addOperatorProblem(five.slice(0, 4), 'operating_sup')).toBeNull();
    expect(addOperatorProblem(five, 'operating_sup')).toBe('operatingSupMax');
    expect(addOperatorProblem(five, 'review_sup')).toBeNull();
    const reviewers = [6, 7, 8, 9, 10].map((n) => row(n, 'review_sup'));
    expect(addOperatorProblem(reviewers, 'review_sup')).toBe('reviewSupMax');
  });
});

describe('deleting operators', () => {
  it('needs a selected row (请至少选择一行待删除的数据)', () => {
    expect(deleteOperatorProblem([])).toBe('operatorDeleteNoneSelected');
    expect(deleteOperatorProblem(['row-1'])).toBeNull();
  });
});

describe('cells', () => {
  it('says 输入不能为空 for an empty required cell and nothing for the optional WeChat id', () => {
    const rows: OperatorValues[] = [{ operatorType: 'operating_sup' }];
    expect(operatorCellProblem(rows, 0, 'operatorName')).toBe('inputRequired');
    expect(operatorCellProblem(rows, 0, 'operatorMobile')).toBe('inputRequired');
    expect(operatorCellProblem(rows, 0, 'wxId')).toBeNull();
  });

  it('checks the phone and ID number formats', () => {
    const rows = [{ ...row(1), operatorMobile: '12345678901', operatorCertNo: '11010519900101' }];
    expect(operatorCellProblem(rows, 0, 'operatorMobile')).toBe('mobilePhoneFormat');
    expect(operatorCellProblem(rows, 0, 'operatorCertNo')).toBe('idCardFormat');
  });

  it('marks the later of two equal phones or ID numbers', () => {
    const rows = [
      row(1),
      { ...row(2), operatorMobile: row(1).operatorMobile, operatorCertNo: row(1).operatorCertNo },
    ];
    expect(operatorCellProblem(rows, 0, 'operatorMobile')).toBeNull();
    expect(operatorCellProblem(rows, 1, 'operatorMobile')).toBe('operatorMobileDuplicate');
    expect(operatorCellProblem(rows, 1, 'operatorCertNo')).toBe('operatorCertNoDuplicate');
  });
});

describe('the list', () => {
  it('needs one operator at least', () => {
    expect(operatorListProblems([])).toEqual(['operatorRequired']);
    expect(operatorListProblems([row(1)])).toEqual([]);
  });

  it('refuses a sixth operator of a role changed by its select', () => {
    const rows = [1, 2, 3, 4, 5, 6].map((n) => row(n, 'review_sup'));
    expect(operatorListProblems(rows)).toEqual(['reviewSupMax']);
  });
});
