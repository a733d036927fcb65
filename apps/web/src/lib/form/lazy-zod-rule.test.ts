import { describe, expect, it, vi } from 'vitest';
import type { FormRule } from 'antd';
import { amountWan, rateRangeForm } from '@scf/shared/schemas/product';
import { lazyZodCheck, lazyZodFieldCheck, lazyZodRule } from './lazy-zod-rule';

const t = (key: string) => `t(${key})`;

type Validator = (rule: object, value: unknown) => Promise<void>;

/** Runs one antd rule the way antd does. */
async function check(rule: FormRule, value: unknown) {
  const object = typeof rule === 'function' ? rule({} as never) : rule;
  try {
    await (object.validator as Validator)(object, value);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('lazyZodRule', () => {
  it('checks the value against the schema it fetches', async () => {
    const rule = lazyZodRule(() => Promise.resolve(amountWan), t);
    expect(await check(rule, '12.5')).toBe('ok');
    expect(await check(rule, '12.555')).toBe('t(validation.amountRule)');
  });
});

describe('lazyZodCheck', () => {
  it("answers the broken rule's text, or nothing", async () => {
    const checkAmount = lazyZodCheck(() => Promise.resolve(amountWan), t);
    expect(await checkAmount('12.5')).toBeUndefined();
    expect(await checkAmount('12.555')).toBe('t(validation.amountRule)');
  });

  it('answers a failed fetch as the broken rule', async () => {
    const checkAmount = lazyZodCheck(() => Promise.reject(new Error('offline')), t);
    expect(await checkAmount('12.5')).toBe('offline');
  });
});

describe('lazyZodFieldCheck', () => {
  it("checks a field against the form's schema, its cross-field rule included", async () => {
    const checkEnd = lazyZodFieldCheck(() => Promise.resolve(rateRangeForm), 'rateEnd', t);
    expect(await checkEnd({ rateStart: '6', rateEnd: '4' })).toBe('t(validation.rateOrder)');
    expect(await checkEnd({ rateStart: '6', rateEnd: '8' })).toBeUndefined();
    expect(await checkEnd({ rateStart: '', rateEnd: '0' })).toBe('t(validation.rateRule)');
    expect(await checkEnd({ rateStart: '6', rateEnd: '' })).toBeUndefined();
  });

  it('fetches the schema once, the first time the field is checked', async () => {
    const load = vi.fn(() => Promise.resolve(rateRangeForm));
    const checkStart = lazyZodFieldCheck(load, 'rateStart', t);
    expect(load).not.toHaveBeenCalled();
    await checkStart({ rateStart: '5' });
    await checkStart({ rateStart: '101' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again at the next check when a fetch failed', async () => {
    const load = vi
      .fn<() => Promise<typeof rateRangeForm>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(rateRangeForm);
    const checkStart = lazyZodFieldCheck(load, 'rateStart', t);
    expect(await checkStart({ rateStart: '101' })).toBe('offline');
    expect(await checkStart({ rateStart: '101' })).toBe('t(validation.rateRule)');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads the values when the check starts, before the schema has come', async () => {
    let arrive: (schema: typeof rateRangeForm) => void = () => undefined;
    const checkEnd = lazyZodFieldCheck(
      () => new Promise<typeof rateRangeForm>((resolve) => (arrive = resolve)),
      'rateEnd',
      t,
    );
    const values: Record<string, unknown> = { rateStart: '6', rateEnd: '4' };
    const result = checkEnd(values);
    values.rateStart = '1';
    arrive(rateRangeForm);
    expect(await result).toBe('t(validation.rateOrder)');
  });
});
