import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER, ERROR_CODES, toSnakeKeys } from '@scf/shared';
import type { AppRegCompRequest } from '@scf/shared/schemas/member';
import { chinaDate } from '@scf/shared/dates';
import { withResidentIdCheckChar } from '@scf/shared/validators/resident-id';
import { withUsccCheckChar } from '@scf/shared/validators/uscc';
import { CORE_ENTERPRISE, REGISTRATIONS, WHITE_LIST } from '@/db/member-data.ts';
import {
  auditLog,
  memberCheckAttempts,
  memberRegistrationSettings,
  registrationOperators,
  registrations,
  tenants,
} from '@/db/schema.ts';
import { storeFile } from '@/modules/files/store.ts';
import { rowCounts, signIn, visitor } from '@/modules/user/test-support.ts';
import type { Client } from '@/modules/user/test-support.ts';
import { renderInvoicePdf } from '@/test/invoice-pdf.ts';
import { createTestApp } from '@/test/test-app.ts';
import type { TestApp } from '@/test/test-app.ts';

const STATUS = '/api/member/get_member_by_usccode';
const EXTRA = '/api/member/need_extra_check';
const CHECK = '/api/member/check_legal_cert_no';
const REGISTER = '/api/member/app_reg_comp';
const INDUSTRY = '/api/member/get_industry_group';
const LETTER = '/api/member/create_letter';
const BRANCHES = '/api/portal/eclp/query_bank_no';
const USAGE = '/client/attachment/attachment_usage/list';

let t: TestApp;
let client: Client;
let files: { licence: string; front: string; back: string; invoice: string };

const seeded = (status: number) => REGISTRATIONS.find((r) => r.status === status)!.usccCode;
const [WHITE_CHECKED, WHITE_PLAIN] = WHITE_LIST as [(typeof WHITE_LIST)[0], (typeof WHITE_LIST)[0]];

async function stored(name: string, contentType: string) {
  const { fileHash } = await storeFile(t.database.db, {
    content: Buffer.from(`${name} ${Math.random()}`),
    originalFileName: name,
    contentType,
  });
  return fileHash;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  client = await visitor(t.app);
  files = {
    licence: await stored('licence.png', 'image/png'),
    front: await stored('front.png', 'image/png'),
    back: await stored('back.png', 'image/png'),
    invoice: await stored('invoice.pdf', 'application/pdf'),
  };
});
afterAll(() => t.close());

const counts = async () => {
  const n = await rowCounts(t.database.db, {
    registrations,
    operators: registrationOperators,
    audit: auditLog,
  });
  return { registrations: n.registrations ?? 0, operators: n.operators ?? 0, audit: n.audit ?? 0 };
};

