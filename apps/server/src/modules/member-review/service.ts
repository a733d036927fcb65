import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@scf/shared';
import type { Language, ValidationMessageKey } from '@scf/shared';
import { fileUrl } from '@scf/shared/schemas/file';
import { REGISTRATION_STATUS } from '@scf/shared/schemas/member-api';
import { REVIEW_EDITABLE_FIELDS } from '@scf/shared/schemas/member-review';
import type {
  ReviewApproveReply,
  ReviewApproveRequest,
  ReviewDetail,
  ReviewDocument,
  ReviewEditFields,
  ReviewEditRequest,
  ReviewHistoryEntry,
  ReviewListReply,
  ReviewListRequest,
  ReviewRejectRequest,
} from '@scf/shared/schemas/member-review';
import { OPERATOR_TYPES } from '@/db/member-schema.ts';
import { catalogueError, fieldError, refusal } from '@/lib/app-error.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import type { AuthUser } from '@/plugins/auth.ts';
import { initialPassword, initialPasswordText } from '@/modules/member-review/initial-password.ts';
import {
  REGISTRATION_ENTITY,
  disableMemberOf,
  fileInfo,
  findOperators,
  findRegistration,
  hasActed,
  insertMember,
  insertUserWithRole,
  listRegistrations,
  registrationHistory,
  roleIdsByCode,
  transition,
  usersHolding,
} from '@/modules/member-review/repository.ts';
import type { RegistrationChange, RegistrationRow } from '@/modules/member-review/repository.ts';
import { findBankByName, findBranch, industryGroupExists } from '@/modules/member/repository.ts';
import { dictName } from '@/modules/product/service.ts';
import { insertAuditLog } from '@/modules/user/repository.ts';

/**
 * The back office's review of enterprise registrations (issue 5 point 11): list, detail, corrections
 * of a pending registration, and the decisions. Approval admits the enterprise: its member row and
 * one account per operator, whose first password goes to the operator's mobile.
 */

type Services = Pick<FastifyInstance, 'db' | 'sms' | 'log'>;
type Data = Pick<FastifyInstance, 'db'>;

/** This module's refusals: keys of the shared catalogue (packages/shared/src/messages-refusals.ts). */
export const REVIEW_TEXTS = {
  notPending: 'reviewNotPending',
  notDisablable: 'reviewNotDisablable',
  ownSubmission: 'reviewOwnSubmission',
  ownEdit: 'reviewOwnEdit',
  roleMissing: 'reviewRoleMissing',
  mobileTaken: 'reviewMobileTaken',
} as const satisfies Record<string, ValidationMessageKey>;

const ACTIONS = { edit: 'edit', approve: 'approve', reject: 'reject', disable: 'disable' } as const;

const notFound = () => catalogueError(ERROR_CODES.NOT_FOUND, 'notFound', { httpStatus: 404 });
const conflict = (key: ValidationMessageKey) => refusal(ERROR_CODES.CONFLICT, key, { httpStatus: 409 });
const refused = (key: ValidationMessageKey) => refusal(ERROR_CODES.FORBIDDEN, key, { httpStatus: 403 });

const iso = (value: Date | null) => value?.toISOString() ?? null;

export async function listReview(
  app: Data,
  user: AuthUser,
  query: ReviewListRequest,
): Promise<ReviewListReply> {
  const { rows, total } = await listRegistrations(app.db, user.tenantId, {
    status: query.status,
    keyword: query.keyword,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), reviewedAt: iso(r.reviewedAt) })),
    total,
  };
}

/** The editable fields as the wizard's form holds them. */
function formValues(r: RegistrationRow): ReviewEditFields {
  return {
    enterpriseName: r.enterpriseName,
    businessAddr: r.businessAddr,
    address: r.address,
    addressCodeList: r.addressCodeList,
    contactName: r.contactName,
    contactMobile: r.contactMobile,
    contactEmail: r.contactEmail ?? '',
    fax: r.fax ?? '',
    companyScale: String(r.companyScale) as ReviewEditFields['companyScale'],
    isGreenEnterprise: r.isGreenEnterprise ? '1' : '0',
    industryCode: r.industryCode,
    isAgricultural: r.isAgricultural ? '1' : '0',
    legalPersonMobile: r.legalPersonMobile,
    bankName: r.bankName,
    openBankName: r.openBankName,
    openBankCode: r.openBankCode,
    openBankAccount: r.openBankAccount,
  };
}

