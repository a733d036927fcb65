// What the simulated people do, call by call as the web app makes them, and the log of every write
// they were answered: a visitor's page views, an enterprise's application (its uploads, then the
// generic dialog's apply) and repayment confirmations, an institution's acceptance, credit and
// loan. Each write is logged with its outcome (ack, refused by a rule, or failed with no answer),
// the instance that answered and what identifies it in the database, for the reconciliation.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { verdict } from './stats.mjs';

/** Refusals the business rules call for: not errors, counted apart. */
export const REFUSALS = {
  apply: ['您已有该产品的在途融资申请，请勿重复提交'],
  move: ['该融资申请的状态已变化，请刷新后重试'],
  loan: ['该融资申请的状态已变化，请刷新后重试', '授信额度不足'],
  confirm: ['该期还款已确认'],
  /** The per-address upload limit (30 a minute), which a tight loop of submissions reaches. */
  upload: ['请求过于频繁，请稍后再试'],
};

export const pick = (list) => list[Math.floor(Math.random() * list.length)];
export const between = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Every write the generator was answered (or not), in order. */
export class WriteLog {
  constructor() {
    this.entries = [];
  }
  add(entry) {
    this.entries.push(entry);
    return entry;
  }
  of(kind, outcome) {
    return this.entries.filter((e) => e.kind === kind && (outcome === undefined || e.outcome === outcome));
  }
}

/** ack: answered with success; refused: a refusal the rules call for; failed: anything else. */
const outcomeOf = (exchange, refusals) => {
  const v = verdict(exchange, refusals);
  return v === 'ok' ? 'ack' : v === 'refused' ? 'refused' : 'failed';
};

