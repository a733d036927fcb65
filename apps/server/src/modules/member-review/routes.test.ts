import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@scf/shared';
import type { MenuNode } from '@scf/shared';
import { REGISTRATION_STATUS } from '@scf/shared/schemas/member-api';
import type { ReviewDetail, ReviewEditFields } from '@scf/shared/schemas/member-review';
import { REGISTRATIONS } from '@/db/member-data.ts';
import {
  auditLog,
  members,
  menus,
  registrations,
  rolePermissions,
  roles,
  smsOutbox,
  userRoles,
  users,
} from '@/db/schema.ts';
import { seedDemoData } from '@/db/seed.ts';
import { browser, encrypter, passwordLogin, signedIn } from '@/modules/auth/test-support.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import {
  addOperatorUser,
  pendingRegistration,
  tenantIdOf,
  userIdOf,
} from '@/modules/member-review/test-support.ts';
import { rowCounts } from '@/modules/user/test-support.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

const LIST = '/api/member/review/list';
const DETAIL = '/api/member/review/detail';
const EDIT = '/api/member/review/edit';
const APPROVE = '/api/member/review/approve';
const REJECT = '/api/member/review/reject';
const DISABLE = '/api/member/review/disable';
const CHECK_DEFAULT = '/api/user/checkDefaultPwd';

let t: TestApp;
let admin: Browser;
/** A second operator of T001: decides what admin01 submitted or edited. */
let second: Browser;
const SECOND = { account: 'admin02', password: 'Second#2025' };

const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signedIn(t.app, 'admin01');
  await addOperatorUser(db(), 'T001', SECOND.account, SECOND.password);
  second = browser(t.app);
  expect((await passwordLogin(second, SECOND)).json().error_no).toBe(0);
});
afterAll(() => t.close());

const counts = async () => rowCounts(db(), { registrations, members, users, userRoles, auditLog, smsOutbox });

const statusOf = async (id: number) =>
  (await db().select({ status: registrations.status }).from(registrations).where(eq(registrations.id, id)))[0]
    ?.status;

async function detail(client: Browser, id: number): Promise<ReviewDetail> {
  const res = await client.post(DETAIL, { id });
  expect(res.json().error_no, res.body).toBe(0);
  return res.json().data as ReviewDetail;
}

/** The edit form's values: every editable field, as the detail shows them. */
function editForm(d: ReviewDetail): ReviewEditFields & { id: number } {
  return {
    id: d.id,
    enterpriseName: d.enterpriseName,
    businessAddr: d.businessAddr,
    address: d.address,
    addressCodeList: d.addressCodeList,
    contactName: d.contactName,
    contactMobile: d.contactMobile,
    contactEmail: d.contactEmail ?? '',
    fax: d.fax ?? '',
    companyScale: d.companyScale,
    isGreenEnterprise: d.isGreenEnterprise,
    industryCode: d.industryCode,
    isAgricultural: d.isAgricultural,
    legalPersonMobile: d.legalPersonMobile,
    bankName: d.bankName,
    openBankName: d.openBankName,
    openBankCode: d.openBankCode,
    openBankAccount: d.openBankAccount,
  };
}

