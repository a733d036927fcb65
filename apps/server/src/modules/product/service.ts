import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, messageZhCN } from '@scf/shared';
import type { Language } from '@scf/shared';
import { fileUrl } from '@scf/shared/schemas/file';
import { PRODUCT_STATUS } from '@scf/shared/schemas/product';
import type {
  DictRow,
  FinanceType,
  LoanType,
  ProductApplyMethod,
  ProductDetail,
  ProductListQuery,
  ProductPage,
  ProductRow,
  RepayTypeRow,
  RepayTermRow,
} from '@scf/shared/schemas/product';
import { refusal } from '@/lib/app-error.ts';
import { referenceCache } from '@/lib/reference-cache.ts';
import { listDictItems } from '@/modules/dict/repository.ts';
import type { DictItemRow } from '@/modules/dict/repository.ts';
import { partiesOf } from '@/modules/financing/repository.ts';
import type { Caller } from '@/modules/product/caller.ts';
import {
  documentsByProductCode,
  findProduct,
  insertAccessRecord,
  listRecommended,
  productPage,
  productParts,
} from '@/modules/product/repository.ts';
import type { ProductFilter, ProductListRow } from '@/modules/product/repository.ts';

/** The public product catalogue (business.md sections 2, 3, 7): list, recommendations, detail. */

type Data = Pick<FastifyInstance, 'db'>;

/** 1 ten-thousand yuan = 1,000,000 fen (business.md section 9: filters multiply by 1,000,000). */
const FEN_PER_WAN = 1_000_000;
const toBp = (percent: number) => Math.round(percent * 100);
const fromBp = (bp: number | null) => (bp === null ? null : bp / 100);
const fenToYuan = (fen: number | null) => (fen === null ? null : fen / 100);

export const dictName = (row: Pick<DictItemRow, 'nameZhCn' | 'nameZhTw' | 'nameEnUs'>, language: Language) =>
  language === 'zh-TW' ? row.nameZhTw : language === 'en-US' ? row.nameEnUs : row.nameZhCn;

/** The dictionary changes only by seed or in SQL (no screen writes it): labels are kept a minute. */
const LABELS_TTL_MS = 60_000;

/** Labels of the loan, guarantee and repayment types in one language, each map in dictionary order. */
const cachedLabels = referenceCache(LABELS_TTL_MS, async (db, key: `${number}:${Language}`) => {
  const [tenantId, language] = key.split(':') as [string, Language];
  const rows = await listDictItems(db, Number(tenantId), ['loan_type', 'guarant_type', 'repay_type']);
  const of = (type: DictItemRow['dictType']) =>
    new Map(rows.filter((r) => r.dictType === type).map((r) => [r.value, dictName(r, language)]));
  return { loanTypes: of('loan_type'), guarantTypes: of('guarant_type'), repayTypes: of('repay_type') };
});
const labels = (app: Data, caller: Caller) => cachedLabels(app.db, `${caller.tenantId}:${caller.language}`);
type Labels = Awaited<ReturnType<typeof labels>>;

/** Guarantee types by dictionary order, types missing from the dictionary last, then by code. */
function guarantTypeList(values: readonly string[], names: Labels): DictRow[] {
  const order = [...names.guarantTypes.keys()];
  const rank = (value: string) => {
    const i = order.indexOf(value);
    return i === -1 ? order.length : i;
  };
  return [...values]
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((value) => ({ value, desc: names.guarantTypes.get(value) ?? value }));
}

async function toRows(app: Data, caller: Caller, rows: readonly ProductListRow[]): Promise<ProductRow[]> {
  if (rows.length === 0) return [];
  const names = await labels(app, caller);
  return rows.map((row) => toRow(row, names, guarantTypeList(row.guarantTypes, names)));
}

