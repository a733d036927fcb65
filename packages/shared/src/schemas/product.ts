import { z } from 'zod';
import {
  FINANCE_TYPES,
  LOAN_TERM_UNITS,
  LOAN_TYPES,
  PRODUCT_APPLY_METHODS,
  PRODUCT_LIMITS,
  PRODUCT_STATUSES,
  isValidAmount,
  isValidRate,
} from './product-constants.ts';

/**
 * The product catalogue and its dictionaries (business.md sections 3, 5, 7, 9). Requests are
 * written in camelCase (the server converts the spec's snake_case keys before validating); replies
 * carry the spec's field names. Messages are validation keys (../messages.ts).
 */

export * from './product-constants.ts';

/** Empty form fields and URL parameters mean "no filter". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A number or its text; `message` also answers a value of neither type (an object, a boolean). */
const numberLike = (message: string) => z.union([z.number(), z.string().trim()], message);

export const rate = numberLike('rateRule').refine(isValidRate, 'rateRule').transform(Number);
export const optionalRate = z.preprocess(blankToUndefined, rate.optional());

/** Upper not smaller than lower ('利率大值不得小于小值'), reported on rateEnd. */
export function rateOrderCheck(
  ctx: z.core.ParsePayload<{ rateStart?: number | undefined; rateEnd?: number | undefined }>,
): void {
  const { rateStart, rateEnd } = ctx.value;
  if (rateStart !== undefined && rateEnd !== undefined && rateEnd < rateStart) {
    ctx.issues.push({ code: 'custom', message: 'rateOrder', path: ['rateEnd'], input: rateEnd });
  }
}

/** The rate range of the search form, checked the same way in the form and on the server. */
export const rateRangeForm = z
  .object({ rateStart: optionalRate, rateEnd: optionalRate })
  .check((ctx) => rateOrderCheck(ctx));

/** A custom amount in ten-thousand yuan. */
export const amountWan = numberLike('amountRule').refine(isValidAmount, 'amountRule').transform(Number);

const intLike = (message: string, min: number, max: number) =>
  numberLike(message)
    .refine((v) => /^\d+$/.test(String(v)) && Number(v) >= min && Number(v) <= max, message)
    .transform(Number);

export const loanType = z.enum(LOAN_TYPES, 'loanTypeRule');
export const financeType = z.enum(FINANCE_TYPES, 'financeTypeRule');

/**
 * POST /portal/fin/product/queryProdProduct. Filters (all optional): keyword (product or funding
 * party name; the list's URL parameter userName), loanAmountUnder (a preset: products that lend
 * below that many ten-thousand yuan), loanAmount (a custom amount within the product's range),
 * period (months within the product's term range), guarantType (a guarantee type code), the rate
 * range (products whose rate range meets it), loanType and financeTypeCode. Visitors and users
 * alike see only products on shelf.
 */
export const productListQuery = z
  .object({
    pageNo: z.preprocess(blankToUndefined, intLike('pageNoRule', 1, 1_000_000).default(1)),
    pageSize: z.preprocess(
      blankToUndefined,
      intLike('pageSizeRule', 1, PRODUCT_LIMITS.maxPageSize).default(PRODUCT_LIMITS.listPageSize),
    ),
    keyword: z.preprocess(
      blankToUndefined,
      z.string().trim().max(PRODUCT_LIMITS.keyword, 'keywordMax').optional(),
    ),
    loanAmountUnder: z.preprocess(
      blankToUndefined,
      numberLike('amountPresetRule')
        .refine(
          (v) => (PRODUCT_LIMITS.amountPresets as readonly number[]).includes(Number(v)),
          'amountPresetRule',
        )
        .transform(Number)
        .optional(),
    ),
    loanAmount: z.preprocess(blankToUndefined, amountWan.optional()),
    period: z.preprocess(blankToUndefined, intLike('periodRule', 1, PRODUCT_LIMITS.periodMax).optional()),
    guarantType: z.preprocess(blankToUndefined, z.string().trim().max(32, 'guarantTypeRule').optional()),
    rateStart: optionalRate,
    rateEnd: optionalRate,
    loanType: z.preprocess(blankToUndefined, loanType.optional()),
    financeTypeCode: z.preprocess(blankToUndefined, financeType.optional()),
  })
  .check((ctx) => rateOrderCheck(ctx))
  .check((ctx) => {
    const { pageNo, pageSize } = ctx.value;
    if ((pageNo - 1) * pageSize >= PRODUCT_LIMITS.maxOffset) {
      ctx.issues.push({ code: 'custom', message: 'pageTooDeep', path: ['pageNo'], input: pageNo });
    }
  });
