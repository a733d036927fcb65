import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@scf/shared';
import type { FinancingChannel } from '@scf/shared/schemas/financing-status';
import { formatWan } from '@scf/shared/money';
import type { Db } from '@/db/client.ts';
import { products } from '@/db/schema.ts';
import { refusal } from '@/lib/app-error.ts';
import {
  audit,
  findRequest,
  insertRequest,
  insertRequestFiles,
  insertWarns,
  institutionIds,
  memberName,
} from '@/modules/financing/repository.ts';

/**
 * Writing a new financing request: the row, its files, the alerts of the institutions that should
 * look at it and the audit row, inside the caller's transaction. Used by the dialog, the apply page
 * and the demand form.
 */

export interface NewProductRequest {
  tenantId: number;
  memberId: number;
  applicantUserId: number;
  productId: number;
  channel: Exclude<FinancingChannel, 'demand'>;
  financeAmountFen: number;
  financePeriod: number;
  guarantTypes: string[];
  financePurpose: string | null;
  detail: Record<string, unknown>;
  files: { fileName: string; fileHash: string; documentCode: string | null }[];
}

export interface NewDemand {
  tenantId: number;
  memberId: number;
  applicantUserId: number;
  financeAmountFen: number;
  financePeriod: number;
  guarantTypes: string[];
  financePurpose: string | null;
}

/** RZ + the China date and time + 4 random digits; unique within the tenant (checked, retried). */
async function newApplyCode(db: Db, tenantId: number): Promise<string> {
  for (;;) {
    const stamp = new Date(Date.now() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
    const code = `RZ${stamp}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    if (!(await findRequest(db, tenantId, { code }))) return code;
  }
}

const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  return e.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint));
};

/**
 * Inserts a request under a fresh apply code. The code is checked free first, but a concurrent
 * request may draw the same one (the same second, the same four digits) and commit before this
 * insert, which then fails on the code's constraint: it is tried again with another code, in a
 * savepoint so the caller's transaction goes on. Found by the load test (scripts/hard/load.mjs),
 * where the application was refused as a duplicate record.
 */
async function insertWithCode(
  tx: Db,
  row: Omit<Parameters<typeof insertRequest>[1], 'applyCode'>,
): Promise<{ id: number; applyCode: string }> {
  for (;;) {
    const applyCode = await newApplyCode(tx, row.tenantId);
    try {
      const id = await tx.transaction((savepoint) => insertRequest(savepoint, { ...row, applyCode }));
      return { id, applyCode };
    } catch (error) {
      if (!isUniqueViolation(error, 'financing_requests_tenant_code_unique')) throw error;
    }
  }
}

export async function createProductRequest(
  tx: Db,
  input: NewProductRequest,
): Promise<{ id: number; applyCode: string }> {
  const { files, productId, ...rest } = input;
  const [institution] = await tx
    .select({ institutionId: products.institutionId, productName: products.productName })
    .from(products)
    .where(and(eq(products.tenantId, input.tenantId), eq(products.id, productId)));
  let id: number;
  let applyCode: string;
  try {
    ({ id, applyCode } = await insertWithCode(tx, {
      ...rest,
      productId,
      institutionId: institution!.institutionId,
      kind: 'product',
    }));
  } catch (error) {
    if (isUniqueViolation(error, 'financing_requests_open_product_unique')) {
      throw refusal(ERROR_CODES.CONFLICT, 'financingOpenExists');
    }
    throw error;
  }
  await insertRequestFiles(tx, input.tenantId, id, files);
  const enterprise = await memberName(tx, input.memberId);
  await insertWarns(
    tx,
    input.tenantId,
    id,
    [institution!.institutionId],
    `${enterprise}申请${institution!.productName}，金额${formatWan(input.financeAmountFen)}万元，期限${input.financePeriod}个月`,
  );
  await audit(tx, {
    tenantId: input.tenantId,
    actorUserId: input.applicantUserId,
    action: 'apply',
    requestId: id,
    detail: { channel: input.channel, productId, financeAmountFen: input.financeAmountFen },
  });
  return { id, applyCode };
}

/** A demand goes to the hall: every institution of the tenant is alerted. */
export async function createDemand(tx: Db, input: NewDemand): Promise<{ id: number; applyCode: string }> {
  const { id, applyCode } = await insertWithCode(tx, { ...input, kind: 'demand', channel: 'demand' });
  const enterprise = await memberName(tx, input.memberId);
  await insertWarns(
    tx,
    input.tenantId,
    id,
    await institutionIds(tx, input.tenantId),
    `${enterprise}发布融资需求，金额${formatWan(input.financeAmountFen)}万元，期限${input.financePeriod}个月`,
  );
  await audit(tx, {
    tenantId: input.tenantId,
    actorUserId: input.applicantUserId,
    action: 'publish',
    requestId: id,
    detail: { financeAmountFen: input.financeAmountFen },
  });
  return { id, applyCode };
}
