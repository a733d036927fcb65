import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { chinaDate } from '@scf/shared/dates';
import { authorizationDateRange } from '@scf/shared/schemas/authorization';
import type {
  AuthorizationDetail,
  AuthorizationRow,
  AuthorizationViewStatus,
} from '@scf/shared/schemas/authorization';
import { auditLog, authorizations, institutions, users } from '@/db/schema.ts';
import { seedAuthorization } from '@/db/seed-authorization.ts';
import { browser, passwordLogin, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { addInstitutionUser } from '@/modules/financing/test-support.ts';
import { tenantIdOf } from '@/modules/member-review/test-support.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let comp: Browser;
let comp02: Browser;
let bank: Browser;
/** A user of 江南银行 (ORG_JNB), the other institution of the demo authorisations. */
let jnb: Browser;
let operator: Browser;
let otherTenantComp: Browser;
let otherTenantBank: Browser;
const inst: Record<string, string> = {};
let otherTenantHcb: string;

const db = () => t.database.db;
const counts = () => rowCounts(db(), { authorizations, auditLog });
const HCB = '海川银行股份有限公司';
const JNB = '江南商业银行股份有限公司';
const range = () => authorizationDateRange(chinaDate());

async function institutionIds(tenantCode: string): Promise<Record<string, string>> {
  const tenantId = await tenantIdOf(db(), tenantCode);
  const rows = await db()
    .select({ id: institutions.id, userCode: institutions.userCode })
    .from(institutions)
    .where(eq(institutions.tenantId, tenantId));
  return Object.fromEntries(rows.map((r) => [r.userCode, String(r.id)]));
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await seedAuthorization(db());
  [comp, comp02, bank, operator] = await Promise.all([
    signedIn(t.app, 'comp01'),
    signedIn(t.app, 'comp02'),
    signedIn(t.app, 'bank01'),
    signedIn(t.app, 'admin01'),
  ]);
  await addInstitutionUser(db(), 'T001', 'jnbank01', 'Jnb#20261', 'ORG_JNB');
  jnb = browser(t.app);
  expect((await passwordLogin(jnb, { account: 'jnbank01', password: 'Jnb#20261' })).json().error_no).toBe(0);
  [otherTenantComp, otherTenantBank] = await Promise.all([
    signedIn(t.app, 'comp01', 'T002'),
    signedIn(t.app, 'bank01', 'T002'),
  ]);
  Object.assign(inst, await institutionIds('T001'));
  otherTenantHcb = (await institutionIds('T002')).ORG_HCB!;
});
afterAll(() => t.close());

const list = async (client: Browser, body: Record<string, unknown> = {}) => {
  const res = await client.post('/api/authorization/query', { page_size: 100, ...body });
  expect(res.json().error_no, res.body).toBe(0);
  return res.json().data as { rows: AuthorizationRow[]; total: number };
};
const detail = (client: Browser, id: string) => client.post('/api/authorization/detail', { id });
const applyBody = (change: Record<string, unknown> = {}) => ({
  institution_id: inst.ORG_HCB,
  scope: 'trade_data',
  valid_until: range().min,
  remark: '用于授信审批',
  ...change,
});
const apply = (client: Browser, change: Record<string, unknown> = {}) =>
  client.post('/api/authorization/apply', applyBody(change));
const applied = async (change: Record<string, unknown> = {}) => {
  const res = await apply(comp, change);
  expect(res.json(), res.body).toMatchObject({ error_no: 0, data: { id: expect.any(String) } });
  return (res.json().data as { id: string }).id;
};
const pass = (client: Browser, id: string) => client.post('/api/authorization/pass', { id });
const reject = (client: Browser, id: string, reason?: unknown) =>
  client.post('/api/authorization/reject', { id, reason });
const cancel = (client: Browser, id: string, reason?: unknown) =>
  client.post('/api/authorization/cancel', { id, reason });

