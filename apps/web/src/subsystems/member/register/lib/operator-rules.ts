import type { z } from 'zod';
import { isOperatorRowComplete, MEMBER_LIMITS, operatorInfoList } from '@scf/shared/schemas/member';
import type { OperatorRow, OperatorType } from '@scf/shared/schemas/member';
import type { ValidationMessageKey } from '@scf/shared/messages';
import type { OperatorValues } from './form-values';

/**
 * The operators table's rules (business.md sections 5 and 9), on top of the shared
 * `operatorInfoList` schema that the server applies to the same list.
 */

const ROLE_MAX: Record<OperatorType, ValidationMessageKey> = {
  operating_sup: 'operatingSupMax',
  review_sup: 'reviewSupMax',
};

/** Why a row of this role cannot be added: an incomplete row first (请先完善信息), then the role's cap. */
export function addOperatorProblem(
  rows: readonly OperatorValues[],
  type: OperatorType,
): ValidationMessageKey | null {
  if (rows.some((row) => !isOperatorRowComplete(row))) return 'operatorIncomplete';
  const sameRole = rows.filter((row) => row.operatorType === type).length;
  return sameRole >= MEMBER_LIMITS.operatorsPerRole ? ROLE_MAX[type] : null;
}

/** Delete needs a selected row (请至少选择一行待删除的数据). */
export const deleteOperatorProblem = (selected: readonly unknown[]): ValidationMessageKey | null =>
  selected.length === 0 ? 'operatorDeleteNoneSelected' : null;

type Cell = keyof OperatorRow;

function issuesOf(rows: readonly OperatorValues[]): z.core.$ZodIssue[] {
  // Untouched cells are empty strings to the schema, so it says 输入不能为空 rather than a type.
  const input = rows.map((row) => ({
    operatorName: row.operatorName ?? '',
    operatorMobile: row.operatorMobile ?? '',
    operatorCertNo: row.operatorCertNo ?? '',
    wxId: row.wxId,
    operatorType: row.operatorType ?? '',
  }));
  const result = operatorInfoList.safeParse(input);
  return result.success ? [] : result.error.issues;
}

/** The message of one cell: its format, or a duplicate phone / ID number of an earlier row. */
export function operatorCellProblem(
  rows: readonly OperatorValues[],
  index: number,
  cell: Cell,
): string | null {
  const issue = issuesOf(rows).find((i) => i.path[0] === index && i.path[1] === cell);
  return issue?.message ?? null;
}

/** The list's own messages: at least one operator, at most five of each role. */
export function operatorListProblems(rows: readonly OperatorValues[]): string[] {
  return issuesOf(rows)
    .filter((issue) => issue.path.length === 0)
    .map((issue) => issue.message);
}
