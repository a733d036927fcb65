/**
 * DES in the dialect of the widely used browser script `des.js` (`strEnc` / `strDec`).
 *
 * The legacy back end this portal talks to expects credentials encrypted by that script, so every
 * output here must match it byte for byte. That rules out a crypto library: des.js is not standard DES.
 * Its one deviation is in PC-1 (see `PC1`); everything else is FIPS 46 DES in ECB mode, with text packed
 * as 16 bits per UTF-16 code unit, 4 code units per 64-bit block.
 *
 * A 64-bit block is held in a `bigint`; permutation tables use FIPS 46 numbering (1 = most significant
 * bit of the input). This is not a place for performance: inputs are passwords and short tokens.
 */

/** A key as des.js accepts it: `null`, `undefined` and `''` all mean "no key". */
export type DesKey = string | null | undefined;

// prettier-ignore
const IP: readonly number[] = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
  62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
  57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
  61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
];

// prettier-ignore
const FP: readonly number[] = [
  40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31,
  38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61, 29,
  36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27,
  34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17, 57, 25,
];

// prettier-ignore
const E: readonly number[] = [
  32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11,
  12, 13, 12, 13, 14, 15, 16, 17, 16, 17, 18, 19, 20, 21, 20, 21,
  22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1,
];

// prettier-ignore
const P: readonly number[] = [
  16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
  2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
];

/**
 * PC-1 as des.js implements it. The C half (first 28 entries) is standard. The D half is not:
 * standard DES takes 63..7, 62..6, 61..5, 28, 20, 12, 4, whereas des.js's key loop produces
 * 28, 20, 12, 4, 61..5, 62..6, 63..7. Using the standard table would break interop with des.js.
 */
// prettier-ignore
const PC1: readonly number[] = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18,
  10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
  28, 20, 12, 4, 61, 53, 45, 37, 29, 21, 13, 5, 62, 54,
  46, 38, 30, 22, 14, 6, 63, 55, 47, 39, 31, 23, 15, 7,
];

// prettier-ignore
const PC2: readonly number[] = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4,
  26, 8, 16, 7, 27, 20, 13, 2, 41, 52, 31, 37, 47, 55, 30, 40,
  51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];

/** Left rotations of C and D before each of the 16 rounds. */
const SHIFTS: readonly number[] = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];

/** S-boxes S1..S8, each 4 rows of 16 as printed in FIPS 46 (row-major). */
// prettier-ignore
const S_BOXES: readonly Uint8Array[] = [
  [
    14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7,
    0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
    4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0,
    15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13,
  ],
  [
    15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10,
    3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
    0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15,
    13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9,
  ],
  [
    10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8,
    13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
    13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7,
    1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12,
  ],
  [
    7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15,
    13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
    10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4,
    3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14,
  ],
  [
    2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9,
    14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
    4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14,
    11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3,
  ],
  [
    12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11,
    10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
    9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6,
    4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13,
  ],
  [
    4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1,
    13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
    1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2,
    6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12,
  ],
  [
    13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7,
    1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
    7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8,
    2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11,
  ],
].map((box) => Uint8Array.from(box));

const MASK28 = (1n << 28n) - 1n;
const MASK32 = (1n << 32n) - 1n;
const CHARS_PER_BLOCK = 4;
const HEX_PER_BLOCK = 16;

/** Rearranges the bits of a `width`-bit value: output bit i is input bit `table[i]` (FIPS numbering). */
function permute(value: bigint, width: number, table: readonly number[]): bigint {
  let out = 0n;
  for (const position of table) {
    out = (out << 1n) | ((value >> BigInt(width - position)) & 1n);
  }
  return out;
}

function rotateLeft28(half: bigint, by: number): bigint {
  const n = BigInt(by);
  return ((half << n) | (half >> (28n - n))) & MASK28;
}

/** The 16 48-bit round keys for one 64-bit key, in encryption order. */
function keySchedule(key: bigint): bigint[] {
  const cd = permute(key, 64, PC1);
  let c = cd >> 28n;
  let d = cd & MASK28;
  return SHIFTS.map((shift) => {
    c = rotateLeft28(c, shift);
    d = rotateLeft28(d, shift);
    return permute((c << 28n) | d, 56, PC2);
  });
}

/** Looks up S-box `box` for a 6-bit input: outer bits select the row, inner four the column. */
function substitute(box: Uint8Array, sixBits: number): number {
  const row = ((sixBits >> 4) & 0b10) | (sixBits & 1);
  const column = (sixBits >> 1) & 0xf;
  const value = box[row * 16 + column];
  // Unreachable: row < 4 and column < 16 index a 64-entry box. The check satisfies noUncheckedIndexedAccess.
  if (value === undefined) throw new RangeError(`S-box index out of range: ${sixBits}`);
  return value;
}