describe('who may review', () => {
  it('refuses enterprises and institutions with -107, and visitors with a session error', async () => {
    const { id } = await pendingRegistration(db(), 'T001');
    for (const account of ['comp01', 'bank01', 'comp02']) {
      const client = await signedIn(t.app, account);
      for (const [url, body] of [
        [LIST, {}],
        [DETAIL, { id }],
        [APPROVE, { id }],
        [REJECT, { id, reason: '资料不全' }],
        [EDIT, { id }],
      ] as const) {
        const res = await client.post(url, body);
        expect(res.statusCode, `${account} ${url}`).toBe(403);
        expect(res.json().error_no).toBe(ERROR_CODES.FORBIDDEN);
      }
    }
    const anonymous = browser(t.app);
    await anonymous.get('/health');
    expect((await anonymous.post(LIST, {})).json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
    expect(await statusOf(id)).toBe(REGISTRATION_STATUS.pending);
  });

  it('keeps tenants apart: T002’s operator neither lists nor opens nor decides a T001 registration', async () => {
    const { id, enterpriseName } = await pendingRegistration(db(), 'T001');
    const other = await signedIn(t.app, 'admin01', 'T002');
    const list = (await other.post(LIST, { keyword: enterpriseName })).json();
    expect(list.data).toEqual({ rows: [], total: 0 });
    for (const [url, body] of [
      [DETAIL, { id }],
      [APPROVE, { id }],
      [REJECT, { id, reason: '不予通过' }],
    ] as const) {
      const res = await other.post(url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().error_no).toBe(ERROR_CODES.NOT_FOUND);
    }
    expect(await statusOf(id)).toBe(REGISTRATION_STATUS.pending);
  });
});

describe('POST /api/member/review/list', () => {
  it('puts pending first, newest first, pages, and filters by status and keyword', async () => {
    const a = await pendingRegistration(db(), 'T001', { name: '无锡列表甲科技有限公司' });
    const b = await pendingRegistration(db(), 'T001', { name: '无锡列表乙科技有限公司' });
    const all = (await admin.post(LIST, { pageNo: 1, pageSize: 100 })).json().data;
    const statuses = all.rows.map((r: { status: number }) => r.status);
    const firstDecided = statuses.findIndex((s: number) => s !== 0);
    expect(statuses.slice(firstDecided).includes(0)).toBe(false);
    const pendingIds = all.rows
      .filter((r: { status: number }) => r.status === 0)
      .map((r: { id: number }) => r.id);
    expect(pendingIds).toEqual([...pendingIds].sort((x: number, y: number) => y - x));
    expect(all.total).toBe(all.rows.length);

    const page = (await admin.post(LIST, { pageNo: 2, pageSize: 1, keyword: '无锡列表' })).json().data;
    expect(page.total).toBe(2);
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await admin.post(LIST, { keyword: b.usccCode.slice(-6) })).json().data.rows[0]).toMatchObject({
      id: b.id,
      enterpriseName: '无锡列表乙科技有限公司',
      operatorCount: 2,
      reviewerName: null,
    });

    const rejected = REGISTRATIONS.find((r) => r.status === 7);
    const seven = (await admin.post(LIST, { status: '7' })).json().data;
    expect(seven.rows.map((r: { usccCode: string }) => r.usccCode)).toContain(rejected?.usccCode);
    expect(seven.rows.every((r: { status: number }) => r.status === 7)).toBe(true);
    // A keyword with LIKE wildcards matches itself only.
    expect((await admin.post(LIST, { keyword: '%' })).json().data.total).toBe(0);
  });

  it('refuses a bad filter naming the field', async () => {
    for (const [body, field] of [
      [{ status: 3 }, 'status'],
      [{ pageSize: 101 }, 'pageSize'],
      [{ pageNo: 0 }, 'pageNo'],
      [{ keyword: 'x'.repeat(51) }, 'keyword'],
    ] as const) {
      const res = (await admin.post(LIST, body)).json();
      expect(res.error_no).toBe(ERROR_CODES.VALIDATION);
      expect(res.error_info).toContain(field);
    }
  });
});

describe('POST /api/member/review/detail', () => {
  it('answers every field, the operators, the documents as file URLs and the history', async () => {
    const { id, usccCode } = await pendingRegistration(db(), 'T001');
    const d = await detail(admin, id);
    expect(d).toMatchObject({
      id,
      status: 0,
      usccCode,
      legalPerson: '孙立',
      industryCode: 'F',
      industryName: expect.any(String),
      companyScale: '2',
      bankName: '招商银行',
    });
    expect(d.operators.map((o) => o.operatorType)).toEqual(['operating_sup', 'review_sup']);
    expect(d.documents.map((doc) => doc.kind)).toEqual(['licence', 'idFront', 'idBack', 'invoice']);
    for (const doc of d.documents) {
      expect(doc.url).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
      expect((await admin.get(doc.url)).statusCode).toBe(200);
    }
    expect(d.documents.find((doc) => doc.kind === 'invoice')).toMatchObject({
      fileName: '发票.pdf',
      contentType: 'application/pdf',
    });
    expect(d.history).toEqual([]);
    expect((await admin.post(DETAIL, { id: 99_999_999 })).json().error_no).toBe(ERROR_CODES.NOT_FOUND);
    expect((await admin.post(DETAIL, { id: 'x' })).json().error_no).toBe(ERROR_CODES.VALIDATION);
  });
});

