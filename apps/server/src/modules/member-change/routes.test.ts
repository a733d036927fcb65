import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import { fileUrl } from '@scf/shared/schemas/file';
import type {
  MemberChangeCurrent,
  MemberChangeDetail,
  MemberChangePage,
  MemberChangeRow,
  MemberChangeSaveReply,
} from '@scf/shared/schemas/member-change';
import { BANKS } from '@/db/catalogue-data.ts';
import { CORE_ENTERPRISE } from '@/db/member-data.ts';
import { auditLog, memberChanges, members, registrations, roles, userRoles, users } from '@/db/schema.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import { browser, passwordLogin, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { storeFile } from '@/modules/files/store.ts';
import { addOperatorUser, tenantIdOf, userIdOf } from '@/modules/member-review/test-support.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

const CURRENT = '/api/member/change/current';
const SAVE = '/api/member/change/save';
const HISTORY = '/api/member/change/history';
const QUERY = '/api/member/change/query';
const DETAIL = '/api/member/change/detail';
const APPROVE = '/api/member/change/approve';
const REJECT = '/api/member/change/reject';

let t: TestApp;
let comp: Browser;
let admin: Browser;
/** A second operator of T001, to decide at the same moment as admin01. */
let second: Browser;
/** A user of the core enterprise (another member of T001). */
let core: Browser;

const db = () => t.database.db;

async function coreEnterpriseUser(): Promise<void> {
  const tenantId = await tenantIdOf(db(), 'T001');
  const [member] = await db()
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.usccCode, CORE_ENTERPRISE.usccCode)));
  const [role] = await db()
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.code, 'supplier')));
  const [user] = await db()
    .insert(users)
    .values({
      tenantId,
      account: 'core01',
      name: '华东重工操作员',
      userType: 'comp',
      rawRoleCode: 'normal',
      roleCode: 'supplier',
      passwordHash: await hashPassword('Core#2025x'),
      memberId: member!.id,
    })
    .returning({ id: users.id });
  await db().insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  core = browser(t.app);
  expect((await passwordLogin(core, { account: 'core01', password: 'Core#2025x' })).json().error_no).toBe(0);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [comp, admin] = await Promise.all([signedIn(t.app, 'comp01'), signedIn(t.app, 'admin01')]);
  await addOperatorUser(db(), 'T001', 'admin02', 'Second#2025');
  second = browser(t.app);
  expect((await passwordLogin(second, { account: 'admin02', password: 'Second#2025' })).json().error_no).toBe(
    0,
  );
  await coreEnterpriseUser();
});
afterAll(() => t.close());

const counts = () => rowCounts(db(), { memberChanges, auditLog, registrations, members });

async function data<T>(client: Browser, url: string, body: unknown = {}): Promise<T> {
  const res = await client.post(url, body);
  expect(res.json().error_no, `${url} ${res.body}`).toBe(0);
  return res.json().data as T;
}

const current = (client: Browser = comp) => data<MemberChangeCurrent>(client, CURRENT);
const save = (body: Record<string, unknown>, client: Browser = comp) =>
  data<MemberChangeSaveReply>(client, SAVE, body);

/** The registration of comp01's member as stored. */
async function registrationOf(client: Browser = comp) {
  const { memberId } = await current(client);
  const [row] = await db()
    .select({ registration: registrations, memberName: members.enterpriseName })
    .from(members)
    .innerJoin(registrations, eq(registrations.id, members.registrationId))
    .where(eq(members.id, memberId));
  return row!;
}

/** Decides whatever comp01 has pending, so each test starts without one. */
async function clearPending(): Promise<void> {
  const { pending } = await current();
  if (pending) await data(admin, REJECT, { id: pending.id, reason: '测试前清理' });
}

beforeEach(clearPending);