/** Form values as columns. */
function columns(values: Partial<ReviewEditFields>): RegistrationChange {
  const { companyScale, isGreenEnterprise, isAgricultural, contactEmail, fax, ...same } = values;
  return {
    ...same,
    ...(contactEmail === undefined ? {} : { contactEmail: contactEmail || null }),
    ...(fax === undefined ? {} : { fax: fax || null }),
    ...(companyScale === undefined ? {} : { companyScale: Number(companyScale) }),
    ...(isGreenEnterprise === undefined ? {} : { isGreenEnterprise: isGreenEnterprise === '1' }),
    ...(isAgricultural === undefined ? {} : { isAgricultural: isAgricultural === '1' }),
  };
}

function documentsOf(r: RegistrationRow, info: Awaited<ReturnType<typeof fileInfo>>): ReviewDocument[] {
  const entries: [ReviewDocument['kind'], string | null, string | null][] = [
    ['licence', r.taxCertImgHash, r.licenceFileName],
    ['idFront', r.legalPersonIcFrontHash, null],
    ['idBack', r.legalPersonIcBackHash, null],
    ['invoice', r.invoiceFileHash ?? r.billHash, r.invoiceFileName],
    ['letter', r.letterHash, null],
  ];
  return entries.flatMap(([kind, hash, name]) => {
    if (!hash) return [];
    const file = info.get(hash);
    return [
      {
        kind,
        url: fileUrl(hash),
        fileName: name ?? file?.originalFileName ?? null,
        contentType: file?.contentType ?? null,
      },
    ];
  });
}

function historyEntry(row: Awaited<ReturnType<typeof registrationHistory>>[number]): ReviewHistoryEntry {
  const detail = row.detail ?? {};
  const text = (key: string) => (typeof detail[key] === 'string' ? detail[key] : null);
  const changes = Array.isArray(detail.changes) ? (detail.changes as ReviewHistoryEntry['changes']) : [];
  return {
    action: row.action,
    at: row.at.toISOString(),
    actorName: row.actorName ?? null,
    reason: text('reason') ?? text('comment'),
    changes,
  };
}

async function loadRegistration(app: Data, user: AuthUser, id: number) {
  const found = await findRegistration(app.db, user.tenantId, id);
  if (!found) throw notFound();
  return found;
}

export async function reviewDetail(
  app: Data,
  user: AuthUser,
  id: number,
  language: Language,
): Promise<ReviewDetail> {
  const { registration: r, submittedByName, reviewerName, industry } = await loadRegistration(app, user, id);
  const hashes = [
    r.taxCertImgHash,
    r.legalPersonIcFrontHash,
    r.legalPersonIcBackHash,
    r.invoiceFileHash,
    r.billHash,
  ];
  const [operators, history, info] = await Promise.all([
    findOperators(app.db, user.tenantId, id),
    registrationHistory(app.db, user.tenantId, id),
    fileInfo(
      app.db,
      hashes.filter((h): h is string => h !== null),
    ),
  ]);
  return {
    ...formValues(r),
    id: r.id,
    status: r.status,
    usccCode: r.usccCode,
    legalRepr: r.legalRepr,
    validityTerm: r.validityTerm,
    contactEmail: r.contactEmail,
    fax: r.fax,
    industryName: industry ? dictName(industry, language) : null,
    legalPerson: r.legalPerson,
    legalPersonCertNo: r.legalPersonCertNo,
    legalpersonicvalidity: r.legalPersonIcValidity,
    whiteListed: r.whiteListed,
    legalChecked: r.legalChecked,
    submittedByName: submittedByName ?? null,
    createdAt: r.createdAt.toISOString(),
    reviewerName: reviewerName ?? null,
    reviewedAt: iso(r.reviewedAt),
    reviewComment: r.reviewComment,
    operators: operators.map((o) => ({
      operatorName: o.operatorName,
      operatorMobile: o.operatorMobile,
      operatorCertNo: o.operatorCertNo,
      wxId: o.wxId,
      operatorType: o.operatorType,
    })),
    documents: documentsOf(r, info),
    history: history.map(historyEntry),
  };
}

