import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@scf/shared';
import type { Language } from '@scf/shared';
import { fileUrl } from '@scf/shared/schemas/file';
import {
  MEMBER_CHANGE_FIELDS,
  MEMBER_CHANGE_FILE_FIELDS,
  MEMBER_CHANGE_LIMITS,
  needsReview,
} from '@scf/shared/schemas/member-change';
import type {
  MemberChangeCurrent,
  MemberChangeCurrentValues,
  MemberChangeDetail,
  MemberChangeEntry,
  MemberChangeField,
  MemberChangePage,
  MemberChangeQuery,
  MemberChangeRejectRequest,
  MemberChangeRow,
  MemberChangeSaveReply,
  MemberChangeSaveRequest,
  MemberChangeValue,
  MemberDocument,
} from '@scf/shared/schemas/member-change';
import type { Db } from '@/db/client.ts';
import { catalogueError, fieldError, refusal } from '@/lib/app-error.ts';
import { fileInfo } from '@/modules/member-review/repository.ts';
import {
  existingFileHashes,
  findBankByName,
  findBranch,
  findSettings,
  industryGroupExists,
} from '@/modules/member/repository.ts';
import { hashOfFileRef } from '@/modules/member/service.ts';
import { dictName } from '@/modules/product/service.ts';
import type { AuthUser } from '@/plugins/auth.ts';
import {
  MEMBER_CHANGE_ENTITY,
  REGISTRATION_ENTITY,
  audit,
  decideChange,
  findChange,
  hasPending,
  insertChange,
  latestReviewed,
  listChanges,
  lockRegistration,
  memberOfUser,
  renameMember,
  updateRegistration,
} from '@/modules/member-change/repository.ts';
import type {
  ChangeRecord,
  RegistrationColumns,
  RegistrationRow,
  StoredChanges,
} from '@/modules/member-change/repository.ts';

/**
 * An enterprise's changes to its registered details (issue 7 point 4; which fields apply at once and
 * which wait for review: @scf/shared/schemas/member-change). The enterprise saves the fields it
 * changed: the direct ones are written to its registration with an `applied` row, the reviewed ones
 * become one `pending` row that the back office approves (written then) or rejects with a reason.
 */

type Data = Pick<FastifyInstance, 'db'>;

const notMember = () => refusal(ERROR_CODES.FORBIDDEN, 'memberChangeNotMember', { httpStatus: 403 });
const notFound = () => catalogueError(ERROR_CODES.NOT_FOUND, 'notFound', { httpStatus: 404 });
const conflict = (key: 'memberChangePending' | 'memberChangeDecided') =>
  refusal(ERROR_CODES.CONFLICT, key, { httpStatus: 409 });

const iso = (value: Date | null) => value?.toISOString() ?? null;
const FILE_FIELDS: ReadonlySet<string> = new Set(MEMBER_CHANGE_FILE_FIELDS);
const ORDER = new Map<string, number>(MEMBER_CHANGE_FIELDS.map((field, index) => [field, index]));

/** The registration's editable fields as the form holds them. */
export function valuesOf(r: RegistrationRow): MemberChangeCurrentValues {
  return {
    enterpriseName: r.enterpriseName,
    legalRepr: r.legalRepr,
    validityTerm: r.validityTerm,
    businessAddr: r.businessAddr,
    address: r.address,
    addressCodeList: r.addressCodeList,
    contactName: r.contactName,
    contactMobile: r.contactMobile,
    contactEmail: r.contactEmail ?? '',
    fax: r.fax ?? '',
    taxCertImgUrl: fileUrl(r.taxCertImgHash),
    companyScale: String(r.companyScale) as MemberChangeCurrentValues['companyScale'],
    isGreenEnterprise: r.isGreenEnterprise ? '1' : '0',
    industryCode: r.industryCode,
    isAgricultural: r.isAgricultural ? '1' : '0',
    legalPerson: r.legalPerson,
    legalpersonIcFront: fileUrl(r.legalPersonIcFrontHash),
    legalpersonicback: fileUrl(r.legalPersonIcBackHash),
    legalPersonMobile: r.legalPersonMobile,
    legalPersonCertNo: r.legalPersonCertNo,
    legalpersonicvalidity: r.legalPersonIcValidity,
    bankName: r.bankName,
    openBankName: r.openBankName,
    openBankCode: r.openBankCode,
    openBankAccount: r.openBankAccount,
  };
}