describe('POST /api/member/review/edit', () => {
  it('writes the changed fields with an audit row of before and after, shown in the history', async () => {
    const { id } = await pendingRegistration(db(), 'T001');
    const form = editForm(await detail(admin, id));
    const res = await admin.post(EDIT, {
      ...form,
      enterpriseName: '南京秦淮更正商贸有限公司',
      contactMobile: '13987654321',
      companyScale: '1',
    });
    expect(res.json().error_no, res.body).toBe(0);
    const d = res.json().data as ReviewDetail;
    expect(d).toMatchObject({ enterpriseName: '南京秦淮更正商贸有限公司', companyScale: '1' });
    expect(d.history).toEqual([
      expect.objectContaining({
        action: 'edit',
        actorName: '演示运营人员',
        changes: [
          { field: 'enterpriseName', before: form.enterpriseName, after: '南京秦淮更正商贸有限公司' },
          { field: 'contactMobile', before: form.contactMobile, after: '13987654321' },
          { field: 'companyScale', before: '2', after: '1' },
        ],
      }),
    ]);
  });

  it('refuses what the wizard refuses, naming the field, and writes nothing', async () => {
    const { id } = await pendingRegistration(db(), 'T001');
    const form = editForm(await detail(admin, id));
    const before = await counts();
    for (const [change, field] of [
      [{ contactMobile: '1234' }, 'contactMobile'],
      [{ enterpriseName: '' }, 'enterpriseName'],
      [{ enterpriseName: '企'.repeat(101) }, 'enterpriseName'],
      [{ contactEmail: 'not-an-email' }, 'contactEmail'],
      [{ companyScale: '9' }, 'companyScale'],
      [{ industryCode: 'ZZ' }, 'industryCode'],
      [{ bankName: '不存在的银行' }, 'bankName'],
      [{ openBankCode: '999999999999' }, 'openBankCode'],
    ] as const) {
      const res = (await admin.post(EDIT, { ...form, ...change })).json();
      expect(res.error_no, JSON.stringify(change)).toBe(ERROR_CODES.VALIDATION);
      expect(res.error_info).toContain(field);
    }
    expect(await counts()).toEqual(before);
    expect((await detail(admin, id)).enterpriseName).toBe(form.enterpriseName);
  });

  it('refuses a registration that is no longer pending (1009)', async () => {
    const rejected = REGISTRATIONS.find((r) => r.status === 7);
    const list = (await admin.post(LIST, { keyword: rejected?.usccCode })).json().data;
    const form = editForm(await detail(admin, list.rows[0].id));
    const res = await admin.post(EDIT, { ...form, contactName: '改名' });
    expect(res.json()).toMatchObject({ error_no: ERROR_CODES.CONFLICT });
  });
});

describe('POST /api/member/review/reject', () => {
  it('needs a reason of 1-200 characters, then sets status 7 with an audit row', async () => {
    const { id } = await pendingRegistration(db(), 'T001');
    const before = await counts();
    for (const body of [{ id }, { id, reason: '   ' }, { id, reason: '因'.repeat(201) }]) {
      const res = (await admin.post(REJECT, body)).json();
      expect(res.error_no).toBe(ERROR_CODES.VALIDATION);
      expect(res.error_info).toContain('reason');
    }
    expect(await counts()).toEqual(before);
    const res = await admin.post(REJECT, { id, reason: '营业执照照片模糊，请重新提交' });
    expect(res.json()).toMatchObject({ error_no: 0, data: { id, status: 7 } });
    const d = await detail(admin, id);
    expect(d).toMatchObject({
      status: 7,
      reviewerName: '演示运营人员',
      reviewComment: '营业执照照片模糊，请重新提交',
    });
    expect(d.history.at(-1)).toMatchObject({ action: 'reject', reason: '营业执照照片模糊，请重新提交' });
    // The wizard's status check now blocks the code (该供应商审核不通过).
    expect((await admin.post(REJECT, { id, reason: '再次' })).json().error_no).toBe(ERROR_CODES.CONFLICT);
  });
});

describe('four eyes', () => {
  it('refuses a decision by the operator who submitted the registration', async () => {
    const adminId = await userIdOf(db(), 'T001', 'admin01');
    const { id } = await pendingRegistration(db(), 'T001', { submittedByUserId: adminId });
    for (const [url, body] of [
      [APPROVE, { id }],
      [REJECT, { id, reason: '自审' }],
    ] as const) {
      const res = await admin.post(url, body);
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.FORBIDDEN,
        error_info: '您提交的注册申请不能由您本人审核',
      });
    }
    expect(await statusOf(id)).toBe(0);
    expect((await second.post(REJECT, { id, reason: '资料不全' })).json().error_no).toBe(0);
  });

  it('refuses a decision by the operator who edited it; another operator decides', async () => {
    const { id } = await pendingRegistration(db(), 'T001');
    const form = editForm(await detail(admin, id));
    expect((await admin.post(EDIT, { ...form, contactName: '周到' })).json().error_no).toBe(0);
    const res = await admin.post(APPROVE, { id });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.FORBIDDEN,
      error_info: '您修改过该注册申请，不能由您本人审核',
    });
    expect(await statusOf(id)).toBe(0);
    expect((await second.post(APPROVE, { id })).json().error_no).toBe(0);
  });
});