let serial = 0;
/** A fresh, valid credit code and a valid registration of it (snake_case on the wire). */
function application(overrides: (body: AppRegCompRequest) => void = () => {}) {
  serial += 1;
  const uscc = withUsccCheckChar(`91310104MA1K${String(serial).padStart(5, '0')}`);
  const body: AppRegCompRequest = {
    compInfo: {
      enterpriseName: `上海徐汇星辰贸易有限公司${serial}`,
      enterpriseInfo: uscc,
      legalRepr: '张伟',
      validityTerm: '2019-05-20 - 9999-12-31',
      businessAddr: '上海市徐汇区漕溪北路88号圣爱大厦1802室',
      address: '上海市徐汇区漕溪北路88号圣爱大厦1802室',
      addressCodeList: ['310000', '310100', '310104'],
      contactName: '李娜',
      contactMobile: '13812345678',
      contactEmail: 'lina@example.com',
      taxCertImgUrl: `/api/files/${files.licence}`,
      billUrl: `/api/files/${files.invoice}`,
      companyScale: '2',
      isGreenEnterprise: '0',
      industryCode: 'F',
      isAgricultural: '0',
    },
    legalPersonInfo: {
      legalPerson: '张伟',
      legalpersonIcFront: `/api/files/${files.front}`,
      legalpersonicback: `/api/files/${files.back}`,
      legalPersonMobile: '13912345678',
      legalPersonCertNo: withResidentIdCheckChar('31010419850612123'),
      legalpersonicvalidity: '2015.06.01-2035.06.01',
    },
    operatorInfoList: [
      {
        operatorName: '王芳',
        operatorMobile: '13700001111',
        operatorCertNo: withResidentIdCheckChar('31010419900101222'),
        wxId: 'wangfang_sh',
        operatorType: 'operating_sup',
      },
      {
        operatorName: '刘洋',
        operatorMobile: '13700002222',
        operatorCertNo: withResidentIdCheckChar('31010419910202333'),
        operatorType: 'review_sup',
      },
    ],
    memberBankInfo: {
      bankName: '招商银行',
      openBankName: '招商银行股份有限公司上海徐汇支行',
      openBankCode: '',
      openBankAccount: '121909876510801',
    },
    businessLicenseFile: {
      fileName: files.licence,
      filePath: `/api/files/${files.licence}`,
      originalFileName: '营业执照.png',
      fileHash: files.licence,
    },
    invoiceFile: {
      fileName: files.invoice,
      filePath: `/api/files/${files.invoice}`,
      originalFileName: '发票.pdf',
      fileHash: files.invoice,
    },
  };
  overrides(body);
  return body;
}

/** A branch number of CMB in Shanghai, from the search the wizard makes. */
let cmbShanghai: { branchCode: string; branchName: string };
let icbcBranch: string;

beforeAll(async () => {
  const cmb = await client.post(BRANCHES, { branch_name: '徐汇支行', bank_code: 'CMB' });
  cmbShanghai = cmb.json().data.rows[0];
  const icbc = await client.post(BRANCHES, { branch_name: '徐汇支行', bank_code: 'ICBC' });
  icbcBranch = icbc.json().data.rows[0].branchCode;
});

/**
 * In place of the placeholder invoice, a real one of the application's company to the demo core
 * enterprise, dated today: app_reg_comp checks it (invoice.test.ts tests the check itself).
 */
async function withInvoice(body: AppRegCompRequest): Promise<AppRegCompRequest> {
  if (body.invoiceFile?.fileHash !== files.invoice) return body;
  const { fileHash } = await storeFile(t.database.db, {
    content: await renderInvoicePdf({
      sellerName: body.compInfo.enterpriseName,
      sellerTaxId: body.compInfo.enterpriseInfo,
      buyerName: CORE_ENTERPRISE.enterpriseName,
      buyerTaxId: CORE_ENTERPRISE.usccCode,
      issueDate: chinaDate(new Date()),
    }),
    originalFileName: '发票.pdf',
    contentType: 'application/pdf',
  });
  body.invoiceFile = {
    ...body.invoiceFile,
    fileName: fileHash,
    filePath: `/api/files/${fileHash}`,
    fileHash,
  };
  if (body.compInfo.billUrl !== undefined) body.compInfo.billUrl = `/api/files/${fileHash}`;
  return body;
}

const submit = async (body: AppRegCompRequest) => {
  if (body.memberBankInfo.openBankCode === '') body.memberBankInfo.openBankCode = cmbShanghai.branchCode;
  return client.post(REGISTER, toSnakeKeys(await withInvoice(body)));
};

async function clearAttempts() {
  await t.database.db.delete(memberCheckAttempts);
}