/** How a value is recorded: an empty text (a cleared email or fax) as null. */
const recorded = (value: unknown): MemberChangeValue => {
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null || value === '') return null;
  return String(value);
};

const same = (a: unknown, b: unknown) => JSON.stringify(recorded(a)) === JSON.stringify(recorded(b));

const hashOf = (url: MemberChangeValue): string => hashOfFileRef(typeof url === 'string' ? url : '') ?? '';

/** The columns a change's new values are written to. */
function columnsOf(
  entries: readonly MemberChangeEntry[],
  fileNames: Map<string, string>,
): RegistrationColumns {
  const columns: RegistrationColumns = {};
  const text = (value: MemberChangeValue) => (typeof value === 'string' ? value : '');
  for (const { field, to } of entries) {
    switch (field) {
      case 'addressCodeList':
        columns.addressCodeList = Array.isArray(to) ? to : [];
        break;
      case 'contactEmail':
        columns.contactEmail = typeof to === 'string' ? to : null;
        break;
      case 'fax':
        columns.fax = typeof to === 'string' ? to : null;
        break;
      case 'companyScale':
        columns.companyScale = Number(to);
        break;
      case 'isGreenEnterprise':
        columns.isGreenEnterprise = to === '1';
        break;
      case 'isAgricultural':
        columns.isAgricultural = to === '1';
        break;
      case 'legalpersonicvalidity':
        columns.legalPersonIcValidity = text(to);
        break;
      case 'taxCertImgUrl': {
        // The licence picture is also the licence attachment of the registration.
        const hash = hashOf(to);
        columns.taxCertImgHash = hash;
        columns.licenceFileHash = hash;
        columns.licenceFileName = fileNames.get(hash) ?? hash;
        break;
      }
      case 'legalpersonIcFront':
        columns.legalPersonIcFrontHash = hashOf(to);
        break;
      case 'legalpersonicback':
        columns.legalPersonIcBackHash = hashOf(to);
        break;
      default:
        columns[field] = text(to);
    }
  }
  return columns;
}

const toStored = (entries: readonly MemberChangeEntry[]): StoredChanges =>
  Object.fromEntries(entries.map(({ field, from, to }) => [field, { from, to }]));

/** The stored changes in the form's order (jsonb keeps its own key order). */
function entriesOf(changes: StoredChanges): MemberChangeEntry[] {
  return Object.entries(changes)
    .filter((entry): entry is [MemberChangeField, { from: unknown; to: unknown }] => ORDER.has(entry[0]))
    .sort(([a], [b]) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0))
    .map(([field, { from, to }]) => ({ field, from: recorded(from), to: recorded(to) }));
}

/** A change as replies show it; the enterprise is not told which operator decided. */
function toRow(r: ChangeRecord, forEnterprise: boolean): MemberChangeRow {
  return {
    id: r.id,
    memberId: r.memberId,
    enterpriseName: r.enterpriseName,
    usccCode: r.usccCode,
    status: r.status,
    changes: entriesOf(r.changes),
    requestedByName: r.requestedByName ?? null,
    createdAt: r.createdAt.toISOString(),
    reviewerName: forEnterprise ? null : (r.reviewerName ?? null),
    decidedAt: iso(r.decidedAt),
    reason: r.reason,
  };
}

