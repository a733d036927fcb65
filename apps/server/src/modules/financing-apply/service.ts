import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, PERMISSIONS } from '@scf/shared';
import { chinaDate } from '@scf/shared/dates';
import { yuanToFen } from '@scf/shared/money';
import {
  certPayloadText,
  pageApplyIssues,
  termOptionsOf,
  voucherPeriod,
} from '@scf/shared/schemas/financing-apply-page';
import type { IncomingApplyBody, PageApplyContext } from '@scf/shared/schemas/financing-apply-page';
import type { ApplyIssue } from '@scf/shared/schemas/financing';
import { LOAN_TYPE_PAGES, hasLoanTypePage, loanTypeIssues } from '@scf/shared/schemas/financing-loan-type';
import type { LoanTypeWithPage } from '@scf/shared/schemas/financing-loan-type';
import type { DocumentRef } from '@scf/shared/schemas/financing-apply-page';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import { fieldError, refusal } from '@/lib/app-error.ts';
import { forbidden } from '@/modules/auth/errors.ts';
import { findLine, findLineByMemberCode } from '@/modules/credit/repository.ts';
import { createProductRequest } from '@/modules/financing/create-request.ts';
import { existingFileHashes, productForApply } from '@/modules/financing/repository.ts';
import type { ProductForApply } from '@/modules/financing/repository.ts';
import { FINANCING_TEXTS, requireMember } from '@/modules/financing/service.ts';
import { findBranch } from '@/modules/member/repository.ts';
import { memberCode } from '@/modules/financing-apply/repository.ts';
import { verifyCert } from '@/modules/signer/service.ts';
import type { AuthUser } from '@/plugins/auth.ts';

/**
 * Applications from the apply page (its voucher and credit variants; the receivable discount page
 * is its voucher variant on a receivable product) and from the loan-type pages (waybill,
 * receivable, warehouse receipt). Each is checked by the rules the page runs (the shared
 * pageApplyIssues / loanTypeIssues), then written like every application: one transaction with its
 * files, its alert and its audit row (create-request.ts).
 */

type Data = Pick<FastifyInstance, 'db'>;

const filePath = (path: string) => path.slice('/api/files/'.length);

const firstIssue = (issues: ApplyIssue[]) => {
  const [issue] = issues;
  return issue ? fieldError(issue.path, 'rule', issue.message, { params: issue.params }) : null;
};

async function shelfProduct(app: Data, tenantId: number, productId: number) {
  const product = await productForApply(app.db, tenantId, { id: productId });
  if (!product || product.productStatus !== PRODUCT_STATUS.onShelf) {
    throw refusal(ERROR_CODES.NOT_FOUND, FINANCING_TEXTS.productUnavailable, { httpStatus: 404 });
  }
  return product;
}

async function requireFiles(app: Data, paths: string[]) {
  const hashes = paths.map(filePath);
  const stored = await existingFileHashes(app.db, hashes);
  if (hashes.some((h) => !stored.has(h)))
    throw fieldError('documentList', 'exists', FINANCING_TEXTS.fileMissing);
}

const agreementRequired = (user: AuthUser, product: ProductForApply) =>
  user.userType === 'comp' && product.agreementCount > 0;

/**
 * Which page a product is applied for on: receivable products on the discount page (finance apply
 * list), the loan types with a page of their own there, the others on the apply page.
 */
function pageVariantOf(product: ProductForApply) {
  if (product.financeTypeCode === 'receivable')
    return {
      variant: 'voucher' as const,
      channel: 'discount' as const,
      permission: PERMISSIONS.finance.applyList,
    };
  if (hasLoanTypePage(product.loanType)) return null;
  return product.financeTypeCode === 'credit'
    ? { variant: 'credit' as const, channel: 'page' as const, permission: PERMISSIONS.finance.apply }
    : { variant: 'voucher' as const, channel: 'page' as const, permission: PERMISSIONS.finance.apply };
}

