import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@scf/shared';
import type { MemberDetail } from '@scf/shared/schemas/member-api';
import { banks, financingRequests, members, registrations } from '@/db/schema.ts';
import { AppError } from '@/lib/app-error.ts';
import { partiesOf } from '@/modules/financing/repository.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * POST /api/member/detail (business.md section 7): an enterprise member's registered details. The
 * caller's own member by default; with user_code another one, which an institution may read when
 * that enterprise applied to it and an operator always. Anything else, like no member at all,
 * answers 14001, which the client reads as "no data" (section 8), so codes cannot be probed.
 */

type Data = Pick<FastifyInstance, 'db'>;

const none = () => new AppError(ERROR_CODES.MEMBER_DETAIL_NONE, '暂无企业信息');

async function memberRow(app: Data, tenantId: number, where: { id?: number; code?: string }) {
  const [row] = await app.db
    .select({
      id: members.id,
      memberUserCode: members.usccCode,
      enterpriseName: members.enterpriseName,
      status: members.status,
      legalRepr: registrations.legalRepr,
      address: registrations.address,
      contactName: registrations.contactName,
      contactMobile: registrations.contactMobile,
      bankCode: banks.code,
      bankName: registrations.bankName,
      openBankName: registrations.openBankName,
      openBankCode: registrations.openBankCode,
      openBankAccount: registrations.openBankAccount,
      companyScale: registrations.companyScale,
      industryCode: registrations.industryCode,
    })
    .from(members)
    .innerJoin(registrations, eq(registrations.id, members.registrationId))
    .leftJoin(banks, eq(banks.name, registrations.bankName))
    .where(
      and(
        eq(members.tenantId, tenantId),
        where.id !== undefined ? eq(members.id, where.id) : eq(members.usccCode, where.code ?? ''),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function appliedTo(app: Data, tenantId: number, memberId: number, institutionId: number) {
  const [row] = await app.db
    .select({ id: financingRequests.id })
    .from(financingRequests)
    .where(
      and(
        eq(financingRequests.tenantId, tenantId),
        eq(financingRequests.memberId, memberId),
        eq(financingRequests.institutionId, institutionId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function memberDetail(
  app: Data,
  user: AuthUser,
  userCode: string | undefined,
): Promise<MemberDetail> {
  const { memberId, institutionId } = await partiesOf(app.db, user.id);
  const code = userCode?.toUpperCase();
  const row =
    code === undefined
      ? memberId === null
        ? null
        : await memberRow(app, user.tenantId, { id: memberId })
      : await memberRow(app, user.tenantId, { code });
  if (!row) throw none();
  const allowed =
    row.id === memberId ||
    user.userType === 'operator' ||
    (user.userType === 'financeOrg' &&
      institutionId !== null &&
      (await appliedTo(app, user.tenantId, row.id, institutionId)));
  if (!allowed) throw none();
  const { id: _id, ...detail } = row;
  return detail;
}