function documentsOf(r: RegistrationRow, info: Awaited<ReturnType<typeof fileInfo>>): MemberDocument[] {
  const entries: [MemberDocument['kind'], string | null, string | null][] = [
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

/** The signed-in user's member; anyone else (an institution, an enterprise not yet admitted) is refused. */
async function ownMember(app: Data, user: AuthUser) {
  const own = await memberOfUser(app.db, user.tenantId, user.id);
  if (!own || own.member.status !== 'active') throw notMember();
  return own;
}

async function rowOf(db: Db, tenantId: number, id: number, forEnterprise: boolean): Promise<MemberChangeRow> {
  const found = await findChange(db, tenantId, id);
  if (!found) throw notFound();
  return toRow(found, forEnterprise);
}

export async function currentDetails(
  app: Data,
  user: AuthUser,
  language: Language,
): Promise<MemberChangeCurrent> {
  const { member, registration: r, industry } = await ownMember(app, user);
  const hashes = [
    r.taxCertImgHash,
    r.legalPersonIcFrontHash,
    r.legalPersonIcBackHash,
    r.invoiceFileHash,
    r.billHash,
  ];
  const [info, latest] = await Promise.all([
    fileInfo(
      app.db,
      hashes.filter((h): h is string => h !== null),
    ),
    latestReviewed(app.db, user.tenantId, member.id),
  ]);
  const last = latest ? toRow(latest, true) : null;
  return {
    memberId: member.id,
    usccCode: member.usccCode,
    values: valuesOf(r),
    industryName: industry ? dictName(industry, language) : null,
    documents: documentsOf(r, info),
    pending: last?.status === 'pending' ? last : null,
    lastReviewed: last,
  };
}

/** The new values as recorded: trimmed by the schema, a file as its store URL, which must exist. */
async function sentValues(db: Db, body: MemberChangeSaveRequest) {
  const sent = new Map<MemberChangeField, MemberChangeValue>();
  const hashes: [MemberChangeField, string][] = [];
  for (const field of MEMBER_CHANGE_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (FILE_FIELDS.has(field)) {
      const hash = hashOfFileRef(String(value));
      if (hash === null) throw fieldError(field, 'exists', 'memberChangeFileMissing');
      hashes.push([field, hash]);
      sent.set(field, fileUrl(hash));
    } else {
      sent.set(field, recorded(value));
    }
  }
  const present = await existingFileHashes(
    db,
    hashes.map(([, hash]) => hash),
  );
  const missing = hashes.find(([, hash]) => !present.has(hash));
  if (missing) throw fieldError(missing[0], 'exists', 'memberChangeFileMissing');
  return sent;
}

/**
 * The rules that span fields or need the reference data, as the registration applies them
 * (member/service.ts), checked on the details as they would be after the change.
 */
async function requireConsistent(
  db: Db,
  tenantId: number,
  next: MemberChangeCurrentValues,
  changed: ReadonlySet<MemberChangeField>,
): Promise<void> {
  if (changed.has('industryCode') && !(await industryGroupExists(db, next.industryCode))) {
    throw fieldError('industryCode', 'exists', 'industryCodeRule');
  }
  if (['bankName', 'openBankName', 'openBankCode'].some((f) => changed.has(f as MemberChangeField))) {
    const bank = await findBankByName(db, next.bankName);
    if (!bank) throw fieldError('bankName', 'exists', 'bankCodeRule');
    const branch = await findBranch(db, next.openBankCode);
    if (!branch || branch.bankCode !== bank.code)
      throw fieldError('openBankCode', 'exists', 'openBankCodeRule');
  }
  if (changed.has('legalRepr') || changed.has('legalPerson')) {
    const settings = await findSettings(db, tenantId);
    if (settings.legalPersonMatch && next.legalRepr !== next.legalPerson) {
      throw fieldError(
        changed.has('legalPerson') ? 'legalPerson' : 'legalRepr',
        'match',
        'legalPersonMismatch',
      );
    }
  }
}

const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const {
      code,
      constraint: name,
      message,
    } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (name === constraint || String(message ?? '').includes(constraint))) return true;
  }
  return false;
};