/** The DES round function f(R, K). */
function feistel(right: bigint, roundKey: bigint): bigint {
  const mixed = permute(right, 32, E) ^ roundKey;
  let out = 0n;
  S_BOXES.forEach((box, i) => {
    const sixBits = Number((mixed >> BigInt(42 - 6 * i)) & 0x3fn);
    out = (out << 4n) | BigInt(substitute(box, sixBits));
  });
  return permute(out, 32, P);
}

/** One DES pass over a block; decryption is the same pass with the round keys reversed. */
function cryptBlock(block: bigint, roundKeys: readonly bigint[]): bigint {
  const permuted = permute(block, 64, IP);
  let left = permuted >> 32n;
  let right = permuted & MASK32;
  for (const roundKey of roundKeys) {
    [left, right] = [right, left ^ feistel(right, roundKey)];
  }
  // The halves are swapped once more before the final permutation.
  return permute((right << 32n) | left, 64, FP);
}

/**
 * Packs text into 64-bit blocks of 4 UTF-16 code units (16 bits each, first unit most significant),
 * padding the last block with U+0000. Surrogate pairs are just two code units, as in des.js.
 */
function textToBlocks(text: string): bigint[] {
  const blocks: bigint[] = [];
  for (let start = 0; start < text.length; start += CHARS_PER_BLOCK) {
    let block = 0n;
    for (let i = start; i < start + CHARS_PER_BLOCK; i++) {
      block = (block << 16n) | BigInt(i < text.length ? text.charCodeAt(i) : 0);
    }
    blocks.push(block);
  }
  return blocks;
}

/** Unpacks a block into its 4 code units, dropping U+0000 as des.js does (padding and real NULs alike). */
function blockToText(block: bigint): string {
  let text = '';
  for (let shift = 48n; shift >= 0n; shift -= 16n) {
    const code = Number((block >> shift) & 0xffffn);
    if (code !== 0) text += String.fromCharCode(code);
  }
  return text;
}

function blockToHex(block: bigint): string {
  return block.toString(16).toUpperCase().padStart(HEX_PER_BLOCK, '0');
}

function hexToBlocks(hex: string): bigint[] {
  if (!/^(?:[0-9a-f]{16})*$/i.test(hex)) {
    throw new TypeError('strDec: expected hex text made of 16-digit blocks');
  }
  const blocks: bigint[] = [];
  for (let start = 0; start < hex.length; start += HEX_PER_BLOCK) {
    blocks.push(BigInt(`0x${hex.slice(start, start + HEX_PER_BLOCK)}`));
  }
  return blocks;
}

const isKey = (key: DesKey): key is string => key !== null && key !== undefined && key !== '';

/**
 * des.js's key selection: k1, k2 and k3 if all three are given; else k1 and k2 if both are;
 * else k1 alone (so a k3 without a k2 is ignored). Without k1, des.js silently returns '';
 * we throw instead, since an empty "ciphertext" would look like success to a caller.
 */
function selectKeys(k1: DesKey, k2: DesKey, k3: DesKey): string[] {
  // des.js returns '' when the first key is missing; interoperating callers rely on that.
  if (!isKey(k1)) return [];
  if (isKey(k2) && isKey(k3)) return [k1, k2, k3];
  if (isKey(k2)) return [k1, k2];
  return [k1];
}

/** Round keys of every 4-character key group, in the order des.js encrypts with them. */
function encryptionSchedules(keys: readonly string[]): bigint[][] {
  return keys.flatMap(textToBlocks).map(keySchedule);
}

/** Encrypts `data` as des.js `strEnc` does: uppercase hex, 16 digits per 4-character block. */
export function strEnc(data: string, k1?: DesKey, k2?: DesKey, k3?: DesKey): string {
  const keys = selectKeys(k1, k2, k3);
  if (keys.length === 0) return '';
  const schedules = encryptionSchedules(keys);
  return textToBlocks(data)
    .map((block) => blockToHex(schedules.reduce(cryptBlock, block)))
    .join('');
}

/** Decrypts `strEnc` output (hex digits of either case); every U+0000 is dropped from the result. */
export function strDec(hex: string, k1?: DesKey, k2?: DesKey, k3?: DesKey): string {
  const keys = selectKeys(k1, k2, k3);
  if (keys.length === 0) return '';
  const schedules = encryptionSchedules(keys)
    .reverse()
    .map((roundKeys) => [...roundKeys].reverse());
  return hexToBlocks(hex)
    .map((block) => blockToText(schedules.reduce(cryptBlock, block)))
    .join('');
}
