import { z } from 'zod';
import {
  PRODUCT_APPLY_METHODS,
  LOAN_TERM_UNITS,
  financeType,
  loanType,
  rate,
  rateOrderCheck,
} from './product.ts';
import { attachmentRef } from './financing.ts';

/**
 * An institution's product release and the back office's audit (issue 6, "Product" life cycle;
 * business.md section 3 "Product"). The paths other than /api/product/query are ours
 * (docs/decisions.md):
 *
 *   POST /api/product/save     productSaveRequest → { id, productCode }   (new: status 0; edit: 0 or 4 → 0)
 *   POST /api/product/get      productIdRequest → productEditable
 *   POST /api/product/submit   productIdRequest   0 | 4 → 1
 *   POST /api/product/cancel   productIdRequest   1 → 0 (withdraw), 0 → deleted
 *   POST /api/product/audit    productAuditRequest  1 → 2 (pass) | 4 (reject, with the reason)
 *   POST /api/product/put_on   productIdRequest   2 → 3
 *   POST /api/product/put_off  productIdRequest   3 → 2 (not while requests are open)
 *
 * Amounts in the form are ten-thousand yuan (stored in fen), rates in percent, terms in months.
 */

export const PRODUCT_RELEASE_LIMITS = {
  name: 50,
  desc: 200,
  text: 2_000,
  listMax: 20,
  termListMax: 50,
  auditDesc: 200,
  url: 300,
} as const;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
/** A number or its text; `message` also answers a value of neither type (an object, a boolean). */
const numberLike = (message: string) => z.union([z.number(), z.string().trim()], message);

/** Ten-thousand yuan: positive, at most 7 integer digits and 2 decimals. */
const wan = numberLike('productAmountRule')
  .refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(String(v).trim()) && Number(v) > 0, 'productAmountRule')
  .transform(Number);
const optionalWan = z.preprocess(blankToUndefined, wan.optional());
const months = numberLike('periodRule')
  .refine((v) => /^\d{1,3}$/.test(String(v).trim()) && Number(v) >= 1, 'periodRule')
  .transform(Number);
const text = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional());

export const repayTypeConfig = z.object({
  repayType: z.string().trim().min(1, 'repayTypeRule').max(40, 'repayTypeRule'),
  /** Terms as a comma string, e.g. "3,6,12". */
  loanTermList: z
    .string('loanTermListRule')
    .trim()
    .regex(/^\d{1,3}(,\d{1,3})*$/, 'loanTermListRule')
    .max(PRODUCT_RELEASE_LIMITS.termListMax, 'loanTermListRule'),
  loanTermUnit: z.enum(LOAN_TERM_UNITS, 'loanTermListRule').default('month'),
});

export const productAgreementInput = z.object({
  articleName: z
    .string()
    .trim()
    .min(1, 'agreementNameRequired')
    .max(PRODUCT_RELEASE_LIMITS.name, 'agreementNameRequired'),
  articleText: z.string().trim().min(1, 'agreementTextRequired').max(20_000, 'agreementTextRequired'),
});

export const productDocumentInput = z.object({
  documentCode: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'documentCodeRule'),
  documentName: z.string().trim().min(1, 'documentNameRequired').max(40, 'documentNameRequired'),
  documentFileType: z
    .string()
    .trim()
    .regex(/^[a-z0-9]{1,5}(,[a-z0-9]{1,5})*$/, 'documentFileTypeRule'),
});

