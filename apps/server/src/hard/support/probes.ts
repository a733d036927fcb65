import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { roles, tenants, userRoles, users } from '@/db/schema.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import { chinaDay } from '@/modules/financing-apply/test-support.ts';
import { roleActor } from './actors.ts';
import type { ActorSpec } from './actors.ts';
import type { CallParts } from './samples.ts';

/**
 * The read-by-id probes of the access matrix (issue 8, point 9): records of one party in tenant
 * T001, each marked with a text no other record holds, and the calls that name them by id or code.
 * Every caller outside the record's parties calls each of them: a read never shows the marker, a
 * write is refused and changes nothing. A caller inside reads it once, to show the probe names a
 * real record.
 *
 * Besides the demo accounts the probes add two peers in T001, so "another enterprise" and "another
 * institution" of the same tenant, holding the same rights, are asked too: comp03 works for the
 * other enterprise member (华东重工), bank02 for another institution (江南商业银行).
 */

const PEER_PASSWORD = 'Peer@12345';
export const PEERS: ActorSpec[] = [
  roleActor('comp03', 'T001', PEER_PASSWORD, 'supplier'),
  roleActor('bank02', 'T001', PEER_PASSWORD, 'financeOrg'),
];

/** Adds the peers: comp03 for member 2, bank02 for institution 1 (both of T001). */
export async function addPeers(db: Db): Promise<void> {
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`${tenants.code} = 'T001'`);
  if (!tenant) throw new Error('tenant T001 missing');
  const passwordHash = await hashPassword(PEER_PASSWORD);
  const peers = [
    {
      account: 'comp03',
      userType: 'comp' as const,
      roleCode: 'supplier',
      memberId: 2,
      institutionId: null,
      mobile: '13900000301',
    },
    {
      account: 'bank02',
      userType: 'financeOrg' as const,
      roleCode: 'financeOrg',
      memberId: null,
      institutionId: 1,
      mobile: '13900000302',
    },
  ];
  for (const peer of peers) {
    const [user] = await db
      .insert(users)
      .values({
        tenantId: tenant.id,
        account: peer.account,
        name: `探针同业${peer.account}`,
        mobile: peer.mobile,
        userType: peer.userType,
        rawRoleCode: 'normal',
        roleCode: peer.roleCode,
        passwordHash,
        memberId: peer.memberId,
        institutionId: peer.institutionId,
      })
      .returning({ id: users.id });
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`${roles.tenantId} = ${tenant.id} and ${roles.code} = ${peer.roleCode}`);
    if (!user || !role) throw new Error(`peer ${peer.account} not created`);
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }
}

/** A record of T001 the probes name: its id, its code when it has one, its marker. */
export interface Ref {
  id: number;
  code: string;
  marker: string;
  /** The row as it is stored, to show a refused write changed nothing. */
  row: SQL;
}

export type ResourceName =
  | 'request'
  | 'requestAccepted'
  | 'requestCredited'
  | 'requestLoaned'
  | 'demand'
  | 'plan'
  | 'warn'
  | 'productDraft'
  | 'productOnShelf'
  | 'authorization'
  | 'memberChange'
  | 'role'
  | 'user'
  | 'menu'
  | 'manager'
  | 'salesman'
  | 'news'
  | 'newsDraft'
  | 'ad'
  | 'policy'
  | 'agreement'
  | 'friendLink'
  | 'registration'
  | 'member'
  | 'creditHolder'
  | 'creditLine'
  | 'judge'
  | 'institution'
  | 'favorite';

const T1 = ['T001/comp01', 'T001/bank01', 'T001/admin01', 'T001/comp02', 'T001/comp03', 'T001/bank02'];
const ownRequest = ['T001/comp01', 'T001/bank01', 'T001/admin01'];

/**
 * Who may see each record (labels). Everyone else is an outsider: the other tenant's accounts, the
 * visitor, the unverified comp02, the other enterprise comp03 and the other institution bank02,
 * unless listed.
 */
export const INSIDERS: Record<ResourceName, readonly string[]> = {
  request: ownRequest,
  requestAccepted: ownRequest,
  requestCredited: ownRequest,
  requestLoaned: ownRequest,
  // An open demand is in the grab hall of every institution of the tenant.
  demand: [...ownRequest, 'T001/bank02'],
  plan: ownRequest,
  warn: ['T001/bank01', 'T001/admin01'],
  productDraft: ['T001/bank01', 'T001/admin01'],
  productOnShelf: ['visitor', ...T1],
  authorization: ownRequest,
  memberChange: ['T001/comp01', 'T001/admin01'],
  role: ['T001/admin01'],
  user: ['T001/admin01'],
  menu: ['T001/admin01'],
  manager: ['T001/bank01', 'T001/admin01'],
  salesman: ['T001/bank01', 'T001/admin01'],
  news: ['visitor', ...T1],
  newsDraft: ['T001/admin01'],
  ad: ['visitor', ...T1],
  policy: ['visitor', ...T1],
  agreement: ['visitor', ...T1],
  friendLink: ['visitor', ...T1],
  registration: ['T001/admin01'],
  member: ownRequest,
  // Cash-out parties are chosen among the tenant's enterprises holding a credit line (apply page).
  creditHolder: ['T001/comp01', 'T001/comp03', 'T001/bank01', 'T001/admin01', 'T001/bank02'],
  creditLine: ['T001/comp01'],
  // Reviews of an institution are shown to the tenant's users.
  judge: T1,
  institution: T1,
  favorite: ['T001/comp01'],
};

