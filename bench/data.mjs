// The bench's data: a PostgreSQL database of its own (created and dropped by the bench), migrated and
// seeded by the server itself, then grown in SQL with generate_series to the sizes the figures need.
// Products and news are clones of the demo rows with varied names, codes, figures and dates, spread
// over 200 funding parties (the demo institution 海川银行 among them), so the shapes the planner
// sees are the demo's.
import pg from 'pg';

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const urlOf = (name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onAdmin(run) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database; returns its URL. */
export async function createDatabase(name) {
  await onAdmin(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  return urlOf(name);
}

export const dropDatabase = (name) => onAdmin((c) => c.query(`drop database if exists ${name} with (force)`));

export async function withDatabase(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const BENCH_INSTITUTIONS = 199;
/** Rows per INSERT: big enough to be quick, small enough to keep one statement's memory modest. */
const BATCH = 100_000;

/** The tenant the bench grows (the default tenant, which visitors see) and its demo institution. */
export async function benchTenant(client) {
  const { rows } = await client.query(
    `select t.id as tenant_id, i.id as institution_id from tenants t
       join institutions i on i.tenant_id = t.id and i.user_code = 'ORG_HCB'
      where t.code = 'T001'`,
  );
  return { tenantId: Number(rows[0].tenant_id), institutionId: Number(rows[0].institution_id) };
}

async function ensureInstitutions(client, tenantId) {
  await client.query(
    `insert into institutions (tenant_id, user_code, name, short_name, sort_order)
     select $1, 'BENCH' || lpad(g::text, 4, '0'), '基准' || g || '号商业银行股份有限公司', '基准' || g || '号', 100 + g
       from generate_series(1, $2::int) g
     on conflict do nothing`,
    [tenantId, BENCH_INSTITUTIONS],
  );
}

const countOf = async (client, sql, params) => Number((await client.query(sql, params)).rows[0].n);

/**
 * Grows the tenant's catalogue to `total` products (every status; 19 in 20 on shelf), each with the
 * guarantee types of the demo product it copies, then VACUUM ANALYZE so the planner and the
 * visibility map see the new size (as autovacuum would soon after a real load).
 */
export async function growProducts(client, total) {
  const { tenantId } = await benchTenant(client);
  await ensureInstitutions(client, tenantId);
  let have = await countOf(client, 'select count(*) as n from products where tenant_id = $1', [tenantId]);
  while (have < total) {
    const from = have + 1;
    const to = Math.min(total, have + BATCH);
    await client.query(
      `with demo as (
         select row_number() over (order by id) - 1 as k, p.*
           from products p where p.tenant_id = $1 and p.product_status = 3 and p.product_code not like 'BP%'),
       nd as (select count(*) as c from demo),
       inst as (
         select row_number() over (order by id) - 1 as k, i.id, i.name, i.short_name
           from institutions i where i.tenant_id = $1 and (i.user_code like 'BENCH%' or i.user_code = 'ORG_HCB')),
       ni as (select count(*) as c from inst)
       insert into products (tenant_id, product_code, product_name, product_desc, product_status, institution_id,
         finance_type_code, loan_type, loan_term_str, loan_amount_min_fen, loan_amount_max_fen,
         single_credit_limit_fen, credit_amounts_fen, apply_limit, product_total_amount_fen, rate_start_bp,
         rate_end_bp, loan_period_min, loan_period_max, success_rate_bp, success_number, success_loan_number,
         success_loan_amount_fen, success_loan_rate_bp, introduce, customer, feature, apply_condition,
         product_apply_method, search_text, created_at)
       select $1, 'BP' || lpad(g::text, 8, '0'), i.short_name || '·' || split_part(d.product_name, '·', 2) || g,
         d.product_desc, case when g % 20 = 0 then (g / 20) % 3 else 3 end, i.id,
         d.finance_type_code, d.loan_type, d.loan_term_str, d.loan_amount_min_fen * (1 + g % 4),
         case when d.loan_amount_max_fen is null then null else d.loan_amount_max_fen * (1 + g % 4) end,
         d.single_credit_limit_fen, d.credit_amounts_fen, d.apply_limit, d.product_total_amount_fen,
         d.rate_start_bp + g % 40, d.rate_end_bp + g % 40 + g % 7, d.loan_period_min, d.loan_period_max,
         d.success_rate_bp, d.success_number, d.success_loan_number, d.success_loan_amount_fen,
         d.success_loan_rate_bp, d.introduce, d.customer, d.feature, d.apply_condition,
         d.product_apply_method,
         lower(i.short_name || '·' || split_part(d.product_name, '·', 2) || g || ' ' || i.name),
         now() - make_interval(mins => $3::int - g)
         from generate_series($2::int, $3::int) g
         join demo d on d.k = g % (select c from nd)
         join inst i on i.k = g % (select c from ni)`,
      [tenantId, from, to],
    );
    await client.query(
      `with demo as (
         select row_number() over (order by id) - 1 as k, p.id
           from products p where p.tenant_id = $1 and p.product_status = 3 and p.product_code not like 'BP%'),
       nd as (select count(*) as c from demo)
       insert into product_guarant_types (tenant_id, product_id, guarant_type)
       select $1, p.id, t.guarant_type
         from products p
         join demo d on d.k = substr(p.product_code, 3)::int % (select c from nd)
         join product_guarant_types t on t.product_id = d.id
        where p.tenant_id = $1 and p.product_code between $2 and $3`,
      [tenantId, `BP${String(from).padStart(8, '0')}`, `BP${String(to).padStart(8, '0')}`],
    );
    have = to;
  }
  await client.query('vacuum analyze products');
  await client.query('vacuum analyze product_guarant_types');
  await client.query('vacuum analyze institutions');
}

/** Grows the tenant's news to `total` articles over the four news-list types, 9 in 10 published. */
export async function growNews(client, total) {
  const { tenantId } = await benchTenant(client);
  const have = await countOf(client, 'select count(*) as n from news where tenant_id = $1', [tenantId]);
  if (have >= total) return;
  await client.query(
    `insert into news (tenant_id, code, sub_type, article_name, article_remark, article_text, article_source,
       status, publish_date)
     select $1, 'BN' || lpad(g::text, 8, '0'),
       (array['platformNews', 'industryNews', 'policyRegulation', 'notice'])[1 + g % 4],
       '供应链金融动态第' || g || '期', '平台动态摘要第' || g || '期',
       '<p>第' || g || '期：应收账款融资、商票保贴与仓单质押的最新进展。</p>', '平台运营部',
       case when g % 10 = 0 then 'unpublished' else 'published' end, now() - make_interval(mins => g)
       from generate_series($2::int, $3::int) g`,
    [tenantId, have + 1, total],
  );
  await client.query('vacuum analyze news');
}