describe('who may', () => {
  it('refuses an institution user, comp02 and an enterprise where they lack the code or the member (-107)', async () => {
    const { memberId } = await current();
    const { pending } = await save({ openBankAccount: '6222000011112222' });
    const before = await counts();
    const bank = await signedIn(t.app, 'bank01');
    const comp02 = await signedIn(t.app, 'comp02');
    const refusals: [Browser, string, string, unknown][] = [
      [bank, 'bank01', CURRENT, {}],
      [bank, 'bank01', HISTORY, {}],
      [bank, 'bank01', SAVE, { contactName: '王五' }],
      [bank, 'bank01', QUERY, {}],
      [bank, 'bank01', APPROVE, { id: pending!.id }],
      [comp02, 'comp02', CURRENT, {}],
      [comp02, 'comp02', HISTORY, {}],
      [comp02, 'comp02', SAVE, { contactName: '王五' }],
      [comp02, 'comp02', QUERY, { memberId }],
      [comp02, 'comp02', REJECT, { id: pending!.id, reason: '无权' }],
      [comp, 'comp01', QUERY, {}],
      [comp, 'comp01', DETAIL, { id: pending!.id }],
      [comp, 'comp01', APPROVE, { id: pending!.id }],
      [comp, 'comp01', REJECT, { id: pending!.id, reason: '自己驳回' }],
      [admin, 'admin01', SAVE, { contactName: '王五' }],
      [admin, 'admin01', CURRENT, {}],
    ];
    for (const [client, who, url, body] of refusals) {
      const res = await client.post(url, body);
      expect(res.statusCode, `${who} ${url}`).toBe(403);
      expect(res.json().error_no, `${who} ${url}`).toBe(ERROR_CODES.FORBIDDEN);
    }
    expect((await comp02.post(CURRENT, {})).json().error_info).toBe(
      '仅平台会员企业的用户可以查看和修改企业信息',
    );
    const anonymous = browser(t.app);
    await anonymous.get('/health');
    expect((await anonymous.post(CURRENT, {})).json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
    expect(await counts()).toEqual(before);
  });

  it('keeps tenants apart: T002’s operator neither lists, opens nor decides a T001 change (not found)', async () => {
    const { pending } = await save({ openBankAccount: '6222000011113333' });
    const other = await signedIn(t.app, 'admin01', 'T002');
    const before = await counts();
    const list = await data<MemberChangePage>(other, QUERY, { keyword: pending!.usccCode });
    expect(list.rows.map((r) => r.id)).not.toContain(pending!.id);
    for (const [url, body] of [
      [DETAIL, { id: pending!.id }],
      [APPROVE, { id: pending!.id }],
      [REJECT, { id: pending!.id, reason: '跨租户' }],
    ] as const) {
      const res = await other.post(url, body);
      expect(res.json().error_no, url).toBe(ERROR_CODES.NOT_FOUND);
      expect(res.body).not.toContain(pending!.enterpriseName);
    }
    expect(await counts()).toEqual(before);
    // T002's comp01 works for its own member: it sees none of T001's changes.
    const otherComp = await signedIn(t.app, 'comp01', 'T002');
    const history = await data<MemberChangePage>(otherComp, HISTORY, {});
    expect(history.rows.map((r) => r.id)).not.toContain(pending!.id);
  });

  it('lets an enterprise read and change only its own details', async () => {
    const mine = await current();
    const theirs = await current(core);
    expect(theirs.usccCode).toBe(CORE_ENTERPRISE.usccCode);
    expect(theirs.memberId).not.toBe(mine.memberId);
    const { applied } = await save({ contactName: '许静二' }, core);
    expect(applied?.memberId).toBe(theirs.memberId);
    expect((await current()).values.contactName).toBe(mine.values.contactName);
    const history = await data<MemberChangePage>(comp, HISTORY, { pageSize: 100 });
    expect(history.rows.some((r) => r.memberId !== mine.memberId)).toBe(false);
    expect(history.rows.map((r) => r.id)).not.toContain(applied!.id);
  });
});

describe('the enterprise’s details', () => {
  it('shows the registration’s fields, the fixed credit code and the documents as links', async () => {
    const details = await current();
    const { registration: r } = await registrationOf();
    expect(details.usccCode).toBe(r.usccCode);
    expect(details.values).toMatchObject({
      enterpriseName: r.enterpriseName,
      legalRepr: r.legalRepr,
      contactMobile: r.contactMobile,
      bankName: r.bankName,
      openBankAccount: r.openBankAccount,
      legalpersonicvalidity: r.legalPersonIcValidity,
      taxCertImgUrl: fileUrl(r.taxCertImgHash),
      companyScale: String(r.companyScale),
    });
    expect(details.industryName).toBeTruthy();
    expect(details.documents.map((d) => d.kind)).toEqual(
      expect.arrayContaining(['licence', 'idFront', 'idBack']),
    );
    expect(details.documents.every((d) => d.url.startsWith('/api/files/'))).toBe(true);
  });
});

describe('saving', () => {
  it('applies contact, address and classification changes at once, recording only what changed', async () => {
    const before = await current();
    const { registration: old } = await registrationOf();
    const reply = await save({
      contactMobile: '13700001111',
      contactEmail: 'finance@dingsheng.example.cn',
      companyScale: before.values.companyScale === '1' ? '2' : '1',
      isGreenEnterprise: before.values.isGreenEnterprise === '1' ? '0' : '1',
      addressCodeList: ['440000', '440300', '440304'],
      // Unchanged: sent, yet not recorded.
      contactName: before.values.contactName,
    });
    expect(reply.pending).toBeNull();
    expect(reply.applied).toMatchObject({
      status: 'applied',
      requestedByName: '演示企业用户',
      reviewerName: null,
    });
    expect(reply.applied!.changes.map((c) => c.field)).toEqual([
      'addressCodeList',
      'contactMobile',
      'contactEmail',
      'companyScale',
      'isGreenEnterprise',
    ]);
    expect(reply.applied!.changes).toContainEqual({
      field: 'contactMobile',
      from: old.contactMobile,
      to: '13700001111',
    });
    expect(reply.applied!.changes).toContainEqual({
      field: 'contactEmail',
      from: old.contactEmail,
      to: 'finance@dingsheng.example.cn',
    });
    const { registration: now } = await registrationOf();
    expect(now).toMatchObject({
      contactMobile: '13700001111',
      contactEmail: 'finance@dingsheng.example.cn',
      addressCodeList: ['440000', '440300', '440304'],
      isGreenEnterprise: !old.isGreenEnterprise,
    });
    const audits = await db()
      .select({ action: auditLog.action, entity: auditLog.entity })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, await userIdOf(db(), 'T001', 'comp01')))
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'apply', entity: 'member_change' },
        { action: 'edit', entity: 'registration' },
      ]),
    );
    // A cleared email is recorded as nothing.
    const cleared = await save({ contactEmail: '' });
    expect(cleared.applied!.changes).toEqual([
      { field: 'contactEmail', from: 'finance@dingsheng.example.cn', to: null },
    ]);
    expect((await registrationOf()).registration.contactEmail).toBeNull();
  });

  it('files fields needing review as one pending change and applies the others in the same save', async () => {
    const { registration: old } = await registrationOf();
    const reply = await save({ contactName: '黄敏新', openBankAccount: '6222000099998888' });
    expect(reply.applied?.changes).toEqual([{ field: 'contactName', from: old.contactName, to: '黄敏新' }]);
    expect(reply.pending).toMatchObject({
      status: 'pending',
      changes: [{ field: 'openBankAccount', from: old.openBankAccount, to: '6222000099998888' }],
      decidedAt: null,
    });
    const { registration: now } = await registrationOf();
    expect(now.contactName).toBe('黄敏新');
    expect(now.openBankAccount).toBe(old.openBankAccount);
    const details = await current();
    expect(details.pending?.id).toBe(reply.pending!.id);
    expect(details.values.openBankAccount).toBe(old.openBankAccount);
  });

  it('refuses a second change needing review while one is pending, writing nothing of it', async () => {
    await save({ enterpriseName: '深圳前海鼎盛电子科技股份有限公司' });
    const before = await counts();
    const res = await comp.post(SAVE, { contactName: '不会生效', legalPersonMobile: '13912345678' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: '已有一项变更正在等待平台审核，审核完成后才能再次提交需审核的修改',
    });
    expect(await counts()).toEqual(before);
    expect((await current()).values.contactName).not.toBe('不会生效');
    // Fields applying at once may still be changed.
    expect((await save({ fax: '0755-26881234' })).applied?.changes).toHaveLength(1);
  });

  it('lets exactly one of two concurrent saves with reviewed fields file its change', async () => {
    const results = await Promise.all([
      comp.post(SAVE, { openBankAccount: '6222000000000001' }),
      comp.post(SAVE, { openBankAccount: '6222000000000002' }),
    ]);
    expect(results.map((r) => r.json().error_no).sort()).toEqual(
      [ERROR_CODES.CONFLICT, ERROR_CODES.OK].sort(),
    );
    const { memberId } = await current();
    const pending = await db()
      .select({ id: memberChanges.id })
      .from(memberChanges)
      .where(and(eq(memberChanges.memberId, memberId), eq(memberChanges.status, 'pending')));
    expect(pending).toHaveLength(1);
  });

  it('refuses the credit code, whatever the key’s spelling, and writes nothing', async () => {
    const before = await counts();
    for (const body of [
      { enterpriseInfo: '91440300MA5F2W8N1X', contactName: '王五' },
      { enterprise_info: '91440300MA5F2W8N1X' },
      { usccCode: '91440300MA5F2W8N1X' },
    ]) {
      const res = await comp.post(SAVE, body);
      expect(res.json().error_no).toBe(ERROR_CODES.VALIDATION);
      expect(res.json().error_info).toMatch(/^(enterpriseInfo|usccCode): 统一社会信用代码不可变更$/);
    }
    expect(await counts()).toEqual(before);
  });

  it('applies the registration’s rules and messages; bad input writes nothing', async () => {
    const cmb = BANKS.find((b) => b.code === 'CMB')!;
    const cases: [Record<string, unknown>, string][] = [
      [{ contactMobile: '12345' }, 'contactMobile: 移动电话格式不正确'],
      [{ contactName: '  ' }, 'contactName: 输入不能为空'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail: 邮箱格式不正确'],
      [{ fax: 'fax-number' }, 'fax: 传真格式不正确'],
      [{ companyScale: '9' }, 'companyScale: 输入不能为空'],
      [{ enterpriseName: '企'.repeat(101) }, 'enterpriseName: 企业名称不能超过100个字符'],
      [{ legalPersonCertNo: '44030519790912401X' }, 'legalPersonCertNo: 身份证号码校验位不正确'],
      [{ legalPersonMobile: '10012345678' }, 'legalPersonMobile: 移动电话格式不正确'],
      [{ openBankAccount: '6'.repeat(31) }, 'openBankAccount: 银行账号不能超过30个字符'],
      [{ addressCodeList: ['44'] }, 'addressCodeList.0: 输入不能为空'],
      [{ industryCode: 'ZZ' }, 'industryCode: 所属行业不存在'],
      [{ bankName: '不存在银行' }, 'bankName: 银行不存在'],
      [
        { bankName: cmb.name, openBankName: '平安银行股份有限公司', openBankCode: '307584007998' },
        'openBankCode: 开户行不存在或不属于所选开户银行',
      ],
      [
        { legalPerson: '王小明' },
        'legalPerson: 营业执照上的法定代表人信息与上传的法定代表人身份证信息不符，请确认后再次提交',
      ],
      [{ taxCertImgUrl: fileUrl('a'.repeat(64)) }, 'taxCertImgUrl: 文件不存在，请重新上传'],
      [
        { legalpersonIcFront: 'https://elsewhere.example/x.png' },
        'legalpersonIcFront: 文件不存在，请重新上传',
      ],
      [{}, '没有需要保存的修改'],
    ];
    const { values } = await current();
    cases.push([{ contactMobile: values.contactMobile, bankName: values.bankName }, '没有需要保存的修改']);
    const before = await counts();
    for (const [body, message] of cases) {
      const res = await comp.post(SAVE, body);
      expect(res.json().error_no, JSON.stringify(body)).toBe(ERROR_CODES.VALIDATION);
      expect(res.json().error_info, JSON.stringify(body)).toBe(message);
    }
    expect(await counts()).toEqual(before);
    expect((await current()).values).toEqual(values);
  });

  it('accepts a consistent bank change and a new licence picture, then approval writes them', async () => {
    const cmb = BANKS.find((b) => b.code === 'CMB')!;
    const licence = await storeFile(db(), {
      content: Buffer.from(`new licence ${Date.now()}`),
      contentType: 'image/png',
      originalFileName: '新营业执照.png',
    });
    const { pending } = await save({
      bankName: cmb.name,
      openBankName: cmb.defaultBranchName,
      openBankCode: cmb.defaultBranchNo,
      taxCertImgUrl: `http://localhost${licence.url}`,
    });
    expect(pending?.changes.map((c) => c.field)).toEqual([
      'taxCertImgUrl',
      'bankName',
      'openBankName',
      'openBankCode',
    ]);
    expect(pending?.changes[0]?.to).toBe(fileUrl(licence.fileHash));
    await data(admin, APPROVE, { id: pending!.id });
    const { registration: r } = await registrationOf();
    expect(r).toMatchObject({
      bankName: cmb.name,
      openBankCode: cmb.defaultBranchNo,
      taxCertImgHash: licence.fileHash,
      licenceFileHash: licence.fileHash,
      licenceFileName: '新营业执照.png',
    });
  });
});