/** Original names of stored files, so a replaced licence keeps a readable attachment name. */
async function fileNamesOf(db: Db, entries: readonly MemberChangeEntry[]) {
  const hashes = entries.filter((e) => FILE_FIELDS.has(e.field)).map((e) => hashOf(e.to));
  const info = await fileInfo(db, hashes);
  return new Map([...info].map(([hash, file]) => [hash, file.originalFileName]));
}

/**
 * Saves what the enterprise changed, in one transaction on its locked registration: the fields
 * that really differ are split into those applying at once (written, with an `applied` row) and
 * those needing review (one `pending` row). A reviewed field while a change is pending refuses the
 * whole save; the unique index settles two saves racing past that check.
 */
export async function saveChange(
  app: Data,
  user: AuthUser,
  body: MemberChangeSaveRequest,
): Promise<MemberChangeSaveReply> {
  const { member } = await ownMember(app, user);
  const { tenantId } = user;
  const sent = await sentValues(app.db, body);

  const ids = await app.db.transaction(async (tx) => {
    const registration = await lockRegistration(tx, tenantId, member.registrationId);
    if (!registration) throw notMember();
    const before = valuesOf(registration);
    const entries: MemberChangeEntry[] = [...sent]
      .filter(([field, to]) => !same(before[field], to))
      .map(([field, to]) => ({ field, from: recorded(before[field]), to }));
    if (entries.length === 0) {
      throw refusal(ERROR_CODES.VALIDATION, 'memberChangeNothing');
    }
    const next = { ...before, ...Object.fromEntries(entries.map((e) => [e.field, e.to ?? ''])) };
    await requireConsistent(tx, tenantId, next, new Set(entries.map((e) => e.field)));

    const direct = entries.filter((e) => !needsReview(e.field));
    const reviewed = entries.filter((e) => needsReview(e.field));
    if (reviewed.length > 0 && (await hasPending(tx, tenantId, member.id)))
      throw conflict('memberChangePending');
    const common = { tenantId, memberId: member.id, registrationId: registration.id, requestedBy: user.id };
    let applied: number | null = null;
    let pending: number | null = null;

    if (direct.length > 0) {
      await updateRegistration(tx, tenantId, registration.id, columnsOf(direct, new Map()));
      applied = await insertChange(tx, {
        ...common,
        status: 'applied',
        changes: toStored(direct),
        decidedAt: new Date(),
      });
      await audit(tx, {
        tenantId,
        actorUserId: user.id,
        action: 'apply',
        entity: MEMBER_CHANGE_ENTITY,
        entityId: applied,
        detail: { memberId: member.id, fields: direct.map((e) => e.field) },
      });
      await auditRegistration(tx, user, registration.id, applied, direct);
    }
    if (reviewed.length > 0) {
      try {
        pending = await insertChange(tx, { ...common, status: 'pending', changes: toStored(reviewed) });
      } catch (error) {
        if (isUniqueViolation(error, 'member_changes_pending_unique')) throw conflict('memberChangePending');
        throw error;
      }
      await audit(tx, {
        tenantId,
        actorUserId: user.id,
        action: 'submit',
        entity: MEMBER_CHANGE_ENTITY,
        entityId: pending,
        detail: { memberId: member.id, fields: reviewed.map((e) => e.field) },
      });
    }
    return { applied, pending };
  });

  return {
    applied: ids.applied === null ? null : await rowOf(app.db, tenantId, ids.applied, true),
    pending: ids.pending === null ? null : await rowOf(app.db, tenantId, ids.pending, true),
  };
}

/**
 * The registration's own audit trail gets an `edit` row naming each field before and after, so the
 * registration review's history shows what changed after admission as well.
 */
function auditRegistration(
  db: Db,
  user: AuthUser,
  registrationId: number,
  changeId: number,
  entries: readonly MemberChangeEntry[],
) {
  return audit(db, {
    tenantId: user.tenantId,
    actorUserId: user.id,
    action: 'edit',
    entity: REGISTRATION_ENTITY,
    entityId: registrationId,
    detail: {
      memberChangeId: changeId,
      changes: entries.map((e) => ({ field: e.field, before: e.from, after: e.to })),
    },
  });
}

