import type { Database } from '@/db/client.ts';

/**
 * The SQL texts of the statements `run` sends through the database handle: either driver (PGlite,
 * or node-postgres's pool) runs every statement through its query().
 */
export async function statementsOf(database: Database, run: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const driver = database.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const query = driver.query;
  driver.query = (...args: unknown[]) => {
    const [text] = args;
    texts.push(typeof text === 'string' ? text : (text as { text: string }).text);
    return query.apply(driver, args);
  };
  try {
    await run();
  } finally {
    driver.query = query;
  }
  return texts;
}
