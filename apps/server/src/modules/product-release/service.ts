import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@scf/shared';
import type { ValidationMessageKey } from '@scf/shared';
import { percentToBp, wanToFen } from '@scf/shared/money';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import type { ProductForm } from '@scf/shared/schemas/product-release';
import type { Db } from '@/db/client.ts';
import {
  auditLog,
  financingRequests,
  institutions,
  productAgreements,
  productAttachments,
  productDocuments,
  productGuarantTypes,
  productMaterials,
  productRepayTypes,
  products,
} from '@/db/schema.ts';
import { fieldError, refusal } from '@/lib/app-error.ts';
import { listDictItems } from '@/modules/dict/repository.ts';
import { existingFileHashes } from '@/modules/financing/repository.ts';
import { requireInstitution } from '@/modules/financing/service.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * An institution's products through their statuses (issue 6; PRODUCT_STATUS): written and edited
 * while 0 (to submit) or 4 (audit failed), submitted for audit (1), passed (2) or refused (4) by the
 * back office, put on (3) and off (2) the shelf. Each move is one guarded UPDATE with its audit row.
 */

type Data = Pick<FastifyInstance, 'db'>;

export const PRODUCT_ENTITY = 'product';
export const RELEASE_TEXTS = {
  notFound: 'releaseNotFound',
  moved: 'releaseMoved',
  notEditable: 'releaseNotEditable',
  openRequests: 'releaseOpenRequests',
  fileMissing: 'uploadedFileMissing',
} as const satisfies Record<string, ValidationMessageKey>;

const refuse = (key: ValidationMessageKey) => refusal(ERROR_CODES.CONFLICT, key);
const OPEN_REQUESTS = ['submitted', 'accepted', 'credited', 'loaned', 'overdue'] as const;

async function audit(
  db: Db,
  user: AuthUser,
  action: string,
  productId: number,
  detail?: Record<string, unknown>,
) {
  await db.insert(auditLog).values({
    tenantId: user.tenantId,
    actorUserId: user.id,
    action,
    entity: PRODUCT_ENTITY,
    entityId: String(productId),
    detail: detail ?? null,
  });
}

/** The form's choices that must exist: guarantee and repayment codes of the dictionary, stored files. */
async function checkReferences(app: Data, tenantId: number, form: ProductForm) {
  const dict = await listDictItems(app.db, tenantId, ['guarant_type', 'repay_type']);
  const known = (type: string) => new Set(dict.filter((d) => d.dictType === type).map((d) => d.value));
  const guarants = known('guarant_type');
  if (form.guarantTypeList.some((g) => !guarants.has(g)))
    throw fieldError('guarantTypeList', 'oneOf', 'guarantTypeRule');
  const repays = known('repay_type');
  if (form.repayTypeList.some((r) => !repays.has(r.repayType)))
    throw fieldError('repayTypeList', 'oneOf', 'repayTypeRule');
  const hashes = form.attachments.map((a) => a.filePath.slice('/api/files/'.length));
  const stored = await existingFileHashes(app.db, hashes);
  if (hashes.some((h) => !stored.has(h)))
    throw fieldError('attachments', 'exists', RELEASE_TEXTS.fileMissing);
}

function columns(form: ProductForm, institutionName: string) {
  const fen = (wan: number | undefined) => (wan === undefined ? null : wanToFen(wan));
  return {
    productName: form.productName,
    productDesc: form.productDesc ?? null,
    financeTypeCode: form.financeTypeCode,
    loanType: form.loanType,
    loanAmountMinFen: fen(form.loanAmountMin) ?? 0,
    loanAmountMaxFen: fen(form.loanAmountMax),
    singleCreditLimitFen: fen(form.singleCreditLimit),
    loanPeriodMin: form.loanPeriodMin,
    loanPeriodMax: form.loanPeriodMax ?? null,
    loanTermStr: form.loanPeriodMax === undefined ? null : `${form.loanPeriodMin}-${form.loanPeriodMax}个月`,
    rateStartBp: percentToBp(form.rateStart) ?? 0,
    rateEndBp: percentToBp(form.rateEnd) ?? 0,
    introduce: form.introduce ?? null,
    customer: form.customer ?? null,
    feature: form.feature ?? null,
    applyCondition: form.applyCondition ?? null,
    productApplyMethod: form.productApplyMethod,
    outerProductUrl: form.outerProductUrl ?? null,
    searchText: `${form.productName} ${institutionName}`.toLowerCase(),
  };
}