describe('POST /api/member/review/approve', () => {
  it('creates the member and one user per operator, who sign in with the SMS password and must change it', async () => {
    const reg = await pendingRegistration(db(), 'T001');
    const res = await admin.post(APPROVE, { id: reg.id, comment: '资料齐全' });
    expect(res.json().error_no, res.body).toBe(0);
    const data = res.json().data;
    expect(data.users).toEqual(
      reg.operators.map((o) =>
        expect.objectContaining({ account: o.mobile, name: o.name, roleCode: o.type, notified: true }),
      ),
    );
    const [member] = await db().select().from(members).where(eq(members.id, data.memberId));
    expect(member).toMatchObject({ usccCode: reg.usccCode, registrationId: reg.id, status: 'active' });
    const d = await detail(admin, reg.id);
    expect(d).toMatchObject({ status: 1, reviewerName: '演示运营人员', reviewComment: '资料齐全' });
    expect(d.history.at(-1)).toMatchObject({ action: 'approve', reason: '资料齐全' });
    const tenantId = await tenantIdOf(db(), 'T001');
    const audits = await db()
      .select({ entity: auditLog.entity, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'create')))
      .orderBy(desc(auditLog.id))
      .limit(3);
    expect(audits.map((a) => a.entity).sort()).toEqual(['member', 'user', 'user']);

    for (const operator of reg.operators) {
      const [sms] = await db()
        .select()
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, operator.mobile))
        .orderBy(desc(smsOutbox.id))
        .limit(1);
      expect(sms?.text).toContain(operator.mobile);
      expect(sms?.text).toContain(sms?.code ?? '-');
      const password = sms?.code ?? '';
      const [user] = await db()
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.account, operator.mobile)));
      expect(user).toMatchObject({
        userType: 'comp',
        rawRoleCode: 'normal',
        roleCode: operator.type,
        memberId: data.memberId,
        passwordIsDefault: true,
        mobile: operator.mobile,
      });
      expect(user?.passwordHash.startsWith('$scrypt$')).toBe(true);

      const client = browser(t.app);
      const login = await passwordLogin(client, { account: operator.mobile, password });
      expect(login.json().error_no, login.body).toBe(0);
      expect((await client.get(CHECK_DEFAULT)).json()).toMatchObject({ error_no: 0, data: true });
      const permissions = (await client.get('/api/user//getUserPermissions')).json().data;
      if (operator.type === 'operating_sup') expect(permissions).toMatchObject({ REQUEST_ADD: true });
      else expect(permissions).toMatchObject({ REQUEST_CONFIRM: true });
      expect(permissions.MEMBER_REVIEW).toBeUndefined();

      const { keyId, encrypt } = await encrypter(client);
      const changed = await client.post('/api/user/resetPwd', {
        pwd: encrypt(password),
        resetedPwd: encrypt('Chosen#2025'),
        keyId,
        pwdType: 'password',
      });
      expect(changed.json().error_no, changed.body).toBe(0);
      expect((await client.get(CHECK_DEFAULT)).json()).toMatchObject({ error_no: 0, data: false });
      expect(
        (await passwordLogin(browser(t.app), { account: operator.mobile, password })).json().error_no,
      ).not.toBe(0);
      expect(
        (await passwordLogin(browser(t.app), { account: operator.mobile, password: 'Chosen#2025' })).json()
          .error_no,
      ).toBe(0);
    }
  });

  it('lets exactly one of two concurrent decisions win; the other gets 1009', async () => {
    const { id } = await pendingRegistration(db(), 'T001');
    const results = await Promise.all([
      admin.post(APPROVE, { id }),
      second.post(REJECT, { id, reason: '并发拒绝' }),
      second.post(APPROVE, { id }),
    ]);
    const codes = results.map((r) => r.json().error_no).sort();
    expect(codes).toEqual([ERROR_CODES.OK, ERROR_CODES.CONFLICT, ERROR_CODES.CONFLICT].sort());
    const decisions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(id))));
    expect(decisions).toHaveLength(1);
    const won = await statusOf(id);
    const memberRows = await db().select().from(members).where(eq(members.registrationId, id));
    expect(memberRows).toHaveLength(won === REGISTRATION_STATUS.approved ? 1 : 0);
  });

  it('refuses an operator whose mobile a user of the tenant holds, naming the row, with nothing written', async () => {
    const tenantId = await tenantIdOf(db(), 'T001');
    const [holder] = await db()
      .select({ mobile: users.mobile })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.account, 'comp01')));
    const taken = holder?.mobile ?? '';
    const { id } = await pendingRegistration(db(), 'T001', {
      operators: [
        { name: '孙青', mobile: '13655550001', type: 'operating_sup' },
        { name: '李白', mobile: taken, type: 'review_sup' },
      ],
    });
    const before = await counts();
    const res = await admin.post(APPROVE, { id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_no).toBe(ERROR_CODES.CONFLICT);
    expect(res.json().error_info).toContain('operatorInfoList[1].operatorMobile');
    expect(res.json().error_info).toContain('李白');
    expect(await counts()).toEqual(before);
    expect(await statusOf(id)).toBe(0);
  });
});