const rowOf = (table: string, where: string) =>
  sql.raw(`select md5(t::text) as row from ${table} t where ${where}`);

/** Finds the records in T001, writes their markers, and returns them. */
export async function findRecords(db: Db): Promise<Record<ResourceName, Ref>> {
  const one = async (query: string): Promise<Record<string, string | number>> => {
    const { rows } = (await db.execute(sql.raw(query))) as unknown as {
      rows: Record<string, string | number>[];
    };
    if (!rows[0]) throw new Error(`no record: ${query}`);
    return rows[0];
  };
  const mark = async (
    name: ResourceName,
    table: string,
    idQuery: string,
    column: string | null,
    extra = '',
  ) => {
    const found = await one(idQuery);
    const id = Number(found.id);
    const marker = `探针${name}标记`;
    if (column)
      await db.execute(sql.raw(`update ${table} set ${column} = '${marker}'${extra} where id = ${id}`));
    return { id, code: String(found.code ?? ''), marker, row: rowOf(table, `id = ${id}`) };
  };
  const request = (status: string) =>
    `select id, apply_code as code from financing_requests where tenant_id = 1 and kind = 'product' and institution_id = 2 and member_id = 1 and status = '${status}' order by id limit 1`;

  const records = {
    request: await mark('request', 'financing_requests', request('submitted'), 'finance_purpose'),
    requestAccepted: await mark(
      'requestAccepted',
      'financing_requests',
      request('accepted'),
      'finance_purpose',
    ),
    requestCredited: await mark(
      'requestCredited',
      'financing_requests',
      request('credited'),
      'finance_purpose',
    ),
    requestLoaned: await mark('requestLoaned', 'financing_requests', request('loaned'), 'finance_purpose'),
    demand: await mark(
      'demand',
      'financing_requests',
      `select id, apply_code as code from financing_requests where tenant_id = 1 and kind = 'demand' and status = 'submitted' and institution_id is null order by id limit 1`,
      'finance_purpose',
    ),
    plan: await mark(
      'plan',
      'repay_plans',
      `select p.id from repay_plans p join financing_requests r on r.id = p.request_id where p.tenant_id = 1 and r.status = 'loaned' and p.status = 'pending' order by p.period_no limit 1`,
      null,
    ),
    warn: await mark(
      'warn',
      'financing_warns',
      `select id from financing_warns where tenant_id = 1 and institution_id = 2 order by id limit 1`,
      'biz_tip',
    ),
    productDraft: await mark(
      'productDraft',
      'products',
      `select id, product_code as code from products where tenant_id = 1 and institution_id = 2 and product_status = 1 order by id limit 1`,
      'product_name',
      `, search_text = '探针productdraft标记'`,
    ),
    productOnShelf: await mark(
      'productOnShelf',
      'products',
      `select id, product_code as code from products where tenant_id = 1 and institution_id = 2 and product_status = 3 and loan_type = 'FSP' and finance_type_code = 'credit' order by id limit 1`,
      'product_name',
      `, search_text = '探针productonshelf标记'`,
    ),
    authorization: await mark(
      'authorization',
      'authorizations',
      `select id from authorizations where tenant_id = 1 and institution_id = 2 and status = 'pending' order by id limit 1`,
      'remark',
    ),
    memberChange: await mark(
      'memberChange',
      'member_changes',
      `select id from member_changes where tenant_id = 1 and member_id = 1 order by id desc limit 1`,
      'reason',
    ),
    role: await mark(
      'role',
      'roles',
      `select id, code from roles where tenant_id = 1 and code = 'supplier'`,
      'name',
    ),
    user: await mark(
      'user',
      'users',
      `select id, account as code from users where tenant_id = 1 and account = 'comp01'`,
      'name',
    ),
    menu: await mark(
      'menu',
      'menus',
      `select id, menu_code as code from menus where tenant_id = 1 and menu_code = 'ent_center'`,
      'name_zh_cn',
    ),
    manager: await mark(
      'manager',
      'account_managers',
      `select id from account_managers where tenant_id = 1 and institution_id = 2 order by id limit 1`,
      'name',
    ),
    salesman: await mark(
      'salesman',
      'salesmen',
      `select id from salesmen where tenant_id = 1 and institution_id = 2 order by id limit 1`,
      'name',
    ),
    news: await mark(
      'news',
      'news',
      `select id from news where tenant_id = 1 and status = 'published' order by id limit 1`,
      'article_name',
    ),
    newsDraft: await mark(
      'newsDraft',
      'news',
      `select id from news where tenant_id = 1 and status = 'unpublished' order by id limit 1`,
      'article_name',
    ),
    ad: await mark(
      'ad',
      'site_ads',
      `select id, position_code as code from site_ads where tenant_id = 1 and status = 'published' order by id limit 1`,
      'title',
    ),
    policy: await mark(
      'policy',
      'reward_policies',
      `select id from reward_policies where tenant_id = 1 and status = 'published' order by id limit 1`,
      'policy_name',
    ),
    agreement: await mark(
      'agreement',
      'agreements',
      `select id from agreements where tenant_id = 1 and status = 'published' order by id limit 1`,
      'article_name',
    ),
    friendLink: await mark(
      'friendLink',
      'friend_links',
      `select id from friend_links where tenant_id = 1 and status = 'published' order by id limit 1`,
      'name',
    ),
    registration: await mark(
      'registration',
      'registrations',
      `select id from registrations where tenant_id = 1 and status = 0 order by id limit 1`,
      'enterprise_name',
    ),
    member: await mark(
      'member',
      'members',
      `select id, uscc_code as code from members where tenant_id = 1 and id = 1`,
      'enterprise_name',
    ),
    creditHolder: await mark(
      'creditHolder',
      'members',
      `select m.id, p.product_code as code from members m join credit_lines c on c.member_id = m.id join products p on p.id = c.product_id where m.tenant_id = 1 and m.id = 2 order by c.id limit 1`,
      'enterprise_name',
    ),
    // A credit amount no other line has: its figures in a reply are the marker.
    creditLine: await (async () => {
      const found = await one(
        `select c.id, p.product_code as code from credit_lines c join products p on p.id = c.product_id where c.tenant_id = 1 and c.member_id = 1 order by c.id limit 1`,
      );
      await db.execute(
        sql.raw(`update credit_lines set credit_amount_fen = 123456789 where id = ${Number(found.id)}`),
      );
      return {
        id: Number(found.id),
        code: String(found.code),
        marker: '123456789',
        row: rowOf('credit_lines', `id = ${Number(found.id)}`),
      };
    })(),
    judge: await mark(
      'judge',
      'institution_judges',
      `select j.id, i.user_code as code from institution_judges j join institutions i on i.id = j.institution_id where j.tenant_id = 1 order by j.id limit 1`,
      'judge_desc',
    ),
    institution: await mark(
      'institution',
      'institutions',
      `select id, user_code as code from institutions where tenant_id = 1 and id = 2`,
      null,
    ),
    favorite: await (async () => {
      await db.execute(
        sql.raw(
          `insert into menu_favorites (tenant_id, user_id, menu_code) select tenant_id, id, 'ent_center' from users where tenant_id = 1 and account = 'comp01'`,
        ),
      );
      const found = await one(
        `select user_id as id from menu_favorites where menu_code = 'ent_center' and tenant_id = 1`,
      );
      return {
        id: Number(found.id),
        code: 'ent_center',
        marker: '',
        row: rowOf('menu_favorites', `user_id = ${Number(found.id)} and menu_code = 'ent_center'`),
      };
    })(),
  } satisfies Record<ResourceName, Ref>;
  return records;
}

