import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { toCamelKeys } from '@scf/shared';
import { chinaDate } from '@scf/shared/dates';
import { certPayloadText, incomingApplyRequest } from '@scf/shared/schemas/financing-apply-page';
import type { Db } from '@/db/client.ts';
import {
  auditLog,
  bankBranches,
  creditLines,
  financingRequestFiles,
  financingRequests,
  financingWarns,
  members,
  productDocuments,
  repayPlans,
  rolePermissions,
  roles,
  signingKeys,
  userRoles,
  users,
} from '@/db/schema.ts';
import type { Browser } from '@/modules/auth/test-support.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import { storeFile } from '@/modules/files/store.ts';
import { pendingRegistration, tenantIdOf } from '@/modules/member-review/test-support.ts';
import { rowCounts } from '@/modules/user/test-support.ts';

/**
 * Test data of the application pages and credit lines: the product's configured documents as
 * uploaded files, a real bank branch, the browser signer's key pair and signature, credit lines
 * and enterprise users with chosen permissions.
 */

/** The members of the demo (seed-financing.ts, member-data.ts). */
export const COMP01_CODE = '91440300MA5F2W8N18';
export const CORE_CODE = '91310115MA1G7H4K2W';
export const CORE_NAME = '华东重工集团有限公司';

/** The tables an application writes to: a refusal leaves them all as they were. */
export const applyCounts = (db: Db) =>
  rowCounts(db, {
    financingRequests,
    financingRequestFiles,
    financingWarns,
    auditLog,
    repayPlans,
    creditLines,
    signingKeys,
  });

/** A China date `days` away from today (negative: in the past). */
export function chinaDay(days: number): string {
  const today = new Date(`${chinaDate()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface DocumentConf {
  documentCode: string;
  documentName: string;
  documentFileType: string;
}

/** The documents the apply page asks for on a product, in the product's order. */
export function documentsOf(db: Db, productId: number): Promise<DocumentConf[]> {
  return db
    .select({
      documentCode: productDocuments.documentCode,
      documentName: productDocuments.documentName,
      documentFileType: productDocuments.documentFileType,
    })
    .from(productDocuments)
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(productDocuments.sortOrder));
}

export interface UploadedDocument {
  file_code: string;
  file_name: string;
  file_path: string;
}

/** One stored PDF per configured document, as the page's uploads answer them (documentList). */
export async function uploadDocuments(
  db: Db,
  documents: readonly DocumentConf[],
  tag: string,
): Promise<UploadedDocument[]> {
  const list: UploadedDocument[] = [];
  for (const doc of documents) {
    const { url } = await storeFile(db, {
      content: Buffer.from(`%PDF-1.4 ${doc.documentCode} ${tag}`),
      contentType: 'application/pdf',
      originalFileName: `${doc.documentName}.pdf`,
    });
    list.push({ file_code: doc.documentCode, file_name: `${doc.documentName}.pdf`, file_path: url });
  }
  return list;
}

/** A real branch of a bank (the first by number), as getBankBranchUrl answers it. */
export async function branchOf(db: Db, bankCode: string) {
  const [row] = await db
    .select({ bankBranchNo: bankBranches.branchNo, bankFullName: bankBranches.branchName })
    .from(bankBranches)
    .where(eq(bankBranches.bankCode, bankCode))
    .orderBy(asc(bankBranches.branchNo))
    .limit(1);
  if (!row) throw new Error(`no branch of ${bankCode}`);
  return row;
}

export async function memberIdOf(db: Db, tenantCode: string, usccCode: string): Promise<number> {
  const tenantId = await tenantIdOf(db, tenantCode);
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.usccCode, usccCode)));
  if (!row) throw new Error(`no member ${usccCode} in ${tenantCode}`);
  return row.id;
}

/** A member's credit line on a product, as stored. */
export async function lineOf(db: Db, memberId: number, productId: number) {
  const [row] = await db
    .select()
    .from(creditLines)
    .where(and(eq(creditLines.memberId, memberId), eq(creditLines.productId, productId)));
  return row ?? null;
}

/** Sets what loans use of a line, standing for drawings made elsewhere (fen). */
export async function setLineUsed(db: Db, lineId: number, usedFen: number): Promise<void> {
  await db
    .update(creditLines)
    .set({ usedAmountFen: usedFen, updatedAt: sql`now()` })
    .where(eq(creditLines.id, lineId));
}

export interface SignerKey {
  /** SPKI DER, base64: what the browser registers. */
  publicKey: string;
  privateKey: KeyObject;
  /** SHA-256 (hex) of the SPKI bytes. */
  keyId: string;
}

/** An ECDSA P-256 key pair like the browser signer's. */
export function signerKey(): SignerKey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    publicKey: der.toString('base64'),
    privateKey,
    keyId: createHash('sha256').update(der).digest('hex'),
  };
}

export async function registerKey(client: Browser, key: SignerKey) {
  return client.post('/api/financing/signer/register', { public_key: key.publicKey });
}

/** The text a voucher application signs, from a body as the client sends it (snake_case). */
export const payloadText = (body: Record<string, unknown>): string =>
  certPayloadText(incomingApplyRequest.parse(toCamelKeys(body)));

export const signText = (key: SignerKey, text: string): string =>
  sign('sha256', Buffer.from(text), { key: key.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64');

/** The body with its cert_content: the signer's signature of the payload's text. */
export function signed(body: Record<string, unknown>, key: SignerKey): Record<string, unknown> {
  const content = payloadText(body);
  return {
    ...body,
    cert_content: { key_id: key.keyId, content, signature: signText(key, content) },
  };
}

/**
 * An enterprise user of a member whose own role holds exactly `permissions` (a role made for it),
 * to show what a missing permission code refuses.
 */
export async function addEnterpriseUser(
  db: Db,
  tenantCode: string,
  account: string,
  password: string,
  memberId: number,
  permissions: readonly string[],
): Promise<number> {
  const tenantId = await tenantIdOf(db, tenantCode);
  const [role] = await db
    .insert(roles)
    .values({ tenantId, code: `test_${account}`, name: `测试角色${account}` })
    .returning({ id: roles.id });
  if (permissions.length > 0) {
    await db
      .insert(rolePermissions)
      .values(permissions.map((permissionCode) => ({ roleId: role!.id, permissionCode })));
  }
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      account,
      name: `企业用户${account}`,
      userType: 'comp',
      rawRoleCode: 'normal',
      roleCode: 'supplier',
      passwordHash: await hashPassword(password),
      memberId,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return user!.id;
}

/**
 * Another enterprise member of a tenant (its registration written as the wizard does) holding a
 * line of `creditAmountFen` on a product: a second cash-out party.
 */
export async function addMemberWithLine(
  db: Db,
  tenantCode: string,
  product: { id: number; institutionId: number },
  creditAmountFen: number,
  name?: string,
) {
  const tenantId = await tenantIdOf(db, tenantCode);
  const registration = await pendingRegistration(db, tenantCode, name === undefined ? {} : { name });
  const [member] = await db
    .insert(members)
    .values({
      tenantId,
      usccCode: registration.usccCode,
      enterpriseName: registration.enterpriseName,
      registrationId: registration.id,
    })
    .returning({ id: members.id });
  await db.insert(creditLines).values({
    tenantId,
    memberId: member!.id,
    productId: product.id,
    institutionId: product.institutionId,
    creditAmountFen,
    repayType: 'bullet',
  });
  return {
    memberId: member!.id,
    usccCode: registration.usccCode,
    enterpriseName: registration.enterpriseName,
  };
}