/** POST /api/financing/incoming_apply: the apply page's and the discount page's application. */
export async function applyIncoming(app: Data, user: AuthUser, body: IncomingApplyBody) {
  const memberId = await requireMember(app, user);
  const product = await shelfProduct(app, user.tenantId, body.productId);
  if (body.productCode !== undefined && body.productCode !== product.productCode)
    throw fieldError('productCode', 'match', 'productIdRule');
  const page = pageVariantOf(product);
  if (!page) throw refusal(ERROR_CODES.CONFLICT, FINANCING_TEXTS.ownPage);
  if (!user.permissions.has(page.permission)) throw forbidden();

  const today = chinaDate();
  const ownLine =
    page.variant === 'credit' ? await findLine(app.db, user.tenantId, memberId, product.id) : null;
  if (page.variant === 'credit' && !ownLine) throw refusal(ERROR_CODES.CONFLICT, 'noCredit');
  const lineTerms = product.repayTypeConfigs.find((r) => r.value === ownLine?.repayType);
  const creditor =
    page.variant === 'voucher' && body.creditUserCode
      ? await findLineByMemberCode(
          app.db,
          user.tenantId,
          body.creditUserCode.trim().toUpperCase(),
          product.id,
        )
      : null;
  const ctx: PageApplyContext = {
    variant: page.variant,
    loanAmountMinFen: product.loanAmountMinFen > 0 ? product.loanAmountMinFen : null,
    loanAmountMaxFen: product.loanAmountMaxFen,
    loanPeriodMin: product.loanPeriodMin,
    loanPeriodMax: product.loanPeriodMax,
    termOptions: termOptionsOf(lineTerms?.loanTermList, lineTerms?.loanTermUnit),
    availableCreditFen: ownLine?.availableFen ?? null,
    creditorAvailableFen: creditor?.availableFen ?? null,
    selfUserCode: await memberCode(app.db, memberId),
    documents: product.documents,
    agreementRequired: agreementRequired(user, product),
    today,
  };
  const issue = firstIssue(pageApplyIssues(body, ctx));
  if (issue) throw issue;
  // A code that names no cash-out party of the product (the page offers only those).
  if (page.variant === 'voucher' && !creditor) throw fieldError('creditUserCode', 'exists', 'creditorRule');
  const branch = await findBranch(app.db, body.recAccountBankNo!.trim());
  if (!branch) throw fieldError('recAccountOpenBankName', 'exists', 'openBankCodeRule');
  if (page.variant === 'voucher') await verifyCert(app, user, body.certContent, certPayloadText(body));
  await requireFiles(
    app,
    [...body.documentList, ...body.attachmentNameList].map((f) => f.filePath),
  );

  const amountFen = yuanToFen(body.incomingAmount!.trim())!;
  const detail: Record<string, unknown> = {
    page: page.channel === 'discount' ? 'discount' : page.variant,
    recAccountBankNo: body.recAccountBankNo!.trim(),
    recAccountOpenBankName: branch.branchName,
    recAccount: body.recAccount!.trim(),
    recAccountName: body.recAccountName!.trim(),
  };
  if (page.variant === 'credit') detail.creditLineId = ownLine!.id;
  else {
    Object.assign(detail, {
      voucherCode: body.voucherCode!.trim(),
      voucherAmountFen: yuanToFen(body.voucherAmount!.trim()),
      cashDate: body.cashDate!.trim(),
      creditor: creditor!.enterpriseName,
      creditUserCode: body.creditUserCode!.trim().toUpperCase(),
      creditLineId: creditor!.id,
      cert: { keyId: body.certContent!.keyId, signature: body.certContent!.signature },
    });
  }
  return app.db.transaction((tx) =>
    createProductRequest(tx, {
      tenantId: user.tenantId,
      memberId,
      applicantUserId: user.id,
      productId: product.id,
      channel: page.channel,
      financeAmountFen: amountFen,
      financePeriod:
        page.variant === 'credit'
          ? Number(body.incomingDuration)
          : voucherPeriod(body.cashDate!.trim(), today),
      guarantTypes: [],
      financePurpose: body.memo?.trim() || null,
      detail,
      files: [
        ...body.documentList.map((d) => ({
          fileName: d.fileName,
          fileHash: filePath(d.filePath),
          documentCode: d.fileCode,
        })),
        ...body.attachmentNameList.map((a) => ({
          fileName: a.fileName,
          fileHash: filePath(a.filePath),
          documentCode: null,
        })),
      ],
    }),
  );
}

/** What every loan-type page sends besides its rows (the schemas' parsed output). */
interface LoanTypeBody {
  productId: number;
  incomingAmount: string;
  incomingDuration: string;
  memo?: string | undefined;
  documentList: DocumentRef[];
  agreementChecked: boolean;
}

/** Amount fields of the rows, stored in fen. */
const ROW_AMOUNTS: Record<LoanTypeWithPage, string> = {
  LOGMIS: 'freightAmount',
  SCBC: 'receivableAmount',
  WMS: 'receiptValue',
};

/** POST /api/financing/{waybill,scbc,wms}_apply: a loan-type page's application. */
export async function applyLoanType(
  app: Data,
  user: AuthUser,
  loanType: LoanTypeWithPage,
  body: LoanTypeBody,
  rows: readonly Record<string, unknown>[],
) {
  const memberId = await requireMember(app, user);
  const product = await shelfProduct(app, user.tenantId, body.productId);
  if (product.loanType !== loanType || product.financeTypeCode === 'receivable')
    throw refusal(ERROR_CODES.CONFLICT, FINANCING_TEXTS.ownPage);
  const issue = firstIssue(
    loanTypeIssues(
      { ...body, rows },
      {
        loanType,
        loanAmountMinFen: product.loanAmountMinFen > 0 ? product.loanAmountMinFen : null,
        loanAmountMaxFen: product.loanAmountMaxFen,
        loanPeriodMin: product.loanPeriodMin,
        loanPeriodMax: product.loanPeriodMax,
        documents: product.documents,
        agreementRequired: agreementRequired(user, product),
      },
    ),
  );
  if (issue) throw issue;
  await requireFiles(
    app,
    body.documentList.map((d) => d.filePath),
  );
  const page = LOAN_TYPE_PAGES[loanType];
  const amountField = ROW_AMOUNTS[loanType];
  const stored = rows.map((row) => {
    const { [amountField]: amount, ...rest } = row;
    return { ...rest, [`${amountField}Fen`]: yuanToFen(String(amount)) };
  });
  return app.db.transaction((tx) =>
    createProductRequest(tx, {
      tenantId: user.tenantId,
      memberId,
      applicantUserId: user.id,
      productId: product.id,
      channel: page.channel,
      financeAmountFen: yuanToFen(body.incomingAmount)!,
      financePeriod: Number(body.incomingDuration),
      guarantTypes: [],
      financePurpose: body.memo ?? null,
      detail: { page: page.channel, [page.list]: stored },
      files: body.documentList.map((d) => ({
        fileName: d.fileName,
        fileHash: filePath(d.filePath),
        documentCode: d.fileCode,
      })),
    }),
  );
}
