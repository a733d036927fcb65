/**
 * Unified social credit code (统一社会信用代码), GB 32100-2015.
 *
 * 18 characters: 1 registration-authority code, 1 organisation-type code, 6 digits of the
 * administrative region, 9 characters of the organisation code (GB 11714) and 1 check character.
 * The alphabet is 0-9 and the capital letters without I, O, Z, S and V.
 *
 * Case: the standard writes capital letters only. Users type and OCR reads lower case too, so every
 * function here first trims and upper-cases its input (`normalizeUscc`); the form schemas store the
 * upper-case form. The organisation-code part is not checked against GB 11714: individual businesses
 * (92...) and codes issued after 2015 commonly carry body characters that the old rule rejects.
 */

/** The 31 characters of the code, in the order of their values 0-30. */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
export const USCC_LENGTH = 18;

/**
 * Registration-authority code → its organisation-type codes: GB 32100-2015 appendix A as amended
 * (1 机构编制, 2 外交, 3 司法行政, 4 文化, 5 民政, 6 旅游, 7 宗教, 8 工会, 9 市场监管（工商）,
 * A 中央军委改革和编制办公室, N 农业, Y 其他).
 */
export const USCC_TYPE_CODES: Readonly<Record<string, string>> = {
  '1': '1239', // 机关, 事业单位, 中央编办直接管理的群众团体, 其他
  '2': '19', // 外国常驻新闻机构, 其他
  '3': '123459', // 律师执业机构, 公证处, 基层法律服务所, 司法鉴定机构, 仲裁委员会, 其他
  '4': '19', // 外国在华文化中心, 其他
  '5': '1239', // 社会团体, 民办非企业单位, 基金会, 其他
  '6': '129', // 外国及港澳台地区旅游部门常驻代表机构, 其他
  '7': '129', // 宗教活动场所, 宗教院校, 其他
  '8': '19', // 基层工会, 其他
  '9': '123', // 企业, 个体工商户, 农民专业合作社
  A: '19', // 军队事业单位, 其他
  N: '1239', // 组级、村级、乡镇级集体经济组织, 其他
  Y: '1', // 其他
};

const USCC_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export type UsccProblem = 'format' | 'typeCode' | 'checkChar';

/** Trimmed and upper-cased: the form in which codes are checked and stored. */
export const normalizeUscc = (code: string): string => code.trim().toUpperCase();

/**
 * The check character for the first 17 characters of a code (more are ignored), or null when they
 * are fewer than 17 or hold a character outside the alphabet.
 */
export function usccCheckChar(code: string): string | null {
  const body = normalizeUscc(code).slice(0, USCC_LENGTH - 1);
  if (body.length !== USCC_LENGTH - 1) return null;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const value = USCC_ALPHABET.indexOf(body.charAt(i));
    if (value < 0) return null;
    sum += value * (USCC_WEIGHTS[i] ?? 0);
  }
  const check = 31 - (sum % 31);
  return USCC_ALPHABET.charAt(check === 31 ? 0 : check);
}

/** What is wrong with a code, first failing rule first; null when it is valid. */
export function usccProblem(code: string): UsccProblem | null {
  const value = normalizeUscc(code);
  if (!USCC_PATTERN.test(value)) return 'format';
  if (!USCC_TYPE_CODES[value.charAt(0)]?.includes(value.charAt(1))) return 'typeCode';
  return usccCheckChar(value) === value.charAt(USCC_LENGTH - 1) ? null : 'checkChar';
}

/** Whether a code is a valid unified social credit code (case-insensitive, surrounding blanks ignored). */
export const isValidUscc = (code: string): boolean => usccProblem(code) === null;

/** A complete code from its first 17 characters (tests and seed data). */
export function withUsccCheckChar(body: string): string {
  const check = usccCheckChar(body);
  if (check === null) throw new Error(`not a credit-code body: ${body}`);
  return normalizeUscc(body).slice(0, USCC_LENGTH - 1) + check;
}