export type ProductListQuery = z.infer<typeof productListQuery>;
/** What a caller writes (strings from a URL or a form are accepted). */
export type ProductListQueryInput = z.input<typeof productListQuery>;

/** A code and its label: guarantee types and the other dictionaries (guarantTypeList: value, desc). */
export const dictRow = z.object({ value: z.string(), desc: z.string() });
export type DictRow = z.infer<typeof dictRow>;

export const repayTypeRow = z.object({
  repayType: z.string(),
  repayTypeDesc: z.string(),
  /** loanTermList is a comma string of terms, e.g. "3,6,12", in loanTermUnit. */
  repayTypeConfig: z.object({ loanTermList: z.string(), loanTermUnit: z.enum(LOAN_TERM_UNITS) }),
});
export type RepayTypeRow = z.infer<typeof repayTypeRow>;

/**
 * A product as lists show it (cards on the list, the home page and the landing pages). Amounts:
 * loanAmountMin / loanAmountMax in yuan, singleCreditLimit, successLoanAmount, creditAmounts and
 * productTotalAmount in fen; rates and success rates in percent; terms in months. Null = unlimited
 * (amounts, terms) or unknown (success figures).
 */
export const productRow = z.object({
  id: z.string(),
  productCode: z.string(),
  productName: z.string(),
  productDesc: z.string().nullable(),
  productStatus: z.number().int(),
  userCode: z.string(),
  financeTypeCode: financeType,
  loanType,
  loanTypeDesc: z.string(),
  fundingPartyName: z.string(),
  /** The product's logo (the funding party's when it has none of its own): a served file URL. */
  picture: z.string().nullable(),
  rateStart: z.number(),
  rateEnd: z.number(),
  loanAmountMin: z.number().nullable(),
  loanAmountMax: z.number().nullable(),
  singleCreditLimit: z.number().nullable(),
  loanPeriodMin: z.number().int().nullable(),
  loanPeriodMax: z.number().int().nullable(),
  loanTermStr: z.string().nullable(),
  successRate: z.number().nullable(),
  successNumber: z.number().int().nullable(),
  successLoanNumber: z.number().int().nullable(),
  successLoanAmount: z.number().nullable(),
  successLoanRate: z.number().nullable(),
  productApplyMethod: z.enum(PRODUCT_APPLY_METHODS),
  guarantTypeList: z.array(dictRow),
});
export type ProductRow = z.infer<typeof productRow>;

export const productPage = z.object({ rows: z.array(productRow), total: z.number().int() });
export type ProductPage = z.infer<typeof productPage>;

export const productAgreement = z.object({
  id: z.string(),
  articleName: z.string(),
  articleText: z.string(),
});
export const productAttachment = z.object({
  filename: z.string(),
  originalFileName: z.string(),
  /** /api/files/<fileHash>; add ?download=1 to download under originalFileName. */
  url: z.string(),
  fileHash: z.string(),
});
export type ProductAttachment = z.infer<typeof productAttachment>;
/** A document the apply page asks for; templatePath is a served file URL or null. */
export const documentConfRow = z.object({
  documentCode: z.string(),
  documentName: z.string(),
  /** Comma-separated extensions, e.g. "pdf,jpg,png". */
  documentFileType: z.string(),
  templatePath: z.string().nullable(),
});
export type DocumentConfRow = z.infer<typeof documentConfRow>;