describe('the back office’s review', () => {
  it('lists pending changes first, filters by status and enterprise, and shows before → after with the history', async () => {
    await save({ contactName: '先生效的修改' });
    const { pending } = await save({ openBankAccount: '6222000055554444' });
    const page = await data<MemberChangePage>(admin, QUERY, { pageSize: 100 });
    expect(page.rows[0]?.status).toBe('pending');
    const firstDone = page.rows.findIndex((r) => r.status !== 'pending');
    expect(page.rows.slice(firstDone).every((r) => r.status !== 'pending')).toBe(true);
    const pendingOnly = await data<MemberChangePage>(admin, QUERY, { status: 'pending' });
    expect(pendingOnly.rows.every((r) => r.status === 'pending')).toBe(true);
    expect(pendingOnly.rows.map((r) => r.id)).toContain(pending!.id);
    const byName = await data<MemberChangePage>(admin, QUERY, { keyword: '鼎盛', status: 'applied' });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.rows.every((r) => r.memberId === pending!.memberId && r.status === 'applied')).toBe(true);
    const byMember = await data<MemberChangePage>(admin, QUERY, {
      memberId: pending!.memberId,
      pageSize: 100,
    });
    expect(byMember.rows.every((r) => r.memberId === pending!.memberId)).toBe(true);
    expect((await admin.post(QUERY, { status: 'done' })).json().error_info).toBe(
      'status: 状态应为applied、pending、approved、rejected之一',
    );

    const detail = await data<MemberChangeDetail>(admin, DETAIL, { id: pending!.id });
    expect(detail.change).toMatchObject({
      id: pending!.id,
      status: 'pending',
      requestedByName: '演示企业用户',
    });
    expect(detail.change.changes[0]).toMatchObject({ field: 'openBankAccount', to: '6222000055554444' });
    expect(detail.history[0]?.id).toBe(pending!.id);
    expect(detail.historyTotal).toBe(byMember.total);
    expect(detail.history.map((h) => h.id)).toEqual(
      [...detail.history.map((h) => h.id)].sort((a, b) => b - a),
    );
  });

  it('approves once: the registration takes the new values, a second approval or rejection gets 1009', async () => {
    const { pending } = await save({ openBankAccount: '6222000077776666' });
    const approved = await data<MemberChangeRow>(admin, APPROVE, { id: pending!.id });
    expect(approved).toMatchObject({ status: 'approved', reviewerName: '演示运营人员', reason: null });
    expect(approved.decidedAt).not.toBeNull();
    expect((await registrationOf()).registration.openBankAccount).toBe('6222000077776666');
    const before = await counts();
    for (const [url, body] of [
      [APPROVE, { id: pending!.id }],
      [REJECT, { id: pending!.id, reason: '再次驳回' }],
    ] as const) {
      const res = await admin.post(url, body);
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.CONFLICT,
        error_info: '该变更已处理，不能再次审核',
      });
    }
    expect(await counts()).toEqual(before);
    const trail = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'member_change'), eq(auditLog.entityId, String(pending!.id))));
    expect(trail.map((a) => a.action).sort()).toEqual(['approve', 'submit']);
    // The enterprise is not told which operator decided.
    const mine = await data<MemberChangePage>(comp, HISTORY, {});
    expect(mine.rows.find((r) => r.id === pending!.id)).toMatchObject({
      status: 'approved',
      reviewerName: null,
    });
  });

  it('lets exactly one of two reviewers deciding at once win', async () => {
    const { pending } = await save({ legalPersonMobile: '13902350000' });
    const results = await Promise.all([
      admin.post(APPROVE, { id: pending!.id }),
      second.post(REJECT, { id: pending!.id, reason: '并发驳回' }),
      second.post(APPROVE, { id: pending!.id }),
    ]);
    expect(results.map((r) => r.json().error_no).sort()).toEqual(
      [ERROR_CODES.OK, ERROR_CODES.CONFLICT, ERROR_CODES.CONFLICT].sort(),
    );
    const decisions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'member_change'),
          eq(auditLog.entityId, String(pending!.id)),
          inArray(auditLog.action, ['approve', 'reject']),
        ),
      );
    expect(decisions).toHaveLength(1);
    const [row] = await db().select().from(memberChanges).where(eq(memberChanges.id, pending!.id));
    const mobile = (await registrationOf()).registration.legalPersonMobile;
    expect(mobile === '13902350000').toBe(row!.status === 'approved');
  });

  it('rejects only with a reason; the registration stays, the enterprise reads the reason', async () => {
    const { registration: old } = await registrationOf();
    const { pending } = await save({ enterpriseName: '鼎盛电子（深圳）有限公司' });
    const before = await counts();
    expect((await admin.post(REJECT, { id: pending!.id })).json().error_info).toBe('reason: 请填写驳回原因');
    expect((await admin.post(REJECT, { id: pending!.id, reason: '   ' })).json().error_info).toBe(
      'reason: 请填写驳回原因',
    );
    expect((await admin.post(REJECT, { id: pending!.id, reason: '因'.repeat(201) })).json().error_info).toBe(
      'reason: 驳回原因不能超过200个字符',
    );
    expect((await admin.post(REJECT, { id: 'x', reason: '原因' })).json().error_info).toBe(
      'id: 变更编号不正确',
    );
    expect(await counts()).toEqual(before);
    const rejected = await data<MemberChangeRow>(admin, REJECT, {
      id: pending!.id,
      reason: '名称与营业执照不一致',
    });
    expect(rejected).toMatchObject({ status: 'rejected', reason: '名称与营业执照不一致' });
    const { registration: now, memberName } = await registrationOf();
    expect(now.enterpriseName).toBe(old.enterpriseName);
    expect(memberName).toBe(old.enterpriseName);
    const details = await current();
    expect(details.pending).toBeNull();
    expect(details.lastReviewed).toMatchObject({
      id: pending!.id,
      status: 'rejected',
      reason: '名称与营业执照不一致',
    });
  });

  it('renames the member when a name change is approved', async () => {
    const { pending } = await save({ enterpriseName: '深圳前海鼎盛电子科技集团有限公司' });
    const { memberName: before } = await registrationOf();
    expect(before).not.toBe('深圳前海鼎盛电子科技集团有限公司');
    await data(second, APPROVE, { id: pending!.id });
    const { registration, memberName } = await registrationOf();
    expect(registration.enterpriseName).toBe('深圳前海鼎盛电子科技集团有限公司');
    expect(memberName).toBe('深圳前海鼎盛电子科技集团有限公司');
    const list = await data<MemberChangePage>(admin, QUERY, { keyword: '鼎盛电子科技集团' });
    expect(list.rows.map((r) => r.id)).toContain(pending!.id);
  });

  it('answers not found for an id that does not exist', async () => {
    for (const url of [DETAIL, APPROVE]) {
      expect((await admin.post(url, { id: 99_999_999 })).json().error_no).toBe(ERROR_CODES.NOT_FOUND);
    }
  });
});

