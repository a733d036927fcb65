import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@scf/shared';
import type { ValidationMessageKey } from '@scf/shared';
import { chinaDate } from '@scf/shared/dates';
import {
  AUTHORIZATION_ACTIONS,
  AUTHORIZATION_SCOPE_LABELS,
  authorizationViewStatus,
} from '@scf/shared/schemas/authorization';
import type {
  AuthorizationAction,
  AuthorizationDetail,
  AuthorizationOptions,
  AuthorizationPage,
  AuthorizationRow,
  AuthorizationScope,
  AuthorizationViewStatus,
} from '@scf/shared/schemas/authorization';
import { fieldError, refusal } from '@/lib/app-error.ts';
import {
  audit,
  cancellableGuard,
  countAuthorizations,
  findAuthorization,
  findInstitution,
  findLive,
  history,
  insertAuthorization,
  listAuthorizations,
  listInstitutions,
  listMembersInView,
  moveAuthorization,
  moveGuard,
  partiesOf,
  supersedeOutdated,
  validOn,
  viewCondition,
} from '@/modules/authorization/repository.ts';
import type { ListedAuthorization, View } from '@/modules/authorization/repository.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * Authorisations (issue 7 point 3; the state machine in @scf/shared/schemas/authorization). The
 * enterprise applies and cancels; the institution given the authorisation passes or rejects it, and
 * so may the back office (the institution's operator is the primary reviewer, the operator steps in
 * when an institution has no one to decide). Every move is one guarded UPDATE in a transaction with
 * its audit row; a row outside the caller's view reads as not found.
 */

type Data = Pick<FastifyInstance, 'db'>;

/** The reason an outdated authorization keeps when a new application replaces it (stored, not a refusal). */
const SUPERSEDED_REASON = '授权已过期，由新的授权申请取代';

export const AUTHORIZATION_TEXTS = {
  notFound: 'authorizationNotFound',
  noMember: 'authorizationNoMember',
  noInstitution: 'noInstitution',
  noView: 'authorizationNoView',
  notPending: 'authorizationNotPending',
  notCancellable: 'authorizationNotCancellable',
  passOutdated: 'authorizationPassOutdated',
} as const satisfies Record<string, ValidationMessageKey>;

const refuse = (key: ValidationMessageKey, code: number = ERROR_CODES.CONFLICT) => refusal(code, key);
const notFound = () => refusal(ERROR_CODES.NOT_FOUND, AUTHORIZATION_TEXTS.notFound, { httpStatus: 404 });

/** The caller's view: an operator the tenant's, an enterprise user its member's, an institution its own. */
export async function viewOf(app: Data, user: AuthUser): Promise<View> {
  if (user.userType === 'operator') return { kind: 'tenant' };
  const { memberId, institutionId } = await partiesOf(app.db, user.id);
  if (user.userType === 'comp') {
    if (memberId === null) throw refuse(AUTHORIZATION_TEXTS.noMember, ERROR_CODES.NO_RIGHTS);
    return { kind: 'member', memberId };
  }
  if (institutionId === null) throw refuse(AUTHORIZATION_TEXTS.noInstitution, ERROR_CODES.NO_RIGHTS);
  return { kind: 'institution', institutionId };
}

/** Deciding belongs to the institution given the authorisation and to the back office. */
async function deciderView(app: Data, user: AuthUser): Promise<View> {
  const view = await viewOf(app, user);
  if (view.kind === 'member') throw refuse(AUTHORIZATION_TEXTS.noView, ERROR_CODES.FORBIDDEN);
  return view;
}

