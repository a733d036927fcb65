import fc from 'fast-check';
import { camelCase } from 'change-case/keys';
import { describe, expect, it } from 'vitest';
import { toCamelKeys, toSnakeKeys } from './case.ts';

/** Keys as senders write them: camel, snake, odd capitals, digits, separators, anything. */
const key = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9]{0,5}([A-Z][a-z0-9]{1,5}){0,3}$/),
  fc.stringMatching(/^[a-z0-9]{1,6}(_[a-z0-9]{1,6}){0,3}$/),
  fc.stringMatching(/^[a-zA-Z0-9_ .-]{0,12}$/),
  fc.string({ maxLength: 8 }),
);
const body = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('toCamelKeys', () => {
  it('gives what change-case gives, for any body', () => {
    fc.assert(
      fc.property(body, (value) => {
        expect(toCamelKeys(value)).toEqual(camelCase(value, Infinity));
      }),
      { numRuns: 2_000 },
    );
  });

  it('converts snake_case at any depth and keeps camelCase bodies as they are', () => {
    const camel = { pageNo: 1, articalSubType: 'notice', rows: [{ loanAmountMin: 2 }] };
    expect(toCamelKeys(camel)).toBe(camel);
    expect(toCamelKeys({ page_no: 1, rows: [{ loan_amount_min: 2, okKey: 3 }] })).toEqual({
      pageNo: 1,
      rows: [{ loanAmountMin: 2, okKey: 3 }],
    });
    expect(toCamelKeys({ aBC: 1, id2Type: 2, x_1: 3 })).toEqual(
      camelCase({ aBC: 1, id2Type: 2, x_1: 3 }, Infinity),
    );
    expect(toSnakeKeys({ pageNo: 1 })).toEqual({ page_no: 1 });
  });
});