/** The lists of a product, replaced as a whole on every save. */
async function writeParts(db: Db, tenantId: number, productId: number, form: ProductForm) {
  for (const table of [
    productGuarantTypes,
    productRepayTypes,
    productMaterials,
    productAttachments,
    productAgreements,
    productDocuments,
  ]) {
    await db.delete(table).where(and(eq(table.tenantId, tenantId), eq(table.productId, productId)));
  }
  const base = { tenantId, productId };
  await db
    .insert(productGuarantTypes)
    .values(form.guarantTypeList.map((guarantType) => ({ ...base, guarantType })));
  await db
    .insert(productRepayTypes)
    .values(form.repayTypeList.map((r, sortOrder) => ({ ...base, ...r, sortOrder })));
  if (form.materialNameList.length > 0) {
    await db
      .insert(productMaterials)
      .values(form.materialNameList.map((materialName, sortOrder) => ({ ...base, materialName, sortOrder })));
  }
  if (form.attachments.length > 0) {
    await db.insert(productAttachments).values(
      form.attachments.map((a, sortOrder) => ({
        ...base,
        sortOrder,
        filename: a.fileName,
        originalFileName: a.fileName,
        fileHash: a.filePath.slice('/api/files/'.length),
      })),
    );
  }
  if (form.agreementArticalList.length > 0) {
    await db
      .insert(productAgreements)
      .values(form.agreementArticalList.map((a, sortOrder) => ({ ...base, ...a, sortOrder })));
  }
  if (form.documentList.length > 0) {
    await db
      .insert(productDocuments)
      .values(form.documentList.map((d, sortOrder) => ({ ...base, ...d, sortOrder })));
  }
}

async function institutionOf(app: Data, user: AuthUser) {
  const institutionId = await requireInstitution(app, user);
  const [row] = await app.db
    .select({ id: institutions.id, name: institutions.name, userCode: institutions.userCode })
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  return row!;
}

async function ownProduct(app: Data, user: AuthUser, institutionId: number, id: number) {
  const [row] = await app.db
    .select({ id: products.id, status: products.productStatus, code: products.productCode })
    .from(products)
    .where(
      and(
        eq(products.tenantId, user.tenantId),
        eq(products.id, id),
        eq(products.institutionId, institutionId),
      ),
    );
  if (!row) throw refusal(ERROR_CODES.NOT_FOUND, RELEASE_TEXTS.notFound, { httpStatus: 404 });
  return row;
}

/** save: a new product (status 0) or an edit of one still to submit or refused (back to 0). */
export async function saveProduct(
  app: Data,
  user: AuthUser,
  body: ProductForm & { id?: number | undefined },
) {
  const institution = await institutionOf(app, user);
  await checkReferences(app, user.tenantId, body);
  const values = columns(body, institution.name);
  if (body.id === undefined) {
    return app.db.transaction(async (tx) => {
      const productCode = `${institution.userCode}-${Date.now().toString(36).toUpperCase()}${randomInt(100, 1000)}`;
      const [row] = await tx
        .insert(products)
        .values({
          ...values,
          tenantId: user.tenantId,
          institutionId: institution.id,
          productCode,
          productStatus: PRODUCT_STATUS.toSubmit,
        })
        .returning({ id: products.id });
      await writeParts(tx, user.tenantId, row!.id, body);
      await audit(tx, user, 'create', row!.id);
      return { id: String(row!.id), productCode };
    });
  }
  const product = await ownProduct(app, user, institution.id, body.id);
  return app.db.transaction(async (tx) => {
    const moved = await tx
      .update(products)
      .set({ ...values, productStatus: PRODUCT_STATUS.toSubmit })
      .where(
        and(
          eq(products.id, product.id),
          inArray(products.productStatus, [PRODUCT_STATUS.toSubmit, PRODUCT_STATUS.auditFailed]),
        ),
      )
      .returning({ id: products.id });
    if (moved.length === 0) throw refuse(RELEASE_TEXTS.notEditable);
    await writeParts(tx, user.tenantId, product.id, body);
    await audit(tx, user, 'edit', product.id);
    return { id: String(product.id), productCode: product.code };
  });
}