/**
 * A call that names a record. `read`: an outsider's reply never holds the marker (a refusal, or a
 * list without the record). `write`: an outsider is refused or the call changes nothing.
 */
export interface Probe {
  endpoint: string;
  resource: ResourceName;
  kind: 'read' | 'write';
  /** The call's parts: a write's are laid over a sampled valid body, a read's are sent as they are. */
  call: (ref: Ref, records: Record<ResourceName, Ref>) => CallParts;
  /**
   * What shows the record in a reply: its marker (default); any row at all of a list that the call
   * filters down to the record (its documents, its repayment plan); or its id among list rows that
   * show nothing else of it.
   */
  shows?: 'marker' | 'rows' | 'id';
  /** Who may see it through this endpoint, when not the resource's insiders. */
  insiders?: readonly string[];
}

const body = (fields: Record<string, unknown>): CallParts => ({ body: fields });
const byId = (ref: Ref) => body({ id: ref.id });
const byApply = (ref: Ref) => body({ financeApplyId: ref.id });
const reason = { reason: '探针原因' };

/**
 * Valid forms the sampler cannot draw (rows with their own formats, rules across fields): a write
 * probe's call must pass validation, or it never reaches the record it names.
 */
const incoming = { incomingAmount: '100000', incomingDuration: '6', agreementChecked: true };
const FORMS = {
  apply: { financePeriod: 6, financeAmount: '100000', guarantTypeList: ['credit'], agreementChecked: true },
  waybill: {
    ...incoming,
    waybillList: [
      {
        waybillNo: 'YD-2026-1',
        consignor: '深圳前海鼎盛电子科技有限公司',
        origin: '深圳',
        destination: '上海',
        shipDate: chinaDay(-1),
        freightAmount: '400000',
      },
    ],
  },
  receivable: {
    ...incoming,
    receivableList: [
      {
        debtorName: '探针核心企业',
        contractNo: 'HT-2026-001',
        invoiceNo: '044031900111',
        receivableAmount: '600000',
        dueDate: chinaDay(0),
      },
    ],
  },
  receipt: {
    ...incoming,
    receiptList: [
      {
        receiptNo: 'CD-2026-001',
        warehouseName: '上海外高桥保税仓储有限公司',
        goodsName: '电解铜',
        quantity: '120.5',
        unit: '吨',
        receiptValue: '800000',
        expiryDate: chinaDay(30),
      },
    ],
  },
  product: {
    productName: '探针产品',
    productDesc: '探针说明',
    financeTypeCode: 'credit',
    loanType: 'FSP',
    loanAmountMin: 10,
    loanAmountMax: 500,
    singleCreditLimit: 500,
    loanPeriodMin: 3,
    loanPeriodMax: 12,
    rateStart: 4.35,
    rateEnd: 6.5,
    guarantTypeList: ['credit'],
    repayTypeList: [{ repayType: 'interest_first', loanTermList: '3,6,12', loanTermUnit: 'month' }],
    materialNameList: ['营业执照'],
    attachments: [],
    agreementArticalList: [],
    documentList: [],
    introduce: '探针说明',
    productApplyMethod: 'site',
  },
  user: { userType: 'comp', name: '探针用户', mobile: '13800138000', memberId: 1 },
  ad: {
    title: '探针广告',
    imageUrl: `/api/files/${'0'.repeat(64)}`,
    adType: 1,
    hyperlink: '/voucher',
    sortOrder: 0,
  },
};
/** A public call reads the caller's tenant: the visitor's is T001. */
const publicRead = (resource: ResourceName, endpoint: string, call: Probe['call']): Probe => ({
  endpoint,
  resource,
  kind: 'read',
  call,
});