/** Each refused call answers `errorNo` (and `info`) and writes nothing. */
async function refusedWithoutWriting(
  cases: [() => Promise<{ json(): { error_no: number; error_info: string } }>, number, string?][],
) {
  const before = await counts();
  for (const [call, errorNo, info] of cases) {
    const body = (await call()).json();
    expect(body.error_no, body.error_info).toBe(errorNo);
    if (info !== undefined) expect(body.error_info).toBe(info);
  }
  expect(await counts()).toEqual(before);
}

/** The demo row of comp01's enterprise with this institution, scope and status. */
async function demoRow(institutionName: string, scope: string, viewStatus: AuthorizationViewStatus) {
  const { rows } = await list(operator);
  const row = rows.find(
    (r) => r.institutionName === institutionName && r.scope === scope && r.viewStatus === viewStatus,
  );
  if (!row) throw new Error(`no ${viewStatus} ${scope} authorisation to ${institutionName}`);
  return row;
}

describe('the demo authorisations', () => {
  it('show every status for 海川银行 and 江南银行 with their history, and seeding again adds nothing', async () => {
    const { rows } = await list(comp);
    const statuses = (name: string) =>
      new Set(rows.filter((r) => r.institutionName === name).map((r) => r.viewStatus));
    expect(statuses(HCB)).toEqual(new Set(['pending', 'approved', 'rejected', 'cancelled']));
    expect(statuses(JNB)).toEqual(new Set(['pending', 'approved', 'expired', 'rejected', 'cancelled']));
    // 海川银行 keeps no live trade-data authorisation, so the browser flow can apply for one.
    expect(
      rows.some((r) => r.institutionName === HCB && r.scope === 'trade_data' && r.status === 'pending'),
    ).toBe(false);
    const cancelled = (await detail(comp, (await demoRow(HCB, 'trade_data', 'cancelled')).id)).json()
      .data as AuthorizationDetail;
    expect(cancelled.history.map((h) => h.action)).toEqual(['apply', 'pass', 'cancel']);
    expect(cancelled.history[2]).toMatchObject({ actorName: expect.any(String), reason: cancelled.reason });
    const before = await counts();
    await Promise.all([seedAuthorization(db()), seedAuthorization(db())]);
    expect(await counts()).toEqual(before);
  });
});

