import { OCR_DEFAULTS } from '@scf/shared/schemas/ocr';
import type { IdCardBackFields, IdCardFrontFields, LicenseFields } from '@/modules/ocr/provider.ts';

/**
 * Fields from the plain text an OCR engine read off a business licence or an ID card. Engines put
 * spaces between Chinese characters and read labels such as 名称 with gaps (ideographic spaces), so each line is
 * matched without its blanks; values keep only what their field allows. Nothing here checks a
 * check character: the service does, for every provider.
 */

/** Full-width ASCII (ＡＢ１２：) as half-width, ideographic spaces as spaces. */
const halfWidth = (text: string) =>
  text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');

/** The lines of the text without blanks. */
export function compactLines(text: string): string[] {
  return halfWidth(text)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ''))
    .filter((line) => line !== '');
}

/** The rest of the first line that starts with one of `labels`, separators removed. */
function valueAfter(lines: readonly string[], labels: RegExp): string | null {
  for (const line of lines) {
    const match = labels.exec(line);
    if (match) {
      const value = line.slice(match.index + match[0].length).replace(/^[:：.,，、|]+/, '');
      if (value !== '') return value;
    }
  }
  return null;
}

const CJK_NAME = /[\u3400-\u9fff·•]+/;

/** A person's name: the Chinese characters (and the middle dot of minority names) of the value. */
function personName(value: string | null): string | null {
  const match = value === null ? null : CJK_NAME.exec(value);
  return match ? match[0].replace('•', '·') : null;
}

/** An 18-character code in a value, letters and digits only. */
function code18(value: string | null): string | null {
  if (value === null) return null;
  // Exactly 18: a longer run is a misread (a character split in two), not a code with noise.
  return /(?<![0-9A-Z])[0-9A-Z]{18}(?![0-9A-Z])/.exec(value.toUpperCase())?.[0] ?? null;
}

const pad = (n: string) => n.padStart(2, '0');

/** 2015年3月12日 → 2015-03-12; null when it is not a real date. */
export function isoDate(year: string, month: string, day: string): string | null {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

const CN_DATE = /(\d{4})年(\d{1,2})月(\d{1,2})[日号]/g;

/** 营业期限: 'YYYY年MM月DD日 至 YYYY年MM月DD日', or a start and 长期, or 长期 alone. */
export function licenseValidity(value: string | null): { start: string | null; end: string | null } {
  if (value === null) return { start: null, end: null };
  const dates = [...value.matchAll(CN_DATE)].map(([, y, m, d]) => isoDate(y!, m!, d!));
  const longTerm = value.includes('长期');
  const start = dates[0] ?? null;
  const end = longTerm ? OCR_DEFAULTS.longTermEnd : (dates[1] ?? null);
  if (start === null && end === null) return { start: null, end: null };
  // Section 9: a licence that names no start (长期 alone) starts on the default date.
  return { start: start ?? (dates.length === 0 ? OCR_DEFAULTS.missingStart : null), end };
}

const COMPANY_LABEL = /^(名称|企业名称)/;
const CODE_LABEL = /统一社会信用代码|信用代码/;
const LEGAL_LABEL = /^(法定代表人|负责人|经营者|执行事务合伙人)/;
const ADDRESS_LABEL = /^(住所|经营场所|营业场所|主要经营场所)/;
const TERM_LABEL = /^(营业期限|经营期限)/;

export function extractLicense(text: string): LicenseFields {
  const lines = compactLines(text);
  const companyName = valueAfter(lines, COMPANY_LABEL);
  // The code is printed after its label, or on a line of its own under it.
  const codeLine = lines.findIndex((line) => CODE_LABEL.test(line));
  const creditCode =
    code18(valueAfter(lines, CODE_LABEL)) ??
    (codeLine >= 0 ? code18(lines[codeLine + 1] ?? null) : null) ??
    lines.map(code18).find((code) => code !== null) ??
    null;
  const validity = licenseValidity(valueAfter(lines, TERM_LABEL));
  return {
    companyName,
    creditCode,
    legalRepresentative: personName(valueAfter(lines, LEGAL_LABEL)),
    address: valueAfter(lines, ADDRESS_LABEL),
    validityStart: validity.start,
    validityEnd: validity.end,
  };
}

export function extractIdCardFront(text: string): IdCardFrontFields {
  const lines = compactLines(text);
  const idNumber =
    code18(valueAfter(lines, /公民身份号码|身份号码/)) ?? lines.map(code18).find((c) => c !== null) ?? null;
  return { name: personName(valueAfter(lines, /^姓名/)), idNumber };
}

const DOT_DATE = String.raw`(\d{4})[.\-/](\d{1,2})[.\-/](\d{1,2})`;
const ID_VALIDITY = new RegExp(`${DOT_DATE}[-—–~至]+(?:${DOT_DATE}|(长期))`);

/** 有效期限: 'YYYY.MM.DD-YYYY.MM.DD' or 'YYYY.MM.DD-长期'. */
export function extractIdCardBack(text: string): IdCardBackFields {
  const lines = compactLines(text);
  const value = valueAfter(lines, /有效期限|有效期/) ?? lines.find((line) => ID_VALIDITY.test(line)) ?? null;
  const match = value === null ? null : ID_VALIDITY.exec(value);
  if (!match) return { validityStart: null, validityEnd: null };
  const [, y1, m1, d1, y2, m2, d2, longTerm] = match;
  return {
    validityStart: isoDate(y1!, m1!, d1!),
    validityEnd: longTerm ? OCR_DEFAULTS.longTermEnd : isoDate(y2!, m2!, d2!),
  };
}