describe('get_member_by_usccode', () => {
  it('answers the status of each seeded registration, null for an unknown code', async () => {
    for (const status of [0, 1, 5, 7]) {
      const res = await client.post(STATUS, { usc_code: seeded(status) });
      expect(res.json()).toEqual({ error_no: 0, error_info: '', data: { status } });
    }
    const unknown = withUsccCheckChar('91310000MA1FL0000');
    expect((await client.post(STATUS, { usc_code: unknown.toLowerCase() })).json().data).toEqual({
      status: null,
    });
  });

  it('names the field of a malformed code', async () => {
    const wrong = seeded(0).slice(0, 17) + (seeded(0).endsWith('0') ? '1' : '0');
    for (const [code, info] of [
      [wrong, 'uscCode: 统一社会信用代码校验位不正确'],
      ['', 'uscCode: 输入不能为空'],
      ['12345', 'uscCode: 统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）'],
    ]) {
      const res = await client.post(STATUS, { usc_code: code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error_no: ERROR_CODES.VALIDATION, error_info: info });
    }
  });

  it('reads the caller’s tenant only', async () => {
    const db = t.database.db;
    const [t2] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'T002'));
    await db
      .update(registrations)
      .set({ status: 1 })
      .where(and(eq(registrations.tenantId, t2!.id), eq(registrations.usccCode, seeded(7))));
    expect((await client.post(STATUS, { usc_code: seeded(7) })).json().data).toEqual({ status: 7 });
  });
});

describe('need_extra_check', () => {
  it('asks for the check of a white-listed code with a legal mobile on record', async () => {
    const res = await client.post(EXTRA, { usc_code: WHITE_CHECKED.usccCode });
    expect(res.json().data).toEqual({ memberWhiteStatus: '1', needExtraCheck: '1' });
  });

  it('white-lists without a check when no mobile is on record, and neither for others', async () => {
    expect((await client.post(EXTRA, { uscCode: WHITE_PLAIN.usccCode })).json().data).toEqual({
      memberWhiteStatus: '1',
      needExtraCheck: '0',
    });
    expect((await client.post(EXTRA, { uscCode: seeded(0) })).json().data).toEqual({
      memberWhiteStatus: '0',
      needExtraCheck: '0',
    });
  });

  it('asks no check when the tenant turned it off', async () => {
    const db = t.database.db;
    await db.update(memberRegistrationSettings).set({ extraCheckEnabled: false });
    try {
      expect((await client.post(EXTRA, { uscCode: WHITE_CHECKED.usccCode })).json().data).toEqual({
        memberWhiteStatus: '1',
        needExtraCheck: '0',
      });
    } finally {
      await db.update(memberRegistrationSettings).set({ extraCheckEnabled: true });
    }
  });

  it('validates the code', async () => {
    const res = await client.post(EXTRA, { uscCode: 'x' });
    expect(res.json().error_info).toMatch(/^uscCode: /);
  });
});

describe('check_legal_cert_no', () => {
  const right = WHITE_CHECKED.legalPersonMobile!.slice(-4);
  const wrong = right === '0000' ? '1111' : '0000';
  const check = (checkCode: string, uscCode = WHITE_CHECKED.usccCode) =>
    client.post(CHECK, { usc_code: uscCode, check_code: checkCode });

  beforeEach(clearAttempts);

  it('passes the last four digits of the legal representative’s mobile', async () => {
    const res = await check(right);
    expect(res.json()).toEqual({ error_no: 0, error_info: '校验通过', data: { passed: true } });
  });

  it('refuses other digits, counting down, and locks after 5 wrong tries even for the right digits', async () => {
    for (let i = 1; i <= 4; i++) {
      const res = await check(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: 'checkCode: 手机号后四位与法定代表人预留手机号不符',
        data: { remainingAttempts: 5 - i, errors: [{ field: 'checkCode', rule: 'match' }] },
      });
    }
    const fifth = await check(wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      error_no: ERROR_CODES.TOO_MANY_REQUESTS,
      error_info: '校验错误次数过多，请30分钟后再试',
    });
    expect((await check(right)).json().error_no).toBe(ERROR_CODES.TOO_MANY_REQUESTS);
    // Once the lock has run out, the right digits pass and the count starts again.
    await t.database.db.update(memberCheckAttempts).set({ lockedUntil: new Date(Date.now() - 1000) });
    expect((await check(right)).json().error_info).toBe('校验通过');
  });

  it('a right answer clears the count of wrong ones', async () => {
    for (let i = 0; i < 4; i++) await check(wrong);
    expect((await check(right)).json().error_no).toBe(0);
    expect((await check(wrong)).json().data.remainingAttempts).toBe(4);
  });

  it('refuses a code that needs no check, and a malformed check code', async () => {
    const plain = await check(right, WHITE_PLAIN.usccCode);
    expect(plain.json()).toMatchObject({ error_info: 'uscCode: 该企业无需法定代表人校验' });
    for (const code of ['', '12a4', '12345']) {
      expect((await check(code)).json()).toMatchObject({
        error_no: ERROR_CODES.VALIDATION,
        error_info: 'checkCode: 请输入手机号后四位',
      });
    }
  });
});

