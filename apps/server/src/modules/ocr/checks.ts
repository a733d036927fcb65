import { MEMBER_LIMITS } from '@scf/shared/schemas/member';
import type {
  OcrIdBackReply,
  OcrIdFrontReply,
  OcrLicenseReply,
  PeripheralIdCardReply,
  PeripheralLicenseReply,
} from '@scf/shared/schemas/ocr';
import { isValidResidentId, normalizeResidentId } from '@scf/shared/validators/resident-id';
import { isValidUscc, normalizeUscc } from '@scf/shared/validators/uscc';
import type { IdCardBackFields, IdCardFrontFields, LicenseFields } from '@/modules/ocr/provider.ts';

/**
 * What a provider read, checked before anyone sees it: a credit code must pass GB 32100's check
 * character, an ID number GB 11643's check digit and birth date, names and addresses must fit the
 * registration's fields, and dates must be real. A value that fails is returned as null and named
 * in `unreadable`, so the form is left for the user to fill rather than filled wrongly.
 */

/** Letters OCR reads in place of digits. O, I, Z and S are not in the credit-code alphabet. */
const DIGIT_FOR: Readonly<Record<string, string>> = { O: '0', I: '1', Z: '2', S: '5', B: '8' };

/**
 * The credit code read, or one OCR confusion away from it: O/I/Z/S (never valid) become 0/1/2/5,
 * and B and 8 (both valid) are swapped where that, and only that, makes the check character right.
 * When two different swaps both pass the check the code is not trusted.
 */
export function checkedCreditCode(raw: string | null): string | null {
  if (raw === null) return null;
  const read = normalizeUscc(raw);
  if (isValidUscc(read)) return read;
  const digits = read.replace(/[OIZS]/g, (c) => DIGIT_FOR[c] as string);
  if (isValidUscc(digits)) return digits;
  const swappable = [...digits].flatMap((c, i) => (c === 'B' || c === '8' ? [i] : []));
  // 2^6 candidates at most; more ambiguous positions than that cannot be settled by one check character.
  if (swappable.length > 6) return null;
  for (let flips = 1; flips <= swappable.length; flips += 1) {
    const passing = subsets(swappable, flips)
      .map((positions) => {
        const chars = [...digits];
        for (const i of positions) chars[i] = chars[i] === 'B' ? '8' : 'B';
        return chars.join('');
      })
      .filter(isValidUscc);
    if (passing.length === 1) return passing[0] as string;
    if (passing.length > 1) return null;
  }
  return null;
}

function subsets(items: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => subsets(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

/**
 * The ID number read, with letters OCR put among its 17 digits (O, I, Z, S, B) made digits, if the
 * check digit and the birth date then hold.
 */
export function checkedIdNumber(raw: string | null, today?: Date): string | null {
  if (raw === null) return null;
  const read = normalizeResidentId(raw);
  const body = read.slice(0, 17).replace(/[OIZSB]/g, (c) => DIGIT_FOR[c] as string);
  const last = read.slice(17).replace(/[OIZSB]/g, (c) => DIGIT_FOR[c] as string);
  const fixed = body + last;
  return isValidResidentId(fixed, today) ? fixed : null;
}

/** A text field: trimmed, at most `max` characters and holding some Chinese. */
function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && trimmed.length <= max && /[\u3400-\u9fff]/.test(trimmed) ? trimmed : null;
}

/** Both dates real (the provider gives ISO or null) and the end not before the start. */
function period(start: string | null, end: string | null): { start: string | null; end: string | null } {
  const valid = (d: string | null) =>
    d !== null && /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d));
  const s = valid(start) ? start : null;
  const e = valid(end) ? end : null;
  if (s !== null && e !== null && e < s) return { start: null, end: null };
  return { start: s, end: e };
}

const unreadableOf = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .filter(([, value]) => value === null)
    .map(([key]) => key);

export function licenseReply(read: LicenseFields): OcrLicenseReply {
  const { start, end } = period(read.validityStart, read.validityEnd);
  const fields = {
    enterpriseName: text(read.companyName, MEMBER_LIMITS.enterpriseName),
    enterpriseInfo: checkedCreditCode(read.creditCode),
    legalRepr: text(read.legalRepresentative, MEMBER_LIMITS.legalRepr),
    businessAddr: text(read.address, MEMBER_LIMITS.address),
    validityStart: start,
    validityEnd: end,
    // Section 9: business validity dates are ' - ' separated.
    validityTerm: start !== null && end !== null ? `${start} - ${end}` : null,
  };
  return { ...fields, unreadable: unreadableOf(fields) };
}

export function idFrontReply(read: IdCardFrontFields, today?: Date): OcrIdFrontReply {
  const fields = {
    legalPerson: text(read.name, MEMBER_LIMITS.personName),
    legalPersonCertNo: checkedIdNumber(read.idNumber, today),
  };
  return { ...fields, unreadable: unreadableOf(fields) };
}

export function idBackReply(read: IdCardBackFields): OcrIdBackReply {
  const { start, end } = period(read.validityStart, read.validityEnd);
  const fields = {
    validityStart: start,
    validityEnd: end,
    // Section 9: ID validity dates are '-' separated.
    legalpersonicvalidity: start !== null && end !== null ? `${start}-${end}` : null,
  };
  return { ...fields, unreadable: unreadableOf(fields) };
}

/** True when nothing at all was read: the picture is refused as unreadable. */
export const nothingRead = (reply: { unreadable: string[] } & Record<string, unknown>) =>
  Object.keys(reply).length - 1 === reply.unreadable.length;

export function peripheralLicense(reply: OcrLicenseReply): PeripheralLicenseReply {
  const names: Record<string, string> = {
    enterpriseName: 'compName',
    enterpriseInfo: 'uscCode',
    legalRepr: 'legalPerson',
    businessAddr: 'address',
  };
  return {
    licenseInfoObj: {
      compName: reply.enterpriseName,
      uscCode: reply.enterpriseInfo,
      legalPerson: reply.legalRepr,
      address: reply.businessAddr,
      validityStart: reply.validityStart,
      validityEnd: reply.validityEnd,
      validityTerm: reply.validityTerm,
    },
    unreadable: reply.unreadable.map((key) => names[key] ?? key),
  };
}

export function peripheralIdCard(reply: OcrIdFrontReply | OcrIdBackReply): PeripheralIdCardReply {
  const front = 'legalPerson' in reply ? reply : null;
  const back = 'validityStart' in reply ? reply : null;
  const names: Record<string, string> = {
    legalPerson: 'realName',
    legalPersonCertNo: 'idNo',
    legalpersonicvalidity: 'validity',
  };
  return {
    idInfoObj: {
      realName: front?.legalPerson ?? null,
      idNo: front?.legalPersonCertNo ?? null,
      validityStart: back?.validityStart ?? null,
      validityEnd: back?.validityEnd ?? null,
      validity: back?.legalpersonicvalidity ?? null,
    },
    unreadable: reply.unreadable.map((key) => names[key] ?? key),
  };
}
