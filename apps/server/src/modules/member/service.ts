import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES } from '@scf/shared';
import type { Language } from '@scf/shared';
import type {
  appRegCompRequest,
  checkLegalCertNoRequest,
  needExtraCheckRequest,
} from '@scf/shared/schemas/member';
import {
  BLOCKING_STATUS_MESSAGES,
  BRANCH_SEARCH_LIMIT,
  REGISTRATION_STATUS,
} from '@scf/shared/schemas/member-api';
import type {
  AttachmentUsageRow,
  BankBranchRow,
  CreateLetterRequest,
  MemberByUsccReply,
  QueryBankNoRequest,
} from '@scf/shared/schemas/member-api';
import type { DictRow } from '@scf/shared/schemas/product';
import { chinaDate } from '@scf/shared/dates';
import type { Db } from '@/db/client.ts';
import { catalogueError, catalogueFieldError, fieldError } from '@/lib/app-error.ts';
import type { AppError } from '@/lib/app-error.ts';
import { pageConfig } from '@/modules/dict/service.ts';
import { storeFile } from '@/modules/files/store.ts';
import { checkInvoice, invoiceRefusal } from '@/modules/member/invoice-check.ts';
import { authorizationLetterHtml } from '@/modules/member/letter.ts';
import {
  bankExists,
  existingFileHashes,
  findBankByName,
  findBranch,
  findLatestRegistration,
  findSettings,
  findWhiteListEntry,
  industryGroupExists,
  insertRegistration,
  listIndustryGroups,
  lockCheckAttempts,
  saveCheckAttempts,
  searchBranches,
} from '@/modules/member/repository.ts';
import type { Caller } from '@/modules/product/caller.ts';
import { dictName } from '@/modules/product/service.ts';
import { insertAuditLog } from '@/modules/user/repository.ts';

/** Enterprise registration (business.md section 7 "Registration and verification"; issue 5). */

type Data = Pick<FastifyInstance, 'db'>;

/** Wrong answers of the legal-representative check before the code is locked, and for how long. */
export const LEGAL_CHECK_MAX_FAILURES = 5;
export const LEGAL_CHECK_LOCK_MINUTES = 30;

export async function memberStatus(app: Data, caller: Caller, usccCode: string): Promise<MemberByUsccReply> {
  const latest = await findLatestRegistration(app.db, caller.tenantId, usccCode);
  return { status: latest?.status ?? null };
}

interface ExtraCheck {
  memberWhiteStatus: '1' | '0';
  needExtraCheck: '1' | '0';
  /** The mobile whose last four digits answer the check, when it is needed. */
  legalPersonMobile: string | null;
}

/**
 * memberWhiteStatus '1': the code is on the tenant's white list (in force), so no invoice is
 * needed. needExtraCheck '1': such an enterprise claims that privilege only by proving the last four
 * digits of the legal representative's mobile on record (docs/decisions.md).
 */
async function extraCheckOf(db: Db, tenantId: number, usccCode: string): Promise<ExtraCheck> {
  const [entry, settings] = await Promise.all([
    findWhiteListEntry(db, tenantId, usccCode),
    findSettings(db, tenantId),
  ]);
  const white = entry?.whiteStatus === '1';
  const mobile = white && settings.extraCheckEnabled ? (entry.legalPersonMobile ?? null) : null;
  return {
    memberWhiteStatus: white ? '1' : '0',
    needExtraCheck: mobile ? '1' : '0',
    legalPersonMobile: mobile,
  };
}

export async function needExtraCheck(
  app: Data,
  caller: Caller,
  body: z.infer<typeof needExtraCheckRequest>,
): Promise<{ memberWhiteStatus: string; needExtraCheck: string }> {
  const { memberWhiteStatus, needExtraCheck } = await extraCheckOf(app.db, caller.tenantId, body.uscCode);
  return { memberWhiteStatus, needExtraCheck };
}

type CheckOutcome = { passed: true } | { passed: false; locked: boolean; remaining: number };

/**
 * Compares a check code with the mobile's last four digits and counts the wrong ones per credit
 * code: the fifth locks the code for 30 minutes, a right one clears the count. The count is
 * committed before the caller throws, so a refusal still counts.
 */