/** The industry, bank and branch must exist, as at submission (member/service.ts). */
async function requireReferences(app: Data, values: ReviewEditFields): Promise<void> {
  if (!(await industryGroupExists(app.db, values.industryCode))) {
    throw fieldError('industryCode', 'exists', 'industryCodeRule');
  }
  const bank = await findBankByName(app.db, values.bankName);
  if (!bank) throw fieldError('bankName', 'exists', 'bankCodeRule');
  const branch = await findBranch(app.db, values.openBankCode);
  if (!branch || branch.bankCode !== bank.code)
    throw fieldError('openBankCode', 'exists', 'openBankCodeRule');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Corrections of a pending registration. Only changed fields are written, in one conditional UPDATE
 * (a decision taken meanwhile wins: 1009), with an audit row naming each field before and after.
 */
export async function editRegistration(
  app: Data,
  user: AuthUser,
  body: ReviewEditRequest,
  language: Language,
): Promise<ReviewDetail> {
  const { registration } = await loadRegistration(app, user, body.id);
  if (registration.status !== REGISTRATION_STATUS.pending) throw conflict(REVIEW_TEXTS.notPending);
  const { id, ...next } = body;
  await requireReferences(app, next);
  const before = formValues(registration);
  const changes = REVIEW_EDITABLE_FIELDS.filter((field) => !same(before[field], next[field] ?? '')).map(
    (field) => ({ field, before: before[field], after: next[field] ?? '' }),
  );
  if (changes.length > 0) {
    const change = columns(Object.fromEntries(changes.map((c) => [c.field, next[c.field]])));
    await app.db.transaction(async (tx) => {
      if (!(await transition(tx, user.tenantId, id, [REGISTRATION_STATUS.pending], change))) {
        throw conflict(REVIEW_TEXTS.notPending);
      }
      await insertAuditLog(tx, {
        tenantId: user.tenantId,
        actorUserId: user.id,
        action: ACTIONS.edit,
        entity: REGISTRATION_ENTITY,
        entityId: String(id),
        detail: { changes },
      });
    });
  }
  return reviewDetail(app, user, id, language);
}

/** Four eyes: whoever submitted or corrected a registration does not decide it. */
async function requireIndependent(app: Data, user: AuthUser, registration: RegistrationRow): Promise<void> {
  if (registration.submittedByUserId === user.id) throw refused(REVIEW_TEXTS.ownSubmission);
  if (await hasActed(app.db, user.tenantId, registration.id, user.id, ACTIONS.edit)) {
    throw refused(REVIEW_TEXTS.ownEdit);
  }
}

async function pendingForDecision(app: Data, user: AuthUser, id: number): Promise<RegistrationRow> {
  const { registration } = await loadRegistration(app, user, id);
  if (registration.status !== REGISTRATION_STATUS.pending) throw conflict(REVIEW_TEXTS.notPending);
  await requireIndependent(app, user, registration);
  return registration;
}

interface NewAccount {
  operatorName: string;
  operatorMobile: string;
  operatorCertNo: string;
  operatorType: (typeof OPERATOR_TYPES)[number];
  password: string;
  passwordHash: string;
}

/**
 * Approval, in one transaction: the registration moves 0 → 1 (a conditional UPDATE, so of two
 * decisions one wins and the other gets 1009), the member row, one user per operator (account =
 * mobile, the role of its operator_type, a random first password marked default) and the audit rows.
 * The passwords go by SMS once committed: a message about an account that was rolled back would lie.
 */
export async function approveRegistration(
  app: Services,
  user: AuthUser,
  body: ReviewApproveRequest,
): Promise<ReviewApproveReply> {
  const registration = await pendingForDecision(app, user, body.id);
  const { tenantId } = user;
  const operators = await findOperators(app.db, tenantId, registration.id);
  const roleIds = await roleIdsByCode(app.db, tenantId, OPERATOR_TYPES);
  operators.forEach((o, index) => {
    if (!roleIds.has(o.operatorType)) {
      throw fieldError(`operatorInfoList[${index}].operatorType`, 'exists', REVIEW_TEXTS.roleMissing, {
        code: ERROR_CODES.CONFLICT,
        params: { code: o.operatorType },
      });
    }
  });
  // scrypt is slow on purpose: hash before the transaction holds any lock.
  const accounts: NewAccount[] = await Promise.all(
    operators.map(async (o) => {
      const password = initialPassword();
      return { ...o, password, passwordHash: await hashPassword(password) };
    }),
  );

  const created = await app.db.transaction(async (tx) => {
    const won = await transition(tx, tenantId, registration.id, [REGISTRATION_STATUS.pending], {
      status: REGISTRATION_STATUS.approved,
      reviewedByUserId: user.id,
      reviewedAt: new Date(),
      reviewComment: body.comment ?? null,
    });
    if (!won) throw conflict(REVIEW_TEXTS.notPending);
    const holders = await usersHolding(
      tx,
      tenantId,
      accounts.map((a) => a.operatorMobile),
    );
    accounts.forEach((a, index) => {
      if (holders.some((h) => h.account === a.operatorMobile || h.mobile === a.operatorMobile)) {
        throw fieldError(`operatorInfoList[${index}].operatorMobile`, 'unique', REVIEW_TEXTS.mobileTaken, {
          code: ERROR_CODES.CONFLICT,
          params: { position: index + 1, name: a.operatorName, mobile: a.operatorMobile },
        });
      }
    });
    const memberId = await insertMember(tx, {
      tenantId,
      usccCode: registration.usccCode,
      enterpriseName: registration.enterpriseName,
      registrationId: registration.id,
    });
    const users: { userId: number; account: NewAccount }[] = [];
    for (const account of accounts) {
      const userId = await insertUserWithRole(
        tx,
        {
          tenantId,
          account: account.operatorMobile,
          name: account.operatorName,
          mobile: account.operatorMobile,
          userType: 'comp',
          rawRoleCode: 'normal',
          roleCode: account.operatorType,
          passwordHash: account.passwordHash,
          passwordIsDefault: true,
          memberId,
          certNo: account.operatorCertNo,
        },
        roleIds.get(account.operatorType) as number,
      );
      users.push({ userId, account });
    }
    const audit = (action: string, entity: string, entityId: number, detail: Record<string, unknown>) =>
      insertAuditLog(tx, {
        tenantId,
        actorUserId: user.id,
        action,
        entity,
        entityId: String(entityId),
        detail,
      });
    await audit(ACTIONS.approve, REGISTRATION_ENTITY, registration.id, {
      comment: body.comment ?? null,
      memberId,
      users: users.map((u) => u.account.operatorMobile),
    });
    await audit('create', 'member', memberId, {
      registrationId: registration.id,
      usccCode: registration.usccCode,
    });
    for (const { userId, account } of users) {
      await audit('create', 'user', userId, {
        account: account.operatorMobile,
        roleCode: account.operatorType,
        memberId,
        registrationId: registration.id,
      });
    }
    return { memberId, users };
  });

  const notified = await Promise.all(
    created.users.map(async ({ account }) => {
      try {
        await app.sms.notify({
          mobile: account.operatorMobile,
          text: initialPasswordText(registration.enterpriseName, account.operatorMobile, account.password),
          code: account.password,
        });
        return true;
      } catch (error) {
        app.log.error({ err: error, registrationId: registration.id }, 'initial password SMS not delivered');
        return false;
      }
    }),
  );
  return {
    memberId: created.memberId,
    users: created.users.map(({ userId, account }, index) => ({
      userId,
      account: account.operatorMobile,
      name: account.operatorName,
      roleCode: account.operatorType,
      notified: notified[index] ?? false,
    })),
  };
}

/** Rejection: 0 → 7 with the reason, which the enterprise's next status check reports. */
export async function rejectRegistration(
  app: Data,
  user: AuthUser,
  body: ReviewRejectRequest,
): Promise<{ id: number; status: number }> {
  await pendingForDecision(app, user, body.id);
  await app.db.transaction(async (tx) => {
    const won = await transition(tx, user.tenantId, body.id, [REGISTRATION_STATUS.pending], {
      status: REGISTRATION_STATUS.rejected,
      reviewedByUserId: user.id,
      reviewedAt: new Date(),
      reviewComment: body.reason,
    });
    if (!won) throw conflict(REVIEW_TEXTS.notPending);
    await insertAuditLog(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: ACTIONS.reject,
      entity: REGISTRATION_ENTITY,
      entityId: String(body.id),
      detail: { reason: body.reason },
    });
  });
  return { id: body.id, status: REGISTRATION_STATUS.rejected };
}

