import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListQuery } from '@scf/shared/schemas/product';
import { newsSearchRequest } from '@scf/shared/schemas/content';
import { productListQuery } from '@scf/shared/schemas/product';
import { CHANGE_CHANNEL } from '@/db/change-feed.ts';
import { newsPage } from '@/modules/cms/service.ts';
import { KEYWORD_WINDOW } from '@/modules/product/repository.ts';
import { queryProducts } from '@/modules/product/service.ts';
import { financeOrgIndexStats } from '@/modules/stats/service.ts';
import type { TestDatabase } from '@/test/test-app.ts';
import { createPlanDatabase, nodesOf, planOf } from '@/test/query-plans.ts';
import type { PlanDatabase, Queryable } from '@/test/query-plans.ts';
import { statementsOf } from '@/test/statements.ts';
import type { Statement } from '@/test/statements.ts';

/**
 * The hot read paths (issue 8: product search with each filter the portal sends, news search, the
 * institution dashboard) must reach the big tables through an index: on a large catalogue a
 * sequential scan makes every page cost the whole table. The SQL the services really send is
 * recorded and EXPLAINed with its parameters, with sequential scans priced out (enable_seqscan off):
 * the planner then still picks one only where no index serves the query, which is what this test
 * catches, on a table small enough to fill in a moment. Whether the index makes the query cheap
 * is the bench's figure (`npm run bench`, product search at 10,000 and 1,000,000 products).
 */

// More than the keyword window (repository.ts), so that the oldest products' keyword is a rare one.
const PRODUCTS = KEYWORD_WINDOW + 1_000;
/** The oldest products' names hold it, and no other's: a keyword the newest products lack. */
const RARE = '稀有';
const RARE_PRODUCTS = 30;
const NEWS = 3_000;
const BIG_TABLES = new Set(['products', 'product_guarant_types', 'news']);

let test: TestDatabase;
let explainer: Queryable;
let tenantId: number;
let bank: { id: number; account: string };

/** The big tables any of the statements reads with a sequential scan, each with its statement. */
async function scannedTables(statements: Statement[]): Promise<string[]> {
  const found: string[] = [];
  for (const statement of statements) {
    for (const node of nodesOf(await planOf(explainer, statement))) {
      const table = node['Relation Name'];
      if (node['Node Type'] === 'Seq Scan' && table && BIG_TABLES.has(table))
        found.push(`${table}: ${statement.text}`);
    }
  }
  return found;
}

/**
 * A tenant with an institution, its user, the news types of the list, and products and news in
 * every status, type and range the filters tell apart; then ANALYZE, as autovacuum would.
 */