async function verifyCheckCode(
  db: Db,
  tenantId: number,
  usccCode: string,
  mobile: string,
  checkCode: string,
): Promise<CheckOutcome> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const state = await lockCheckAttempts(tx, tenantId, usccCode);
    const lockExpired = state.lockedUntil !== null && state.lockedUntil <= now;
    if (state.lockedUntil !== null && !lockExpired) return { passed: false, locked: true, remaining: 0 };
    const failures = lockExpired ? 0 : state.failures;
    if (checkCode === mobile.slice(-4)) {
      await saveCheckAttempts(tx, tenantId, usccCode, { failures: 0, lockedUntil: null });
      return { passed: true };
    }
    const next = failures + 1;
    const locked = next >= LEGAL_CHECK_MAX_FAILURES;
    await saveCheckAttempts(tx, tenantId, usccCode, {
      failures: locked ? 0 : next,
      lockedUntil: locked ? new Date(now.getTime() + LEGAL_CHECK_LOCK_MINUTES * 60_000) : null,
    });
    return { passed: false, locked, remaining: LEGAL_CHECK_MAX_FAILURES - next };
  });
}

function checkRefusal(outcome: Exclude<CheckOutcome, { passed: true }>, field: string): AppError {
  if (outcome.locked) {
    return catalogueError(ERROR_CODES.TOO_MANY_REQUESTS, 'legalCheckLocked', {
      httpStatus: 429,
      data: { remainingAttempts: 0 },
    });
  }
  return catalogueFieldError(field, 'match', 'legalCheckWrong', {
    data: { remainingAttempts: outcome.remaining },
  });
}

/** check_legal_cert_no: error_info 校验通过 on success (the spec's reply). */
export async function checkLegalCertNo(
  app: Data,
  caller: Caller,
  body: z.infer<typeof checkLegalCertNoRequest>,
): Promise<void> {
  const check = await extraCheckOf(app.db, caller.tenantId, body.uscCode);
  if (check.legalPersonMobile === null) throw catalogueFieldError('uscCode', 'needed', 'legalCheckUnneeded');
  const outcome = await verifyCheckCode(
    app.db,
    caller.tenantId,
    body.uscCode,
    check.legalPersonMobile,
    body.checkCode,
  );
  if (!outcome.passed) throw checkRefusal(outcome, 'checkCode');
}

/** A file reference of the wizard: the store's URL (/api/files/<hash>) or the bare hash. */
const FILE_REF = /^(?:\S*\/api\/files\/)?([0-9a-fA-F]{64})(?:[?#]\S*)?$/;

export const hashOfFileRef = (ref: string): string | null =>
  FILE_REF.exec(ref.trim())?.[1]?.toLowerCase() ?? null;

type AppRegComp = z.infer<typeof appRegCompRequest>;

/** The registration's files by field; a reference that is not a store URL is missing as well. */
async function requireFiles(
  db: Db,
  refs: [field: string, ref: string | undefined][],
): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const [field, ref] of refs) {
    if (ref === undefined || ref === '') continue;
    const hash = hashOfFileRef(ref);
    if (hash === null) throw catalogueFieldError(field, 'exists', 'fileMissing');
    hashes.set(field, hash);
  }
  const present = await existingFileHashes(db, [...hashes.values()]);
  for (const [field, hash] of hashes) {
    if (!present.has(hash)) throw catalogueFieldError(field, 'exists', 'fileMissing');
  }
  return hashes;
}

/** A credit code that already has a registration: blocked by its status, or already a member. */
function statusRefusal(status: number): AppError {
  const key = BLOCKING_STATUS_MESSAGES[status] ?? 'memberRegistered';
  return catalogueFieldError('compInfo.enterpriseInfo', 'status', key, { code: ERROR_CODES.CONFLICT });
}

/**
 * app_reg_comp: every rule first (status of the code, legal representative match, dictionary and
 * bank references, files, invoice, extra check), then the registration, its operators and an audit
 * row in one transaction. A new registration is pending review (0).
 */