/** POST /portal/fin/product/getProdProduct: the detail page's product. */
export const productDetail = productRow.extend({
  introduce: z.string().nullable(),
  customer: z.string().nullable(),
  feature: z.string().nullable(),
  applyCondition: z.string().nullable(),
  creditAmounts: z.number().nullable(),
  applyLimit: z.number().int().nullable(),
  productTotalAmount: z.number().nullable(),
  outerProductUrl: z.string().nullable(),
  qrImgPath: z.string().nullable(),
  districtCode: z.string().nullable(),
  gmtAudit: z.string().nullable(),
  auditDesc: z.string().nullable(),
  materialNameList: z.array(z.string()),
  agreementArticalList: z.array(productAgreement),
  attachments: z.array(productAttachment),
  repayTypeList: z.array(repayTypeRow),
  documentList: z.array(documentConfRow),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** Ids travel as strings of digits (JSON numbers would do too). */
export const productId = numberLike('productIdRule')
  .refine((v) => /^[1-9]\d{0,15}$/.test(String(v)) && Number(v) <= Number.MAX_SAFE_INTEGER, 'productIdRule')
  .transform(String);
export const productDetailRequest = z.object({ id: productId });

/** POST /portal/product/recommend/queryRecommendProduct: recommended products on shelf. */
export const recommendQuery = z
  .object({
    pageSize: z.preprocess(
      blankToUndefined,
      intLike('pageSizeRule', 1, PRODUCT_LIMITS.maxPageSize).default(PRODUCT_LIMITS.recommendPageSize),
    ),
  })
  .nullish();
export const recommendReply = productPage;

/** POST /portal/fin/product/queryEnumRepayTerm: repayment terms (the list's term filter). */
export const repayTermRow = z.object({
  value: z.string(),
  desc: z.string(),
  /** The term in months, for the period filter. */
  months: z.number().int(),
});
export type RepayTermRow = z.infer<typeof repayTermRow>;
export const repayTermReply = z.object({ rows: z.array(repayTermRow), total: z.number().int() });

/** POST /api/sys/get_guarant_type_dict_list and get_loan_type_dict_list. */
export const dictReply = z.object({ rows: z.array(dictRow), total: z.number().int() });

/** POST /api/sys/get_loan_amount_dict_list: the amount presets, value = ten-thousand yuan. */
export const loanAmountDictRow = dictRow.extend({ amountUnder: z.number().int() });
export type LoanAmountDictRow = z.infer<typeof loanAmountDictRow>;
export const loanAmountDictReply = z.object({ rows: z.array(loanAmountDictRow), total: z.number().int() });

/** POST /api/sys/get_rate_dict_list: rate range presets in percent (null = open end). */
export const rateDictRow = dictRow.extend({
  rateStart: z.number().nullable(),
  rateEnd: z.number().nullable(),
});
export type RateDictRow = z.infer<typeof rateDictRow>;
export const rateDictReply = z.object({ rows: z.array(rateDictRow), total: z.number().int() });

/** Dictionary calls take no parameters; the web posts none or an empty object. */
export const dictRequest = z.object({}).passthrough().nullish();

/** POST /api/sys/get_bank_list: the fixed bank list; defaultBranchNo where a bank has one. */
export const bankRow = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  defaultBranchNo: z.string().nullable(),
  defaultBranchName: z.string().nullable(),
});
export type BankRow = z.infer<typeof bankRow>;
export const bankReply = z.object({ rows: z.array(bankRow), total: z.number().int() });

/** POST /api/sys/get_system_page_config: the tenant's platform name and logos (served file URLs). */
export const pageConfig = z.object({
  platformName: z.string(),
  headerLogoUrl: z.string().nullable(),
  loginLogoUrl: z.string().nullable(),
  footerLogoUrl: z.string().nullable(),
  servicePhone: z.string().nullable(),
});
export type PageConfig = z.infer<typeof pageConfig>;

/**
 * POST /portal/fin/product/saveProdAccessRecord: a visit of a product's detail page. The account
 * recorded is the session's; user_agent_account is accepted for the spec's sake and ignored.
 */
export const accessRecordRequest = z.object({
  productId,
  userAgentAccount: z.string().trim().max(64).optional(),
});
export const accessRecordReply = z.object({ productId: z.string(), recorded: z.boolean() });

/**
 * POST /api/product/query (business.md section 7): the products of the caller's institution (all of
 * the tenant's for an operator), by status and loan type; the acceptance dialog asks for page size
 * 99999 and status 3.
 */
export const orgProductQuery = z.object({
  pageNo: z.preprocess(blankToUndefined, intLike('pageNoRule', 1, 1_000_000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    intLike('pageSizeRule', 1, 99_999).default(PRODUCT_LIMITS.listPageSize),
  ),
  productStatus: z.preprocess(
    blankToUndefined,
    numberLike('productStatusRule')
      .refine((v) => (PRODUCT_STATUSES as readonly number[]).includes(Number(v)), 'productStatusRule')
      .transform(Number)
      .optional(),
  ),
  loanType: z.preprocess(blankToUndefined, loanType.optional()),
});
export type OrgProductQuery = z.input<typeof orgProductQuery>;