export async function ownHistory(
  app: Data,
  user: AuthUser,
  query: { pageNo: number; pageSize: number },
): Promise<MemberChangePage> {
  const { member } = await ownMember(app, user);
  const { rows, total } = await listChanges(app.db, user.tenantId, {
    memberId: member.id,
    pendingFirst: false,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return { rows: rows.map((r) => toRow(r, true)), total };
}

export async function queryChanges(
  app: Data,
  user: AuthUser,
  query: MemberChangeQuery,
): Promise<MemberChangePage> {
  const { rows, total } = await listChanges(app.db, user.tenantId, {
    status: query.status,
    keyword: query.keyword,
    memberId: query.memberId,
    pendingFirst: true,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return { rows: rows.map((r) => toRow(r, false)), total };
}

export async function changeDetail(app: Data, user: AuthUser, id: number): Promise<MemberChangeDetail> {
  const found = await findChange(app.db, user.tenantId, id);
  if (!found) throw notFound();
  const history = await listChanges(app.db, user.tenantId, {
    memberId: found.memberId,
    pendingFirst: false,
    limit: MEMBER_CHANGE_LIMITS.detailHistory,
    offset: 0,
  });
  return {
    change: toRow(found, false),
    history: history.rows.map((r) => toRow(r, false)),
    historyTotal: history.total,
  };
}

async function pendingChange(app: Data, user: AuthUser, id: number) {
  const found = await findChange(app.db, user.tenantId, id);
  if (!found) throw notFound();
  if (found.status !== 'pending') throw conflict('memberChangeDecided');
  return found;
}

/**
 * Approval, in one transaction: the change moves pending → approved in a conditional UPDATE (of two
 * reviewers one wins, the other gets 1009), its new values are written to the registration, and a
 * new enterprise name to the member as well.
 */
export async function approveChange(app: Data, user: AuthUser, id: number): Promise<MemberChangeRow> {
  const found = await pendingChange(app, user, id);
  const entries = entriesOf(found.changes);
  const fileNames = await fileNamesOf(app.db, entries);
  await app.db.transaction(async (tx) => {
    const decided = await decideChange(tx, user.tenantId, id, {
      status: 'approved',
      reviewedBy: user.id,
      reason: null,
    });
    if (!decided) throw conflict('memberChangeDecided');
    await lockRegistration(tx, user.tenantId, decided.registrationId);
    await updateRegistration(tx, user.tenantId, decided.registrationId, columnsOf(entries, fileNames));
    const name = entries.find((e) => e.field === 'enterpriseName')?.to;
    if (typeof name === 'string') await renameMember(tx, user.tenantId, decided.memberId, name);
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'approve',
      entity: MEMBER_CHANGE_ENTITY,
      entityId: id,
      detail: { memberId: decided.memberId, fields: entries.map((e) => e.field) },
    });
    await auditRegistration(tx, user, decided.registrationId, id, entries);
  });
  return rowOf(app.db, user.tenantId, id, false);
}

/** Rejection: pending → rejected with the reason the enterprise reads; the registration stays as it was. */
export async function rejectChange(
  app: Data,
  user: AuthUser,
  body: MemberChangeRejectRequest,
): Promise<MemberChangeRow> {
  await pendingChange(app, user, body.id);
  await app.db.transaction(async (tx) => {
    const decided = await decideChange(tx, user.tenantId, body.id, {
      status: 'rejected',
      reviewedBy: user.id,
      reason: body.reason,
    });
    if (!decided) throw conflict('memberChangeDecided');
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'reject',
      entity: MEMBER_CHANGE_ENTITY,
      entityId: body.id,
      detail: { memberId: decided.memberId, reason: body.reason },
    });
  });
  return rowOf(app.db, user.tenantId, body.id, false);
}
