import type { Statement } from '@/test/statements.ts';

/** EXPLAIN of the statements a service really sends (recorded by `statementsOf`). */

interface Result {
  rows: Record<string, unknown>[];
}
export interface Queryable {
  query: (text: unknown, params?: unknown[], options?: unknown) => Promise<Result>;
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** Every node of a plan, the root first. */
export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The statement's plan; with `analyze`, run as well (inside a transaction rolled back after). */
export async function planOf(
  explainer: Queryable,
  { text, params }: Statement,
  { analyze = false } = {},
): Promise<PlanNode> {
  if (analyze) await explainer.query('begin');
  try {
    const { rows } = await explainer.query(
      `explain (${analyze ? 'analyze, ' : ''}format json) ${text}`,
      params,
    );
    const cell = Object.values(rows[0] ?? {})[0];
    const [{ Plan }] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    return Plan;
  } finally {
    if (analyze) await explainer.query('rollback');
  }
}