describe('app_reg_comp', () => {
  it('stores a registration pending review with its operators and an audit row; empty data', async () => {
    const before = await counts();
    const body = application();
    const res = await submit(body);
    expect(res.json()).toEqual({ error_no: 0, error_info: '', data: null });
    expect(await counts()).toEqual({
      registrations: before.registrations + 1,
      operators: before.operators + 2,
      audit: before.audit + 1,
    });
    const [row] = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.usccCode, body.compInfo.enterpriseInfo));
    expect(row).toMatchObject({
      status: 0,
      enterpriseName: body.compInfo.enterpriseName,
      addressCodeList: ['310000', '310100', '310104'],
      taxCertImgHash: files.licence,
      billHash: body.invoiceFile!.fileHash,
      invoiceFileHash: body.invoiceFile!.fileHash,
      licenceFileName: '营业执照.png',
      companyScale: 2,
      isGreenEnterprise: false,
      whiteListed: false,
      legalChecked: false,
      submittedByUserId: null,
    });
    // The authorization letter the registrant ticked is kept with the registration, naming it.
    const letter = await t.app.inject({ method: 'GET', url: `/api/files/${row!.letterHash}` });
    expect(letter.statusCode).toBe(200);
    expect(letter.body).toContain(body.compInfo.enterpriseName);
    expect(letter.body).toContain(body.compInfo.enterpriseInfo);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'registration'), eq(auditLog.entityId, String(row!.id))));
    expect(audit).toMatchObject({
      action: 'register',
      entity: 'registration',
      actorUserId: null,
      detail: { usccCode: body.compInfo.enterpriseInfo, submittedBy: 'anonymous' },
    });
    expect((await client.post(STATUS, { usc_code: body.compInfo.enterpriseInfo })).json().data).toEqual({
      status: 0,
    });

    // The same code again: now pending review.
    const again = await submit(
      application((b) => (b.compInfo.enterpriseInfo = body.compInfo.enterpriseInfo)),
    );
    expect(again.json()).toMatchObject({
      error_no: ERROR_CODES.CONFLICT,
      error_info: 'compInfo.enterpriseInfo: 该供应商为待审核状态',
    });
  });

  it('of two submissions of one code at once, one is stored', async () => {
    const before = await counts();
    const first = application();
    const second = application((b) => (b.compInfo.enterpriseInfo = first.compInfo.enterpriseInfo));
    const replies = await Promise.all([submit(first), submit(second)]);
    expect(replies.map((r) => r.json().error_no).sort()).toEqual([0, ERROR_CODES.CONFLICT]);
    expect((await counts()).registrations).toBe(before.registrations + 1);
  });

  it('refuses a code whose registration is pending, disabled, rejected or approved; nothing written', async () => {
    const before = await counts();
    for (const [status, message] of [
      [0, '该供应商为待审核状态'],
      [5, '该供应商为禁用状态'],
      [7, '该供应商审核不通过'],
      [1, '该企业已注册，请直接登录'],
    ] as const) {
      const res = await submit(application((b) => (b.compInfo.enterpriseInfo = seeded(status))));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error_no: ERROR_CODES.CONFLICT,
        error_info: `compInfo.enterpriseInfo: ${message}`,
      });
    }
    expect(await counts()).toEqual(before);
  });

  const missingHash = 'f'.repeat(64);
  const badInputs: [string, (b: AppRegCompRequest) => void, string][] = [
    ['no enterprise name', (b) => (b.compInfo.enterpriseName = ' '), 'compInfo.enterpriseName: 输入不能为空'],
    [
      'a name over 100 characters',
      (b) => (b.compInfo.enterpriseName = '企'.repeat(101)),
      'compInfo.enterpriseName: 企业名称不能超过100个字符',
    ],
    [
      'a credit code with a wrong check character',
      (b) =>
        (b.compInfo.enterpriseInfo = `${b.compInfo.enterpriseInfo.slice(0, 17)}${b.compInfo.enterpriseInfo.endsWith('0') ? '1' : '0'}`),
      'compInfo.enterpriseInfo: 统一社会信用代码校验位不正确',
    ],
    [
      'a bad contact mobile',
      (b) => (b.compInfo.contactMobile = '12345678901'),
      'compInfo.contactMobile: 移动电话格式不正确',
    ],
    ['a bad email', (b) => (b.compInfo.contactEmail = 'lina@'), 'compInfo.contactEmail: 邮箱格式不正确'],
    [
      'a region code that is not six digits',
      (b) => (b.compInfo.addressCodeList = ['31']),
      'compInfo.addressCodeList.0: 输入不能为空',
    ],
    [
      'an unknown company scale',
      (b) => ((b.compInfo as { companyScale: string }).companyScale = '3'),
      'compInfo.companyScale: 输入不能为空',
    ],
    [
      'a legal ID number with a wrong check digit',
      (b) => {
        const id = b.legalPersonInfo.legalPersonCertNo;
        b.legalPersonInfo.legalPersonCertNo = `${id.slice(0, 17)}${id.endsWith('0') ? '1' : '0'}`;
      },
      'legalPersonInfo.legalPersonCertNo: 身份证号码校验位不正确',
    ],
    [
      'an operator ID of 17 characters',
      (b) => (b.operatorInfoList[0]!.operatorCertNo = '31010419900101222'),
      'operatorInfoList.0.operatorCertNo: 身份证格式不正确',
    ],
    ['no operator', (b) => (b.operatorInfoList = []), 'operatorInfoList: 请至少添加一位操作员信息'],
    [
      'two operators with one mobile',
      (b) => (b.operatorInfoList[1]!.operatorMobile = b.operatorInfoList[0]!.operatorMobile),
      'operatorInfoList.1.operatorMobile: 手机号不能相同',
    ],
    [
      'two operators with one ID number',
      (b) => (b.operatorInfoList[1]!.operatorCertNo = b.operatorInfoList[0]!.operatorCertNo),
      'operatorInfoList.1.operatorCertNo: 身份证号不能相同',
    ],
    [
      'six handling operators',
      (b) =>
        (b.operatorInfoList = Array.from({ length: 6 }, (_, i) => ({
          operatorName: `经办${i}`,
          operatorMobile: `1360000000${i}`,
          operatorCertNo: withResidentIdCheckChar(`3101041990010100${i}`),
          operatorType: 'operating_sup' as const,
        }))),
      'operatorInfoList: 最多可添加5个经办操作员',
    ],
    [
      'an unknown operator role',
      (b) => ((b.operatorInfoList[0] as { operatorType: string }).operatorType = 'boss'),
      'operatorInfoList.0.operatorType: 输入不能为空',
    ],
    [
      'a bank account over 30 characters',
      (b) => (b.memberBankInfo.openBankAccount = '6'.repeat(31)),
      'memberBankInfo.openBankAccount: 银行账号不能超过30个字符',
    ],
    [
      'a licence name on the ID differing from the licence',
      (b) => (b.legalPersonInfo.legalPerson = '张薇'),
      'legalPersonInfo.legalPerson: 营业执照上的法定代表人信息与上传的法定代表人身份证信息不符，请确认后再次提交',
    ],
    ['an unknown industry', (b) => (b.compInfo.industryCode = 'Z'), 'compInfo.industryCode: 所属行业不存在'],
    [
      'an unknown bank',
      (b) => (b.memberBankInfo.bankName = '月球银行'),
      'memberBankInfo.bankName: 银行不存在',
    ],
    [
      'a branch of another bank',
      (b) => (b.memberBankInfo.openBankCode = icbcBranch),
      'memberBankInfo.openBankCode: 开户行不存在或不属于所选开户银行',
    ],
    [
      'a licence picture that was never uploaded',
      (b) => (b.compInfo.taxCertImgUrl = `/api/files/${missingHash}`),
      'compInfo.taxCertImgUrl: 文件不存在，请重新上传',
    ],
    [
      'a picture reference that is no file of the store',
      (b) => (b.legalPersonInfo.legalpersonIcFront = 'https://example.com/a.png'),
      'legalPersonInfo.legalpersonIcFront: 文件不存在，请重新上传',
    ],
    [
      'a licence file hash that was never uploaded',
      (b) => (b.businessLicenseFile.fileHash = missingHash),
      'businessLicenseFile.fileHash: 文件不存在，请重新上传',
    ],
    [
      'no invoice for an enterprise that is not white-listed',
      (b) => {
        delete b.invoiceFile;
        delete b.compInfo.billUrl;
      },
      'invoiceFile: 请上传发票',
    ],
    [
      'no check code for a code that needs the extra check',
      (b) => {
        b.compInfo.enterpriseInfo = WHITE_CHECKED.usccCode;
      },
      'checkCode: 请先完成法定代表人校验',
    ],
  ];

  it.each(badInputs)('refuses %s, naming the field; nothing written', async (_name, change, info) => {
    const before = await counts();
    const res = await submit(application(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error_info).toBe(info);
    expect(res.json().data.errors[0].field).toBe(info.split(':')[0]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a body without its parts', async () => {
    const before = await counts();
    const res = await client.post(REGISTER, {});
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: expect.stringMatching(/^compInfo: /),
    });
    expect(await counts()).toEqual(before);
  });

  it('a white-listed enterprise registers without an invoice after the extra check', async () => {
    await clearAttempts();
    const before = await counts();
    const withoutInvoice = (b: AppRegCompRequest) => {
      b.compInfo.enterpriseInfo = WHITE_CHECKED.usccCode;
      b.compInfo.legalRepr = WHITE_CHECKED.legalPersonName;
      b.legalPersonInfo.legalPerson = WHITE_CHECKED.legalPersonName;
      delete b.invoiceFile;
      delete b.compInfo.billUrl;
    };
    const wrong = await submit(application((b) => (withoutInvoice(b), (b.checkCode = '0000'))));
    expect(wrong.json()).toMatchObject({ error_info: 'checkCode: 手机号后四位与法定代表人预留手机号不符' });
    expect(await counts()).toEqual(before);

    const right = WHITE_CHECKED.legalPersonMobile!.slice(-4);
    const res = await submit(application((b) => (withoutInvoice(b), (b.checkCode = right))));
    expect(res.json()).toEqual({ error_no: 0, error_info: '', data: null });
    const [row] = await t.database.db
      .select({
        whiteListed: registrations.whiteListed,
        legalChecked: registrations.legalChecked,
        bill: registrations.billHash,
      })
      .from(registrations)
      .where(eq(registrations.usccCode, WHITE_CHECKED.usccCode));
    expect(row).toEqual({ whiteListed: true, legalChecked: true, bill: null });
  });

  it('without the legal representative match setting, differing names are accepted', async () => {
    const db = t.database.db;
    await db.update(memberRegistrationSettings).set({ legalPersonMatch: false });
    try {
      const res = await submit(application((b) => (b.legalPersonInfo.legalPerson = '张薇')));
      expect(res.json().error_no).toBe(0);
    } finally {
      await db.update(memberRegistrationSettings).set({ legalPersonMatch: true });
    }
  });

  it('runs the invoice check on the invoice file: a failing invoice is refused, nothing written', async () => {
    const before = await counts();
    const body = await withInvoice(application());
    const invoiceOfOther = await storeFile(t.database.db, {
      content: await renderInvoicePdf({
        sellerName: '上海徐汇其他贸易有限公司',
        sellerTaxId: body.compInfo.enterpriseInfo,
        buyerName: CORE_ENTERPRISE.enterpriseName,
        buyerTaxId: CORE_ENTERPRISE.usccCode,
        issueDate: chinaDate(new Date()),
      }),
      originalFileName: '发票.pdf',
      contentType: 'application/pdf',
    });
    body.invoiceFile = { ...body.invoiceFile!, fileHash: invoiceOfOther.fileHash };
    const res = await submit(body);
    const message = `发票销售方“上海徐汇其他贸易有限公司”不是${body.compInfo.enterpriseName}，请上传本企业开具的发票`;
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: `invoiceFile: ${message}`,
      error_key: 'validation.invoiceSellerName',
      error_params: { seller: '上海徐汇其他贸易有限公司', company: body.compInfo.enterpriseName },
      data: { errors: [{ field: 'invoiceFile', rule: 'sellerName', message }] },
    });
    expect(await counts()).toEqual(before);
  });

  it('needs no invoice from a white-listed enterprise', async () => {
    const res = await submit(
      application((b) => {
        b.compInfo.enterpriseInfo = WHITE_PLAIN.usccCode;
        b.compInfo.legalRepr = WHITE_PLAIN.legalPersonName;
        b.legalPersonInfo.legalPerson = WHITE_PLAIN.legalPersonName;
        delete b.invoiceFile;
        delete b.compInfo.billUrl;
      }),
    );
    expect(res.json()).toEqual({ error_no: 0, error_info: '', data: null });
    const [row] = await t.database.db
      .select({ whiteListed: registrations.whiteListed, invoice: registrations.invoiceFileHash })
      .from(registrations)
      .where(eq(registrations.usccCode, WHITE_PLAIN.usccCode));
    expect(row).toEqual({ whiteListed: true, invoice: null });
  });

  it('records the signed-in user who submits', async () => {
    const user = await visitor(t.app);
    expect((await signIn(user, { account: 'comp01', password: 'Comp@12345' })).json().error_no).toBe(0);
    const body = application();
    body.memberBankInfo.openBankCode = cmbShanghai.branchCode;
    expect((await user.post(REGISTER, await withInvoice(body))).json().error_no).toBe(0);
    const [row] = await t.database.db
      .select({ by: registrations.submittedByUserId })
      .from(registrations)
      .where(eq(registrations.usccCode, body.compInfo.enterpriseInfo));
    expect(row?.by).toEqual(expect.any(Number));
  });

  it('needs the CSRF token like every write', async () => {
    const before = await counts();
    const body = toSnakeKeys(application((b) => (b.memberBankInfo.openBankCode = cmbShanghai.branchCode)));
    const res = await client.request({
      method: 'POST',
      url: REGISTER,
      payload: body as Record<string, unknown>,
      headers: { [CSRF_HEADER]: 'forged' },
    });
    expect(res.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('get_industry_group', () => {
  it('lists the GB/T 4754 sections in the caller’s language', async () => {
    const zh = (await client.post(INDUSTRY, {})).json().data;
    expect(zh.total).toBe(20);
    expect(zh.rows[2]).toEqual({ value: 'C', desc: '制造业' });
    const en = await client.request({
      method: 'POST',
      url: INDUSTRY,
      payload: {},
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.json().data.rows[2]).toEqual({ value: 'C', desc: 'Manufacturing' });
  });
});

describe('create_letter', () => {
  it('stores the letter naming the enterprise, escaped, and answers its hash', async () => {
    const uscc = withUsccCheckChar('91310104MA1K99999');
    const res = await client.post(LETTER, {
      enterprise_name: '上海<script>alert(1)</script>有限公司',
      enterprise_info: uscc,
      legal_repr: '张伟',
    });
    const { hash, type } = res.json().data;
    expect(type).toBe('html');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const file = await client.get(`/api/files/${hash}`);
    expect(file.headers['content-type']).toContain('text/html');
    expect(file.body).toContain('用户授权函');
    expect(file.body).toContain(uscc);
    expect(file.body).toContain('供应链金融服务平台');
    expect(file.body).toContain('&lt;script&gt;');
    expect(file.body).not.toContain('<script>');
  });

  it('validates the enterprise data', async () => {
    const res = await client.post(LETTER, {
      enterprise_name: '某公司',
      enterprise_info: 'bad',
      legal_repr: '张伟',
    });
    expect(res.json().error_info).toMatch(/^enterpriseInfo: 统一社会信用代码/);
  });
});

describe('query_bank_no', () => {
  const search = (body: Record<string, unknown>) => client.post(BRANCHES, body);

  it('finds branches by a trimmed keyword, within one bank when asked', async () => {
    expect(cmbShanghai.branchName).toBe('招商银行股份有限公司上海徐汇支行');
    const res = await search({ branch_name: '  深圳南山支行  ' });
    const rows = res.json().data.rows as { branchCode: string; branchName: string }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.branchName.includes('深圳南山支行') && /^\d{12}$/.test(r.branchCode))).toBe(
      true,
    );
    const cmb = (await search({ branch_name: '深圳南山支行', bank_code: 'CMB' })).json().data;
    expect(cmb).toEqual({
      rows: [{ branchCode: expect.any(String), branchName: '招商银行股份有限公司深圳南山支行' }],
      total: 1,
    });
  });

  it('finds a bank’s default branch and caps the rows', async () => {
    const rows = (await search({ branch_name: '总行清算中心' })).json().data.rows;
    expect(rows).toContainEqual({
      branchCode: '102100099996',
      branchName: '中国工商银行股份有限公司总行清算中心',
    });
    expect((await search({ branch_name: '银行' })).json().data.total).toBe(50);
  });

  it('answers no rows when nothing matches; wildcards match themselves', async () => {
    for (const keyword of ['火星支行', '%', '_']) {
      expect((await search({ branch_name: keyword })).json().data).toEqual({ rows: [], total: 0 });
    }
  });

  it('refuses an empty keyword, one over 60 characters and an unknown bank', async () => {
    expect((await search({ branch_name: '   ' })).json().error_info).toBe(
      'branchName: 请输入关键词模糊查询开户行',
    );
    expect((await search({})).json().error_info).toBe('branchName: 请输入关键词模糊查询开户行');
    expect((await search({ branch_name: '支'.repeat(61) })).json().error_info).toBe(
      'branchName: 关键词不能超过60个字符',
    );
    expect((await search({ branch_name: '支'.repeat(60) })).json().error_no).toBe(0);
    expect((await search({ branch_name: '支行', bank_code: 'MOON' })).json().error_info).toBe(
      'bankCode: 银行不存在',
    );
  });
});

describe('attachment_usage/list', () => {
  it('lists the documents of a registration with their rules', async () => {
    const data = (await client.post(USAGE, { biz_type: 'AUTH_REGISTER' })).json().data;
    expect(data.total).toBe(5);
    expect(data.rows.map((r: { defId: string }) => r.defId)).toEqual([
      'BUSINESS_LICENSE',
      'LEGAL_ID_FRONT',
      'LEGAL_ID_BACK',
      'AUTH_LETTER',
      'INVOICE',
    ]);
    expect(data.rows[0]).toMatchObject({
      bizType: 'AUTH_REGISTER',
      fileName: '营业执照',
      fileTypes: 'jpg,jpeg,png,gif',
      maxSizeKb: 5120,
      maxCount: 1,
      required: true,
    });
    expect(data.rows[4]).toMatchObject({ fileTypes: 'pdf', waivedForWhiteList: true });
  });

  it('refuses another business type', async () => {
    const res = await client.post(USAGE, { biz_type: 'LOAN' });
    expect(res.json()).toMatchObject({
      error_no: ERROR_CODES.VALIDATION,
      error_info: 'bizType: 业务类型不正确',
    });
  });
});