async function memberView(app: Data, user: AuthUser): Promise<{ kind: 'member'; memberId: number }> {
  const view = await viewOf(app, user);
  if (view.kind !== 'member') throw refuse(AUTHORIZATION_TEXTS.noMember, ERROR_CODES.NO_RIGHTS);
  return view;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

function rowOf(listed: ListedAuthorization, today: string): AuthorizationRow {
  const a = listed.authorization;
  return {
    id: String(a.id),
    memberId: String(a.memberId),
    enterpriseName: listed.enterpriseName,
    institutionId: String(a.institutionId),
    institutionName: listed.institutionName,
    scope: a.scope as AuthorizationScope,
    validUntil: a.validUntil,
    status: a.status,
    viewStatus: authorizationViewStatus(a.status, a.validUntil, today),
    remark: a.remark,
    reason: a.reason,
    applicantName: listed.applicantName,
    auditorName: listed.auditorName,
    createdAt: a.createdAt.toISOString(),
    decidedAt: iso(a.decidedAt),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export async function options(app: Data, user: AuthUser): Promise<AuthorizationOptions> {
  const view = await viewOf(app, user);
  const [parties, enterprises] = await Promise.all([
    listInstitutions(app.db, user.tenantId),
    listMembersInView(app.db, user.tenantId, view),
  ]);
  const asOption = (r: { id: number; name: string }) => ({ id: String(r.id), name: r.name });
  return { institutions: parties.map(asOption), members: enterprises.map(asOption) };
}

export async function query(
  app: Data,
  user: AuthUser,
  body: {
    status?: AuthorizationViewStatus | undefined;
    scope?: AuthorizationScope | undefined;
    institutionId?: number | undefined;
    memberId?: number | undefined;
    pageNo: number;
    pageSize: number;
  },
): Promise<AuthorizationPage> {
  const condition = viewCondition(user.tenantId, await viewOf(app, user));
  const today = chinaDate();
  const { pageNo, pageSize, ...filter } = body;
  const [rows, total] = await Promise.all([
    listAuthorizations(app.db, condition, filter, today, {
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    }),
    countAuthorizations(app.db, condition, filter, today),
  ]);
  return { rows: rows.map((r) => rowOf(r, today)), total };
}

const isAction = (action: string): action is AuthorizationAction =>
  (AUTHORIZATION_ACTIONS as readonly string[]).includes(action);

export async function detail(app: Data, user: AuthUser, id: number): Promise<AuthorizationDetail> {
  const condition = viewCondition(user.tenantId, await viewOf(app, user));
  const found = await findAuthorization(app.db, condition, id);
  if (!found) throw notFound();
  const entries = await history(app.db, user.tenantId, id);
  return {
    ...rowOf(found, chinaDate()),
    history: entries.flatMap((h) =>
      isAction(h.action)
        ? [
            {
              action: h.action,
              at: h.at.toISOString(),
              actorName: h.actorName,
              reason: typeof h.detail?.reason === 'string' ? h.detail.reason : null,
            },
          ]
        : [],
    ),
  };
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

const liveExists = (institution: string, scope: AuthorizationScope) =>
  fieldError('scope', 'unique', 'authorizationLiveExists', {
    code: ERROR_CODES.CONFLICT,
    params: { institution, scope: AUTHORIZATION_SCOPE_LABELS[scope] },
  });

/**
 * apply: a pending authorisation. A live one of the same kind refuses it, unless its date has passed:
 * then the new application supersedes it (cancelled, with the reason in its history). The partial
 * unique index settles two applications at once.
 */
export async function apply(
  app: Data,
  user: AuthUser,
  body: { institutionId: number; scope: AuthorizationScope; validUntil: string; remark?: string | undefined },
): Promise<{ id: string }> {
  const { memberId } = await memberView(app, user);
  const institution = await findInstitution(app.db, user.tenantId, body.institutionId);
  if (!institution) throw fieldError('institutionId', 'exists', 'authorizationInstitutionUnknown');
  const key = { tenantId: user.tenantId, memberId, institutionId: institution.id, scope: body.scope };
  const today = chinaDate();
  const live = await findLive(app.db, key);
  if (live && live.validUntil >= today) throw liveExists(institution.name, body.scope);
  try {
    return await app.db.transaction(async (tx) => {
      const superseded = await supersedeOutdated(tx, key, today, SUPERSEDED_REASON);
      const id = await insertAuthorization(tx, {
        ...key,
        validUntil: body.validUntil,
        remark: body.remark ?? null,
        status: 'pending',
        applicantUserId: user.id,
      });
      for (const old of superseded) {
        await audit(tx, {
          tenantId: user.tenantId,
          actorUserId: user.id,
          action: 'supersede',
          authorizationId: old,
          detail: { reason: SUPERSEDED_REASON, by: id },
        });
      }
      await audit(tx, {
        tenantId: user.tenantId,
        actorUserId: user.id,
        action: 'apply',
        authorizationId: id,
        detail: {
          institutionId: institution.id,
          scope: body.scope,
          validUntil: body.validUntil,
          remark: body.remark ?? null,
        },
      });
      return { id: String(id) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'authorizations_live_unique'))
      throw liveExists(institution.name, body.scope);
    throw error;
  }
}

/** One decision of the institution or the back office on a pending authorisation. */
async function decide(
  app: Data,
  user: AuthUser,
  id: number,
  decision: { pass: true } | { pass: false; reason: string },
): Promise<void> {
  const condition = viewCondition(user.tenantId, await deciderView(app, user));
  const found = await findAuthorization(app.db, condition, id);
  if (!found) throw notFound();
  const today = chinaDate();
  if (decision.pass && found.authorization.status === 'pending' && found.authorization.validUntil < today)
    throw refuse(AUTHORIZATION_TEXTS.passOutdated);
  await app.db.transaction(async (tx) => {
    const moved = await moveAuthorization(
      tx,
      id,
      moveGuard(condition, ['pending'], decision.pass ? validOn(today) : undefined),
      {
        status: decision.pass ? 'approved' : 'rejected',
        reason: decision.pass ? null : decision.reason,
        auditorUserId: user.id,
        decidedAt: new Date(),
      },
    );
    if (!moved) throw refuse(AUTHORIZATION_TEXTS.notPending);
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: decision.pass ? 'pass' : 'reject',
      authorizationId: id,
      ...(decision.pass ? {} : { detail: { reason: decision.reason } }),
    });
  });
}

export const pass = (app: Data, user: AuthUser, id: number) => decide(app, user, id, { pass: true });

export const reject = (app: Data, user: AuthUser, body: { id: number; reason: string }) =>
  decide(app, user, body.id, { pass: false, reason: body.reason });

/** cancel: the enterprise ends a pending one, or an approved one not yet expired. */
export async function cancel(app: Data, user: AuthUser, body: { id: number; reason: string }): Promise<void> {
  const condition = viewCondition(user.tenantId, await memberView(app, user));
  if (!(await findAuthorization(app.db, condition, body.id))) throw notFound();
  await app.db.transaction(async (tx) => {
    const moved = await moveAuthorization(tx, body.id, cancellableGuard(condition, chinaDate()), {
      status: 'cancelled',
      reason: body.reason,
      decidedAt: new Date(),
    });
    if (!moved) throw refuse(AUTHORIZATION_TEXTS.notCancellable);
    await audit(tx, {
      tenantId: user.tenantId,
      actorUserId: user.id,
      action: 'cancel',
      authorizationId: body.id,
      detail: { reason: body.reason },
    });
  });
}
