import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, PERMISSIONS } from '@scf/shared';
import type { ValidationMessageKey } from '@scf/shared';
import type { StaffFormValues, StaffStatus } from '@scf/shared/schemas/organization';
import { fieldError, refusal } from '@/lib/app-error.ts';
import { forbidden } from '@/modules/auth/errors.ts';
import { partiesOf } from '@/modules/financing/repository.ts';
import {
  activeMembers,
  audit,
  deleteAssignment,
  findStaff,
  insertAssignment,
  insertStaff,
  institutionExists,
  listInstitutions,
  listManagers,
  listSalesmanMembers,
  listSalesmen,
  lockSalesman,
  lockStaff,
  mobileTaken,
  moveAssignment,
  moveStaffStatus,
  searchEnterprises,
  updateStaff,
} from '@/modules/organization/repository.ts';
import type { StaffFilter, StaffKind, StaffRow } from '@/modules/organization/repository.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * An institution's account managers and salesmen (issue 7 point 2). An institution user acts on its
 * own institution's, an operator on any institution's of the tenant; anything else reads as not
 * found. Every change is one transaction with its audit row; status moves are guarded UPDATEs and
 * an assignment moves an enterprise only from the salesman the caller saw holding it, so of two
 * concurrent moves exactly one wins.
 */

type Data = Pick<FastifyInstance, 'db'>;
type Page = { pageNo: number; pageSize: number };

export const ORGANIZATION_TEXTS = {
  noInstitution: 'noInstitution',
  institutionNotFound: 'orgInstitutionNotFound',
  managerNotFound: 'orgManagerNotFound',
  salesmanNotFound: 'orgSalesmanNotFound',
  moved: 'orgMoved',
  salesmanDisabled: 'orgSalesmanDisabled',
  memberNotFound: 'memberUnavailable',
  alreadyAssigned: 'orgAlreadyAssigned',
  assignmentMoved: 'orgAssignmentMoved',
  notAssigned: 'orgNotAssigned',
} as const satisfies Record<string, ValidationMessageKey>;

const MOBILE_TAKEN = { manager: 'managerMobileTaken', salesman: 'salesmanMobileTaken' } as const;
const NOT_FOUND = {
  manager: ORGANIZATION_TEXTS.managerNotFound,
  salesman: ORGANIZATION_TEXTS.salesmanNotFound,
} as const;
const CODES = { manager: PERMISSIONS.accountManager, salesman: PERMISSIONS.salesman } as const;

const notFound = (key: ValidationMessageKey) => refusal(ERROR_CODES.NOT_FOUND, key, { httpStatus: 404 });
const conflict = (key: ValidationMessageKey) => refusal(ERROR_CODES.CONFLICT, key);
const limits = ({ pageNo, pageSize }: Page) => ({ limit: pageSize, offset: (pageNo - 1) * pageSize });

/** Whose staff the caller manages: one institution, or every institution of the tenant. */
type Scope = { kind: 'institution'; institutionId: number } | { kind: 'tenant' };

async function scopeOf(app: Data, user: AuthUser): Promise<Scope> {
  if (user.userType === 'operator') return { kind: 'tenant' };
  const { institutionId } = await partiesOf(app.db, user.id);
  if (user.userType !== 'financeOrg' || institutionId === null) {
    throw refusal(ERROR_CODES.NO_RIGHTS, ORGANIZATION_TEXTS.noInstitution);
  }
  return { kind: 'institution', institutionId };
}

/**
 * The institution a list or a new row is about: an institution user's own (naming another is not
 * found), or the operator's choice (required to add, optional to list).
 */
async function institutionFor(
  app: Data,
  user: AuthUser,
  scope: Scope,
  requested: number | undefined,
  required: boolean,
): Promise<number | undefined> {
  if (scope.kind === 'institution') {
    if (requested !== undefined && requested !== scope.institutionId) {
      throw notFound(ORGANIZATION_TEXTS.institutionNotFound);
    }
    return scope.institutionId;
  }
  if (requested === undefined) {
    if (required) throw fieldError('institutionId', 'required', 'orgInstitutionRequired');
    return undefined;
  }
  if (!(await institutionExists(app.db, user.tenantId, requested))) {
    throw notFound(ORGANIZATION_TEXTS.institutionNotFound);
  }
  return requested;
}

