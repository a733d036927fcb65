import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '@/db/demo-accounts.ts';
import { migrateDatabase } from '@/db/migrate.ts';
import { tenants, users } from '@/db/schema.ts';
import { seedDemoData } from '@/db/seed.ts';
import { verifyPassword } from '@/modules/auth/password.ts';
import { createTestDatabase, onPostgres } from '@/test/test-app.ts';
import type { TestDatabase } from '@/test/test-app.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.drop());

const rowCounts = async () => {
  const { db } = testDb.database;
  const [t] = await db.select({ n: count() }).from(tenants);
  const [u] = await db.select({ n: count() }).from(users);
  return { tenants: t?.n, users: u?.n };
};

describe('migrations', () => {
  it('create every table, and applying them again changes nothing', async () => {
    await migrateDatabase(testDb.database);
    const result = await testDb.database.db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    // The two drivers shape raw results differently; both expose the rows.
    const rows = (result as unknown as { rows: { table_name: string }[] }).rows;
    expect(rows.map((r) => r.table_name)).toEqual([
      'about_us',
      'account_managers',
      'agreements',
      'app_settings',
      'audit_log',
      'authorizations',
      'bank_branches',
      'banks',
      'captchas',
      'credit_lines',
      'demand_ignores',
      'dict_items',
      'files',
      'financing_request_files',
      'financing_requests',
      'financing_warns',
      'footer_contents',
      'friend_links',
      'industry_groups',
      'institution_judges',
      'institutions',
      'login_attempts',
      'member_changes',
      'member_check_attempts',
      'member_registration_settings',
      'member_white_list',
      'members',
      'menu_favorites',
      'menu_permissions',
      'menus',
      'news',
      'news_types',
      'page_configs',
      'product_access_records',
      'product_agreements',
      'product_attachments',
      'product_documents',
      'product_guarant_types',
      'product_materials',
      'product_repay_types',
      'products',
      'registration_operators',
      'registrations',
      'repay_plans',
      'reward_policies',
      'role_menus',
      'role_permissions',
      'roles',
      'salesman_members',
      'salesmen',
      'sessions',
      'signing_keys',
      'site_ads',
      'sms_codes',
      'sms_outbox',
      'tenants',
      'user_roles',
      'users',
    ]);
  });
});

describe('demo seed', () => {
  it('is idempotent: a second run neither fails nor duplicates rows', async () => {
    await seedDemoData(testDb.database.db);
    const first = await rowCounts();
    expect(first).toEqual({ tenants: DEMO_TENANTS.length, users: DEMO_ACCOUNTS.length });
    await seedDemoData(testDb.database.db);
    expect(await rowCounts()).toEqual(first);
  });

  it('stores each demo account, in its tenant, with a hash its password verifies against', async () => {
    const { db } = testDb.database;
    for (const demo of DEMO_ACCOUNTS) {
      const [row] = await db
        .select({ hash: users.passwordHash, userType: users.userType, tenantCode: tenants.code })
        .from(users)
        .innerJoin(tenants, eq(users.tenantId, tenants.id))
        .where(sql`${tenants.code} = ${demo.tenantCode} AND ${users.account} = ${demo.account}`);
      expect(row).toMatchObject({ userType: demo.userType, tenantCode: demo.tenantCode });
      expect(row?.hash).not.toContain(demo.password);
      expect(await verifyPassword(demo.password, row?.hash ?? '')).toBe(true);
    }
  });

  it('allows the same account name in two tenants but not twice in one', async () => {
    const { db } = testDb.database;
    const [sample] = await db.select().from(users).limit(1);
    if (!sample) throw new Error('seed missing');
    const { id: _id, createdAt: _createdAt, ...copy } = sample;
    await expect(db.insert(users).values(copy)).rejects.toThrow();
    const sameName = await db.select({ n: count() }).from(users).where(eq(users.account, sample.account));
    expect(sameName[0]?.n).toBe(DEMO_TENANTS.length);
  });
});

describe.skipIf(!onPostgres)('the PostgreSQL pool', () => {
  it('names a statement by its text when drizzle prepares it with an empty name', async () => {
    // db/prepared.ts: the lists' statements built once per filter shape leave their names to the
    // connection, so that PostgreSQL parses and plans them once per connection, as every other.
    const { database } = testDb;
    const names = await database.db.transaction(async (tx) => {
      const byCode = tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.code, sql.placeholder('code')))
        .prepare('');
      await byCode.execute({ code: DEMO_TENANTS[0]!.code });
      const result = await tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where statement like ${'%from "tenants" where "tenants"."code" = $1'}`,
      );
      return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    });
    expect(names).toEqual([expect.stringMatching(/^scf_\d+$/)]);
  });

  it('lives through a connection that fails inside a transaction, and serves the next query', async () => {
    const { database, location } = testDb;
    if (location.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const admin = new pg.Client({ connectionString: location.url });
    await admin.connect();
    try {
      // Between two statements the connection is checked out and idle, where the pool does not
      // listen: its failure (a PostgreSQL restart) used to be an unhandled 'error' event.
      const transaction = database.db.transaction(async (tx) => {
        const result = await tx.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`);
        const { pid } = (result as unknown as { rows: { pid: number }[] }).rows[0]!;
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        for (let waited = 0; warnings.length === 0 && waited < 5_000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await tx.execute(sql`SELECT 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(warnings.join('\n')).toMatch(/PostgreSQL connection failed/);
      const [row] = await database.db.select({ n: count() }).from(tenants);
      expect(row?.n).toBeGreaterThan(0);
    } finally {
      process.off('warning', onWarning);
      await admin.end();
    }
  });
});