describe('POST /api/member/review/disable', () => {
  it('disables an approved enterprise: member and users disabled, its users can no longer sign in', async () => {
    const reg = await pendingRegistration(db(), 'T001');
    expect((await admin.post(APPROVE, { id: reg.id })).json().error_no).toBe(0);
    const operator = reg.operators[0];
    const [sms] = await db()
      .select({ code: smsOutbox.code })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, operator?.mobile ?? ''))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    const client = browser(t.app);
    expect(
      (await passwordLogin(client, { account: operator?.mobile ?? '', password: sms?.code ?? '' })).json()
        .error_no,
    ).toBe(0);

    expect((await admin.post(DISABLE, { id: reg.id })).json().error_no).toBe(ERROR_CODES.VALIDATION);
    const res = await admin.post(DISABLE, { id: reg.id, reason: '企业经营异常' });
    expect(res.json()).toMatchObject({ error_no: 0, data: { status: 5 } });
    expect((await db().select().from(members).where(eq(members.registrationId, reg.id)))[0]?.status).toBe(
      'disabled',
    );
    expect((await client.get(CHECK_DEFAULT)).json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
    expect((await admin.post(DISABLE, { id: reg.id, reason: '再次' })).json().error_no).toBe(
      ERROR_CODES.CONFLICT,
    );
    expect((await detail(admin, reg.id)).history.at(-1)).toMatchObject({
      action: 'disable',
      reason: '企业经营异常',
    });
  });
});

describe('GET /api/user/checkDefaultPwd', () => {
  it('answers false for a user who chose their password, and needs a session', async () => {
    expect((await admin.get(CHECK_DEFAULT)).json()).toEqual({ error_no: 0, error_info: '', data: false });
    const anonymous = browser(t.app);
    await anonymous.get('/health');
    expect((await anonymous.get(CHECK_DEFAULT)).json().error_no).toBe(ERROR_CODES.SESSION_INVALID);
  });
});

describe('demo access on an existing database', () => {
  it('seeding gives the operator role the review menu with its codes, and adds the operator roles', async () => {
    const tenantId = await tenantIdOf(db(), 'T002');
    // The database as it was before the review existed.
    await db()
      .delete(menus)
      .where(and(eq(menus.tenantId, tenantId), eq(menus.menuCode, 'op_registration_review')));
    await db()
      .delete(roles)
      .where(and(eq(roles.tenantId, tenantId), inArray(roles.code, ['operating_sup', 'review_sup'])));
    const [operatorRole] = await db()
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.code, 'operator')));
    await db()
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, operatorRole?.id ?? 0),
          inArray(rolePermissions.permissionCode, ['MEMBER_REVIEW', 'MEMBER_REGISTRATION_EDIT']),
        ),
      );
    const operator = await signedIn(t.app, 'admin01', 'T002');
    expect((await operator.post(LIST, {})).json().error_no).toBe(ERROR_CODES.FORBIDDEN);

    await seedDemoData(db());
    expect((await operator.post(LIST, {})).json().error_no).toBe(0);
    const tree = (await operator.get('/api/user/menus')).json().data.rows as MenuNode[];
    const leaves = tree.flatMap((root) => root.children);
    expect(leaves.find((m) => m.url === '/member/registrationReview')?.name).toBe('企业注册审核');
    const added = await db()
      .select({ code: roles.code, name: roles.name })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), inArray(roles.code, ['operating_sup', 'review_sup'])));
    expect(added.map((r) => r.name).sort()).toEqual(['复核操作员', '经办操作员'].sort());
  });
});
