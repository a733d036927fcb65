import { z } from 'zod';
import { FILE_HASH_PATTERN } from './file.ts';

/**
 * Document recognition (business.md section 7): POST /api/ocr/business_license, /api/ocr/id_card and
 * the /peripheral/ocr/... pair, each with `file_name` (what the upload returned) and `is_front`.
 * Fields that could not be read, or whose check failed, are null and named in `unreadable`.
 */

/** Business term end when the licence says 长期, and start when it gives none (section 9). */
export const OCR_DEFAULTS = { longTermEnd: '9999-12-31', missingStart: '1970-01-01' } as const;

/**
 * The uploaded file: its hash, its path (`/api/files/<hash>`) or its stored name (`<hash>.<ext>`);
 * the value is the hash.
 */
export const ocrFileRef = z
  .string('inputRequired')
  .trim()
  .min(1, 'inputRequired')
  .max(512)
  .transform((value, ctx) => {
    const last = value.split('?')[0]?.split('/').pop() ?? '';
    const hash = last.replace(/\.[A-Za-z0-9]{1,5}$/, '').toLowerCase();
    if (FILE_HASH_PATTERN.test(hash)) return hash;
    ctx.addIssue({ code: 'custom', message: 'fileHashFormat' });
    return z.NEVER;
  });

/** The spec's clients send booleans, '1' / '0' or 'true' / 'false'. */
const isFront = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])], 'inputRequired')
  .transform((value) => value === true || value === '1' || value === 'true');

export const ocrLicenseRequest = z.object({ fileName: ocrFileRef, isFront: isFront.optional() });
export const ocrIdCardRequest = z.object({ fileName: ocrFileRef, isFront });
export type OcrIdCardRequest = z.infer<typeof ocrIdCardRequest>;

const read = z.string().nullable();

/** Business licence, named as the registration's step 0 fields. validityTerm = 'start - end'. */
export const ocrLicenseReply = z.object({
  enterpriseName: read,
  enterpriseInfo: read,
  legalRepr: read,
  businessAddr: read,
  validityStart: read,
  validityEnd: read,
  validityTerm: read,
  unreadable: z.array(z.string()),
});
export type OcrLicenseReply = z.infer<typeof ocrLicenseReply>;

/** ID card, named as the registration's step 1 fields; legalpersonicvalidity = 'start-end'. */
export const ocrIdFrontReply = z.object({
  legalPerson: read,
  legalPersonCertNo: read,
  unreadable: z.array(z.string()),
});
export const ocrIdBackReply = z.object({
  validityStart: read,
  validityEnd: read,
  legalpersonicvalidity: read,
  unreadable: z.array(z.string()),
});
export const ocrIdCardReply = z.union([ocrIdFrontReply, ocrIdBackReply]);
export type OcrIdFrontReply = z.infer<typeof ocrIdFrontReply>;
export type OcrIdBackReply = z.infer<typeof ocrIdBackReply>;

/** /peripheral/ocr/id_card: the spec's idInfoObj (realName, idNo), with the back's validity. */
export const peripheralIdCardReply = z.object({
  idInfoObj: z.object({
    realName: read,
    idNo: read,
    validityStart: read,
    validityEnd: read,
    validity: read,
  }),
  unreadable: z.array(z.string()),
});
export type PeripheralIdCardReply = z.infer<typeof peripheralIdCardReply>;

/** /peripheral/ocr/business_license: licenseInfoObj, named like idInfoObj (docs/decisions.md). */
export const peripheralLicenseReply = z.object({
  licenseInfoObj: z.object({
    compName: read,
    uscCode: read,
    legalPerson: read,
    address: read,
    validityStart: read,
    validityEnd: read,
    validityTerm: read,
  }),
  unreadable: z.array(z.string()),
});
export type PeripheralLicenseReply = z.infer<typeof peripheralLicenseReply>;