describe('apply', () => {
  it('refuses bad input naming the field and the rule, and writes nothing', async () => {
    const { max } = range();
    const afterMax = new Date(Date.parse(`${max}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await refusedWithoutWriting([
      [() => apply(comp, { institution_id: '' }), ERROR_CODES.VALIDATION, 'institutionId: 请选择授权机构'],
      [() => apply(comp, { institution_id: 'abc' }), ERROR_CODES.VALIDATION, 'institutionId: 机构编号不正确'],
      [() => apply(comp, { scope: undefined }), ERROR_CODES.VALIDATION, 'scope: 请选择授权范围'],
      [
        () => apply(comp, { scope: 'everything' }),
        ERROR_CODES.VALIDATION,
        'scope: 授权范围应为征信报告、财务数据、交易数据之一',
      ],
      [() => apply(comp, { valid_until: '' }), ERROR_CODES.VALIDATION, 'validUntil: 请选择授权截止日期'],
      [
        () => apply(comp, { valid_until: '2027-02-30' }),
        ERROR_CODES.VALIDATION,
        'validUntil: 授权截止日期应为YYYY-MM-DD格式的有效日期',
      ],
      [
        () => apply(comp, { valid_until: chinaDate() }),
        ERROR_CODES.VALIDATION,
        'validUntil: 授权截止日期应在明天至三年后之间',
      ],
      [
        () => apply(comp, { valid_until: afterMax }),
        ERROR_CODES.VALIDATION,
        'validUntil: 授权截止日期应在明天至三年后之间',
      ],
      [
        () => apply(comp, { remark: '备'.repeat(201) }),
        ERROR_CODES.VALIDATION,
        'remark: 备注不能超过200个字符',
      ],
      [
        () => apply(comp, { institution_id: '999999' }),
        ERROR_CODES.VALIDATION,
        'institutionId: 授权机构不存在',
      ],
      // Another tenant's institution is unknown here.
      [
        () => apply(comp, { institution_id: otherTenantHcb }),
        ERROR_CODES.VALIDATION,
        'institutionId: 授权机构不存在',
      ],
    ]);
  });

  it('is for the enterprise: institutions, operators, comp02 and visitors are refused', async () => {
    await refusedWithoutWriting([
      [() => apply(bank), ERROR_CODES.FORBIDDEN],
      [() => apply(operator), ERROR_CODES.FORBIDDEN],
      [() => apply(comp02), ERROR_CODES.FORBIDDEN],
    ]);
    expect((await apply(browser(t.app))).statusCode).not.toBe(200);
  });

  it('creates a pending authorisation with its audit row; a second live one of the kind is refused', async () => {
    const before = await counts();
    const id = await applied({ valid_until: range().max });
    expect(await counts()).toEqual({
      authorizations: before.authorizations! + 1,
      auditLog: before.auditLog! + 1,
    });
    const row = (await detail(comp, id)).json().data as AuthorizationDetail;
    expect(row).toMatchObject({
      institutionName: HCB,
      scope: 'trade_data',
      validUntil: range().max,
      status: 'pending',
      viewStatus: 'pending',
      remark: '用于授信审批',
      applicantName: expect.any(String),
      auditorName: null,
    });
    expect(row.history).toMatchObject([{ action: 'apply', reason: null }]);
    // The institution sees it, waiting first.
    expect((await list(bank)).rows[0]).toMatchObject({ id, viewStatus: 'pending' });

    const message = 'scope: 您对海川银行股份有限公司的交易数据授权已在审核中或生效中，请勿重复申请';
    await refusedWithoutWriting([[() => apply(comp), ERROR_CODES.CONFLICT, message]]);
    await cancel(comp, id, '测试结束');
  });

  it('settles two applications of the same kind at once: exactly one wins', async () => {
    const before = await counts();
    const body = { institution_id: inst.ORG_ZRHT, scope: 'credit_report' };
    const replies = await Promise.all([apply(comp, body), apply(comp, body)]);
    const codes = replies.map((r) => r.json().error_no).sort();
    expect(codes).toEqual([0, ERROR_CODES.CONFLICT]);
    expect(replies.find((r) => r.json().error_no !== 0)!.json().error_info).toContain('请勿重复申请');
    expect(await counts()).toEqual({
      authorizations: before.authorizations! + 1,
      auditLog: before.auditLog! + 1,
    });
  });

  it('supersedes a live authorisation of the kind whose date has passed', async () => {
    const expired = await demoRow(JNB, 'credit_report', 'expired');
    const id = await applied({ institution_id: inst.ORG_JNB, scope: 'credit_report' });
    const old = (await detail(comp, expired.id)).json().data as AuthorizationDetail;
    expect(old).toMatchObject({
      status: 'cancelled',
      viewStatus: 'cancelled',
      reason: '授权已过期，由新的授权申请取代',
    });
    expect(old.history.at(-1)).toMatchObject({
      action: 'supersede',
      reason: '授权已过期，由新的授权申请取代',
    });
    expect((await detail(comp, id)).json().data).toMatchObject({ status: 'pending' });
  });
});

describe('pass and reject', () => {
  it('the institution passes a pending one; a second pass and other moves from approved are refused', async () => {
    const id = await applied();
    expect((await pass(bank, id)).json().error_no).toBe(0);
    const row = (await detail(comp, id)).json().data as AuthorizationDetail;
    expect(row).toMatchObject({
      status: 'approved',
      viewStatus: 'approved',
      auditorName: expect.any(String),
    });
    expect(row.decidedAt).not.toBeNull();
    expect(row.history.map((h) => h.action)).toEqual(['apply', 'pass']);
    const moved = '该授权已不是待审核状态，请刷新后重试';
    await refusedWithoutWriting([
      [() => pass(bank, id), ERROR_CODES.CONFLICT, moved],
      [() => reject(bank, id, '不同意'), ERROR_CODES.CONFLICT, moved],
    ]);
    expect((await cancel(comp, id, '测试结束')).json().error_no).toBe(0);
  });

  it('settles two passes at once: exactly one wins and one audit row is written', async () => {
    const id = await applied();
    const before = await counts();
    const replies = await Promise.all([pass(bank, id), pass(bank, id), pass(operator, id)]);
    expect(replies.map((r) => r.json().error_no).sort()).toEqual([
      0,
      ERROR_CODES.CONFLICT,
      ERROR_CODES.CONFLICT,
    ]);
    expect(await counts()).toEqual({ ...before, auditLog: before.auditLog! + 1 });
    await cancel(comp, id, '测试结束');
  });

  it('reject needs a reason of at most 200 characters; the enterprise then reads it', async () => {
    const id = await applied();
    await refusedWithoutWriting([
      [() => reject(bank, id), ERROR_CODES.VALIDATION, 'reason: 请填写驳回原因'],
      [() => reject(bank, id, '   '), ERROR_CODES.VALIDATION, 'reason: 请填写驳回原因'],
      [() => reject(bank, id, '因'.repeat(201)), ERROR_CODES.VALIDATION, 'reason: 原因不能超过200个字符'],
      [
        () => bank.post('/api/authorization/reject', { id: 'x', reason: '不同意' }),
        ERROR_CODES.VALIDATION,
        'id: 授权编号不正确',
      ],
    ]);
    expect((await reject(bank, id, '授权期限过长，请缩短后重新申请')).json().error_no).toBe(0);
    const row = (await detail(comp, id)).json().data as AuthorizationDetail;
    expect(row).toMatchObject({ status: 'rejected', reason: '授权期限过长，请缩短后重新申请' });
    expect(row.history.at(-1)).toMatchObject({ action: 'reject', reason: '授权期限过长，请缩短后重新申请' });
    expect((await list(comp, { status: 'rejected' })).rows.find((r) => r.id === id)?.reason).toBe(
      '授权期限过长，请缩短后重新申请',
    );
    await refusedWithoutWriting([
      [() => pass(bank, id), ERROR_CODES.CONFLICT, '该授权已不是待审核状态，请刷新后重试'],
      [
        () => cancel(comp, id, '撤回'),
        ERROR_CODES.CONFLICT,
        '只有待审核或已生效（未过期）的授权可以取消，请刷新后重试',
      ],
    ]);
  });

  it('is not for the enterprise nor comp02', async () => {
    const pending = await demoRow(HCB, 'financial_data', 'pending');
    await refusedWithoutWriting([
      [() => pass(comp, pending.id), ERROR_CODES.FORBIDDEN],
      [() => reject(comp, pending.id, '不同意'), ERROR_CODES.FORBIDDEN],
      [() => pass(comp02, pending.id), ERROR_CODES.FORBIDDEN],
    ]);
  });

  it("an institution neither sees nor decides another institution's or another tenant's: not found", async () => {
    const jnbPending = await demoRow(JNB, 'trade_data', 'pending');
    const notFound = '授权不存在';
    await refusedWithoutWriting([
      [() => detail(bank, jnbPending.id), ERROR_CODES.NOT_FOUND, notFound],
      [() => pass(bank, jnbPending.id), ERROR_CODES.NOT_FOUND, notFound],
      [() => reject(bank, jnbPending.id, '不同意'), ERROR_CODES.NOT_FOUND, notFound],
      [() => detail(otherTenantBank, jnbPending.id), ERROR_CODES.NOT_FOUND, notFound],
      [() => pass(otherTenantBank, jnbPending.id), ERROR_CODES.NOT_FOUND, notFound],
      [() => cancel(otherTenantComp, jnbPending.id, '撤回'), ERROR_CODES.NOT_FOUND, notFound],
      [() => detail(otherTenantComp, jnbPending.id), ERROR_CODES.NOT_FOUND, notFound],
    ]);
    const mine = await list(bank);
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.institutionName === HCB)).toBe(true);
    expect((await list(bank, { institution_id: inst.ORG_JNB })).total).toBe(0);
    // 江南银行's own user decides it.
    expect((await detail(jnb, jnbPending.id)).json().error_no).toBe(0);
  });

  it('the back office sees every authorisation of the tenant and may decide a pending one', async () => {
    const all = await list(operator);
    expect(all.rows.some((r) => r.institutionName === JNB)).toBe(true);
    expect(all.rows.some((r) => r.institutionName === HCB)).toBe(true);
    expect((await list(otherTenantBank)).rows.every((r) => !all.rows.some((o) => o.id === r.id))).toBe(true);
    const jnbPending = await demoRow(JNB, 'trade_data', 'pending');
    expect((await pass(operator, jnbPending.id)).json().error_no).toBe(0);
    expect((await detail(jnb, jnbPending.id)).json().data).toMatchObject({ status: 'approved' });
    const id = await applied({ institution_id: inst.ORG_JQBL });
    expect((await reject(operator, id, '请先完成实名认证')).json().error_no).toBe(0);
    const history = ((await detail(operator, id)).json().data as AuthorizationDetail).history;
    expect(history.map((h) => [h.action, h.reason])).toEqual([
      ['apply', null],
      ['reject', '请先完成实名认证'],
    ]);
  });

  it('a pending authorisation whose date has passed cannot be passed, only rejected or cancelled', async () => {
    const id = await applied({ institution_id: inst.ORG_CJRCB });
    await db()
      .update(authorizations)
      .set({ validUntil: '2020-01-01' })
      .where(eq(authorizations.id, Number(id)));
    await refusedWithoutWriting([
      [() => pass(bank, id), ERROR_CODES.NOT_FOUND],
      [() => pass(operator, id), ERROR_CODES.CONFLICT, '该授权的截止日期已过，不能通过，请驳回'],
    ]);
    expect((await detail(comp, id)).json().data).toMatchObject({ viewStatus: 'pending' });
    expect((await cancel(comp, id, '日期已过')).json().error_no).toBe(0);
  });
});

describe('cancel', () => {
  it('needs a reason; ends a pending or approved one; refuses a rejected, cancelled or expired one', async () => {
    const id = await applied();
    await refusedWithoutWriting([
      [() => cancel(comp, id), ERROR_CODES.VALIDATION, 'reason: 请填写取消原因'],
      [() => cancel(comp, id, '因'.repeat(201)), ERROR_CODES.VALIDATION, 'reason: 原因不能超过200个字符'],
      [() => cancel(bank, id, '撤回'), ERROR_CODES.FORBIDDEN],
      [() => cancel(comp02, id, '撤回'), ERROR_CODES.FORBIDDEN],
    ]);
    expect((await pass(bank, id)).json().error_no).toBe(0);
    expect((await cancel(comp, id, '合作结束')).json().error_no).toBe(0);
    const row = (await detail(bank, id)).json().data as AuthorizationDetail;
    expect(row).toMatchObject({ status: 'cancelled', reason: '合作结束' });
    expect(row.history.map((h) => h.action)).toEqual(['apply', 'pass', 'cancel']);

    const notCancellable = '只有待审核或已生效（未过期）的授权可以取消，请刷新后重试';
    const rejected = await demoRow(HCB, 'trade_data', 'rejected');
    const expired = await demoRow(JNB, 'financial_data', 'approved');
    await db()
      .update(authorizations)
      .set({ validUntil: '2020-01-01' })
      .where(eq(authorizations.id, Number(expired.id)));
    await refusedWithoutWriting([
      [() => cancel(comp, id, '再次取消'), ERROR_CODES.CONFLICT, notCancellable],
      [() => pass(bank, id), ERROR_CODES.CONFLICT, '该授权已不是待审核状态，请刷新后重试'],
      [() => cancel(comp, rejected.id, '撤回'), ERROR_CODES.CONFLICT, notCancellable],
      [() => cancel(comp, expired.id, '撤回'), ERROR_CODES.CONFLICT, notCancellable],
    ]);
    // A cancelled authorisation frees its kind: the enterprise may apply again.
    await cancel(comp, await applied(), '测试结束');
  });

  it('settles two cancels at once: exactly one wins', async () => {
    const id = await applied();
    const before = await counts();
    const replies = await Promise.all([cancel(comp, id, '一'), cancel(comp, id, '二')]);
    expect(replies.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    expect(await counts()).toEqual({ ...before, auditLog: before.auditLog! + 1 });
  });
});

describe('query, detail and options', () => {
  it('comp02 and visitors read nothing', async () => {
    for (const path of [
      '/api/authorization/query',
      '/api/authorization/detail',
      '/api/authorization/options',
    ]) {
      expect((await comp02.post(path, { id: '1' })).json().error_no, path).toBe(ERROR_CODES.FORBIDDEN);
      expect((await browser(t.app).post(path, { id: '1' })).statusCode, path).not.toBe(200);
    }
  });

  it('filters by status, scope, institution and enterprise, waiting ones first, with paging', async () => {
    const all = await list(operator);
    const firstDecided = all.rows.findIndex((r) => r.status !== 'pending');
    expect(all.rows.slice(firstDecided).every((r) => r.status !== 'pending')).toBe(true);
    for (const status of ['pending', 'approved', 'expired', 'rejected', 'cancelled'] as const) {
      const { rows, total } = await list(operator, { status });
      expect(total).toBe(all.rows.filter((r) => r.viewStatus === status).length);
      expect(rows.every((r) => r.viewStatus === status)).toBe(true);
    }
    const byScope = await list(comp, { scope: 'financial_data', institution_id: inst.ORG_HCB });
    expect(byScope.rows.every((r) => r.scope === 'financial_data' && r.institutionName === HCB)).toBe(true);
    const [member] = await db()
      .select({ memberId: users.memberId })
      .from(users)
      .where(and(eq(users.account, 'comp01'), eq(users.tenantId, await tenantIdOf(db(), 'T001'))));
    expect((await list(operator, { member_id: String(member!.memberId) })).total).toBe(all.total);
    expect((await list(operator, { member_id: '999999' })).total).toBe(0);
    const page = await list(operator, { page_no: 2, page_size: 3 });
    expect(page.rows.map((r) => r.id)).toEqual(all.rows.slice(3, 6).map((r) => r.id));
    expect(page.total).toBe(all.total);
    const bad = await operator.post('/api/authorization/query', { status: 'lost' });
    expect(bad.json().error_info).toBe('status: 状态应为待审核、已生效、已过期、已驳回、已取消之一');
    const badId = await operator.post('/api/authorization/query', { institution_id: 'x' });
    expect(badId.json().error_info).toBe('institutionId: 机构编号不正确');
  });

  it('offers the institutions of the tenant and the enterprises the caller sees', async () => {
    const mine = (await comp.post('/api/authorization/options', {})).json().data;
    expect(mine.institutions.map((i: { id: string }) => i.id).sort()).toEqual(Object.values(inst).sort());
    expect(mine.members).toEqual([{ id: expect.any(String), name: '深圳前海鼎盛电子科技有限公司' }]);
    const other = (await otherTenantComp.post('/api/authorization/options', {})).json().data;
    expect(other.institutions.some((i: { id: string }) => i.id === inst.ORG_HCB)).toBe(false);
    const banks = (await bank.post('/api/authorization/options', {})).json().data;
    expect(banks.members.map((m: { name: string }) => m.name)).toEqual(['深圳前海鼎盛电子科技有限公司']);
  });
});