function toRow(row: ProductListRow, names: Labels, guarantTypeList: DictRow[]): ProductRow {
  return {
    id: String(row.id),
    productCode: row.productCode,
    productName: row.productName,
    productDesc: row.productDesc,
    productStatus: row.productStatus,
    userCode: row.userCode,
    financeTypeCode: row.financeTypeCode as FinanceType,
    loanType: row.loanType as LoanType,
    loanTypeDesc: names.loanTypes.get(row.loanType) ?? row.loanType,
    fundingPartyName: row.fundingPartyName,
    picture: row.pictureHash === null ? null : fileUrl(row.pictureHash),
    rateStart: row.rateStartBp / 100,
    rateEnd: row.rateEndBp / 100,
    loanAmountMin: fenToYuan(row.loanAmountMinFen),
    loanAmountMax: fenToYuan(row.loanAmountMaxFen),
    singleCreditLimit: row.singleCreditLimitFen,
    loanPeriodMin: row.loanPeriodMin,
    loanPeriodMax: row.loanPeriodMax,
    loanTermStr: row.loanTermStr,
    successRate: fromBp(row.successRateBp),
    successNumber: row.successNumber,
    successLoanNumber: row.successLoanNumber,
    successLoanAmount: row.successLoanAmountFen,
    successLoanRate: fromBp(row.successLoanRateBp),
    productApplyMethod: row.productApplyMethod as ProductApplyMethod,
    guarantTypeList,
  };
}

/** The filters of queryProdProduct in storage units; only products on shelf are public. */
export function toFilter(tenantId: number, query: ProductListQuery): ProductFilter {
  return {
    tenantId,
    status: PRODUCT_STATUS.onShelf,
    keyword: query.keyword,
    amountUnderFen: query.loanAmountUnder === undefined ? undefined : query.loanAmountUnder * FEN_PER_WAN,
    amountFen: query.loanAmount === undefined ? undefined : Math.round(query.loanAmount * FEN_PER_WAN),
    period: query.period,
    guarantType: query.guarantType,
    rateFromBp: query.rateStart === undefined ? undefined : toBp(query.rateStart),
    rateToBp: query.rateEnd === undefined ? undefined : toBp(query.rateEnd),
    loanType: query.loanType,
    financeTypeCode: query.financeTypeCode,
  };
}

export async function queryProducts(
  app: Data,
  caller: Caller,
  query: ProductListQuery,
): Promise<ProductPage> {
  return productPageOf(app, caller, toFilter(caller.tenantId, query), query);
}

/** One page of products matching a filter, as the lists show them. */
export async function productPageOf(
  app: Data,
  caller: Caller,
  filter: ProductFilter,
  page: { pageNo: number; pageSize: number },
): Promise<ProductPage> {
  const { rows, total } = await productPage(app.db, filter, {
    limit: page.pageSize,
    offset: (page.pageNo - 1) * page.pageSize,
  });
  return { rows: await toRows(app, caller, rows), total };
}

export async function recommendedProducts(app: Data, caller: Caller, pageSize: number): Promise<ProductPage> {
  const { rows, total } = await listRecommended(app.db, caller.tenantId, PRODUCT_STATUS.onShelf, pageSize);
  return { rows: await toRows(app, caller, rows), total };
}

/**
 * A product off the shelf (being written, audited, refused) is shown only to the tenant's operators,
 * who audit products, and to the users of the institution that offers it, who prepare it; an
 * enterprise, a visitor or another institution gets the same "not found" as for a product that does
 * not exist (another institution's unreleased product and its audit remarks are not theirs to read).
 */
async function canSee(
  app: Data,
  caller: Caller,
  product: { productStatus: number; institutionId: number },
): Promise<boolean> {
  if (product.productStatus === PRODUCT_STATUS.onShelf) return true;
  if (caller.user === null) return false;
  if (caller.user.userType === 'operator') return true;
  return (
    caller.user.userType === 'financeOrg' &&
    (await partiesOf(app.db, caller.user.id)).institutionId === product.institutionId
  );
}