/** A manager or salesman the caller may act on, or not found. */
async function staffFor(
  app: Data,
  user: AuthUser,
  kind: StaffKind,
  id: number,
  known?: Scope,
): Promise<StaffRow> {
  const scope = known ?? (await scopeOf(app, user));
  const row = await findStaff(app.db, kind, user.tenantId, id);
  if (!row || (scope.kind === 'institution' && row.institutionId !== scope.institutionId)) {
    throw notFound(NOT_FOUND[kind]);
  }
  return row;
}

export async function institutionChoices(app: Data, user: AuthUser) {
  const scope = await scopeOf(app, user);
  const rows = await listInstitutions(
    app.db,
    user.tenantId,
    scope.kind === 'institution' ? scope.institutionId : undefined,
  );
  return {
    rows: rows.map((r) => ({ id: String(r.id), name: r.name, shortName: r.shortName })),
    total: rows.length,
  };
}

const staffReply = (r: {
  id: number;
  institutionId: number;
  institutionName: string;
  name: string;
  mobile: string;
  status: StaffStatus;
  createdAt: Date;
}) => ({
  id: String(r.id),
  institutionId: String(r.institutionId),
  institutionName: r.institutionName,
  name: r.name,
  mobile: r.mobile,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

type StaffQueryValues = Omit<StaffFilter, 'institutionId'> & { institutionId?: number | undefined } & Page;

async function filterFor(app: Data, user: AuthUser, query: StaffQueryValues): Promise<StaffFilter> {
  const scope = await scopeOf(app, user);
  return {
    institutionId: await institutionFor(app, user, scope, query.institutionId, false),
    keyword: query.keyword,
    mobile: query.mobile,
    status: query.status,
  };
}

export async function queryManagers(app: Data, user: AuthUser, query: StaffQueryValues) {
  const { rows, total } = await listManagers(
    app.db,
    user.tenantId,
    await filterFor(app, user, query),
    limits(query),
  );
  return {
    rows: rows.map((r) => ({
      ...staffReply(r),
      requestCount: r.requestCount,
      openRequestCount: r.openRequestCount,
    })),
    total,
  };
}

export async function querySalesmen(app: Data, user: AuthUser, query: StaffQueryValues) {
  const { rows, total } = await listSalesmen(
    app.db,
    user.tenantId,
    await filterFor(app, user, query),
    limits(query),
  );
  return { rows: rows.map((r) => ({ ...staffReply(r), memberCount: r.memberCount })), total };
}

/**
 * Adds (no id; the add code) or edits (the edit code) a manager or salesman. The mobile is free
 * within the institution: checked under the institution's lock, so two saves of one mobile at once
 * have one winner. An edit keeps the institution.
 */
export async function saveStaff(
  app: Data,
  user: AuthUser,
  kind: StaffKind,
  body: StaffFormValues & { id?: number | undefined; institutionId?: number | undefined },
): Promise<{ id: string }> {
  if (!user.permissions.has(body.id === undefined ? CODES[kind].add : CODES[kind].edit)) throw forbidden();
  const scope = await scopeOf(app, user);
  const existing = body.id === undefined ? null : await staffFor(app, user, kind, body.id, scope);
  const institutionId =
    existing?.institutionId ?? (await institutionFor(app, user, scope, body.institutionId, true))!;
  const values = { name: body.name, mobile: body.mobile };

  const id = await app.db.transaction(async (tx) => {
    await lockStaff(tx, kind, institutionId);
    if (await mobileTaken(tx, kind, user.tenantId, institutionId, values.mobile, existing?.id)) {
      throw fieldError('mobile', 'unique', MOBILE_TAKEN[kind]);
    }
    if (existing) {
      await updateStaff(tx, kind, user.tenantId, existing.id, values);
    }
    const rowId =
      existing?.id ?? (await insertStaff(tx, kind, { tenantId: user.tenantId, institutionId, ...values }));
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: existing ? 'edit' : 'add',
      kind,
      id: rowId,
      detail: existing
        ? { institutionId, from: { name: existing.name, mobile: existing.mobile }, to: values }
        : { institutionId, ...values },
    });
    return rowId;
  });
  return { id: String(id) };
}

/**
 * Enables or disables a manager or salesman. A disabled manager is no longer offered at acceptance
 * nor accepted there (financing's activeManager reads the status) and keeps the requests it
 * handles; a disabled salesman keeps its enterprises and gets no new one.
 */