export async function registerEnterprise(app: Data, caller: Caller, body: AppRegComp): Promise<void> {
  const { db } = app;
  const { tenantId } = caller;
  const comp = body.compInfo;
  const legal = body.legalPersonInfo;
  const bank = body.memberBankInfo;

  const latest = await findLatestRegistration(db, tenantId, comp.enterpriseInfo);
  if (latest) throw statusRefusal(latest.status);

  const settings = await findSettings(db, tenantId);
  if (settings.legalPersonMatch && comp.legalRepr !== legal.legalPerson) {
    throw fieldError('legalPersonInfo.legalPerson', 'match', 'legalPersonMismatch');
  }
  if (!(await industryGroupExists(db, comp.industryCode))) {
    throw fieldError('compInfo.industryCode', 'exists', 'industryCodeRule');
  }
  const bankRow = await findBankByName(db, bank.bankName);
  if (!bankRow) throw fieldError('memberBankInfo.bankName', 'exists', 'bankCodeRule');
  const branch = await findBranch(db, bank.openBankCode);
  if (!branch || branch.bankCode !== bankRow.code) {
    throw fieldError('memberBankInfo.openBankCode', 'exists', 'openBankCodeRule');
  }

  const files = await requireFiles(db, [
    ['compInfo.taxCertImgUrl', comp.taxCertImgUrl],
    ['compInfo.billUrl', comp.billUrl],
    ['legalPersonInfo.legalpersonIcFront', legal.legalpersonIcFront],
    ['legalPersonInfo.legalpersonicback', legal.legalpersonicback],
    ['businessLicenseFile.fileHash', body.businessLicenseFile.fileHash],
    ['invoiceFile.fileHash', body.invoiceFile?.fileHash],
  ]);
  const hash = (field: string) => files.get(field) ?? null;

  const check = await extraCheckOf(db, tenantId, comp.enterpriseInfo);
  const whiteListed = check.memberWhiteStatus === '1';
  if (!whiteListed && !body.invoiceFile)
    throw catalogueFieldError('invoiceFile', 'required', 'invoiceRequired');
  const invoiceHash = hash('invoiceFile.fileHash');
  if (!whiteListed && invoiceHash !== null) {
    const invoice = await checkInvoice(db, tenantId, {
      fileHash: invoiceHash,
      companyName: comp.enterpriseName,
      uscCode: comp.enterpriseInfo,
    });
    if (!invoice.isSuccess) throw invoiceRefusal('invoiceFile', invoice);
  }
  if (check.legalPersonMobile !== null) {
    if (body.checkCode === undefined)
      throw catalogueFieldError('checkCode', 'required', 'legalCheckRequired');
    const outcome = await verifyCheckCode(
      db,
      tenantId,
      comp.enterpriseInfo,
      check.legalPersonMobile,
      body.checkCode,
    );
    if (!outcome.passed) throw checkRefusal(outcome, 'checkCode');
  }

  // The letter the registrant ticked names what was submitted, so it is issued from these fields.
  const letterHash = await storeLetter(app, caller, {
    enterpriseName: comp.enterpriseName,
    usccCode: comp.enterpriseInfo,
    legalRepr: comp.legalRepr,
  });
  await db.transaction(async (tx) => {
    const id = await insertRegistration(
      tx,
      {
        tenantId,
        status: REGISTRATION_STATUS.pending,
        enterpriseName: comp.enterpriseName,
        usccCode: comp.enterpriseInfo,
        legalRepr: comp.legalRepr,
        validityTerm: comp.validityTerm,
        businessAddr: comp.businessAddr,
        address: comp.address,
        addressCodeList: comp.addressCodeList,
        contactName: comp.contactName,
        contactMobile: comp.contactMobile,
        contactEmail: comp.contactEmail || null,
        fax: comp.fax || null,
        taxCertImgHash: hash('compInfo.taxCertImgUrl') ?? '',
        billHash: hash('compInfo.billUrl') ?? invoiceHash,
        licenceFileHash: hash('businessLicenseFile.fileHash') ?? '',
        licenceFileName: body.businessLicenseFile.originalFileName,
        letterHash,
        invoiceFileHash: invoiceHash,
        invoiceFileName: body.invoiceFile?.originalFileName ?? null,
        legalPerson: legal.legalPerson,
        legalPersonIcFrontHash: hash('legalPersonInfo.legalpersonIcFront') ?? '',
        legalPersonIcBackHash: hash('legalPersonInfo.legalpersonicback') ?? '',
        legalPersonMobile: legal.legalPersonMobile,
        legalPersonCertNo: legal.legalPersonCertNo,
        legalPersonIcValidity: legal.legalpersonicvalidity,
        bankName: bank.bankName,
        openBankName: bank.openBankName,
        openBankCode: bank.openBankCode,
        openBankAccount: bank.openBankAccount,
        companyScale: Number(comp.companyScale),
        isGreenEnterprise: comp.isGreenEnterprise === '1',
        industryCode: comp.industryCode,
        isAgricultural: comp.isAgricultural === '1',
        whiteListed,
        legalChecked: check.legalPersonMobile !== null,
        submittedByUserId: caller.user?.id ?? null,
      },
      body.operatorInfoList.map((o, sortOrder) => ({
        tenantId,
        sortOrder,
        operatorName: o.operatorName,
        operatorMobile: o.operatorMobile,
        operatorCertNo: o.operatorCertNo,
        wxId: o.wxId || null,
        operatorType: o.operatorType,
      })),
    );
    await insertAuditLog(tx, {
      tenantId,
      actorUserId: caller.user?.id ?? null,
      action: 'register',
      entity: 'registration',
      entityId: String(id),
      detail: {
        usccCode: comp.enterpriseInfo,
        enterpriseName: comp.enterpriseName,
        status: REGISTRATION_STATUS.pending,
        operators: body.operatorInfoList.length,
        whiteListed,
        submittedBy: caller.user?.account ?? 'anonymous',
      },
    });
  });
}