/**
 * Disabling (0 or 1 → 5, the spec's 该供应商为禁用状态): an approved enterprise's member row and users
 * are disabled too and signed out. Not a decision on the submission, so the four-eyes rule does not
 * apply.
 */
export async function disableRegistration(
  app: Data,
  user: AuthUser,
  body: ReviewRejectRequest,
): Promise<{ id: number; status: number }> {
  const { registration } = await loadRegistration(app, user, body.id);
  const from = [REGISTRATION_STATUS.pending, REGISTRATION_STATUS.approved] as const;
  if (!(from as readonly number[]).includes(registration.status)) throw conflict(REVIEW_TEXTS.notDisablable);
  await app.db.transaction(async (tx) => {
    const won = await transition(tx, user.tenantId, body.id, from, {
      status: REGISTRATION_STATUS.disabled,
      reviewedByUserId: user.id,
      reviewedAt: new Date(),
      reviewComment: body.reason,
    });
    if (!won) throw conflict(REVIEW_TEXTS.notDisablable);
    const userIds = await disableMemberOf(tx, user.tenantId, body.id);
    await insertAuditLog(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: ACTIONS.disable,
      entity: REGISTRATION_ENTITY,
      entityId: String(body.id),
      detail: { reason: body.reason, from: registration.status, disabledUsers: userIds },
    });
  });
  return { id: body.id, status: REGISTRATION_STATUS.disabled };
}