export async function setStaffStatus(
  app: Data,
  user: AuthUser,
  kind: StaffKind,
  id: number,
  to: StaffStatus,
): Promise<void> {
  const row = await staffFor(app, user, kind, id);
  const from: StaffStatus = to === 'active' ? 'disabled' : 'active';
  await app.db.transaction(async (tx) => {
    if (!(await moveStaffStatus(tx, kind, user.tenantId, row.id, from, to))) {
      throw conflict(ORGANIZATION_TEXTS.moved);
    }
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: to === 'active' ? 'enable' : 'disable',
      kind,
      id: row.id,
      detail: { institutionId: row.institutionId, name: row.name },
    });
  });
}

export async function salesmanMembers(app: Data, user: AuthUser, query: { salesmanId: number } & Page) {
  const salesman = await staffFor(app, user, 'salesman', query.salesmanId);
  const { rows, total } = await listSalesmanMembers(app.db, salesman.id, limits(query));
  return {
    rows: rows.map((r) => ({
      memberId: String(r.memberId),
      enterpriseName: r.enterpriseName,
      usccCode: r.usccCode,
      assignedAt: r.assignedAt.toISOString(),
    })),
    total,
  };
}

export async function enterpriseChoices(
  app: Data,
  user: AuthUser,
  query: { salesmanId: number; keyword?: string | undefined } & Page,
) {
  const salesman = await staffFor(app, user, 'salesman', query.salesmanId);
  const { rows, total } = await searchEnterprises(
    app.db,
    user.tenantId,
    salesman.institutionId,
    query.keyword,
    limits(query),
  );
  return {
    rows: rows.map((r) => ({
      memberId: String(r.memberId),
      enterpriseName: r.enterpriseName,
      usccCode: r.usccCode,
      salesmanId: r.salesmanId === null ? null : String(r.salesmanId),
      salesmanName: r.salesmanName,
    })),
    total,
  };
}

/**
 * Assigns enterprises to a salesman in one transaction: each is taken from the salesman the caller
 * saw holding it (or given if it was free) and only if that is still so; otherwise nothing moves and
 * the caller is asked to refresh. The salesman row is locked, so a concurrent disable either waits
 * or is seen.
 */
export async function assignMembers(
  app: Data,
  user: AuthUser,
  body: { salesmanId: number; members: { memberId: number; fromSalesmanId: number | null }[] },
): Promise<void> {
  const salesman = await staffFor(app, user, 'salesman', body.salesmanId);
  const found = await activeMembers(
    app.db,
    user.tenantId,
    body.members.map((m) => m.memberId),
  );
  const names = new Map(found.map((m) => [m.id, m.enterpriseName]));
  const missing = body.members.find((m) => !names.has(m.memberId));
  if (missing) throw notFound(ORGANIZATION_TEXTS.memberNotFound);
  if (body.members.some((m) => m.fromSalesmanId === salesman.id)) {
    throw conflict(ORGANIZATION_TEXTS.alreadyAssigned);
  }

  await app.db.transaction(async (tx) => {
    const locked = await lockSalesman(tx, user.tenantId, salesman.id);
    if (!locked) throw notFound(ORGANIZATION_TEXTS.salesmanNotFound);
    if (locked.status !== 'active') throw conflict(ORGANIZATION_TEXTS.salesmanDisabled);
    for (const { memberId, fromSalesmanId } of body.members) {
      const moved =
        fromSalesmanId === null
          ? await insertAssignment(tx, {
              tenantId: user.tenantId,
              institutionId: salesman.institutionId,
              memberId,
              salesmanId: salesman.id,
            })
          : await moveAssignment(tx, salesman.institutionId, memberId, fromSalesmanId, salesman.id);
      if (!moved) throw conflict(ORGANIZATION_TEXTS.assignmentMoved);
      await audit(tx, {
        tenantId: user.tenantId,
        actorUserId: user.id,
        action: 'assign',
        kind: 'salesman',
        id: salesman.id,
        detail: {
          institutionId: salesman.institutionId,
          memberId,
          enterpriseName: names.get(memberId),
          fromSalesmanId,
        },
      });
    }
  });
}

/** Takes an enterprise from a salesman (enabled or not), audited. */
export async function unassignMember(
  app: Data,
  user: AuthUser,
  body: { salesmanId: number; memberId: number },
): Promise<void> {
  const salesman = await staffFor(app, user, 'salesman', body.salesmanId);
  await app.db.transaction(async (tx) => {
    if (!(await deleteAssignment(tx, salesman.institutionId, body.memberId, salesman.id))) {
      throw notFound(ORGANIZATION_TEXTS.notAssigned);
    }
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'unassign',
      kind: 'salesman',
      id: salesman.id,
      detail: { institutionId: salesman.institutionId, memberId: body.memberId },
    });
  });
}