const notFound = () =>
  refusal(ERROR_CODES.NOT_FOUND, 'productUnavailable', {
    httpStatus: 404,
    data: { errors: [{ field: 'id', rule: 'exists', message: messageZhCN('productUnavailable') }] },
  });

async function visibleProduct(app: Data, caller: Caller, id: string) {
  const row = await findProduct(app.db, caller.tenantId, Number(id));
  if (!row || !(await canSee(app, caller, row))) throw notFound();
  return row;
}

export async function productDetail(app: Data, caller: Caller, id: string): Promise<ProductDetail> {
  const row = await visibleProduct(app, caller, id);
  const [[base], parts, names] = await Promise.all([
    toRows(app, caller, [row]),
    productParts(app.db, caller.tenantId, row.id),
    labels(app, caller),
  ]);
  const repayTypeList: RepayTypeRow[] = parts.repayTypes.map((r) => ({
    repayType: r.repayType,
    repayTypeDesc: names.repayTypes.get(r.repayType) ?? r.repayType,
    repayTypeConfig: {
      loanTermList: r.loanTermList,
      loanTermUnit: r.loanTermUnit as RepayTypeRow['repayTypeConfig']['loanTermUnit'],
    },
  }));
  return {
    ...(base as ProductRow),
    introduce: row.introduce,
    customer: row.customer,
    feature: row.feature,
    applyCondition: row.applyCondition,
    creditAmounts: row.creditAmountsFen,
    applyLimit: row.applyLimit,
    productTotalAmount: row.productTotalAmountFen,
    outerProductUrl: row.outerProductUrl,
    qrImgPath: row.qrImgHash === null ? null : fileUrl(row.qrImgHash),
    districtCode: row.districtCode,
    gmtAudit: row.gmtAudit?.toISOString() ?? null,
    auditDesc: row.auditDesc,
    materialNameList: parts.materials.map((m) => m.materialName),
    agreementArticalList: parts.agreements.map((a) => ({ ...a, id: String(a.id) })),
    attachments: parts.attachments.map((a) => ({ ...a, url: fileUrl(a.fileHash) })),
    repayTypeList,
    documentList: parts.documents.map(({ templateHash, ...d }) => ({
      ...d,
      templatePath: templateHash === null ? null : fileUrl(templateHash),
    })),
  };
}

/** queryProductDocumentConf: the documents the apply page asks for on a product the caller may see. */
export async function documentConf(app: Data, caller: Caller, productCode: string) {
  const found = await documentsByProductCode(app.db, caller.tenantId, productCode);
  if (!found || !(await canSee(app, caller, found))) throw notFound();
  const rows = found.documents.map(({ templateHash, ...d }) => ({
    ...d,
    templatePath: templateHash === null ? null : fileUrl(templateHash),
  }));
  return { rows, total: rows.length };
}

/** Records a visit of a detail page the caller may see, as the session's user or as a visitor. */
export async function recordAccess(
  app: Data,
  caller: Caller,
  id: string,
): Promise<{ productId: string; recorded: boolean }> {
  const row = await visibleProduct(app, caller, id);
  await insertAccessRecord(app.db, {
    tenantId: caller.tenantId,
    productId: row.id,
    userId: caller.user?.id ?? null,
    userAgentAccount: caller.user?.account ?? null,
  });
  return { productId: String(row.id), recorded: true };
}

/** queryEnumRepayTerm: the repayment terms, with their months for the list's term filter. */
export async function repayTerms(
  app: Data,
  caller: Caller,
): Promise<{ rows: RepayTermRow[]; total: number }> {
  const rows = (await listDictItems(app.db, caller.tenantId, ['repay_term'])).map((r) => ({
    value: r.value,
    desc: dictName(r, caller.language),
    months: r.numFrom ?? Number(r.value),
  }));
  return { rows, total: rows.length };
}
