import { describe, expect, it } from 'vitest';
import type { DesKey } from './des.ts';
import { strDec, strEnc } from './des.ts';

/** Outputs of the reference des.js `strEnc`; these pin down interop, including its non-standard PC-1. */
const KNOWN_ANSWERS: ReadonlyArray<{ data: string; keys: DesKey[]; hex: string }> = [
  { data: 'a', keys: ['1'], hex: 'A74E6D7B47D31254' },
  { data: 'a', keys: ['1', '2', '3'], hex: 'A62B4F77D5F8C6C7' },
  { data: 'Abc@12345', keys: ['1'], hex: '1D432359DAD366B21FAF4D763D023AFCE4B3B83E3A95FA4E' },
  { data: 'Abc@12345', keys: ['abcdefgh'], hex: '4584B8A6A0CAF87DC9784C66331479464DE527E9590DDB9D' },
  { data: '中文密码测', keys: ['abcdefgh'], hex: '288B578EC559AE6D8EAA8107FDA218B1' },
];

/** Deterministic PRNG (mulberry32) so the round-trip samples are the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A string of `length` code points mixing ASCII, CJK and non-BMP (surrogate pair) characters, never U+0000. */
function randomText(next: () => number, length: number): string {
  const ranges: ReadonlyArray<readonly [number, number]> = [
    [0x20, 0x7e],
    [0x4e00, 0x9fff],
    [0x1f300, 0x1faff],
    [0x1, 0xd7ff],
  ];
  let text = '';
  for (let i = 0; i < length; i++) {
    const [low, high] = ranges[Math.floor(next() * ranges.length)] ?? [0x41, 0x5a];
    text += String.fromCodePoint(low + Math.floor(next() * (high - low + 1)));
  }
  return text;
}

describe('strEnc / strDec (des.js compatible)', () => {
  it.each(KNOWN_ANSWERS)('encrypts $data with $keys to the des.js output', ({ data, keys, hex }) => {
    expect(strEnc(data, ...keys)).toBe(hex);
  });

  it.each(KNOWN_ANSWERS)('decrypts the des.js output for $data with $keys', ({ data, keys, hex }) => {
    expect(strDec(hex, ...keys)).toBe(data);
  });

  it('emits 16 uppercase hex digits per 4-code-unit block', () => {
    expect(strEnc('abcd', 'k')).toMatch(/^[0-9A-F]{16}$/);
    expect(strEnc('abcde', 'k')).toMatch(/^[0-9A-F]{32}$/);
  });

  it('encrypts blocks independently (ECB)', () => {
    const block = strEnc('abcd', 'key');
    expect(strEnc('abcdabcd', 'key')).toBe(block + block);
  });

  it('applies two keys in turn and round-trips', () => {
    const hex = strEnc('Abc@12345', 'first', 'second');
    expect(hex).not.toBe(strEnc('Abc@12345', 'first'));
    // Keys are padded to 4-character groups and applied group by group, so k1 then k2 is the same as
    // one key holding k1's padded groups followed by k2's.
    expect(hex).toBe(strEnc('Abc@12345', 'first\0\0\0second'));
    expect(strDec(hex, 'first', 'second')).toBe('Abc@12345');
  });

  it('applies three keys in turn, like one key of their padded groups', () => {
    expect(strEnc('a', '1', '2', '3')).toBe(strEnc('a', '1\0\0\x002\0\0\x003'));
  });

  it('treats null, undefined and empty keys as no key', () => {
    const oneKey = strEnc('a', '1');
    for (const none of [null, undefined, '']) {
      expect(strEnc('a', '1', none)).toBe(oneKey);
      expect(strEnc('a', '1', none, none)).toBe(oneKey);
      expect(strEnc('a', '1', '2', none)).toBe(strEnc('a', '1', '2'));
      expect(strDec(oneKey, '1', none, none)).toBe('a');
    }
    expect(strEnc('a', '1', '', null)).toBe(oneKey);
  });

  it('ignores a third key when the second is missing, as des.js does', () => {
    expect(strEnc('a', '1', null, '3')).toBe(strEnc('a', '1'));
    expect(strEnc('a', '1', '', '3')).toBe(strEnc('a', '1'));
  });

  it('returns an empty string without a first key, as des.js does', () => {
    expect(strEnc('a')).toBe('');
    expect(strEnc('a', '', '2', '3')).toBe('');
    expect(strDec('A74E6D7B47D31254', null)).toBe('');
  });

  it('splits keys longer than 4 characters into groups applied in order', () => {
    expect(strEnc('Abc@12345', 'abcdefgh')).toBe(strEnc('Abc@12345', 'abcd', 'efgh'));
    expect(strEnc('Abc@12345', 'abcdefghij')).toBe(strEnc('Abc@12345', 'abcd', 'efgh', 'ij'));
    expect(strEnc('Abc@12345', 'abcdefgh')).not.toBe(strEnc('Abc@12345', 'efghabcd'));
    expect(strDec(strEnc('secret', 'a much longer key'), 'a much longer key')).toBe('secret');
  });

  it('maps the empty string to the empty string', () => {
    expect(strEnc('', 'key')).toBe('');
    expect(strDec('', 'key')).toBe('');
  });

  it('accepts lowercase hex and rejects malformed hex', () => {
    expect(strDec('a74e6d7b47d31254', '1')).toBe('a');
    expect(() => strDec('A74E6D7B47D3125', '1')).toThrow(TypeError);
    expect(() => strDec('A74E6D7B47D3125G', '1')).toThrow(TypeError);
  });

  it('does not recover the text with a different key', () => {
    expect(strDec(strEnc('password', 'right'), 'wrong')).not.toBe('password');
  });

  it('drops U+0000 on decryption, so embedded NULs do not survive', () => {
    expect(strDec(strEnc('a\0b', 'key'), 'key')).toBe('ab');
  });

  it('round-trips deterministic random text, including surrogate pairs', () => {
    const next = mulberry32(0x5eed);
    for (let sample = 0; sample < 25; sample++) {
      const data = randomText(next, 1 + Math.floor(next() * 20));
      const keys = [randomText(next, 1 + Math.floor(next() * 10)), randomText(next, 3), randomText(next, 5)];
      const keyCount = 1 + (sample % 3);
      const used = keys.slice(0, keyCount);
      expect(strDec(strEnc(data, ...used), ...used)).toBe(data);
    }
  });

  it('treats a non-BMP character as two code units', () => {
    const emoji = '😀'; // U+1F600 = D83D DE00
    expect(strEnc(emoji, 'k')).toBe(strEnc('\ud83d\ude00', 'k'));
    expect(strEnc(`${emoji}${emoji}`, 'k')).toHaveLength(16);
    expect(strDec(strEnc(`x${emoji}yz${emoji}`, 'k'), 'k')).toBe(`x${emoji}yz${emoji}`);
  });
});