async function fill(db: Queryable) {
  const one = async (text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0] ?? {};
  tenantId = Number(
    (await one(`insert into tenants (code, name, kind_code) values ('T001', 't', 'scf') returning id`)).id,
  );
  const institutionId = Number(
    (
      await one(
        `insert into institutions (tenant_id, user_code, name, short_name) values ($1, 'ORG_HCB', '海川银行', '海川')
         returning id`,
        [tenantId],
      )
    ).id,
  );
  bank = {
    id: Number(
      (
        await one(
          `insert into users (tenant_id, account, name, user_type, raw_role_code, role_code, password_hash, institution_id)
           values ($1, 'bank01', 'bank01', 'financeOrg', 'normal', 'financeOrg', 'x', $2) returning id`,
          [tenantId, institutionId],
        )
      ).id,
    ),
    account: 'bank01',
  };
  await db.query(
    `insert into news_types (tenant_id, code, name_zh_cn, name_zh_tw, name_en_us, in_news_list)
     select $1, code, code, code, code, true
       from unnest(array['platformNews', 'industryNews', 'policyRegulation', 'notice']) code`,
    [tenantId],
  );
  await db.query(
    `insert into products (tenant_id, product_code, product_name, product_status, institution_id, finance_type_code,
       loan_type, loan_amount_min_fen, loan_amount_max_fen, rate_start_bp, rate_end_bp, loan_period_min,
       loan_period_max, search_text)
     select $1, 'QP' || g, (case when g <= $4 then $5 else '' end) || '产品' || g,
       case when g % 20 = 0 then 1 else 3 end, $2,
       (array['receivable', 'voucher', 'credit'])[1 + g % 3], (array['LOGMIS', 'SCBC', 'WMS', 'FSP'])[1 + g % 4],
       100000000 * (1 + g % 5), 1000000000, 300 + g % 400, 700 + g % 400, 1 + g % 12, 12 + g % 24,
       (case when g <= $4 then $5 else '' end) || '产品' || g
       from generate_series(1, $3::int) g`,
    [tenantId, institutionId, PRODUCTS, RARE_PRODUCTS, RARE],
  );
  await db.query(
    `insert into product_guarant_types (tenant_id, product_id, guarant_type)
     select tenant_id, id, (array['credit', 'guarantee', 'pledge', 'mortgage'])[1 + id % 4] from products`,
  );
  await db.query(
    `insert into news (tenant_id, code, sub_type, article_name, article_text, status, publish_date)
     select $1, 'QN' || g, (array['platformNews', 'industryNews', 'policyRegulation', 'notice'])[1 + g % 4],
       '动态' || g, '<p>正文</p>', case when g % 10 = 0 then 'unpublished' else 'published' end,
       now() - make_interval(mins => g)
       from generate_series(1, $2::int) g`,
    [tenantId, NEWS],
  );
  for (const table of BIG_TABLES) await db.query(`analyze ${table}`);
}

let plans: PlanDatabase;

/**
 * Tells the change feed that a table was written, as its trigger would: the pages and totals kept
 * from it are then read afresh, so the next request's statements are all sent.
 */
const forgetKept = (table: 'products' | 'news') => explainer.query(`notify ${CHANGE_CHANNEL}, '${table}'`);

beforeAll(async () => {
  plans = await createPlanDatabase(fill);
  ({ test, explainer } = plans);
});

afterAll(() => plans.close());

const visitor = () => ({ tenantId, user: null, language: 'zh-CN' as const });