/** One guarded status move of a product, with its audit row. */
async function move(
  app: Data,
  user: AuthUser,
  id: number,
  institutionId: number | null,
  from: number[],
  change: Partial<typeof products.$inferInsert> & { productStatus: number },
  action: string,
  detail?: Record<string, unknown>,
) {
  await app.db.transaction(async (tx) => {
    const rows = await tx
      .update(products)
      .set(change)
      .where(
        and(
          eq(products.tenantId, user.tenantId),
          eq(products.id, id),
          inArray(products.productStatus, from),
          institutionId === null ? undefined : eq(products.institutionId, institutionId),
        ),
      )
      .returning({ id: products.id });
    if (rows.length === 0) throw refuse(RELEASE_TEXTS.moved);
    await audit(tx, user, action, id, detail);
  });
}

export async function submitProduct(app: Data, user: AuthUser, id: number) {
  const institution = await institutionOf(app, user);
  await ownProduct(app, user, institution.id, id);
  await move(
    app,
    user,
    id,
    institution.id,
    [PRODUCT_STATUS.toSubmit, PRODUCT_STATUS.auditFailed],
    { productStatus: PRODUCT_STATUS.toAudit },
    'submit',
  );
}

/** cancel: withdraw one in audit (1 → 0), or delete one never submitted (0). */
export async function cancelProduct(app: Data, user: AuthUser, id: number) {
  const institution = await institutionOf(app, user);
  const product = await ownProduct(app, user, institution.id, id);
  if (product.status === PRODUCT_STATUS.toAudit) {
    await move(
      app,
      user,
      id,
      institution.id,
      [PRODUCT_STATUS.toAudit],
      { productStatus: PRODUCT_STATUS.toSubmit },
      'withdraw',
    );
    return;
  }
  if (product.status !== PRODUCT_STATUS.toSubmit) throw refuse(RELEASE_TEXTS.moved);
  const [used] = await app.db
    .select({ n: count() })
    .from(financingRequests)
    .where(eq(financingRequests.productId, id));
  if ((used?.n ?? 0) > 0) throw refuse(RELEASE_TEXTS.moved);
  await app.db.transaction(async (tx) => {
    const rows = await tx
      .delete(products)
      .where(and(eq(products.id, id), eq(products.productStatus, PRODUCT_STATUS.toSubmit)))
      .returning({ id: products.id });
    if (rows.length === 0) throw refuse(RELEASE_TEXTS.moved);
    await audit(tx, user, 'delete', id, { productCode: product.code });
  });
}

/** audit (back office): pass 1 → 2, or refuse 1 → 4 with the reason. */
export async function auditProduct(
  app: Data,
  user: AuthUser,
  body: { id: number; pass: boolean; auditDesc?: string | undefined },
) {
  await move(
    app,
    user,
    body.id,
    null,
    [PRODUCT_STATUS.toAudit],
    {
      productStatus: body.pass ? PRODUCT_STATUS.toShelve : PRODUCT_STATUS.auditFailed,
      gmtAudit: new Date(),
      auditDesc: body.auditDesc ?? null,
    },
    body.pass ? 'audit_pass' : 'audit_reject',
    { auditDesc: body.auditDesc ?? null },
  );
}

export async function putOnShelf(app: Data, user: AuthUser, id: number) {
  const institution = await institutionOf(app, user);
  await ownProduct(app, user, institution.id, id);
  await move(
    app,
    user,
    id,
    institution.id,
    [PRODUCT_STATUS.toShelve],
    { productStatus: PRODUCT_STATUS.onShelf },
    'put_on',
  );
}

/** put_off: 3 → 2, refused while an application to the product is still open. */
export async function putOffShelf(app: Data, user: AuthUser, id: number) {
  const institution = await institutionOf(app, user);
  await ownProduct(app, user, institution.id, id);
  const [open] = await app.db
    .select({ n: count() })
    .from(financingRequests)
    .where(and(eq(financingRequests.productId, id), inArray(financingRequests.status, [...OPEN_REQUESTS])));
  if ((open?.n ?? 0) > 0) throw refuse(RELEASE_TEXTS.openRequests);
  await move(
    app,
    user,
    id,
    institution.id,
    [PRODUCT_STATUS.onShelf],
    { productStatus: PRODUCT_STATUS.toShelve },
    'put_off',
  );
}