export async function industryGroupDict(
  app: Data,
  caller: Caller,
): Promise<{ rows: DictRow[]; total: number }> {
  const rows = (await listIndustryGroups(app.db)).map((g) => ({
    value: g.code,
    desc: dictName(g, caller.language),
  }));
  return { rows, total: rows.length };
}

/** create_letter: the letter naming the enterprise and the tenant's platform, stored as HTML. */
export async function createLetter(
  app: Data,
  caller: Caller,
  body: CreateLetterRequest,
): Promise<{ hash: string; type: string }> {
  const hash = await storeLetter(app, caller, {
    enterpriseName: body.enterpriseName,
    usccCode: body.enterpriseInfo,
    legalRepr: body.legalRepr,
  });
  return { hash, type: 'html' };
}

async function storeLetter(
  app: Data,
  caller: Caller,
  enterprise: { enterpriseName: string; usccCode: string; legalRepr: string },
): Promise<string> {
  const { platformName } = await pageConfig(app, caller);
  const html = authorizationLetterHtml({ platformName, ...enterprise, date: chinaDate(new Date()) });
  const { fileHash } = await storeFile(app.db, {
    content: Buffer.from(html, 'utf8'),
    contentType: 'text/html; charset=utf-8',
    originalFileName: `用户授权函-${enterprise.enterpriseName}.html`,
  });
  return fileHash;
}

export async function queryBankNo(
  app: Data,
  body: QueryBankNoRequest,
): Promise<{ rows: BankBranchRow[]; total: number }> {
  const bankCode = body.bankCode || undefined;
  if (bankCode !== undefined && !(await bankExists(app.db, bankCode))) {
    throw fieldError('bankCode', 'exists', 'bankCodeRule');
  }
  const rows = await searchBranches(app.db, body.branchName, bankCode, BRANCH_SEARCH_LIMIT);
  return { rows, total: rows.length };
}

/** getBankBranchUrl: the apply page's search, within the bank picked, in the page's field names. */
export async function bankBranchUrl(app: Data, body: { bankFullName: string; bankCode: string }) {
  if (!(await bankExists(app.db, body.bankCode))) throw fieldError('bankCode', 'exists', 'bankCodeRule');
  const rows = await searchBranches(app.db, body.bankFullName, body.bankCode, BRANCH_SEARCH_LIMIT);
  return {
    rows: rows.map((r) => ({ bankBranchNo: r.branchCode, bankFullName: r.branchName })),
    total: rows.length,
  };
}

