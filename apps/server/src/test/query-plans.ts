import type { Statement } from '@/test/statements.ts';
import { createTestDatabase } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

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

export interface PlanDatabase {
  test: TestDatabase;
  /** The connection the EXPLAINs run on (the pool's, on PostgreSQL), with enable_seqscan off. */
  explainer: Queryable;
  close(): Promise<void>;
}

/**
 * A fresh database filled by `fill` (through its own client), and a connection whose planner
 * picks a sequential scan only where no index serves the query.
 */
export async function createPlanDatabase(fill: (db: Queryable) => Promise<void>): Promise<PlanDatabase> {
  const test = await createTestDatabase();
  const client = test.database.client as unknown as Queryable & {
    connect?: () => Promise<Queryable & { release: () => void }>;
  };
  await fill(client);
  const explainer = client.connect ? await client.connect() : { query: client.query.bind(client) };
  await explainer.query('set enable_seqscan = off');
  return {
    test,
    explainer,
    close: async () => {
      if ('release' in explainer) explainer.release();
      await test.drop();
    },
  };
}
