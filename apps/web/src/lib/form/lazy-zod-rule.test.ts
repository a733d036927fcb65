import { describe, expect, it, vi } from 'vitest';
import type { FormInstance, FormRule } from 'antd';
import { amountWan, rateRangeForm } from '@scf/shared/schemas/product';
import { lazyZodFieldRule, lazyZodRule } from './lazy-zod-rule';

const t = (key: string) => `t(${key})`;

type Validator = (rule: object, value: unknown) => Promise<void>;

/** Runs one antd rule the way antd does, against a form holding `values`. */
async function check(rule: FormRule, value: unknown, values: Record<string, unknown> = {}) {
  // antd gives a new object each time, as here.
  const form = { getFieldsValue: () => ({ ...values }) } as unknown as FormInstance;
  const object = typeof rule === 'function' ? rule(form) : rule;
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

describe('lazyZodFieldRule', () => {
  it("checks a field against the form's schema, its cross-field rule included", async () => {
    const rule = lazyZodFieldRule(() => Promise.resolve(rateRangeForm), 'rateEnd', t);
    expect(await check(rule, '4', { rateStart: '6', rateEnd: '' })).toBe('t(validation.rateOrder)');
    expect(await check(rule, '8', { rateStart: '6', rateEnd: '' })).toBe('ok');
    expect(await check(rule, '0', { rateStart: '' })).toBe('t(validation.rateRule)');
    expect(await check(rule, '', { rateStart: '6' })).toBe('ok');
  });

  it('fetches the schema once, the first time the field is checked', async () => {
    const load = vi.fn(() => Promise.resolve(rateRangeForm));
    const rule = lazyZodFieldRule(load, 'rateStart', t);
    expect(load).not.toHaveBeenCalled();
    await check(rule, '5');
    await check(rule, '101');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again at the next check when a fetch failed', async () => {
    const load = vi
      .fn<() => Promise<typeof rateRangeForm>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(rateRangeForm);
    const rule = lazyZodFieldRule(load, 'rateStart', t);
    expect(await check(rule, '101')).toBe('offline');
    expect(await check(rule, '101')).toBe('t(validation.rateRule)');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads the other fields when the check starts, before the schema has come', async () => {
    let arrive: (schema: typeof rateRangeForm) => void = () => undefined;
    const rule = lazyZodFieldRule(
      () => new Promise<typeof rateRangeForm>((resolve) => (arrive = resolve)),
      'rateEnd',
      t,
    );
    const values: Record<string, unknown> = { rateStart: '6' };
    const result = check(rule, '4', values);
    values.rateStart = '1';
    arrive(rateRangeForm);
    expect(await result).toBe('t(validation.rateOrder)');
  });
});