describe('the enterprise’s history', () => {
  it('lists its changes newest first with time, who, each field from → to, status and reason', async () => {
    const { applied } = await save({ contactName: '历史一' });
    const { pending } = await save({ validityTerm: '2018-06-01 - 2048-05-31' });
    await data(admin, REJECT, { id: pending!.id, reason: '营业期限与执照不符' });
    const page = await data<MemberChangePage>(comp, HISTORY, { pageNo: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThan(2);
    expect(page.rows.map((r) => r.id)).toEqual([pending!.id, applied!.id]);
    expect(page.rows[0]).toMatchObject({
      status: 'rejected',
      reason: '营业期限与执照不符',
      requestedByName: '演示企业用户',
      changes: [{ field: 'validityTerm', from: '2018-06-01 - 9999-12-31', to: '2018-06-01 - 2048-05-31' }],
    });
    expect(page.rows[1]).toMatchObject({
      status: 'applied',
      changes: [{ field: 'contactName', to: '历史一' }],
    });
    expect(Date.parse(page.rows[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(page.rows[1]!.createdAt));
    const next = await data<MemberChangePage>(comp, HISTORY, { pageNo: 2, pageSize: 2 });
    expect(next.rows[0]!.id).toBeLessThan(applied!.id);
    expect((await comp.post(HISTORY, { pageSize: 101 })).json().error_info).toBe(
      'pageSize: 每页条数应为1到100之间的整数',
    );
  });
});