export const PROBES: Probe[] = [
  // Financing requests: the enterprise, its institution and the back office of T001.
  { endpoint: 'POST /api/financing/detail', resource: 'request', kind: 'read', call: byId },
  {
    endpoint: 'POST /api/financing/detail',
    resource: 'request',
    kind: 'read',
    call: (r) => body({ code: r.code }),
  },
  {
    endpoint: 'POST /api/financing/query',
    resource: 'request',
    kind: 'read',
    call: (r) => body({ keyword: r.code }),
  },
  {
    endpoint: 'POST /api/financing/accept',
    resource: 'request',
    kind: 'write',
    call: (r) => body({ financeApplyId: r.id, acceptResult: 0 }),
  },
  {
    endpoint: 'POST /api/financing/audit_reject',
    resource: 'request',
    kind: 'write',
    call: (r) => body({ financeApplyId: r.id, ...reason }),
  },
  {
    endpoint: 'POST /api/financing/cancel',
    resource: 'request',
    kind: 'write',
    call: (r) => body({ financeApplyId: r.id, ...reason }),
  },
  { endpoint: 'POST /api/financing/credit', resource: 'requestAccepted', kind: 'write', call: byApply },
  {
    endpoint: 'POST /api/financing/decline',
    resource: 'requestAccepted',
    kind: 'write',
    call: (r) => body({ financeApplyId: r.id, ...reason }),
  },
  {
    endpoint: 'POST /api/financing/loan',
    resource: 'requestCredited',
    kind: 'write',
    call: (r) => body({ financeApplyId: r.id, loanAmount: '100', loanDate: chinaDay(0) }),
  },
  { endpoint: 'POST /api/financing/judge', resource: 'requestLoaned', kind: 'write', call: byApply },
  {
    endpoint: 'POST /api/repay_plan/query',
    resource: 'requestLoaned',
    kind: 'read',
    call: byApply,
    shows: 'rows',
  },
  { endpoint: 'POST /api/repay_plan/confirm', resource: 'plan', kind: 'write', call: byId },
  { endpoint: 'POST /api/financing/detail', resource: 'demand', kind: 'read', call: byId },
  {
    endpoint: 'POST /api/financing/query_snatch_list',
    resource: 'demand',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
  },
  {
    endpoint: 'POST /api/financing/accept',
    resource: 'demand',
    kind: 'write',
    call: (r) => body({ financeApplyId: r.id, acceptResult: 0 }),
  },
  { endpoint: 'POST /api/financing/warn/deal', resource: 'warn', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/financing/warn/query',
    resource: 'warn',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
  },

  // Products off the shelf: their institution and the back office; on the shelf: the tenant.
  { endpoint: 'POST /portal/fin/product/getProdProduct', resource: 'productDraft', kind: 'read', call: byId },
  {
    endpoint: 'GET /admin/fin/product/conf/queryProductDocumentConf',
    resource: 'productDraft',
    kind: 'read',
    call: (r) => ({ query: { productCode: r.code } }),
    shows: 'rows',
  },
  {
    endpoint: 'POST /portal/fin/product/saveProdAccessRecord',
    resource: 'productDraft',
    kind: 'write',
    call: (r) => body({ productId: r.id }),
  },
  {
    endpoint: 'POST /api/financing/check_product_access',
    resource: 'productDraft',
    kind: 'write',
    call: (r) => body({ productId: r.id }),
  },
  {
    endpoint: 'POST /api/product/query',
    resource: 'productDraft',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
  },
  {
    endpoint: 'POST /api/product/save',
    resource: 'productDraft',
    kind: 'write',
    call: (r) => body({ ...FORMS.product, id: r.id }),
  },
  { endpoint: 'POST /api/product/submit', resource: 'productDraft', kind: 'write', call: byId },
  { endpoint: 'POST /api/product/cancel', resource: 'productDraft', kind: 'write', call: byId },
  { endpoint: 'POST /api/product/put_on', resource: 'productDraft', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/product/audit',
    resource: 'productDraft',
    kind: 'write',
    call: (r) => body({ id: r.id, pass: false, auditDesc: '探针' }),
  },
  { endpoint: 'POST /api/product/put_off', resource: 'productOnShelf', kind: 'write', call: byId },
  publicRead('productOnShelf', 'POST /portal/fin/product/getProdProduct', byId),
  publicRead('productOnShelf', 'POST /portal/fin/product/queryProdProduct', (r) =>
    body({ keyword: r.marker }),
  ),
  {
    endpoint: 'POST /api/financing/apply',
    resource: 'productOnShelf',
    kind: 'write',
    call: (r) => body({ ...FORMS.apply, productId: r.id }),
  },
  {
    endpoint: 'POST /api/financing/incoming_apply',
    resource: 'productOnShelf',
    kind: 'write',
    call: (r) => body({ productId: r.id, productCode: r.code }),
  },
  {
    endpoint: 'POST /api/financing/waybill_apply',
    resource: 'productOnShelf',
    kind: 'write',
    call: (r) => body({ ...FORMS.waybill, productId: r.id }),
  },
  {
    endpoint: 'POST /api/financing/scbc_apply',
    resource: 'productOnShelf',
    kind: 'write',
    call: (r) => body({ ...FORMS.receivable, productId: r.id }),
  },
  {
    endpoint: 'POST /api/financing/wms_apply',
    resource: 'productOnShelf',
    kind: 'write',
    call: (r) => body({ ...FORMS.receipt, productId: r.id }),
  },
  {
    endpoint: 'POST /portal/fin/credit/queryCreCredit',
    resource: 'creditLine',
    kind: 'read',
    call: (r) => body({ productCode: r.code }),
  },
  {
    endpoint: 'POST /portal/fin/credit/queryCreCreditPro',
    resource: 'creditHolder',
    kind: 'read',
    call: (r) => body({ productCode: r.code, pageSize: 50 }),
  },

  // Authorisations: the enterprise, the institution it authorised, the back office.
  { endpoint: 'POST /api/authorization/detail', resource: 'authorization', kind: 'read', call: byId },
  {
    endpoint: 'POST /api/authorization/query',
    resource: 'authorization',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
    shows: 'id',
  },
  {
    endpoint: 'POST /api/authorization/query',
    resource: 'authorization',
    kind: 'read',
    call: () => body({ pageSize: 50, memberId: 1, institutionId: 2 }),
    shows: 'id',
  },
  { endpoint: 'POST /api/authorization/pass', resource: 'authorization', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/authorization/reject',
    resource: 'authorization',
    kind: 'write',
    call: (r) => body({ id: r.id, ...reason }),
  },
  {
    endpoint: 'POST /api/authorization/cancel',
    resource: 'authorization',
    kind: 'write',
    call: (r) => body({ id: r.id, ...reason }),
  },
  {
    endpoint: 'POST /api/authorization/apply',
    resource: 'institution',
    kind: 'write',
    call: (r) => body({ institutionId: r.id, scope: 'trade_data', validUntil: chinaDay(30) }),
  },

  // An enterprise's changes to its details: the enterprise and the back office.
  { endpoint: 'POST /api/member/change/detail', resource: 'memberChange', kind: 'read', call: byId },
  {
    endpoint: 'POST /api/member/change/query',
    resource: 'memberChange',
    kind: 'read',
    call: () => body({ memberId: 1, pageSize: 50 }),
  },
  { endpoint: 'POST /api/member/change/approve', resource: 'memberChange', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/member/change/reject',
    resource: 'memberChange',
    kind: 'write',
    call: (r) => body({ id: r.id, ...reason }),
  },
  {
    endpoint: 'POST /api/member/detail',
    resource: 'member',
    kind: 'read',
    call: (r) => body({ userCode: r.code }),
  },

  // Roles, users and menus: the tenant's back office.
  { endpoint: 'POST /api/admin/role/rights', resource: 'role', kind: 'read', call: byId },
  {
    endpoint: 'POST /api/admin/role/query',
    resource: 'role',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
  },
  {
    endpoint: 'POST /api/admin/role/save',
    resource: 'role',
    kind: 'write',
    call: (r) => body({ id: r.id, code: r.code, name: '探针改名' }),
  },
  { endpoint: 'POST /api/admin/role/enable', resource: 'role', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/role/disable', resource: 'role', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/role/delete', resource: 'role', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/admin/role/assign_rights',
    resource: 'role',
    kind: 'write',
    call: (r) => body({ id: r.id, menuIds: [], permissionCodes: [] }),
  },
  {
    endpoint: 'POST /api/admin/user/query',
    resource: 'user',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
  },
  {
    endpoint: 'POST /api/admin/user/save',
    resource: 'user',
    kind: 'write',
    call: (r) => body({ ...FORMS.user, id: r.id, name: '探针改名', roleIds: [1] }),
  },
  { endpoint: 'POST /api/admin/user/enable', resource: 'user', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/user/disable', resource: 'user', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/admin/user/save',
    resource: 'role',
    kind: 'write',
    call: (r) =>
      body({ ...FORMS.user, account: 'probe09', password: 'x', keyId: 'x', roleIds: [r.id], memberId: 1 }),
  },
  { endpoint: 'POST /api/admin/user/options', resource: 'role', kind: 'read', call: () => ({}) },
  { endpoint: 'POST /api/admin/menu/tree', resource: 'menu', kind: 'read', call: () => ({}) },
  {
    endpoint: 'POST /api/admin/menu/save',
    resource: 'menu',
    kind: 'write',
    call: (r) => body({ id: r.id, menuCode: r.code }),
  },
  {
    endpoint: 'POST /api/admin/menu/save',
    resource: 'menu',
    kind: 'write',
    call: (r) => body({ id: undefined, parentId: r.id }),
  },
  { endpoint: 'POST /api/admin/menu/move', resource: 'menu', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/menu/hide', resource: 'menu', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/menu/show', resource: 'menu', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/menu/delete', resource: 'menu', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/admin/menu/buttons',
    resource: 'menu',
    kind: 'write',
    call: (r) => body({ id: r.id, permissionCodes: [] }),
  },
  {
    endpoint: 'POST /api/admin/role/assign_rights',
    resource: 'menu',
    kind: 'write',
    call: (_, all) => body({ id: all.role.id, menuIds: [all.menu.id], permissionCodes: [] }),
  },

  // Account managers and salesmen: their institution and the back office.
  {
    endpoint: 'POST /api/manager/query',
    resource: 'manager',
    kind: 'read',
    call: () => body({ institutionId: 2, pageSize: 50 }),
  },
  {
    endpoint: 'POST /api/manager/get_account_manager_list',
    resource: 'manager',
    kind: 'read',
    call: () => ({}),
  },
  { endpoint: 'POST /api/manager/save', resource: 'manager', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/manager/save',
    resource: 'institution',
    kind: 'write',
    call: (r) => body({ id: undefined, institutionId: r.id }),
    insiders: ['T001/bank01', 'T001/admin01'],
  },
  { endpoint: 'POST /api/manager/enable', resource: 'manager', kind: 'write', call: byId },
  { endpoint: 'POST /api/manager/disable', resource: 'manager', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/salesman/query',
    resource: 'salesman',
    kind: 'read',
    call: () => body({ institutionId: 2, pageSize: 50 }),
  },
  {
    endpoint: 'POST /api/salesman/members',
    resource: 'salesman',
    kind: 'read',
    call: (r) => body({ salesmanId: r.id, pageSize: 50 }),
    shows: 'rows',
  },
  {
    endpoint: 'POST /api/salesman/enterprises',
    resource: 'salesman',
    kind: 'read',
    call: (r) => body({ salesmanId: r.id, pageSize: 50 }),
    shows: 'rows',
  },
  { endpoint: 'POST /api/salesman/save', resource: 'salesman', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/salesman/save',
    resource: 'institution',
    kind: 'write',
    call: (r) => body({ id: undefined, institutionId: r.id }),
    insiders: ['T001/bank01', 'T001/admin01'],
  },
  { endpoint: 'POST /api/salesman/enable', resource: 'salesman', kind: 'write', call: byId },
  { endpoint: 'POST /api/salesman/disable', resource: 'salesman', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/salesman/assign',
    resource: 'salesman',
    kind: 'write',
    call: (r) => body({ salesmanId: r.id, members: [{ memberId: 2 }] }),
  },
  {
    endpoint: 'POST /api/salesman/unassign',
    resource: 'salesman',
    kind: 'write',
    call: (r) => body({ salesmanId: r.id, memberId: 1 }),
  },

  // Content: public pages read the caller's tenant; content management is the tenant's back office.
  publicRead('news', 'GET /api/portal/cms/content/news/get', (r) => ({ query: { newsId: r.id } })),
  publicRead('news', 'POST /api/portal/cms/content/news/search', () => body({ pageSize: 99 })),
  {
    ...publicRead('newsDraft', 'GET /api/portal/cms/content/news/get', (r) => ({ query: { newsId: r.id } })),
    insiders: [],
  },
  { endpoint: 'POST /api/admin/content/news/get', resource: 'newsDraft', kind: 'read', call: byId },
  {
    endpoint: 'POST /api/admin/content/news/query',
    resource: 'newsDraft',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
  },
  { endpoint: 'POST /api/admin/content/news/save', resource: 'newsDraft', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/content/news/publish', resource: 'newsDraft', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/content/news/unpublish', resource: 'news', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/content/news/delete', resource: 'newsDraft', kind: 'write', call: byId },
  publicRead('ad', 'POST /api/portal/cms/site/query_by_site_position_code', (r) =>
    body({ adPositionCode: r.code }),
  ),
  {
    endpoint: 'POST /api/admin/content/ad/get',
    resource: 'ad',
    kind: 'read',
    call: byId,
    insiders: ['T001/admin01'],
  },
  {
    endpoint: 'POST /api/admin/content/ad/query',
    resource: 'ad',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
    insiders: ['T001/admin01'],
  },
  {
    endpoint: 'POST /api/admin/content/ad/save',
    resource: 'ad',
    kind: 'write',
    call: (r) => body({ ...FORMS.ad, id: r.id, positionCode: r.code }),
  },
  { endpoint: 'POST /api/admin/content/ad/publish', resource: 'ad', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/content/ad/unpublish', resource: 'ad', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/content/ad/delete', resource: 'ad', kind: 'write', call: byId },
  publicRead('policy', 'GET /api/content/reward_policy/get', (r) => ({ query: { id: r.id } })),
  publicRead('policy', 'POST /api/content/reward_policy/direct_query', () => body({ pageSize: 50 })),
  {
    endpoint: 'POST /api/admin/content/policy/get',
    resource: 'policy',
    kind: 'read',
    call: byId,
    insiders: ['T001/admin01'],
  },
  {
    endpoint: 'POST /api/admin/content/policy/query',
    resource: 'policy',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
    insiders: ['T001/admin01'],
  },
  { endpoint: 'POST /api/admin/content/policy/save', resource: 'policy', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/content/policy/publish', resource: 'policy', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/content/policy/unpublish', resource: 'policy', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/content/policy/delete', resource: 'policy', kind: 'write', call: byId },
  // Registration agreements are read in the tenant the body names: T002's never shows T001's.
  {
    ...publicRead('agreement', 'POST /api/portal/fsp/member/reg_agreement_detail', (r) =>
      body({ id: String(r.id), tenantId: 'T002' }),
    ),
    insiders: [],
  },
  {
    endpoint: 'POST /api/admin/content/agreement/get',
    resource: 'agreement',
    kind: 'read',
    call: byId,
    insiders: ['T001/admin01'],
  },
  {
    endpoint: 'POST /api/admin/content/agreement/query',
    resource: 'agreement',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
    insiders: ['T001/admin01'],
  },
  { endpoint: 'POST /api/admin/content/agreement/save', resource: 'agreement', kind: 'write', call: byId },
  { endpoint: 'POST /api/admin/content/agreement/publish', resource: 'agreement', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/admin/content/agreement/unpublish',
    resource: 'agreement',
    kind: 'write',
    call: byId,
  },
  { endpoint: 'POST /api/admin/content/agreement/delete', resource: 'agreement', kind: 'write', call: byId },
  publicRead('friendLink', 'POST /api/portal/cms/content/friend_link/query', () => ({})),
  {
    endpoint: 'POST /api/admin/content/friend_link/get',
    resource: 'friendLink',
    kind: 'read',
    call: byId,
    insiders: ['T001/admin01'],
  },
  {
    endpoint: 'POST /api/admin/content/friend_link/query',
    resource: 'friendLink',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
    insiders: ['T001/admin01'],
  },
  { endpoint: 'POST /api/admin/content/friend_link/save', resource: 'friendLink', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/admin/content/friend_link/publish',
    resource: 'friendLink',
    kind: 'write',
    call: byId,
  },
  {
    endpoint: 'POST /api/admin/content/friend_link/unpublish',
    resource: 'friendLink',
    kind: 'write',
    call: byId,
  },
  {
    endpoint: 'POST /api/admin/content/friend_link/delete',
    resource: 'friendLink',
    kind: 'write',
    call: byId,
  },

  // Registrations under review: the tenant's back office.
  { endpoint: 'POST /api/member/review/detail', resource: 'registration', kind: 'read', call: byId },
  {
    endpoint: 'POST /api/member/review/list',
    resource: 'registration',
    kind: 'read',
    call: () => body({ pageSize: 50 }),
  },
  { endpoint: 'POST /api/member/review/edit', resource: 'registration', kind: 'write', call: byId },
  { endpoint: 'POST /api/member/review/approve', resource: 'registration', kind: 'write', call: byId },
  {
    endpoint: 'POST /api/member/review/reject',
    resource: 'registration',
    kind: 'write',
    call: (r) => body({ id: r.id, ...reason }),
  },
  {
    endpoint: 'POST /api/member/review/disable',
    resource: 'registration',
    kind: 'write',
    call: (r) => body({ id: r.id, ...reason }),
  },

  // Reviews of an institution, by its member code.
  {
    endpoint: 'POST /api/financing/judge_query',
    resource: 'judge',
    kind: 'read',
    call: (r) => body({ userCode: r.code, pageSize: 50 }),
  },

  // Menu favourites belong to their user: another user's removal of the same code leaves them.
  {
    endpoint: 'POST /deleteByMenuCodeAndUserId',
    resource: 'favorite',
    kind: 'write',
    call: (r) => body({ menuCode: r.code }),
  },
  // A menu the caller's roles do not grant cannot be made a favourite.
  {
    endpoint: 'POST /insertUserMenuFavorite',
    resource: 'menu',
    kind: 'write',
    call: () => body({ menuCode: 'op_roles' }),
    insiders: ['T001/admin01', 'T002/admin01'],
  },
];

/**
 * Fields that name something, and why an endpoint taking one has no probe: not a record of one
 * party (reference data, the caller's own tokens), or a lookup that is public by design.
 */
export const NOT_PROBED: Readonly<Record<string, string>> = {
  'GET /api/files/:fileHash':
    'files are capabilities: a 256-bit content hash is only known to whoever was given it (docs/decisions.md, files)',
  'POST /api/ocr/business_license': 'reads an uploaded file by its hash (a capability, as the file download)',
  'POST /api/ocr/id_card': 'reads an uploaded file by its hash (a capability, as the file download)',
  'POST /peripheral/ocr/business_license':
    'reads an uploaded file by its hash (a capability, as the file download)',
  'POST /peripheral/ocr/id_card': 'reads an uploaded file by its hash (a capability, as the file download)',
  'POST /api/member/invoice_check':
    "checks an uploaded invoice (by hash) against the caller's tenant's members",
  'POST /api/user/login': 'tenant code, key id and image code of the sign-in itself',
  'POST /getVerifyCode': 'image code and tenant of the SMS sign-in itself',
  'POST /api/user/unlock': "key id of the caller's own password",
  'GET /api/user/logout': "the caller's own session token",
  'POST /api/user/resetPwd': "key id and token of the caller's own password change",
  'POST /api/user/modify_mobile_send': "image code of the caller's own mobile change",
  'POST /api/user/modify_mobile': "key id of the caller's own mobile change",
  'POST /g/eclp-server-new/v/api/member/reg/is_account_existed':
    'registration checks whether an account name is free in the tenant picked on the page, by design',
  'POST /api/member/reg/send_reg_code': 'image code and tenant of a registration',
  'POST /api/member/reg/quick_reg': 'key id and tenant of a registration',
  'POST /api/portal/fsp/member/get_reg_agreement':
    'the agreements of the tenant picked on the registration page, public by design',
  'POST /g/eclp-server-new/v/api/member/reg/get_mobile_by_account':
    'password recovery shows the masked mobile of an account, by design (shell.md section 5)',
  'POST /api/member/reg/send_forget_sms_code': 'image code of a password recovery',
  'POST /api/member/reg/forget_reset_pwd': 'key id of a password recovery',
  'POST /api/member/get_member_by_usccode':
    "registration looks up a credit code among the tenant's members, by design",
  'POST /api/member/need_extra_check':
    "registration asks whether a credit code needs the legal representative's check",
  'POST /api/member/check_legal_cert_no':
    "registration's check code of a legal representative, counted per credit code",
  'POST /api/member/app_reg_comp':
    "creates the caller's own registration (its files are the caller's uploads)",
  'POST /api/portal/eclp/query_bank_no': 'bank codes: reference data shared by every tenant',
  'POST /api/bbws/getBankBranchUrl': 'bank codes: reference data shared by every tenant',
  'POST /client/attachment/attachment_usage/list': 'business type codes: reference data',
  'POST /api/member/realname/qr_info': 'the QR token is a capability handed to the phone that scans it',
  'POST /api/member/realname/qr_verify': 'the QR token is a capability handed to the phone that scans it',
  'POST /api/admin/content/ad/targets': 'ad type codes: reference data',
  'POST /api/member/realname/send_sms_code': "image code of the caller's own real-name verification",
  'POST /api/member/realname/verify': "the caller's own ID number and SMS code",
  'POST /api/member/change/save':
    "changes the caller's own enterprise (codes of reference data: industry, bank branch)",
  'POST /api/compInfo/get_report_score':
    "always the caller's own enterprise's score (stats/service.ts ignores uscCode)",
  'POST /kickout': "probed on its own: an operator of T002 ending T001/comp01's sessions",
};