/** Upload limits of the registration's pictures (business.md section 9: 1 file, 5 MB). */
const IMAGE_TYPES = 'jpg,jpeg,png,gif';
const MAX_SIZE_KB = 5120;

type Named = Record<Language, string>;
const REGISTER_DOCUMENTS: readonly (Omit<AttachmentUsageRow, 'bizType' | 'fileName' | 'remark'> & {
  name: Named;
  note: Named;
})[] = [
  {
    id: 1,
    defId: 'BUSINESS_LICENSE',
    name: { 'zh-CN': '营业执照', 'zh-TW': '營業執照', 'en-US': 'Business licence' },
    fileTypes: IMAGE_TYPES,
    maxSizeKb: MAX_SIZE_KB,
    maxCount: 1,
    required: true,
    waivedForWhiteList: false,
    note: {
      'zh-CN': '上传清晰完整的营业执照正本或副本照片，用于识别企业信息',
      'zh-TW': '上傳清晰完整的營業執照正本或副本照片，用於識別企業資訊',
      'en-US': 'A clear photo of the whole business licence; its fields are read from it',
    },
  },
  {
    id: 2,
    defId: 'LEGAL_ID_FRONT',
    name: {
      'zh-CN': '法定代表人身份证人像面',
      'zh-TW': '法定代表人身分證人像面',
      'en-US': 'Legal representative ID card, photo side',
    },
    fileTypes: IMAGE_TYPES,
    maxSizeKb: MAX_SIZE_KB,
    maxCount: 1,
    required: true,
    waivedForWhiteList: false,
    note: {
      'zh-CN': '姓名与身份证号码须清晰可见',
      'zh-TW': '姓名與身分證號碼須清晰可見',
      'en-US': 'The name and ID number must be legible',
    },
  },
  {
    id: 3,
    defId: 'LEGAL_ID_BACK',
    name: {
      'zh-CN': '法定代表人身份证国徽面',
      'zh-TW': '法定代表人身分證國徽面',
      'en-US': 'Legal representative ID card, emblem side',
    },
    fileTypes: IMAGE_TYPES,
    maxSizeKb: MAX_SIZE_KB,
    maxCount: 1,
    required: true,
    waivedForWhiteList: false,
    note: {
      'zh-CN': '有效期限须清晰可见且在有效期内',
      'zh-TW': '有效期限須清晰可見且在有效期內',
      'en-US': 'The validity dates must be legible and current',
    },
  },
  {
    id: 4,
    defId: 'AUTH_LETTER',
    name: { 'zh-CN': '用户授权函', 'zh-TW': '用戶授權函', 'en-US': 'User authorization letter' },
    fileTypes: 'html',
    maxSizeKb: 0,
    maxCount: 1,
    required: true,
    waivedForWhiteList: false,
    note: {
      'zh-CN': '由平台根据企业信息生成，阅读后勾选确认',
      'zh-TW': '由平台根據企業資訊生成，閱讀後勾選確認',
      'en-US': 'Generated by the platform from the enterprise data; read it and tick to confirm',
    },
  },
  {
    id: 5,
    defId: 'INVOICE',
    name: { 'zh-CN': '发票', 'zh-TW': '發票', 'en-US': 'Invoice' },
    fileTypes: 'pdf',
    maxSizeKb: MAX_SIZE_KB,
    maxCount: 1,
    required: true,
    waivedForWhiteList: true,
    note: {
      'zh-CN': '近六个月内由本企业开具、购买方为平台注册企业的电子发票；白名单企业无需上传',
      'zh-TW': '近六個月內由本企業開具、購買方為平台註冊企業的電子發票；白名單企業無需上傳',
      'en-US':
        'An electronic invoice of the last six months issued by this enterprise to a buyer registered on the platform; not needed for white-listed enterprises',
    },
  },
];

/** attachment_usage/list for AUTH_REGISTER: the documents a registration needs and their rules. */
export function attachmentUsage(caller: Caller): { rows: AttachmentUsageRow[]; total: number } {
  const rows = REGISTER_DOCUMENTS.map(({ name, note, ...row }) => ({
    ...row,
    bizType: 'AUTH_REGISTER' as const,
    fileName: name[caller.language],
    remark: note[caller.language],
  }));
  return { rows, total: rows.length };
}
