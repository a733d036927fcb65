import type { Database } from '@/db/client.ts';

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The statements `run` sends through the database handle, with their parameters: either driver
 * (PGlite, or node-postgres's pool) runs every statement through its query().
 */
export async function statementsOf(database: Database, run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const driver = database.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const query = driver.query;
  driver.query = (...args: unknown[]) => {
    const [text, params] = args;
    statements.push({
      text: typeof text === 'string' ? text : (text as { text: string }).text,
      params: Array.isArray(params) ? params : [],
    });
    return query.apply(driver, args);
  };
  try {
    await run();
  } finally {
    driver.query = query;
  }
  return statements;
}
