// The baselines of the throughput figures: a bare Fastify server, in its own process like the server
// under test, whose routes each run one indexed SELECT on the table the measured endpoint reads, in
// the same database through a pool of the same size (apps/server/src/db/client.ts), with no session,
// CSRF, validation, counting or labels. What the product does beyond that is what the ratio measures.
//   PORT, DATABASE_URL, TENANT_ID, INSTITUTION_ID: set by scripts/bench.mjs.
import Fastify from 'fastify';
import pg from 'pg';

const env = process.env;
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
const tenantId = Number(env.TENANT_ID);
const institutionId = Number(env.INSTITUTION_ID);
const ON_SHELF = 3;

const app = Fastify();
app.get('/bare', async () => ({ ok: true }));

/** The product list page for the filters the bench sends, in storage units as the product stores them. */
app.post('/bare/products', async (request) => {
  const q = request.body ?? {};
  const params = [tenantId, ON_SHELF];
  const where = ['p.tenant_id = $1', 'p.product_status = $2'];
  const add = (condition, ...values) => {
    let text = condition;
    for (const value of values) {
      params.push(value);
      text = text.replace('?', `$${params.length}`);
    }
    where.push(text);
  };
  if (q.keyword) add('p.search_text like ?', `%${q.keyword.toLowerCase()}%`);
  if (q.loanType) add('p.loan_type = ?', q.loanType);
  if (q.financeTypeCode) add('p.finance_type_code = ?', q.financeTypeCode);
  if (q.loanAmountUnder) add('p.loan_amount_min_fen <= ?', q.loanAmountUnder * 1_000_000);
  if (q.period)
    add(
      'p.loan_period_min <= ? and (p.loan_period_max is null or p.loan_period_max >= ?)',
      q.period,
      q.period,
    );
  if (q.rateEnd) add('p.rate_start_bp <= ?', Math.round(q.rateEnd * 100));
  if (q.rateStart) add('p.rate_end_bp >= ?', Math.round(q.rateStart * 100));
  if (q.guarantType)
    add(
      'exists (select 1 from product_guarant_types g where g.tenant_id = p.tenant_id and g.guarant_type = ? and g.product_id = p.id)',
      q.guarantType,
    );
  const pageSize = q.pageSize ?? 10;
  params.push(pageSize, ((q.pageNo ?? 1) - 1) * pageSize);
  const { rows } = await pool.query(
    `select p.id, p.product_code, p.product_name, p.product_desc, p.loan_type, p.finance_type_code,
            p.rate_start_bp, p.rate_end_bp, p.loan_amount_min_fen, p.loan_amount_max_fen,
            p.loan_period_min, p.loan_period_max, p.loan_term_str, p.success_rate_bp
       from products p where ${where.join(' and ')}
      order by p.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { error_no: 0, error_info: 'ok', data: { rows } };
});

/** The news list page: published articles of a sub-type (or of all), newest first. */
app.post('/bare/news', async (request) => {
  const q = request.body ?? {};
  const pageSize = q.pageSize ?? 9;
  const params = [tenantId, 'published', pageSize, ((q.pageNo ?? 1) - 1) * pageSize];
  const bySubType = q.articalSubType ? 'and sub_type = $5' : '';
  if (q.articalSubType) params.push(q.articalSubType);
  const { rows } = await pool.query(
    `select id, article_name, article_remark, sub_type, logo_image_url, article_source, publish_date
       from news where tenant_id = $1 and status = $2 ${bySubType}
      order by publish_date desc, id desc limit $3 offset $4`,
    params,
  );
  return { error_no: 0, error_info: 'ok', data: { rows } };
});

/** The dashboard's product figures: the institution's products on shelf by loan type. */
app.post('/bare/stats', async () => {
  const { rows } = await pool.query(
    `select loan_type, count(*)::int as n from products
      where tenant_id = $1 and product_status = $2 and institution_id = $3 group by loan_type`,
    [tenantId, ON_SHELF, institutionId],
  );
  return { error_no: 0, error_info: 'ok', data: { rows } };
});

await app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end()));
