import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import {
  institutions,
  productAgreements,
  productAttachments,
  productGuarantTypes,
  products,
  roles,
  userRoles,
  users,
} from '@/db/schema.ts';
import { hashPassword } from '@/modules/auth/password.ts';
import { storeFile } from '@/modules/files/store.ts';
import { tenantIdOf } from '@/modules/member-review/test-support.ts';

/** Test data of financing: products to apply to, a second institution's user, stored attachments. */

/**
 * An on-shelf product (credit and FSP unless told) of an institution in a tenant, with what the
 * dialog checks. Credit products: the demo's open cases sit on voucher products
 * (seed-financing-cases.ts); FSP: the generic flow's loan type.
 */
export async function shelfProduct(
  db: Db,
  tenantCode: string,
  institutionCode: string,
  skip = 0,
  financeTypeCode: 'credit' | 'voucher' | 'receivable' = 'credit',
  loanType: 'FSP' | 'LOGMIS' | 'SCBC' | 'WMS' = 'FSP',
) {
  const tenantId = await tenantIdOf(db, tenantCode);
  const rows = await db
    .select({
      id: products.id,
      productCode: products.productCode,
      institutionId: products.institutionId,
      min: products.loanAmountMinFen,
      max: products.loanAmountMaxFen,
      periodMin: products.loanPeriodMin,
      periodMax: products.loanPeriodMax,
      rateStartBp: products.rateStartBp,
      rateEndBp: products.rateEndBp,
    })
    .from(products)
    .innerJoin(institutions, eq(institutions.id, products.institutionId))
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.productStatus, 3),
        eq(products.financeTypeCode, financeTypeCode),
        eq(products.loanType, loanType),
        eq(institutions.userCode, institutionCode),
      ),
    )
    .orderBy(asc(products.id));
  const product = rows[skip];
  if (!product) throw new Error(`no product ${skip} of ${institutionCode} on shelf in ${tenantCode}`);
  const [guarants, templates, agreements] = await Promise.all([
    db
      .select({ v: productGuarantTypes.guarantType })
      .from(productGuarantTypes)
      .where(eq(productGuarantTypes.productId, product.id)),
    db
      .select({ n: productAttachments.sortOrder })
      .from(productAttachments)
      .where(eq(productAttachments.productId, product.id)),
    db
      .select({ n: productAgreements.id })
      .from(productAgreements)
      .where(eq(productAgreements.productId, product.id)),
  ]);
  return {
    ...product,
    guarantTypes: guarants.map((g) => g.v),
    templateCount: templates.length,
    hasAgreements: agreements.length > 0,
  };
}
export type ShelfProduct = Awaited<ReturnType<typeof shelfProduct>>;

/** Stored files to attach, as the upload call answers them. */
export async function attachments(db: Db, n: number, tag: string) {
  const list: { fileName: string; filePath: string }[] = [];
  for (let i = 0; i < n; i += 1) {
    const { url } = await storeFile(db, {
      content: Buffer.from(`%PDF-1.4 test attachment ${tag} ${i}`),
      contentType: 'application/pdf',
      originalFileName: `材料${i + 1}.pdf`,
    });
    list.push({ fileName: `材料${i + 1}.pdf`, filePath: url });
  }
  return list;
}

/** A financeOrg user of another institution (bank01 works for ORG_JNB). */
export async function addInstitutionUser(
  db: Db,
  tenantCode: string,
  account: string,
  password: string,
  institutionCode: string,
) {
  const tenantId = await tenantIdOf(db, tenantCode);
  const [institution] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.tenantId, tenantId), eq(institutions.userCode, institutionCode)));
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.code, ['financeOrg'])));
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      account,
      name: `机构用户${account}`,
      userType: 'financeOrg',
      rawRoleCode: 'normal',
      roleCode: 'financeOrg',
      passwordHash: await hashPassword(password),
      institutionId: institution!.id,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return user!.id;
}