export const productForm = z
  .object({
    productName: z
      .string('productNameRequired')
      .trim()
      .min(1, 'productNameRequired')
      .max(PRODUCT_RELEASE_LIMITS.name, 'productNameMax'),
    productDesc: text(PRODUCT_RELEASE_LIMITS.desc, 'productDescMax'),
    financeTypeCode: financeType,
    loanType,
    loanAmountMin: optionalWan,
    /** Absent: unlimited. */
    loanAmountMax: optionalWan,
    singleCreditLimit: optionalWan,
    loanPeriodMin: months,
    loanPeriodMax: z.preprocess(blankToUndefined, months.optional()),
    rateStart: rate,
    rateEnd: rate,
    guarantTypeList: z
      .array(z.string().trim().min(1))
      .min(1, 'guarantTypeRequired')
      .max(PRODUCT_RELEASE_LIMITS.listMax),
    repayTypeList: z.array(repayTypeConfig).min(1, 'repayTypeRequired').max(PRODUCT_RELEASE_LIMITS.listMax),
    materialNameList: z
      .array(z.string().trim().min(1, 'materialNameRule').max(40, 'materialNameRule'))
      .max(PRODUCT_RELEASE_LIMITS.listMax)
      .default([]),
    attachments: z.array(attachmentRef).max(PRODUCT_RELEASE_LIMITS.listMax).default([]),
    agreementArticalList: z.array(productAgreementInput).max(PRODUCT_RELEASE_LIMITS.listMax).default([]),
    documentList: z.array(productDocumentInput).max(PRODUCT_RELEASE_LIMITS.listMax).default([]),
    introduce: text(PRODUCT_RELEASE_LIMITS.text, 'productTextMax'),
    customer: text(PRODUCT_RELEASE_LIMITS.text, 'productTextMax'),
    feature: text(PRODUCT_RELEASE_LIMITS.text, 'productTextMax'),
    applyCondition: text(PRODUCT_RELEASE_LIMITS.text, 'productTextMax'),
    productApplyMethod: z.enum(PRODUCT_APPLY_METHODS, 'applyMethodRule').default('site'),
    outerProductUrl: z.preprocess(
      blankToUndefined,
      z.url('outerUrlRule').max(PRODUCT_RELEASE_LIMITS.url, 'outerUrlRule').optional(),
    ),
  })
  .check((ctx) => {
    rateOrderCheck(ctx);
    const v = ctx.value;
    const issue = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', message, path: [path], input: v[path as keyof typeof v] });
    if (v.loanAmountMin !== undefined && v.loanAmountMax !== undefined && v.loanAmountMax < v.loanAmountMin) {
      issue('loanAmountMax', 'productAmountOrder');
    }
    if (v.loanPeriodMax !== undefined && v.loanPeriodMax < v.loanPeriodMin)
      issue('loanPeriodMax', 'productPeriodOrder');
    if (v.productApplyMethod !== 'site' && !v.outerProductUrl) issue('outerProductUrl', 'outerUrlRule');
    const codes = v.documentList.map((d) => d.documentCode);
    if (new Set(codes).size !== codes.length) issue('documentList', 'documentCodeRule');
    const types = v.repayTypeList.map((r) => r.repayType);
    if (new Set(types).size !== types.length) issue('repayTypeList', 'repayTypeRule');
  });
export type ProductForm = z.infer<typeof productForm>;
export type ProductFormInput = z.input<typeof productForm>;

const productIdField = numberLike('productIdRule')
  .refine((v) => /^[1-9]\d{0,15}$/.test(String(v)), 'productIdRule')
  .transform(Number);

export const productSaveRequest = productForm.safeExtend({
  id: z.preprocess(blankToUndefined, productIdField.optional()),
});
export type ProductSaveRequest = z.input<typeof productSaveRequest>;

export const productIdRequest = z.object({ id: productIdField });

export const productAuditRequest = z
  .object({
    id: productIdField,
    pass: z.boolean('auditResultRule'),
    auditDesc: text(PRODUCT_RELEASE_LIMITS.auditDesc, 'auditDescMax'),
  })
  .check((ctx) => {
    if (!ctx.value.pass && !ctx.value.auditDesc) {
      ctx.issues.push({
        code: 'custom',
        message: 'auditDescRequired',
        path: ['auditDesc'],
        input: undefined,
      });
    }
  });
export type ProductAuditRequest = z.input<typeof productAuditRequest>;

export const productSaveReply = z.object({ id: z.string(), productCode: z.string() });