describe('the hot queries use indexes on a large catalogue', () => {
  const filters: Record<string, Partial<Record<keyof ProductListQuery, unknown>>> = {
    'no filter': {},
    'a deep page': { pageNo: 500 },
    'loan type': { loanType: 'SCBC' },
    'finance type': { financeTypeCode: 'receivable' },
    'guarantee type': { guarantType: 'credit' },
    'amount preset': { loanAmountUnder: 300 },
    'custom amount': { loanAmount: 150 },
    term: { period: 12 },
    rate: { rateStart: 3, rateEnd: 6 },
    'loan and guarantee type': { loanType: 'FSP', guarantType: 'credit' },
  };

  for (const [name, filter] of Object.entries(filters)) {
    it(`product search, ${name}`, async () => {
      const request = productListQuery.parse({ pageNo: 3, pageSize: 10, ...filter });
      // Each case counts afresh: a kept total would leave the count (or a page past it) unplanned.
      await forgetKept('products');
      const statements = await statementsOf(test.database, () =>
        queryProducts({ db: test.database.db }, visitor(), request),
      );
      expect(statements.length).toBeGreaterThan(0);
      expect(await scannedTables(statements)).toEqual([]);
    });
  }

  it('product search, a rare keyword: counted and paged through the bigram index', async () => {
    for (const pageNo of [1, 3]) {
      const request = productListQuery.parse({ pageNo, pageSize: 10, keyword: RARE });
      await forgetKept('products');
      const statements = await statementsOf(test.database, () =>
        queryProducts({ db: test.database.db }, visitor(), request),
      );
      expect(await scannedTables(statements)).toEqual([]);
      const indexes = [];
      for (const statement of statements)
        indexes.push(...nodesOf(await planOf(explainer, statement)).map((node) => node['Index Name']));
      expect(indexes).toContain('products_search_bigrams_idx');
    }
  });

  it('news search, the news list and one type', async () => {
    for (const body of [{ pageNo: 40 }, { pageNo: 2, articalSubType: 'industryNews' }]) {
      const request = newsSearchRequest.parse(body);
      await forgetKept('news');
      const statements = await statementsOf(test.database, () =>
        newsPage(test.database.db, tenantId, request, 'zh-CN'),
      );
      expect(statements.length).toBeGreaterThan(0);
      expect(await scannedTables(statements)).toEqual([]);
    }
  });

  it("news search of one type reads only that type's rows, already in order", async () => {
    // A page deep in one type must not walk every type's rows up to it (checked per row) nor sort.
    for (const pageNo of [1, 40]) {
      const request = newsSearchRequest.parse({ pageNo, articalSubType: 'industryNews' });
      await forgetKept('news');
      const statements = await statementsOf(test.database, () =>
        newsPage(test.database.db, tenantId, request, 'zh-CN'),
      );
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const nodes = nodesOf(await planOf(explainer, statement));
        expect(nodes.filter((node) => node['Node Type'].includes('Sort'))).toEqual([]);
        expect(nodes.flatMap((node) => (node.Filter?.includes('sub_type') ? [node.Filter] : []))).toEqual([]);
      }
    }
  });

  it("the institution dashboard's figures", async () => {
    const user = {
      ...bank,
      tenantId,
      name: 'bank01',
      userType: 'financeOrg' as const,
      rawRoleCode: 'normal',
      roleCode: 'financeOrg',
      permissions: new Set<string>(),
    };
    const statements = await statementsOf(test.database, () =>
      financeOrgIndexStats({ db: test.database.db }, user),
    );
    expect(statements).toHaveLength(1);
    expect(await scannedTables(statements)).toEqual([]);
  });
});

describe('keyword search through the bigram index gives what the list order gives', () => {
  const search = async (query: Partial<ProductListQuery>) => {
    await forgetKept('products');
    const page = await queryProducts(
      { db: test.database.db },
      visitor(),
      productListQuery.parse({ pageNo: 1, pageSize: 10, ...query }),
    );
    return { total: page.total, names: page.rows.map((row) => row.productName) };
  };
  // The rare products on shelf, newest first (every twentieth product is off the shelf).
  const rareOnShelf = Array.from({ length: RARE_PRODUCTS }, (_, i) => RARE_PRODUCTS - i)
    .filter((g) => g % 20 !== 0)
    .map((g) => `${RARE}产品${g}`);

  it('every page of a rare keyword, and its total', async () => {
    expect(await search({ keyword: RARE })).toEqual({
      total: rareOnShelf.length,
      names: rareOnShelf.slice(0, 10),
    });
    expect(await search({ keyword: RARE, pageNo: 3 })).toEqual({
      total: rareOnShelf.length,
      names: rareOnShelf.slice(20, 30),
    });
    expect(await search({ keyword: RARE, pageNo: 4 })).toEqual({ total: rareOnShelf.length, names: [] });
  });

  it('a rare keyword with another filter, a longer one, one no product holds, and wildcards taken literally', async () => {
    const scbc = await search({ keyword: RARE, loanType: 'SCBC', pageSize: 50 });
    expect(scbc.names).toEqual(rareOnShelf.filter((name) => Number(name.slice(RARE.length + 2)) % 4 === 1));
    const longer = rareOnShelf.filter((name) => name.startsWith(`${RARE}产品1`));
    expect(await search({ keyword: `${RARE}产品1` })).toEqual({
      total: longer.length,
      names: longer.slice(0, 10),
    });
    expect(await search({ keyword: '没有的' })).toEqual({ total: 0, names: [] });
    expect(await search({ keyword: `${RARE}%` })).toEqual({ total: 0, names: [] });
  });
});