/** The on-shelf products of the tenant with what applications and credits are checked against. */
export async function loadCatalogue(databaseUrl, tenantId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT p.id, p.product_code, p.institution_id, p.loan_type, p.finance_type_code,
              p.loan_amount_min_fen, p.loan_amount_max_fen, p.loan_period_min, p.loan_period_max,
              p.rate_start_bp, p.rate_end_bp,
              (SELECT count(*) FROM product_attachments a WHERE a.product_id = p.id) AS templates,
              (SELECT coalesce(json_agg(g.guarant_type), '[]') FROM product_guarant_types g WHERE g.product_id = p.id) AS guarants,
              (SELECT coalesce(json_agg(r.repay_type), '[]') FROM product_repay_types r WHERE r.product_id = p.id) AS repay_types
         FROM products p WHERE p.tenant_id = $1 AND p.product_status = 3 ORDER BY p.id`,
      [tenantId],
    );
    const { rows: managers } = await client.query(
      `SELECT institution_id, id FROM account_managers WHERE tenant_id = $1 AND status = 'active'`,
      [tenantId],
    );
    const products = rows.map((r) => ({
      id: Number(r.id),
      code: r.product_code,
      institutionId: Number(r.institution_id),
      // The generic dialog takes FSP products other than receivable ones (those have their pages).
      dialog: r.loan_type === 'FSP' && r.finance_type_code !== 'receivable',
      minFen: Number(r.loan_amount_min_fen),
      maxFen: r.loan_amount_max_fen === null ? null : Number(r.loan_amount_max_fen),
      periodMin: r.loan_period_min,
      periodMax: r.loan_period_max,
      rateStartBp: r.rate_start_bp,
      rateEndBp: r.rate_end_bp,
      templates: Number(r.templates),
      guarants: r.guarants,
      repayTypes: r.repay_types,
    }));
    return {
      products,
      byCode: new Map(products.map((p) => [p.code, p])),
      dialogProducts: products.filter((p) => p.dialog),
      managers: managers.reduce((map, m) => {
        const key = Number(m.institution_id);
        map.set(key, [...(map.get(key) ?? []), Number(m.id)]);
        return map;
      }, new Map()),
    };
  } finally {
    await client.end();
  }
}

/** Signs a person in (the sign-in writes a session and an attempt row: logged). */
export async function signIn(client, person, log) {
  client.person = person;
  const login = await client.signIn(person.account, person.password);
  log.add({ kind: 'sign-in', outcome: outcomeOf(login), account: person.account, origin: login.origin });
  return login.ok;
}

// ---------------------------------------------------------------------------------------------
// Browsing (visitors and signed-in users alike).

const KEYWORDS = ['', '', '', '贷', '票据', '仓单', '订单', '保理', '信用', '快'];
const LOAN_TYPES = [undefined, undefined, 'FSP', 'WMS', 'SCBC', 'LOGMIS'];

/**
 * The home page: the app first reads /config.json (which also gives a first-time visitor its
 * session cookie and CSRF token), then the page's calls go out together, as the browser makes them.
 */
export async function homePage(client) {
  await client.get('/config.json', { type: 'browse: config' });
  await Promise.all([
    client.get('/getTenantList', { type: 'browse: tenants' }),
    client.post('/api/sys/get_system_page_config', {}, { type: 'browse: page config' }),
    client.post(
      '/api/portal/cms/site/query_by_site_position_code',
      { adPositionCode: 'web_index' },
      { type: 'browse: home ads' },
    ),
    client.post(
      '/api/portal/cms/content/news/search',
      { pageNo: 1, pageSize: 9 },
      { type: 'browse: news list' },
    ),
    client.post(
      '/portal/product/recommend/queryRecommendProduct',
      {},
      { type: 'browse: recommended products' },
    ),
    client.post('/api/content/reward_policy/direct_query', {}, { type: 'browse: policies' }),
    client.post('/api/portal/cms/content/friend_link/query', {}, { type: 'browse: friend links' }),
    client.get('/api/portal/cms/content/page/footer/get', { type: 'browse: footer' }),
  ]);
}

/** The product list with a search the user varies; answers the products it showed. */
export async function productList(client) {
  const filters = { pageNo: between(1, 3), pageSize: 10 };
  const keyword = pick(KEYWORDS);
  if (keyword) filters.keyword = keyword;
  const loanType = pick(LOAN_TYPES);
  if (loanType) filters.loanType = loanType;
  const [list] = await Promise.all([
    client.post('/portal/fin/product/queryProdProduct', filters, { type: 'browse: product search' }),
    client.post('/api/sys/get_guarant_type_dict_list', {}, { type: 'browse: dictionaries' }),
    client.post('/api/sys/get_loan_type_dict_list', {}, { type: 'browse: dictionaries' }),
    client.post('/api/sys/get_rate_dict_list', {}, { type: 'browse: dictionaries' }),
    client.post('/portal/fin/product/queryEnumRepayTerm', {}, { type: 'browse: dictionaries' }),
  ]);
  return list.ok ? (list.body.data.rows ?? []) : [];
}

/** A product's detail page, which records the visit (a write, logged). */
export async function productDetail(client, log, productId) {
  const [, visit] = await Promise.all([
    client.post(
      '/portal/fin/product/getProdProduct',
      { id: String(productId) },
      { type: 'browse: product detail' },
    ),
    client.post(
      '/portal/fin/product/saveProdAccessRecord',
      { productId: String(productId) },
      { type: 'write: product visit' },
    ),
  ]);
  log.add({
    kind: 'visit',
    productId,
    outcome: outcomeOf(visit),
    origin: visit.origin,
    userId: client.person?.userId ?? null,
  });
}

/** The news list, then an article the list showed. */
export async function newsPages(client) {
  const [, list] = await Promise.all([
    client.post('/api/portal/cms/content/news_type/query', {}, { type: 'browse: news types' }),
    client.post(
      '/api/portal/cms/content/news/search',
      { pageNo: between(1, 2), pageSize: 9 },
      { type: 'browse: news list' },
    ),
  ]);
  const rows = list.ok ? list.body.data.rows : [];
  if (rows.length > 0) {
    await client.get(`/api/portal/cms/content/news/get?newsId=${pick(rows).id}`, {
      type: 'browse: news article',
    });
  }
}

/** One page view of a visitor or of a signed-in user looking around. */
export async function browse(client, log, catalogue) {
  const roll = Math.random();
  if (roll < 0.3 || !client.csrf) return homePage(client);
  if (roll < 0.75) {
    const rows = await productList(client);
    const shown = rows.length > 0 ? rows : catalogue.products;
    return productDetail(client, log, pick(shown).id);
  }
  return newsPages(client);
}

// ---------------------------------------------------------------------------------------------
// Enterprises.

/** A small PDF whose bytes are unique to the upload (so its hash names it alone). */
export function pdfBytes(marker, index, size = between(8_000, 60_000)) {
  const head = Buffer.from(`%PDF-1.4\n% ${marker} attachment ${index}\n`);
  const filler = randomBytes(Math.max(0, size - head.length - 6))
    .toString('base64')
    .slice(0, size - head.length - 6);
  return Buffer.concat([head, Buffer.from(filler), Buffer.from('\n%%EOF')]);
}

/** An amount in yuan the product takes: whole hundreds (the dialog's 万元 with two decimals). */
function amountYuan(product) {
  const minWan = Math.ceil(product.minFen / 1_000_000);
  const maxWan = Math.floor((product.maxFen ?? product.minFen * 5) / 1_000_000);
  return between(minWan, Math.max(minWan, Math.min(maxWan, minWan * 5))) * 10_000;
}

const ACTIVE = new Set(['submitted', 'accepted', 'credited', 'loaned', 'overdue']);

/**
 * The generic dialog: a product without a request of the member still running, asked whether it
 * may be applied for, its attachments uploaded, then the application.
 */
export async function applyForProduct(client, log, catalogue, runId) {
  const mine = await client.post(
    '/api/financing/query',
    { pageNo: 1, pageSize: 50 },
    { type: 'enterprise: own requests' },
  );
  if (!mine.ok) return;
  const busy = new Set(
    mine.body.data.rows.filter((r) => ACTIVE.has(r.status)).map((r) => Number(r.productId)),
  );
  const free = catalogue.dialogProducts.filter((p) => !busy.has(p.id));
  if (free.length === 0) return;
  const product = pick(free);
  const access = await client.post(
    '/api/financing/check_product_access',
    { productId: String(product.id) },
    { type: 'enterprise: check product access' },
  );
  if (!access.ok || !access.body.data.canApply) return;
  const attachments = await uploadAttachments(client, log, product, runId);
  if (attachments) return submitApplication(client, log, product, attachments, runId);
}

/** The dialog's uploads, one per template of the product; null when one of them failed. */
export async function uploadAttachments(client, log, product, runId) {
  const attachments = [];
  for (let i = 0; i < product.templates; i += 1) {
    const content = pdfBytes(`${runId} ${client.person.account}`, i);
    const fileName = `申请材料${i + 1}.pdf`;
    const up = await client.upload(
      '/api/file/upload?accept=document',
      { fileName, contentType: 'application/pdf', content },
      { type: 'write: upload', refusals: REFUSALS.upload },
    );
    const entry = log.add({
      kind: 'upload',
      outcome: outcomeOf(up, REFUSALS.upload),
      origin: up.origin,
      userId: client.person.userId,
      hash: up.body?.data?.file_hash ?? null,
      size: content.length,
    });
    if (entry.outcome !== 'ack') return null;
    attachments.push({ fileName, filePath: up.body.data.file_path, hash: entry.hash });
  }
  return attachments;
}

/**
 * The application itself. Its finance purpose carries a marker unique to the attempt, which the
 * reconciliation finds the row by.
 */
export async function submitApplication(client, log, product, attachments, runId) {
  const marker = `LOAD ${runId} ${client.person.account} ${(client.seq = (client.seq ?? 0) + 1)}`;
  const body = {
    product_id: String(product.id),
    finance_amount: amountYuan(product),
    finance_period: between(product.periodMin, product.periodMax ?? product.periodMin + 11),
    guarant_type_list: product.guarants.slice(0, between(1, product.guarants.length)),
    attachment_name_list: attachments.map(({ fileName, filePath }) => ({
      file_name: fileName,
      file_path: filePath,
    })),
    finance_purpose: marker,
    agreement_checked: true,
  };
  const apply = await client.post('/api/financing/apply', body, {
    type: 'write: apply',
    refusals: REFUSALS.apply,
  });
  return log.add({
    kind: 'apply',
    outcome: outcomeOf(apply, REFUSALS.apply),
    origin: apply.origin,
    userId: client.person.userId,
    memberId: client.person.memberId,
    productId: product.id,
    marker,
    amountFen: body.finance_amount * 100,
    files: attachments.map((a) => a.hash),
    id: apply.ok ? Number(apply.body.data.id) : null,
    applyCode: apply.ok ? apply.body.data.applyCode : null,
    info: apply.ok ? null : apply.info,
  });
}

/** The repayment plan page: one open instalment confirmed. */
export async function confirmRepayment(client, log) {
  const plans = await client.post(
    '/api/repay_plan/query',
    { status: 'pending', pageNo: 1, pageSize: 5 },
    { type: 'enterprise: repayment plans' },
  );
  if (!plans.ok || plans.body.data.rows.length === 0) return;
  const plan = pick(plans.body.data.rows);
  const confirm = await client.post(
    '/api/repay_plan/confirm',
    { id: plan.id },
    { type: 'write: confirm repayment', refusals: REFUSALS.confirm },
  );
  return log.add({
    kind: 'move',
    action: 'repay',
    outcome: outcomeOf(confirm, REFUSALS.confirm),
    origin: confirm.origin,
    userId: client.person.userId,
    requestId: Number(plan.financeApplyId),
    planId: Number(plan.id),
  });
}

// ---------------------------------------------------------------------------------------------
// Institutions.

/** The institution's work list: one request of a status moved on, as its staff would. */
export async function institutionStep(client, log, catalogue) {
  const status = pick(['submitted', 'submitted', 'accepted', 'credited', 'credited']);
  const list = await client.post(
    '/api/financing/query',
    { status, pageNo: 1, pageSize: 10 },
    { type: 'institution: work list' },
  );
  if (!list.ok) return;
  const rows = list.body.data.rows.filter((r) => r.productCode && catalogue.byCode.has(r.productCode));
  if (rows.length === 0) return;
  const row = pick(rows);
  const product = catalogue.byCode.get(row.productCode);
  const id = Number(row.id);
  await client.post('/api/financing/detail', { id }, { type: 'institution: request detail' });

  const move = async (action, path, body, refusals = REFUSALS.move) => {
    const reply = await client.post(
      path,
      { finance_apply_id: id, ...body },
      { type: `write: ${action}`, refusals },
    );
    return log.add({
      kind: 'move',
      action,
      outcome: outcomeOf(reply, refusals),
      origin: reply.origin,
      userId: client.person.userId,
      requestId: id,
      info: reply.ok ? null : reply.info,
    });
  };

  if (status === 'submitted') {
    if (Math.random() < 0.08) return move('ignore', '/api/financing/accept', { accept_result: 0 });
    const managers = catalogue.managers.get(client.person.institutionId) ?? [];
    return move('accept', '/api/financing/accept', {
      accept_result: 1,
      product_code: row.productCode,
      account_manager_id: String(pick(managers)),
    });
  }
  if (status === 'accepted') {
    if (Math.random() < 0.05)
      return move('decline', '/api/financing/decline', { reason: '资料不全，暂不授信' });
    const creditFen = Math.max(
      10_000,
      Math.floor((row.financeAmount * between(60, 100)) / 100 / 10_000) * 10_000,
    );
    return move('credit', '/api/financing/credit', {
      credit_amount: creditFen / 100,
      credit_rate: between(product.rateStartBp, product.rateEndBp) / 100,
      credit_period: between(1, 3),
      repay_type: pick(product.repayTypes.length > 0 ? product.repayTypes : ['bullet']),
    });
  }
  const loan = await move(
    'loan',
    '/api/financing/loan',
    { loan_amount: (row.creditAmount ?? 0) / 100, loan_date: chinaToday() },
    REFUSALS.loan,
  );
  // A line the enterprise still uses for an earlier loan on the product leaves too little for
  // this one: the institution declines it rather than leave it waiting.
  if (loan.outcome === 'refused' && loan.info.includes('授信额度不足')) {
    return move('decline', '/api/financing/decline', { reason: '授信额度不足，不予放款' });
  }
  return loan;
}

/** The institution's dashboard: figures, alerts and its products. */
export async function institutionDashboard(client) {
  await Promise.all([
    client.post('/api/stats/finance_org_index_stats', {}, { type: 'institution: dashboard' }),
    client.post(
      '/api/financing/warn/query',
      { dealStatus: 0, pageNo: 1, pageSize: 4 },
      { type: 'institution: alerts' },
    ),
    client.post('/api/product/query', { pageNo: 1, pageSize: 10 }, { type: 'institution: products' }),
  ]);
}
